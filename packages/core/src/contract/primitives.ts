import { z } from 'zod';
import { isDateString, isTimeString } from '../dates/dateStrings';
import { isSeason } from '../dates/seasons';

/** The largest id a PostgreSQL integer column holds; a larger one would be a database error. */
export const MAX_ID = 2_147_483_647;

/** A database id: a positive integer. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** An id as it arrives in a URL or query string (digits only), turned into a number. */
export const idParamSchema = z
  .union([z.number(), z.string().regex(/^\d+$/, 'Must be a whole number')], {
    error: 'Must be a whole number',
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .int('Must be a whole number')
      .positive('Must be a positive number')
      .max(MAX_ID, `Must be ${MAX_ID} or less`),
  );

/** A calendar day written 'yyyy-MM-dd'. */
export const dateStringSchema = z
  .string()
  .refine(isDateString, { error: 'Must be a date written yyyy-MM-dd' });

/** A time of day written 'HH:mm:ss'. */
export const timeStringSchema = z
  .string()
  .refine(isTimeString, { error: 'Must be a time written HH:mm:ss' });

/** A season written 'YYYY-YYYY' with consecutive years. */
export const seasonSchema = z
  .string()
  .refine(isSeason, { error: 'Must be a season written YYYY-YYYY' });

/** An ISO 8601 timestamp with offset, as the server writes created dates. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A web address (http or https). */
export const urlSchema = z.url({ protocol: /^https?$/, error: 'Must be a valid link' });

/** A query-string flag: 'true'/'false'/'1'/'0' become booleans. */
export const booleanParamSchema = z.union(
  [z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')],
  { error: 'Must be true or false' },
);

/** A page of a list: items and, where the spec says, the total. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    /** The page's items. */
    items: z.array(item),
    /** How many items match, over all pages. */
    total: z.number().int().nonnegative(),
  });
}

/** A list without a total. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
