import { z } from 'zod';
import { idSchema } from './primitives';

/** A state (spec §3 "Lookups"). */
export const stateSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Two-letter postal code, 'MD'. */
  abbreviation: z.string().length(2),
});
export type State = z.infer<typeof stateSchema>;

/** A county, conference or district: the "league" level under a state (spec §3, README glossary). */
export const districtSchema = z.object({
  id: idSchema,
  name: z.string(),
  stateId: idSchema,
});
export type District = z.infer<typeof districtSchema>;

/** A school (spec §3 "Lookups"). */
export const schoolSchema = z.object({
  id: idSchema,
  name: z.string(),
  shortName: z.string(),
  /** The district's name. */
  district: z.string(),
  /** The state's name. */
  state: z.string(),
  districtId: idSchema,
  stateId: idSchema,
  address: z.string().nullable(),
  imgUrl: z.string().nullable(),
});
export type School = z.infer<typeof schoolSchema>;

/** A sport; parent sports group variants such as boys' and girls' soccer (spec §3). */
export const sportSchema = z.object({
  id: idSchema,
  name: z.string(),
  isParent: z.boolean(),
  /** Sort weight: lower shows first. */
  weight: z.number().int(),
  parentId: idSchema.nullable().optional(),
});
export type Sport = z.infer<typeof sportSchema>;

/** A league or conference that schools of a district play in for a sport. */
export const leagueSchema = z.object({
  id: idSchema,
  name: z.string(),
  stateId: idSchema,
  districtId: idSchema.nullable(),
  sportId: idSchema.nullable(),
});
export type League = z.infer<typeof leagueSchema>;

/** A division of a league (its teams' standings group; embed param `division`). */
export const divisionSchema = z.object({
  id: idSchema,
  name: z.string(),
  leagueId: idSchema,
});
export type Division = z.infer<typeof divisionSchema>;

/** The league named beside a games, schedules or standings list (spec §3 "Lists"). */
export const listLeagueSchema = z
  .object({
    id: idSchema,
    leagueName: z.string(),
  })
  .nullable();
export type ListLeague = z.infer<typeof listLeagueSchema>;
