/**
 * The stored shape of one game (DESIGN.md sections 4 and 7): who plays, how it was set up, and the
 * engine's `{ initial, log, state }`, so `/game undo` and replays rebuild any moment exactly. A game
 * lives under its channel's id while it is open and moves to the archive when it ends.
 */
import { z } from 'zod';
import type { RecordKind } from './versioned.js';

export const GAME_SCHEMA_VERSION = 2;

const snowflake = z.string().regex(/^\d{1,20}$|^[a-z0-9-]{1,40}$/, 'not a user or channel id');
const isoTime = z.string().datetime({ offset: true });

export const PlayerSchema = z.object({
  userId: snowflake,
  /** Display name, already sanitised for messages and pictures. */
  name: z.string().min(1).max(32),
  side: z.string().min(1),
  locale: z.string().max(10).optional(),
});
export type Player = z.infer<typeof PlayerSchema>;

/** A ship the host or a player added with /fleet add or /fleet import. */
export const FleetShipSchema = z.object({
  side: z.string().min(1),
  classId: z.string().min(1),
  name: z.string().min(1).max(32),
  addedBy: snowflake,
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
  banks: z.record(z.string(), z.number()),
  missed: z.record(z.string(), z.number().int()),
  /** The deadline running now: for which moment (the prompt's step key), who, since and until when. */
  deadline: z.object({ key: z.string(), users: z.array(z.string()), startedAt: isoTime, due: isoTime }).nullable(),
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
  banks: {},
  missed: {},
  deadline: null,
};

/** A stored timer: fired once (removed in the same save as its effect), in order of `due`. */
export const TimerSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['remind', 'deadline', 'idleWarn', 'idleArchive', 'vacationEnd']),
  due: isoTime,
  userId: z.string().optional(),
  /** The moment (step key) a deadline or reminder belongs to; stale ones are dropped. */
  key: z.string().optional(),
  /** Which reminder: 1 at about half the deadline, 2 near it. */
  n: z.number().int().optional(),
});
export type Timer = z.infer<typeof TimerSchema>;

const engineState = z.looseObject({ flow: z.looseObject({ phase: z.string() }) });

export const GameRecordSchema = z.object({
  schemaVersion: z.literal(GAME_SCHEMA_VERSION),
  id: z.string().min(1),
  guildId: snowflake.nullable(),
  channelId: snowflake,
  name: z.string().min(1).max(60),
  host: snowflake,
  ruleset: z.literal('impulse'),
  rulesVersion: z.string(),
  scenario: z.string().min(1),
  pointsLimit: z.number().int().min(1).nullable(),
  status: z.enum(['lobby', 'active', 'finished', 'ended']),
  createdAt: isoTime,
  updatedAt: isoTime,
  players: z.array(PlayerSchema),
  fleet: z.array(FleetShipSchema),
  /** Ship classes uploaded with /fleet import, validated by the engine's schema when used. */
  customClasses: z.array(z.looseObject({ id: z.string() })),
  /** Secret until the game ends; its hash is posted at the start (fair dice). */
  seed: z.string().min(16),
  seedHash: z.string().length(64),
  /** The scenario and ship data the game was built from (with the seed, enough to rebuild `initial`). */
  setup: z.looseObject({ scenario: z.looseObject({ id: z.string() }), catalog: z.looseObject({}) }).nullable(),
  initial: engineState.nullable(),
  state: engineState.nullable(),
  log: z.array(LogEntrySchema),
  audit: z.array(AuditEntrySchema),
  /** Grows with every change, so a button made for an older version is refused as stale. */
  version: z.number().int().min(0),
  /** Events since the last map was posted: the next map and damage report cover the whole impulse. */
  pending: z.array(z.looseObject({ type: z.string() })),
  messages: z.object({
    status: z.string().optional(),
    prompt: z.string().optional(),
    /** The game version the newest turn prompt was made at; clicks on older prompts are stale. */
    promptVersion: z.number().int().min(0).optional(),
    /** What the newest prompt was about (phase, round, impulse, turn, step, sides), to know when to post a new one. */
    promptKey: z.string().optional(),
    /** Whose turn the posted prompt message is for: it is edited while that turn goes on. */
    promptFor: z.string().optional(),
  }),
  outcome: z
    .object({ winner: z.string().nullable(), margin: z.number().nullable(), reason: z.string() })
    .nullable(),
  clock: ClockSchema,
  timers: z.array(TimerSchema),
  /** Users following the game without playing. */
  spectators: z.array(snowflake),
  /** Players who muted reminders for this game. */
  muted: z.array(snowflake),
  /** When each player was last pinged about this game (at most one ping per few hours). */
  lastPing: z.record(z.string(), isoTime),
  /** An undo waiting for the opponent's consent. */
  undoRequest: z.object({ by: snowflake, seq: z.number().int(), at: isoTime }).nullable(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

export const GAME_RECORD: RecordKind<GameRecord> = {
  name: 'game',
  version: GAME_SCHEMA_VERSION,
  schema: GameRecordSchema,
  migrations: {
    // Version 0 is a record written before records carried a version: a shape we never shipped,
    // kept as the pattern every later migration follows (and tested as such).
    0: (record) => ({ audit: [], messages: {}, outcome: null, pending: [], setup: null, ...record }),
    // Version 2 added clocks, timers, spectators and undo by consent (issue 6): games from before
    // get no clock and no timers, exactly as they were played.
    1: (record) => ({ clock: DEFAULT_CLOCK, timers: [], spectators: [], muted: [], lastPing: {}, undoRequest: null, ...record }),
  },
};
