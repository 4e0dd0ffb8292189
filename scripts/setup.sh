#!/usr/bin/env bash
# Installs what the product needs on a fresh machine (Debian on x64 or arm64, with any Node that
# runs npm and pnpm, 18 or newer): pnpm 12 and the workspace's dependencies, among them the Node 24
# LTS release that every script runs on (pnpm-workspace.yaml pins it; scripts/runtime.mjs says
# how); with --test also the system programs the tests drive, from Debian's packages. Safe to run
# again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0

# Programs the tests run, and the Debian package that provides each.
TEST_PROGRAMS=(
  "/usr/lib/postgresql/15/bin/initdb=postgresql-15"
  "/usr/bin/chromium-headless-shell=chromium-headless-shell"
  "/usr/bin/khal=khal"
)

if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version)" != "$PNPM_VERSION" ]]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

if [[ "${1:-}" == "--test" && ${#TEST_PROGRAMS[@]} -gt 0 ]]; then
  missing=()
  for entry in "${TEST_PROGRAMS[@]}"; do
    program="${entry%%=*}"
    package="${entry#*=}"
    [[ -x "$program" ]] || command -v "$program" >/dev/null 2>&1 || missing+=("$package")
  done
  if ((${#missing[@]} > 0)); then
    echo "setup: installing ${missing[*]} from Debian's packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

echo "setup: installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only

# pnpm put the project's Node in node_modules/.bin, first on the path of every script; say which
# it is, and stop here if this platform has no such build and the machine's Node is too old.
pnpm exec node scripts/runtime.mjs
echo "setup: scripts run on Node $(pnpm exec node --version) (the machine's: $(node --version))"
