import { z } from 'zod';
import { dateStringSchema, idSchema, seasonSchema } from './primitives';

/** A sport's brackets for a state and season (spec §3 "Playoff"). */
export const playoffSchema = z.object({
  sportId: idSchema,
  sportName: z.string(),
  brackets: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type Playoff = z.infer<typeof playoffSchema>;

/** A team placed in a bracket slot. */
export const bracketTeamSchema = z.object({
  schoolId: idSchema,
  name: z.string(),
  shortName: z.string(),
  imgUrl: z.string().nullable(),
  seed: z.number().int().positive().nullable(),
  score: z.number().int().nonnegative().nullable(),
  isWinner: z.boolean().nullable(),
});
export type BracketTeam = z.infer<typeof bracketTeamSchema>;

/**
 * One side of a bracket match: a team, a bye (no opponent: the other side advances), or a slot still
 * to be decided by an earlier match. A slot to be decided is never drawn as a bye.
 */
export const bracketSlotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team'), team: bracketTeamSchema }),
  z.object({ kind: z.literal('bye') }),
  z.object({ kind: z.literal('tbd'), fromMatchId: idSchema.nullable() }),
]);
export type BracketSlot = z.infer<typeof bracketSlotSchema>;

/** A match of a bracket. */
export const bracketMatchSchema = z.object({
  id: idSchema,
  /** 1 is the first round. */
  round: z.number().int().positive(),
  /** Top-to-bottom place within the round, from 0. */
  position: z.number().int().nonnegative(),
  /** The scheduled game, when there is one to click through to. */
  gameId: idSchema.nullable(),
  eventDate: dateStringSchema.nullable(),
  top: bracketSlotSchema,
  bottom: bracketSlotSchema,
  /** Where the winner goes; null for the final and the third-place game. */
  winnerTo: z.object({ matchId: idSchema, side: z.enum(['top', 'bottom']) }).nullable(),
  isThirdPlace: z.boolean(),
});
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

/** A whole bracket (playoffsforest/{id}). */
export const bracketSchema = z.object({
  id: idSchema,
  name: z.string(),
  sportId: idSchema,
  sportName: z.string(),
  stateId: idSchema,
  season: seasonSchema,
  /** Names of the rounds, first round first ('Quarterfinals', 'Semifinals', 'Final'). */
  roundNames: z.array(z.string()),
  matches: z.array(bracketMatchSchema),
});
export type Bracket = z.infer<typeof bracketSchema>;
