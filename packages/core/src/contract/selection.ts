import { z } from 'zod';
import { dateStringSchema, seasonSchema } from './primitives';

const storedId = z.string().regex(/^\d+$/).nullable().catch(null);

/**
 * The selection as it is persisted locally (spec §3 "Selections"); anything unreadable falls back
 * to nothing picked rather than breaking the page.
 */
export const storedSelectionSchema = z.object({
  selectedStateId: storedId.default(null),
  selectedCountyId: storedId.default(null),
  selectedSchoolId: storedId.default(null),
  selectedSportId: storedId.default(null),
  selectedDate: dateStringSchema.nullable().catch(null).default(null),
  season: seasonSchema.nullable().catch(null).default(null),
});
