/**
 * What the bot stores for leagues besides the leagues themselves (issue 17, deliverable 7): indexes
 * of leagues (record `all`: the leagues not finished, which the scheduler's pass visits; one record
 * per server: every league of that server, for `/league` without a name and autocomplete), and each server's
 * Glicko-2 ratings, with the rating periods already applied so a period is never counted twice
 * after a crash. Both are versioned records read through zod, like games.
 */
import { z } from 'zod';
import type { RecordKind } from '../../store/index.js';

export const GuildLeaguesSchema = z.object({
  schemaVersion: z.literal(1),
  /** League ids (`<guild>:<slug>`), oldest first. */
  ids: z.array(z.string().min(1).max(64)).max(100_000),
  /** Servers with casual games waiting for their weekly rating period (the scheduler closes it). */
  casualGuilds: z.array(z.string().min(1).max(64)).max(10_000),
});
export type GuildLeagues = z.infer<typeof GuildLeaguesSchema>;

export const EMPTY_INDEX: GuildLeagues = { schemaVersion: 1, ids: [], casualGuilds: [] };

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
  /** The rating periods applied (`<league>#<round>`, `casual#<start>`), so none is counted twice. */
  periods: z.array(z.string()).max(10_000),
  /** Casual (non-league) games of the week being rated, one per game id. */
  casual: z.array(
    z.object({
      game: z.string().min(1).max(100),
      a: z.string().min(1).max(64),
      b: z.string().min(1).max(64),
      scoreA: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
    }),
  ),
  /** When the casual period under way began (epoch ms), or null when none is. */
  casualSince: z.number().int().nullable(),
});
export type GuildRatings = z.infer<typeof GuildRatingsSchema>;

export const GUILD_RATINGS_RECORD: RecordKind<GuildRatings> = {
  name: 'ratings',
  version: 1,
  schema: GuildRatingsSchema,
  migrations: {},
};

export const NO_RATINGS: GuildRatings = { schemaVersion: 1, players: {}, periods: [], casual: [], casualSince: null };
