import { z } from 'zod';
import { SCHEDULE_EXPORT_FORMATS, type ScheduleExportFormat } from '../routes/paths';
import { idParamSchema, idSchema, seasonSchema } from './primitives';

const FILE_MESSAGE = 'Must be {id}.ics';

/** A feed's file name in a URL, '{id}.ics', as the id it names. */
export const icsFileSchema = z
  .string()
  .regex(/^\d{1,10}\.ics$/, FILE_MESSAGE)
  .transform((file) => Number(file.slice(0, -'.ics'.length)))
  .pipe(idSchema);

/** The path of a school's feed: /calendar/school/{schoolId}.ics. */
export const schoolFeedParamsSchema = z.object({ file: icsFileSchema });

/** The path of a team's feed: /calendar/team/{schoolId}/{sportId}.ics. */
export const teamFeedParamsSchema = z.object({ schoolId: idParamSchema, file: icsFileSchema });

/** A team's export file in a URL, '{sportId}.csv' or '{sportId}.json', as the sport and format. */
export const exportFileSchema = z
  .string()
  .regex(/^\d{1,10}\.(csv|json)$/, 'Must be {sportId}.csv or {sportId}.json')
  .transform((file) => {
    const [id, format] = file.split('.') as [string, ScheduleExportFormat];
    return { sportId: Number(id), format };
  })
  .pipe(z.object({ sportId: idSchema, format: z.enum(SCHEDULE_EXPORT_FORMATS) }));

/** The path of a team's season export: /schedules/export/{schoolId}/{sportId}.{csv|json}. */
export const scheduleExportParamsSchema = z.object({
  schoolId: idParamSchema,
  file: exportFileSchema,
});

/** The season exported; without one, the season of the service's day. */
export const scheduleExportQuerySchema = z.object({ season: seasonSchema.optional() });
