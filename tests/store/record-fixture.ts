/** Game records for store tests: a minimal valid lobby, a started game, log entries, and records of older schemas. */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_CLOCK,
  GAME_SCHEMA_VERSION,
  type GameRecord,
  type LogEntry,
  type Timer,
} from '../../src/store/index.js';

export function lobbyRecord(channelId: string, overrides: Partial<GameRecord> = {}): GameRecord {
  return {
    schemaVersion: GAME_SCHEMA_VERSION,
    id: `${channelId}-a`,
    guildId: '100000',
    channelId,
    name: 'Test game',
    host: '1001',
    ruleset: 'impulse',
    rulesVersion: 'impulse-2',
    scenario: 'cruiser-duel',
    pointsLimit: null,
    status: 'lobby',
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    players: [],
    roster: {},
    customClasses: [],
    seed: 'seed-seed-seed-seed-seed',
    seedHash: 'a'.repeat(64),
    setup: null,
    initial: null,
    state: null,
    log: [],
    audit: [],
    version: 0,
    pending: [],
    messages: {},
    outcome: null,
    clock: DEFAULT_CLOCK,
    timers: [],
    spectators: [],
    muted: [],
    undoRequest: null,
    outbox: [],
    outboxSeq: 0,
    ...overrides,
  };
}

/** One command as the bot logs it (the engine command is opaque to the store). */
export function logEntry(seq: number, by = '1001'): LogEntry {
  return {
    seq,
    by,
    at: new Date(Date.UTC(2026, 11, 1) + seq * 1000).toISOString(),
    command: { type: 'move', ship: 's1', to: `hex-${seq}` },
  };
}

/** A game past its start: players, an opening (setup and initial state) and a state, `commands` log entries. */
export function startedRecord(channelId: string, commands = 0, overrides: Partial<GameRecord> = {}): GameRecord {
  return lobbyRecord(channelId, {
    status: 'active',
    players: [
      { userId: '1001', name: 'alice', side: 'concord' },
      { userId: '1002', name: 'bob', side: 'veyra' },
    ],
    setup: { scenario: { id: 'cruiser-duel' }, catalog: { classes: [] } },
    initial: { flow: { phase: 'turn' }, ships: ['s1', 's2'] },
    state: { flow: { phase: 'turn' }, ships: ['s1', 's2'], after: commands },
    log: Array.from({ length: commands }, (_, i) => logEntry(i + 1)),
    version: commands,
    ...overrides,
  });
}

/** What a command does to a game, as the bot does it: a new version and one more log entry, the rest shared. */
export function withCommand(record: GameRecord): GameRecord {
  const seq = record.log.length + 1;
  return {
    ...record,
    version: record.version + 1,
    state: { flow: { phase: 'turn' }, after: seq },
    log: [...record.log, logEntry(seq)],
  };
}

export function timer(id: string, dueMs: number): Timer {
  return { id, kind: 'remind', due: new Date(dueMs).toISOString() };
}

/** A schema-1 record (before clocks and the outbox), made from a started game by taking off what migration 1 adds. */
export function v1Record(channelId: string, commands: number): Record<string, unknown> {
  const {
    clock: _c,
    timers: _t,
    spectators: _s,
    muted: _m,
    undoRequest: _u,
    outbox: _o,
    outboxSeq: _q,
    roster: _r,
    ...v1
  } = startedRecord(channelId, commands);
  return { ...v1, fleet: [], schemaVersion: 1 };
}

/**
 * A schema-3 lobby head (before issue 42's roster): its `fleet` as /fleet and /squad kept it, a
 * player's ships or pilots with the user who added them.
 */
export function v3Lobby(channelId: string, ruleset: string, fleet: readonly Record<string, unknown>[]) {
  const { log: _l, initial: _i, setup: _s, roster: _r, ...head } = lobbyRecord(channelId, { ruleset });
  return { ...head, schemaVersion: 3, fleet, logLength: 0 };
}

/** A record from before records carried a version: a schema-1 record without what migration 0 adds. */
export function v0Record(channelId: string, commands: number): Record<string, unknown> {
  const {
    schemaVersion: _v,
    audit: _a,
    messages: _m,
    outcome: _o,
    pending: _p,
    setup: _s,
    ...v0
  } = v1Record(channelId, commands);
  return v0;
}

/** A real schema-2 record written by the previous version of the bot: a duel in progress, 30 commands. */
export function v2Fixture(): Record<string, unknown> & {
  id: string;
  channelId: string;
  log: LogEntry[];
  initial: unknown;
  state: unknown;
  messages: Record<string, unknown>;
  lastPing: Record<string, string>;
} {
  return JSON.parse(readFileSync(new URL('../fixtures/records/game-v2.json', import.meta.url), 'utf8'));
}
