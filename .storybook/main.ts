// Storybook for the widgets: designers review every component in every state here, and
// `pnpm build-storybook` runs in CI so that a broken story fails the build. Telemetry stays off
// (docs/architecture.md "Toolchain": a telemetry-on build is 5x slower here and calls out).
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    // Workspace packages resolve to their source, as everywhere in the workspace (README "Layout").
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@csz/source', ...defaultClientConditions],
    };
    return viteConfig;
  },
};

export default config;
