/**
 * The stored shape of one game (DESIGN.md sections 4 and 7): who plays, how it was set up, and the
 * engine's `{ initial, log, state }`, so `/game undo` and replays rebuild any moment exactly. A game
 * lives under its channel's id while it is open and moves to the archive when it ends.
 */
import { z } from 'zod';
import type { RecordKind } from './versioned.js';
import { fleetToRoster } from './roster-migration.js';

/**
 * 4: a ruleset-opaque `roster` in place of the ship-list `fleet` of schema 3 (issue 42). 3: the log, the
 * opening and the presentation live in records of their own (issue 10); 2 and older kept all in one.
 */
export const GAME_SCHEMA_VERSION = 4;
/** The first schema whose games are stored in parts; older ones are read whole and split (`fromLegacy`). */
export const SPLIT_SCHEMA_VERSION = 3;

const snowflake = z.string().regex(/^\d{1,20}$|^[a-z0-9-]{1,40}$/, 'not a user or channel id');
const isoTime = z.string().datetime({ offset: true });
/**
 * An interaction's webhook: its token (valid 15 minutes), when the interaction was made, and its id
 * (the messages it made name it).
 */
const interactionRef = z.object({
  token: z.string().min(1).max(500),
  at: isoTime,
  interaction: z.string().min(1).max(40).optional(),
});

export const PlayerSchema = z.object({
  userId: snowflake,
  /** Display name, already sanitised for messages and pictures. */
  name: z.string().min(1).max(32),
  side: z.string().min(1),
  locale: z.string().max(10).optional(),
  /** An AI player (issue 18): its level; its orders come from src/ai, played by the bot's scheduler. */
  // The same lists as src/ai's levels and personalities (the store does not import src/ai).
  ai: z
    .object({
      level: z.enum(['easy', 'normal', 'hard']),
      personality: z.enum(['steady', 'bold', 'wary']).optional(),
      /**
       * The player's own side flown by the AI (`/orders autopilot:true`): the player stays seated and
       * is called back by what the rules' `ai.handBack` names, except the units `excused` at the start.
       */
      autopilot: z.object({ excused: z.array(z.string().max(64)).max(64) }).optional(),
    })
    .optional(),
  /**
   * Standing answers to reactions (issue 42, `/react`): the ruleset's preference kind to the answer
   * the player set ahead (squadron: `defence` to `cancel` or `keep`). Checked against the ruleset when set.
   */
  reactions: z.record(z.string().max(32), z.string().max(32)).optional(),
});
export type Player = z.infer<typeof PlayerSchema>;

/**
 * A ship of the `fleet` records kept before schema 4 (added with /fleet or /squad): read by the
 * migration to `roster`, never written.
 */
export const FleetShipSchema = z.object({
  side: z.string().min(1),
  classId: z.string().min(1),
  name: z.string().min(1).max(32),
  addedBy: snowflake,
  /** `squadron`: the upgrades the pilot carries (ids), when any. */
  upgrades: z.array(z.string().min(1).max(60)).max(4).optional(),
});
export type FleetShip = z.infer<typeof FleetShipSchema>;

