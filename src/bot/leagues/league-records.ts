/**
 * What the bot stores for leagues besides the leagues themselves (issue 17, deliverable 7): each
 * server's list of leagues (for `/league` without a name and for autocomplete), and each server's
 * Glicko-2 ratings, with the rating periods already applied so a period is never counted twice
 * after a crash. Both are versioned records read through zod, like games.
 */
import { z } from 'zod';
import type { RecordKind } from '../../store/index.js';

export const GuildLeaguesSchema = z.object({
  schemaVersion: z.literal(1),
  /** League ids (`<guild>:<slug>`), oldest first. */
  ids: z.array(z.string().min(1).max(64)).max(500),
});
export type GuildLeagues = z.infer<typeof GuildLeaguesSchema>;

export const GUILD_LEAGUES_RECORD: RecordKind<GuildLeagues> = {
  name: 'league index',
  version: 1,
  schema: GuildLeaguesSchema,
  migrations: {},
};

const RatingSchema = z.object({
  rating: z.number().finite(),
  rd: z.number().finite().positive(),
  volatility: z.number().finite().positive(),
});

export const GuildRatingsSchema = z.object({
  schemaVersion: z.literal(1),
  players: z.record(z.string(), RatingSchema),
  /** The rating periods applied (`<league>#<round>`), so a round closed twice is rated once. */
  periods: z.array(z.string()).max(10_000),
});
export type GuildRatings = z.infer<typeof GuildRatingsSchema>;

export const GUILD_RATINGS_RECORD: RecordKind<GuildRatings> = {
  name: 'ratings',
  version: 1,
  schema: GuildRatingsSchema,
  migrations: {},
};

export const NO_RATINGS: GuildRatings = { schemaVersion: 1, players: {}, periods: [] };
