import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as display from './display';

describe('the zod-free display entry', () => {
  it('bundles without zod', async () => {
    const result = await build({
      entryPoints: [new URL('./display.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.includes('node_modules/zod'))).toBe(false);
    expect(inputs.some((path) => path.endsWith('scoreLabel.ts'))).toBe(true);
  });

  it('offers what an embed needs', () => {
    expect(display.scoreLabel({ gameType: 'Game', noHomeTeam: false, teams: [] })).toBe('@');
    expect(display.seasonLabel('2025-2026')).toBe('25-26');
    expect(
      display.scoreProvenanceText({ scoreProvenance: 'verified', isScoreDisputed: false }),
    ).toBe('Verified');
  });
});