export const LogEntrySchema = z.object({
  seq: z.number().int().min(1),
  by: snowflake,
  at: isoTime,
  /** The engine command as applied (validated again by the engine on replay). */
  command: z.looseObject({ type: z.string() }),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** Something that changed the game outside the command log: every undo stays on record. */
export const AuditEntrySchema = z.object({
  at: isoTime,
  by: snowflake,
  action: z.enum(['undo', 'start', 'end', 'concede', 'join', 'leave', 'remove']),
  /** For an undo: the log entries taken back. */
  removed: z.array(LogEntrySchema).optional(),
  note: z.string().max(200).optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The host's clock settings (issue 6) and the clock's running state. */
export const ClockSchema = z.object({
  /** off: no deadlines; step: a deadline per turn step; bank: a chess-style time bank per player. */
  mode: z.enum(['off', 'step', 'bank']),
  stepMinutes: z.number().int().min(1),
  bankMinutes: z.number().int().min(1),
  /** What a missed deadline does: the rules' default action, or a loss after `lossAfter` misses. */
  onTimeout: z.enum(['default', 'loss']),
  lossAfter: z.number().int().min(1),
  /** Quiet hours pause the player's clock. */
  quietPausesClock: z.boolean(),
  /** The longest vacation this game honours, in days. */
  vacationDays: z.number().int().min(0),
  idleWarnDays: z.number().int().min(1),
  idleArchiveDays: z.number().int().min(1),
  /**
   * Seconds between two stretches of play the game plays by itself (standing orders on every side
   * waiting at a new one), so the channel can read each map (issue 13). After a person's move it plays at once.
   */
  autoplaySeconds: z.number().int().min(0).max(3600).default(20),
  /**
   * Minutes a reaction waits for its answer (issue 42: a defender's tokens mid-attack), in step and
   * bank modes alike, never charged to a bank; when they run out the reaction's default is played.
   */
  reactionMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  banks: z.record(z.string(), z.number()),
  missed: z.record(z.string(), z.number().int()),
  /** The deadline running now: for which moment (the prompt's step key), who, since and until when. */
  deadline: z
    .object({
      key: z.string(),
      users: z.array(z.string()),
      startedAt: isoTime,
      due: isoTime,
      /** A reaction's deadline (issue 42): its own span, no bank charged, its default played when it passes. */
      reaction: z.boolean().optional(),
    })
    .nullable(),
});
export type Clock = z.infer<typeof ClockSchema>;

export const DEFAULT_CLOCK: Clock = {
  mode: 'off',
  stepMinutes: 24 * 60,
  bankMinutes: 3 * 24 * 60,
  onTimeout: 'default',
  lossAfter: 3,
  quietPausesClock: false,
  vacationDays: 7,
  idleWarnDays: 7,
  idleArchiveDays: 30,
  autoplaySeconds: 20,
  reactionMinutes: 10,
  banks: {},
  missed: {},
  deadline: null,
};

/** A stored timer: fired once (removed in the same save as its effect), in order of `due`. */
export const TimerSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['remind', 'deadline', 'idleWarn', 'idleArchive', 'vacationEnd', 'autoplay']),
  due: isoTime,
  userId: z.string().optional(),
  /** The moment (step key) a deadline or reminder belongs to; stale ones are dropped. */
  key: z.string().optional(),
  /** Which reminder: 1 at about half the deadline, 2 near it. */
  n: z.number().int().optional(),
});
export type Timer = z.infer<typeof TimerSchema>;

/** Per side, its units: what a unit is only its ruleset knows (src/engine/roster.ts). */
export const RosterSchema = z.record(z.string().min(1).max(40), z.array(z.unknown()).max(24));
export type StoredRoster = z.infer<typeof RosterSchema>;

/** A ruleset's state: a JSON object whose shape only its ruleset knows (the store plays no rules). */
const engineState = z.looseObject({});
/** What built the opening: `createGame(scenario, roster, catalog, seed)` (no roster in games from before issue 42). */
const setupShape = z.looseObject({
  scenario: z.looseObject({ id: z.string() }),
  roster: RosterSchema.nullable().optional(),
  catalog: z.looseObject({}),
});
const looseEvent = z.looseObject({ type: z.string() });

/** Discord's limits on a message's text and on a card's (Components V2) text. */
const MESSAGE_TEXT_LIMIT = 2000;
const CARD_TEXT_LIMIT = 4000;

/**
 * Something a change owes the players (DESIGN.md section 7): written in the same save as the change,
 * delivered after it, and delivered again after a crash or an outage until it is marked done.
 */
export const OutboxItemSchema = z.discriminatedUnion('kind', [
  z
    .object({
      id: z.string().min(1),
      kind: z.literal('post'),
      /** 'channel' for the game's channel (or `channelId`), else the user id of a direct message. */
      to: z.string().min(1),
      channelId: snowflake.optional(),
      /**
       * A post with a map goes as a card, whose text may run to 4000 characters (Discord's limit for a
       * card's text, issue 40); a post without one is a plain message: 2000 at most (checked below).
       */
      content: z.string().max(CARD_TEXT_LIMIT),
      ping: z.array(snowflake).optional(),
      components: z.array(z.looseObject({})).optional(),
      /** A map to draw when it is sent: the board after `at` log entries, with these events on it. */
      map: z.object({ events: z.array(looseEvent), at: z.number().int().min(0) }).optional(),
      /** The answer to the interaction that made the change: given there, or posted to the channel if it could not be. */
      answer: z.boolean().optional(),
      /** That interaction's webhook token and when it was made: after a crash, Discord is asked whether the answer was given. */
      interaction: z.object({ token: z.string().min(1).max(500), at: isoTime }).optional(),
      /** The interaction it may ride on (prompt-rides.ts); after a crash, whether it was shown is looked up. */
      ride: interactionRef.optional(),
    })
    .refine((post) => post.map !== undefined || post.content.length <= MESSAGE_TEXT_LIMIT, {
      message: `a post without a map is a plain message: ${MESSAGE_TEXT_LIMIT} characters at most`,
      path: ['content'],
    }),
  /** The turn prompt, built from the game as it is when delivered: a new message (with its ping) or an edit. */
  z.object({ id: z.string().min(1), kind: z.literal('prompt'), repost: z.boolean(), ride: interactionRef.optional() }),
  /** The pinned status message, built from the game as it is when delivered. */
  z.object({ id: z.string().min(1), kind: z.literal('status') }),
  /** Move the game to the archive: always the last thing a finished game owes. */
  z.object({ id: z.string().min(1), kind: z.literal('archive') }),
]);
export type OutboxItem = z.infer<typeof OutboxItemSchema>;
/** An item before the store gives it its id. */
export type Owed = OutboxItem extends infer I ? (I extends OutboxItem ? Omit<I, 'id'> : never) : never;

const headFields = {
  schemaVersion: z.literal(GAME_SCHEMA_VERSION),
  id: z.string().min(1),
  guildId: snowflake.nullable(),
  channelId: snowflake,
  name: z.string().min(1).max(60),
  host: snowflake,
  /** The id of the ruleset the game plays (the bot's registry finds its rules by it). */
  ruleset: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'not a ruleset id'),
  rulesVersion: z.string(),
  scenario: z.string().min(1),
  pointsLimit: z.number().int().min(1).nullable(),
  status: z.enum(['lobby', 'active', 'finished', 'ended']),
  createdAt: isoTime,
  updatedAt: isoTime,
  players: z.array(PlayerSchema),
  /**
   * The language of the host who made the game (a league's, for its games): what the bot posts in the
   * channel is in it until a person sits (an AI player has no language).
   */
  locale: z.string().max(10).optional(),
  /**
   * The lists the sides built in the lobby (issue 42): per side, its units in the ruleset's own shape,
   * validated by the ruleset's `schemas.roster` where it is used. Empty: the scenario's own forces.
   */
  roster: RosterSchema,
  /** Unit classes uploaded with /roster import (where a ruleset takes them), validated by its schema when used. */
  customClasses: z.array(z.looseObject({ id: z.string() })),
  /** Secret until the game ends; its hash is posted at the start (fair dice). */
  seed: z.string().min(16),
  seedHash: z.string().length(64),
  state: engineState.nullable(),
  audit: z.array(AuditEntrySchema),
  /** Grows with every change, so a button made for an older version is refused as stale. */
  version: z.number().int().min(0),
  /** Events since the last map was posted: the next map and damage report cover the whole stretch. */
  pending: z.array(looseEvent),
  messages: z.object({
    /** The game version the newest turn prompt was made at; clicks on older prompts are stale. */
    promptVersion: z.number().int().min(0).optional(),
    /** What the newest prompt was about (the ruleset's moment: its turn, step and sides), to know when to post a new one. */
    promptKey: z.string().optional(),
  }),
  outcome: z.object({ winner: z.string().nullable(), margin: z.number().nullable(), reason: z.string() }).nullable(),
  clock: ClockSchema,
  timers: z.array(TimerSchema),
  /** Users following the game without playing. */
  spectators: z.array(snowflake),
  /** Players who muted reminders for this game. */
  muted: z.array(snowflake),
  /** An undo waiting for the opponent's consent. */
  undoRequest: z.object({ by: snowflake, seq: z.number().int(), at: isoTime }).nullable(),
  /** What the game still owes the players, in order; ids count up with `outboxSeq`. */
  outbox: z.array(OutboxItemSchema),
  outboxSeq: z.number().int().min(0),
  /** A league match (issue 17): the league and round the game's result goes to when it ends. */
  league: z.object({ id: z.string().min(1).max(64), round: z.number().int().min(1) }).optional(),
};

