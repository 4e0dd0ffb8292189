import { z } from 'zod';
import { idParamSchema, idSchema } from './primitives';

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
