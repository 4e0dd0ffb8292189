import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints imaginary files at real paths, so each boundary of docs/architecture.md is shown to fail a change that
// crosses it (and to let through what the table allows).
const eslint = new ESLint({ cwd: import.meta.dirname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    ['packages/core/src/games/x.ts', "import { useState } from 'react';"],
    ['packages/core/src/games/x.ts', "import ky from 'ky';"],
    ['packages/core/src/games/x.ts', "import { h } from 'preact';"],
    ['packages/core/src/games/x.ts', "import { Hono } from 'hono';"],
    ['packages/core/src/games/x.ts', "import { readFile } from 'node:fs';"],
    ['packages/core/src/games/x.ts', "import { GameCard } from '@csz/widgets';"],
    ['packages/core/src/games/x.test.ts', "import { render } from 'react-dom';"],
    ['packages/widgets/src/GameCard/GameCard.tsx', "import ky from 'ky';"],
    ['packages/widgets/src/GameCard/GameCard.tsx', "import { atom } from 'jotai';"],
    ['packages/widgets/src/GameCard/GameCard.tsx', "import { Link } from 'react-router-dom';"],
    ['packages/widgets/src/GameCard/GameCard.tsx', "import { db } from '@csz/server';"],
    // The embed widgets: core's zod-free entry only, and no heavy libraries.
    ['packages/widgets/src/GameCard/GameCard.tsx', "import { scoreLabel } from '@csz/core';"],
    [
      'packages/widgets/src/StandingsTable/StandingsTable.tsx',
      "import { MESSAGES } from '@csz/core';",
    ],
    ['packages/widgets/src/internal/Select.tsx', "import { useCombobox } from 'downshift';"],
    [
      'packages/widgets/src/ScoreboardHeader/DateStrip.tsx',
      "import { DayPicker } from 'react-day-picker';",
    ],
    ['packages/widgets/src/GameCard/GameCard.tsx', "import { h } from 'preact';"],
    ['packages/embed-loader/src/loader.ts', "import { gameSchema } from '@csz/core';"],
    ['packages/embed-loader/src/loader.ts', "import { z } from 'zod';"],
    ['packages/embed-loader/src/loader.ts', "import { App } from '@csz/site';"],
    ['packages/site/src/routes/Scores.tsx', "import { atom } from 'jotai';"],
    ['packages/site/src/routes/Scores.tsx', "import ky from 'ky';"],
    ['packages/site/src/routes/Scores.tsx', "import { app } from '@csz/server';"],
    ['packages/site/src/state/selection.ts', "import ky from 'ky';"],
    ['packages/site/src/api/client.ts', "import { atom } from 'jotai';"],
    // The server's API reaches the site as types only.
    ['packages/site/src/api/client.ts', "import { createApp } from '@csz/server';"],
    ['packages/site/src/api/client.ts', "import { hc } from 'hono/client';"],
    ['packages/site/src/api/client.ts', "import type { ExtractSchema } from 'hono/types';"],
    ['packages/site/src/features/scores/x.ts', "import type { AppType } from '@csz/server';"],
    // A feature imports no other feature and nothing from routes/, at any depth; nor do the shared parts.
    ['packages/site/src/features/scores/ScoresPage.tsx', "import { x } from '../chrome/Strip';"],
    [
      'packages/site/src/features/scores/ScoresPage.tsx',
      "import { x } from '../../routes/router';",
    ],
    ['packages/site/src/features/auth/pages/LoginPage.tsx', "import { x } from '../../scores/x';"],
    [
      'packages/site/src/features/auth/pages/LoginPage.tsx',
      "import { x } from '../../../routes/x';",
    ],
    ['packages/site/src/shared/PageLayout.tsx', "import { x } from '../features/auth';"],
    ['packages/site/src/api/useQuery.ts', "import { x } from '../routes/router';"],
    // import() crosses the same boundaries (no-restricted-imports reads only static imports).
    [
      'packages/site/src/features/info/ContactPage.tsx',
      "const s = () => import('../auth/formSchemas');",
    ],
    [
      'packages/site/src/features/auth/pages/LoginPage.tsx',
      "const p = () => import('../../scores/ScoresPage');",
    ],
    ['packages/site/src/shared/PageLayout.tsx', "const p = () => import('../routes/router');"],
    ['packages/site/src/features/info/AboutPage.tsx', "const j = () => import('jotai');"],
    ['packages/site/src/features/info/AboutPage.tsx', "const h = () => import('hono');"],
    ['packages/widgets/src/GameCard/GameCard.tsx', "const j = () => import('jotai');"],
    ['packages/embed-loader/src/frames/x.tsx', "const c = () => import('@csz/core');"],
    ['packages/core/src/games/x.ts', "const r = () => import('react');"],
    ['packages/core/src/games/x.ts', 'const h = () => import(`hono`);'],
    // The site's day is the service's, never the reader's clock.
    ['packages/site/src/features/account/profile/ProfileForm.tsx', 'const today = new Date();'],
    ['packages/site/src/api/client.ts', 'const now = new Date();'],
    ['packages/site/src/features/scores/ScoresPage.tsx', "import ky from 'ky';"],
    ['packages/server/src/games/routes.ts', "import { GameCard } from '@csz/widgets';"],
    ['packages/server/src/games/routes.ts', "import { createElement } from 'react';"],
    ['packages/server/src/embeds/scoreboard.ts', "import { App } from '@csz/site';"],
  ])('rejects %s: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['packages/core/src/games/x.ts', "import { z } from 'zod';"],
    ['packages/core/src/games/x.ts', "import { addDays } from 'date-fns';"],
    ['packages/core/src/games/x.ts', "import { seasonOf } from '../seasons/seasons';"],
    ['packages/core/src/games/x.test.ts', "import { it } from 'vitest';"],
    ['packages/widgets/src/GameCard/GameCard.tsx', "import { useState } from 'react';"],
    [
      'packages/widgets/src/GameCard/GameCard.tsx',
      "import { scoreLabel } from '@csz/core/display';",
    ],
    ['packages/widgets/src/GameCard/GameCard.tsx', "import type { Game } from '@csz/core';"],
    ['packages/widgets/src/GameView/GameView.tsx', "import { scoreLabel } from '@csz/core';"],
    [
      'packages/widgets/src/ScoreboardHeader/CalendarPopover.tsx',
      "import { DayPicker } from 'react-day-picker';",
    ],
    [
      'packages/widgets/src/Schedules/ScheduleFinder.tsx',
      "import { useCombobox } from 'downshift';",
    ],
    ['packages/embed-loader/src/frames/x.tsx', "import type { Game } from '@csz/core';"],
    ['packages/embed-loader/src/frames/x.tsx', "import { scoreLabel } from '@csz/core/display';"],
    ['packages/site/src/state/selection.ts', "import { atom } from 'jotai';"],
    ['packages/site/src/api/client.ts', "import ky from 'ky';"],
    ['packages/site/src/api/client.ts', "import type { AppType } from '@csz/server';"],
    ['packages/site/src/routes/Scores.tsx', "import { GameCard } from '@csz/widgets';"],
    ['packages/site/src/routes/HomeRoute.tsx', "import { x } from '../features/info/HomePage';"],
    ['packages/site/src/features/scores/ScoresPage.tsx', "import { x } from './useGameLike';"],
    [
      'packages/site/src/features/info/ContactPage.tsx',
      "const s = () => import('./contactSchema');",
    ],
    ['packages/site/src/features/scores/x.tsx', "const d = new Date('2026-11-27T12:00:00Z');"],
    ['packages/site/src/state/today.ts', 'const now = new Date();'],
    ['packages/site/src/features/scores/ScoresPage.tsx', "import { x } from '../../shared/x';"],
    ['packages/site/src/features/auth/pages/LoginPage.tsx', "import { x } from '../fields';"],
    ['packages/site/src/state/useCan.test.tsx', "import { MainNav } from '../routes/Shell';"],
    ['packages/site/src/features/auth/pages/LoginPage.tsx', "import { x } from '../../../api/x';"],
    ['packages/server/src/games/routes.ts', "import { Hono } from 'hono';"],
    ['packages/server/src/embeds/scoreboard.ts', "import { Scoreboard } from '@csz/widgets';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
