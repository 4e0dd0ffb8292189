// `pnpm import-games <file.csv> [--sport Football] [--date-format yyyy-MM-dd] [--default-state WV]
//   [--column field=name ...] [--dry-run]`: imports games and results from a CSV file and prints
// the report: rows loaded, and every row rejected with its line number and reason.
import '../../../../scripts/requireNode.mjs';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fixedClock, systemClock } from '../clock';
import { readConfig } from '../config';
import { run } from './run';
import { configuredLocation, openDatabase } from '../db/client';
import { ImportError, importGames, importOptionsSchema } from '../games/importGames';
import { sportsDataWriter } from '../live/sportsData';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sport: { type: 'string' },
    'date-format': { type: 'string' },
    'default-state': { type: 'string' },
    column: { type: 'string', multiple: true },
    'dry-run': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const [file] = positionals;
if (file == null) {
  console.error(
    'Usage: pnpm import-games <file.csv> [--sport Football] [--column date=game_date ...] [--dry-run]',
  );
  process.exit(2);
}
const columns = Object.fromEntries((values.column ?? []).map((pair) => pair.split('=', 2)));
const options = importOptionsSchema.safeParse({
  fileName: basename(file),
  columns: { ...importOptionsSchema.shape.columns.parse(undefined), ...columns },
  sport: values.sport,
  dateFormat: values['date-format'],
  defaultState: values['default-state'],
  dryRun: values['dry-run'],
});
if (!options.success) {
  console.error(options.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}
run(async () => {
  const config = readConfig(process.env);
  const handle = await openDatabase(configuredLocation(config));
  try {
    const text = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
    const report = await importGames(
      // Running servers hear of the new games through the database and drop their cached answers.
      sportsDataWriter(handle.db, null),
      text,
      options.data,
      config.TODAY == null ? systemClock : fixedClock(config.TODAY),
    );
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      console.log(
        `${report.fileName}: ${report.rows} rows${report.dryRun ? ' (dry run: nothing written)' : ''}`,
      );
      console.log(`  games added:      ${report.gamesAdded}`);
      console.log(`  scores added:     ${report.scoresAdded}`);
      console.log(`  already present:  ${report.alreadyPresent}`);
      console.log(`  schools created:  ${report.schoolsCreated.length}`);
      console.log(`  rows rejected:    ${report.rejected.length}`);
      for (const [kind, n] of Object.entries(report.rejectedByReason))
        console.log(`    ${kind}: ${n}`);
      for (const row of report.rejected) console.log(`    line ${row.line}: ${row.reason}`);
      if (report.warnings.length > 0) console.log(`  warnings:         ${report.warnings.length}`);
      for (const w of report.warnings) console.log(`    line ${w.line}: ${w.message}`);
    }
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`Nothing was imported: ${error.message}`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await handle.close();
  }
});
