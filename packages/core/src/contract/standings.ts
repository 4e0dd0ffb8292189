import { z } from 'zod';
import { listLeagueSchema } from './lookups';
import { idSchema } from './primitives';

/** One team's line in a standings table (spec §3 "Standing"). */
export const standingSchema = z.object({
  id: idSchema,
  name: z.string(),
  imgUrl: z.string().nullable(),
  /** The displayed record, '7-2' or '7-2-1'. */
  aLine: z.string(),
  /** Past games of this team still without a score. */
  unreported: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  lose: z.number().int().nonnegative(),
  tie: z.number().int().nonnegative(),
  /** 1-based place in its group. */
  rank: z.number().int().positive().optional(),
  pointsFor: z.number().int().nonnegative().optional(),
  pointsAgainst: z.number().int().nonnegative().optional(),
  /** Why this team is ahead of the next one, in words. */
  aheadReason: z.string().nullable().optional(),
});
export type Standing = z.infer<typeof standingSchema>;

/** A titled group of standings with nested sub-standings (spec §3). */
export interface StandingGroupShape {
  title: string;
  standings: Standing[];
  subStandings: StandingGroupShape[];
}

/** A standings group; 'Overall Record' is the group of every team's full record. */
export const standingGroupSchema: z.ZodType<StandingGroupShape> = z.lazy(() =>
  z.object({
    title: z.string(),
    standings: z.array(standingSchema),
    subStandings: z.array(standingGroupSchema),
  }),
);
export type StandingGroup = z.infer<typeof standingGroupSchema>;

/** The standings response: groups and the league (spec §7). */
export const standingsResponseSchema = z.object({
  items: z.array(standingGroupSchema),
  league: listLeagueSchema,
});
export type StandingsResponse = z.infer<typeof standingsResponseSchema>;
