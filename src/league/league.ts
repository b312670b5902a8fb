/**
 * A league as the store keeps it (issue 17, deliverable 7): one plain JSON record with a schema
 * version, checked with zod whenever it is read, so a record from an older version is migrated and a
 * broken one is refused rather than half-read. Everything about a league that must survive a restart
 * is here: its settings, its players, every round's pairings with their games and results, and the
 * organiser's adjustments.
 */
import { z } from 'zod';

export const LEAGUE_SCHEMA = 1;

const Id = z.string().min(1).max(64);

export const GameResultSchema = z.object({
  /** The winner's id, or null for a draw (or a game both players lost at the round's close). */
  winner: Id.nullable(),
  lostA: z.number().int().min(0),
  lostB: z.number().int().min(0),
  ending: z.enum(['played', 'timeout', 'concession', 'forfeit', 'reported', 'unplayed']),
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
});
export type Round = z.infer<typeof RoundSchema>;

export const LeaguePlayerSchema = z.object({
  id: Id,
  dropped: z.boolean(),
  hadBye: z.boolean(),
  /** A time zone from the player's profile, for divisions grouped by time zone. */
  timeZone: z.string().max(64).nullable(),
});
export type LeaguePlayer = z.infer<typeof LeaguePlayerSchema>;

export const LeagueSchema = z.object({
  schema: z.literal(LEAGUE_SCHEMA),
  id: Id,
  guildId: Id,
  name: z.string().min(1).max(80),
  creatorId: Id,
  organiserRoleId: Id.nullable(),
  format: z.enum(['swiss', 'roundRobin', 'ladder']),
  /** Swiss: how many rounds; round-robin: set by the number of players at the start. */
  rounds: z.number().int().min(1).max(30),
  ruleset: Id,
  scenarios: z.array(Id).max(25),
  pointsLimit: z.number().int().min(1),
  deadlineHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  preset: z.enum(['xwing', 'armada', 'classic']),
  tieBreakers: z.array(z.enum(['mov', 'sos', 'esos', 'h2h'])).max(4),
  /** Ladder: how many places up a player may challenge. */
  challengeReach: z.number().int().min(1).max(20),
  status: z.enum(['signup', 'running', 'finished']),
  players: z.array(LeaguePlayerSchema),
  schedule: z.array(RoundSchema),
  adjustments: z.array(z.object({ player: Id, points: z.number(), reason: z.string().max(200) })),
  /** The ladder's order, top first (ladder leagues only). */
  ladder: z.array(Id),
});
export type League = z.infer<typeof LeagueSchema>;

/** Reads a stored league: validated, migrated to the current schema; an unreadable one is an error to explain. */
export function readLeague(stored: unknown): { ok: true; value: League } | { ok: false; problem: string } {
  const parsed = LeagueSchema.safeParse(stored);
  if (parsed.success) return { ok: true, value: parsed.data };
  const version = (stored as { schema?: unknown } | null)?.schema;
  return {
    ok: false,
    problem:
      typeof version === 'number' && version > LEAGUE_SCHEMA
        ? `league record of schema ${version}, newer than this bot's ${LEAGUE_SCHEMA}`
        : `league record does not read: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  };
}
