/**
 * `/game log`: the game as JSON that anyone can replay. While the game runs the seed and anything
 * derived from it (the dice generator's state) stay out; once it is over the export holds the seed,
 * the setup and the opening state, and `npm run verify` checks every roll against the hash posted
 * at the start.
 */
import type { GameRecord } from '../store/index.js';

export const EXPORT_FORMAT = 'talon-game-log/1';

export function gameExport(record: GameRecord): Record<string, unknown> {
  const over = record.status === 'finished' || record.status === 'ended';
  return {
    format: EXPORT_FORMAT,
    id: record.id,
    name: record.name,
    ruleset: record.ruleset,
    rulesVersion: record.rulesVersion,
    scenario: record.scenario,
    status: record.status,
    seedHash: record.seedHash,
    players: record.players.map((p) => ({ userId: p.userId, name: p.name, side: p.side })),
    log: record.log,
    audit: record.audit,
    outcome: record.outcome,
    ...(over ? { seed: record.seed, setup: record.setup, initial: record.initial, state: record.state } : {}),
  };
}
