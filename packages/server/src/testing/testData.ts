/** The day the test data is placed around: a Friday in the fall season. */
export const TEST_TODAY = '2026-11-20';

/** The template databases of a test run (makeTemplates.ts), migrated, and migrated and seeded. */
export const TEMPLATE_NAMES = {
  /** PostgreSQL databases in the run's cluster. */
  postgres: { empty: 'csz_template_empty', seeded: 'csz_template_seeded' },
  /** Files of PGlite data directory images in the run's images folder. */
  pglite: { empty: 'empty.tar', seeded: 'seeded.tar' },
} as const;
