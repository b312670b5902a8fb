/** A minimal valid game record for store tests. */
import { GAME_SCHEMA_VERSION, type GameRecord } from '../../src/store/index.js';

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
    fleet: [],
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
    ...overrides,
  };
}
