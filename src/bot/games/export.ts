/**
 * `/game log`: the game as JSON that anyone can replay. While the game runs the seed and anything
 * derived from it (the dice generator's state) stay out; once it is over the export holds the seed,
 * the setup and the opening state, and `npm run verify` checks every roll against the hash posted
 * at the start.
 */
import type { GameRecord } from '../../store/index.js';
import type { TableRuleset } from '../rulesets/table.js';
import { commandOf } from '../records/record-ops.js';

export const EXPORT_FORMAT = 'talon-game-log/1';

type Entry = GameRecord['log'][number];

/** An entry as a running game shows it: the ruleset says which parts of a command are secret. */
const publicEntry =
  (table: TableRuleset) =>
  (entry: Entry): Entry => ({
    ...entry,
    command: table.rules.publicCommand(commandOf(entry)),
  });

export function gameExport(table: TableRuleset, record: GameRecord): Record<string, unknown> {
  const hideOrders = publicEntry(table);
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
    // Standing orders are private while the game runs (a movement plan is a secret): their content
    // is left out of a running game's export and appears once it is over.
    log: over ? record.log : record.log.map(hideOrders),
    audit: over
      ? record.audit
      : record.audit.map((a) => (a.removed ? { ...a, removed: a.removed.map(hideOrders) } : a)),
    outcome: record.outcome,
    ...(over ? { seed: record.seed, setup: record.setup, initial: record.initial, state: record.state } : {}),
  };
}
