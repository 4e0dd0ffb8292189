import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Designers review the widgets in Storybook: every component the package exports must have a story
// (its states are then rendered and checked by axe in the browser tests, src/testing/stories.tsx).

const src = path.resolve(import.meta.dirname, '../src');

/** Exports that draw nothing of their own: link plumbing. */
const NOT_VISUAL = new Set(['WidgetLinks', 'SiteLink', 'ExternalLink']);

/** The runtime names src/index.ts exports (types left out). */
function exportedNames(): string[] {
  const index = readFileSync(path.join(src, 'index.ts'), 'utf8');
  return [...index.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '));
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

describe('Storybook', () => {
  const stories = storyFiles(src).map((file) => readFileSync(file, 'utf8'));

  it('has stories to show', () => {
    expect(stories.length).toBeGreaterThan(20);
  });

  it.each(exportedNames().filter((name) => /^[A-Z]/.test(name) && !NOT_VISUAL.has(name)))(
    'has a story for %s',
    (name) => {
      const shown = stories.some(
        (text) => text.includes(`component: ${name},`) || new RegExp(`<${name}[\\s/>]`).test(text),
      );
      expect(shown).toBe(true);
    },
  );
});
