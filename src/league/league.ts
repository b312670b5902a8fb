/**
 * A league as the store keeps it (issue 17, deliverable 7): one plain JSON record with a schema
 * version, checked with zod whenever it is read, so a record from an older version is migrated and a
 * broken one is refused rather than half-read. Everything about a league that must survive a restart
 * is here: its settings, its players, every round's pairings with their games and results, and the
 * organiser's adjustments.
 */
import { z } from 'zod';
import type { RecordKind } from '../store/index.js';

export const LEAGUE_SCHEMA = 1;

const Id = z.string().min(1).max(64);

export const GameResultSchema = z.object({
  /** The winner's id, or null for a draw (or a game both players lost at the round's close). */
  winner: Id.nullable(),
  lostA: z.number().int().min(0),
  lostB: z.number().int().min(0),
  ending: z.enum(['played', 'timeout', 'concession', 'forfeit', 'reported', 'unplayed']),
  /**
   * The victory or objective points each player scored, where the game's ruleset scores them (issue
   * 42; absent otherwise, and in every record written before: optional, so no migration).
   */
  scoreA: z.number().min(0).optional(),
  scoreB: z.number().min(0).optional(),
  scoreKind: z.enum(['victory', 'objective']).optional(),
});
export type GameResult = z.infer<typeof GameResultSchema>;

export const MatchSchema = z.object({
  a: Id,
  /** null: a bye. */
  b: Id.nullable(),
  /** The channel or thread whose game plays this match, once created. */
  channelId: Id.nullable(),
  result: GameResultSchema.nullable(),
  /** A result reported for a game played elsewhere, waiting for the opponent's confirmation. */
  reported: z.object({ by: Id, result: GameResultSchema }).nullable(),
});
export type Match = z.infer<typeof MatchSchema>;

export const RoundSchema = z.object({
  number: z.number().int().min(1),
  matches: z.array(MatchSchema),
  /** Epoch milliseconds; the bot's clock sets it, never the league logic. */
  deadline: z.number().int().nullable(),
  closed: z.boolean(),
  /** The Discord scheduled event marking the round's end, once made. */
  eventId: Id.nullable(),
  /** The organisers were told the deadline passed with games still open (once per deadline). */
  noticed: z.boolean(),
  /** Its summary was posted after its close (and its rating period applied). */
  summarised: z.boolean(),
});
export type Round = z.infer<typeof RoundSchema>;

export const LeaguePlayerSchema = z.object({
  id: Id,
  /** The name shown in pairings, standings and the games the league makes (the player's name at sign-up). */
  name: z.string().min(1).max(80),
  dropped: z.boolean(),
  hadBye: z.boolean(),
  /** A time zone from the player's profile, for divisions grouped by time zone. */
  timeZone: z.string().max(64).nullable(),
  /** Which division the player plays in (0 when the league has one). */
  division: z.number().int().min(0).max(7),
});
export type LeaguePlayer = z.infer<typeof LeaguePlayerSchema>;

/** The clock every game of the league gets (the game's own clock settings, DESIGN.md section 6). */
export const LeagueClockSchema = z.object({
  mode: z.enum(['off', 'step', 'bank']),
  stepMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  onTimeout: z.enum(['default', 'loss']),
  lossAfter: z.number().int().min(1).max(10),
});
export type LeagueClock = z.infer<typeof LeagueClockSchema>;

export const LeagueSchema = z.object({
  schemaVersion: z.literal(LEAGUE_SCHEMA),
  id: Id,
  guildId: Id,
  /** The channel the league was made in: its announcements (pairings, summaries) go there. */
  channelId: Id,
  /** A forum channel for the match threads (one post per match, a tag per round), or null for threads under `channelId`. */
  forumId: Id.nullable(),
  /** The language of the league's posts (its creator's), for everything the league says in public. */
  locale: z.string().max(10).nullable(),
  name: z.string().min(1).max(80),
  creatorId: Id,
  organiserRoleId: Id.nullable(),
  format: z.enum(['swiss', 'roundRobin', 'ladder']),
  /** Swiss: how many rounds; round-robin: set by the number of players at the start. */
  rounds: z.number().int().min(1).max(100),
  ruleset: Id,
  scenarios: z.array(Id).max(25),
  pointsLimit: z.number().int().min(1),
  deadlineHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  preset: z.enum(['xwing', 'armada', 'classic']),
  tieBreakers: z.array(z.enum(['mov', 'sos', 'esos', 'h2h', 'vp'])).max(5),
  /** Ladder: how many places up a player may challenge. */
  challengeReach: z.number().int().min(1).max(20),
  clock: LeagueClockSchema,
  /**
   * What a concession or a timeout loss is worth in margin: 'asPlayed' takes the points each side
   * really lost; 'full' counts every ship of the loser as lost (X-Wing's tournament rule for a
   * concession), so giving up early never protects a margin.
   */
  forfeitMargin: z.enum(['asPlayed', 'full']),
  /** How many divisions players are split into at the start; grouped by their profiles' time zones when asked. */
  divisions: z.number().int().min(1).max(8),
  groupByZone: z.boolean(),
  status: z.enum(['signup', 'running', 'finished']),
  /** At most 64 (season.ts MAX_PLAYERS). */
  players: z.array(LeaguePlayerSchema).max(64),
  schedule: z.array(RoundSchema),
  adjustments: z.array(z.object({ player: Id, points: z.number(), reason: z.string().max(200) })),
  /** The ladder's order, top first (ladder leagues only). */
  ladder: z.array(Id),
});
export type League = z.infer<typeof LeagueSchema>;

/**
 * How the store reads a league (src/store/versioned.ts): the schema version, the zod schema, and one
 * migration per older version (none yet: schema 1 is the first stored).
 */
export const LEAGUE_RECORD: RecordKind<League> = {
  name: 'league',
  version: LEAGUE_SCHEMA,
  schema: LeagueSchema as unknown as z.ZodType<League>,
  migrations: {},
};