/**
 * A game as stored under its channel: everything but the log and the opening, which are records of
 * their own written once each, so a command writes its log entry and this head and nothing that grows.
 */
export const GameHeadSchema = z.object({ ...headFields, logLength: z.number().int().min(0) });
export type GameHead = z.infer<typeof GameHeadSchema>;

/** A game as the bot sees it: the head with its log and opening put back (DESIGN.md section 4). */
export const GameRecordSchema = z.object({
  ...headFields,
  /** The scenario and ship data the game was built from (with the seed, enough to rebuild `initial`). */
  setup: setupShape.nullable(),
  initial: engineState.nullable(),
  log: z.array(LogEntrySchema),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/** The parts of a game that start empty: nothing pending, owed, timed or asked yet. */
export const NOTHING_PENDING = {
  pending: [],
  messages: {},
  timers: [],
  spectators: [],
  muted: [],
  undoRequest: null,
  outbox: [],
  outboxSeq: 0,
} as const satisfies Partial<GameRecord>;

export const GAME_HEAD: RecordKind<GameHead> = {
  name: 'game',
  version: GAME_SCHEMA_VERSION,
  schema: GameHeadSchema,
  migrations: {
    // Schema 4 (issue 42): the lobby's `fleet` becomes the ruleset-opaque `roster`, so lobbies built
    // with /fleet or /squad keep their lists (started games keep theirs in the state and setup).
    3: (record) => fleetToRoster(record),
  },
};

/** The opening of a game, written once at its start: the engine's initial state and what built it. */
export const OpeningSchema = z.object({
  schemaVersion: z.literal(1),
  initial: engineState,
  setup: setupShape.nullable(),
  /** Who played what at the start, so a game whose head is damaged can be restored from its log. */
  header: z.looseObject({
    id: z.string(),
    channelId: snowflake,
    host: snowflake,
    name: z.string(),
    players: z.array(PlayerSchema),
  }),
});
export type Opening = z.infer<typeof OpeningSchema>;
export const OPENING: RecordKind<Opening> = { name: 'opening', version: 1, schema: OpeningSchema, migrations: {} };

/**
 * A channel's presentation bookkeeping, small and kept apart from the game so that posting a message
 * never rewrites the game: which messages are the status and the prompt, who was last pinged when,
 * and which outbox items are done.
 */
export const PresentationSchema = z.object({
  schemaVersion: z.literal(1),
  gameId: z.string().min(1),
  status: z.string().optional(),
  prompt: z.string().optional(),
  /** Whose turn the posted prompt message is for: it is edited while that turn goes on. */
  promptFor: z.string().optional(),
  /**
   * The interaction whose webhook posted the prompt message (its token and when it was made), so
   * it is edited through that webhook while Discord keeps the token (issue 45, prompt-rides.ts).
   */
  promptVia: interactionRef.optional(),
  /** A digest of the prompt as last posted or edited: an edit that would change nothing is not sent. */
  promptShown: z.string().optional(),
  /** A digest of the status as last posted or edited: an edit that would change nothing is not sent (issue 45). */
  statusShown: z.string().optional(),
  /** When each player was last pinged about this game (at most one ping per few hours). */
  lastPing: z.record(z.string(), isoTime),
  /** When each player was last told they are on deck (issue 13). */
  lastOnDeck: z.record(z.string(), isoTime).default({}),
  /** Outbox items delivered (ids still listed in the game's outbox; older ones are dropped). */
  done: z.array(z.string()),
});
export type Presentation = z.infer<typeof PresentationSchema>;
export const PRESENTATION: RecordKind<Presentation> = {
  name: 'presentation',
  version: 1,
  schema: PresentationSchema,
  migrations: {},
};

export const emptyPresentation = (gameId: string): Presentation => ({
  schemaVersion: 1,
  gameId,
  lastPing: {},
  lastOnDeck: {},
  done: [],
});

/** Schema 2: the whole game in one record, as stored before issue 10. Read, never written. */
const { roster: _roster, ...headBeforeRoster } = headFields;
const LegacyRecordSchema = z.looseObject({
  ...headBeforeRoster,
  fleet: z.array(FleetShipSchema),
  schemaVersion: z.literal(2),
  setup: setupShape.nullable(),
  initial: engineState.nullable(),
  log: z.array(LogEntrySchema),
  messages: z.looseObject({
    status: z.string().optional(),
    prompt: z.string().optional(),
    promptFor: z.string().optional(),
    promptVersion: z.number().int().optional(),
    promptKey: z.string().optional(),
  }),
  lastPing: z.record(z.string(), isoTime),
  outbox: z.array(OutboxItemSchema).optional(),
  outboxSeq: z.number().int().optional(),
});
type LegacyRecord = z.infer<typeof LegacyRecordSchema>;

export const LEGACY_GAME_RECORD: RecordKind<LegacyRecord> = {
  name: 'game',
  version: 2,
  schema: LegacyRecordSchema,
  migrations: {
    // Version 0 is a record written before records carried a version: a shape we never shipped,
    // kept as the pattern every later migration follows (and tested as such).
    0: (record) => ({ audit: [], messages: {}, outcome: null, pending: [], setup: null, ...record }),
    // Version 2 added clocks, timers, spectators and undo by consent (issue 6): games from before
    // get no clock and no timers, exactly as they were played.
    1: (record) => ({
      clock: DEFAULT_CLOCK,
      timers: [],
      spectators: [],
      muted: [],
      lastPing: {},
      undoRequest: null,
      ...record,
    }),
  },
};

/**
 * Splits a schema-2 record into today's game and its presentation. A game stored before the outbox
 * owes its players the turn prompt (it may never have been posted), so that is owed once.
 */
export function fromLegacy(legacy: LegacyRecord): { record: GameRecord; presentation: Presentation } {
  const { messages, lastPing, ...rest } = fleetToRoster(legacy) as unknown as LegacyRecord;
  const owesPrompt = legacy.status === 'active' && legacy.outbox === undefined;
  const record: GameRecord = {
    ...(rest as unknown as GameRecord),
    schemaVersion: GAME_SCHEMA_VERSION,
    messages: {
      ...(messages.promptVersion === undefined ? {} : { promptVersion: messages.promptVersion }),
      ...(messages.promptKey === undefined ? {} : { promptKey: messages.promptKey }),
    },
    outbox: legacy.outbox ?? (owesPrompt ? [{ id: 'o1', kind: 'prompt', repost: false }] : []),
    outboxSeq: legacy.outboxSeq ?? (owesPrompt ? 1 : 0),
  };
  const presentation: Presentation = {
    ...emptyPresentation(legacy.id),
    lastPing,
    ...(messages.status === undefined ? {} : { status: messages.status }),
    ...(messages.prompt === undefined ? {} : { prompt: messages.prompt }),
    ...(messages.promptFor === undefined ? {} : { promptFor: messages.promptFor }),
  };
  return { record: GameRecordSchema.parse(record), presentation };
}
