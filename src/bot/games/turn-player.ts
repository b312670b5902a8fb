/**
 * The player acting in a started game, as every game action and the lobby's turn checks find them:
 * the guards that come before any rule (a game here, started, not over, and the actor one of its
 * players). Kept apart from act.ts so that whatever checks a turn imports no delivery (issue 42).
 */
import type { Result, RulesetCommand } from '../../engine/index.js';
import type { GameRecord, Player } from '../../store/index.js';
import { problem, type Problem } from '../pipeline/problem.js';
import { stateOf } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';
import type { TableRegistry } from '../rulesets/table-registry.js';

export interface Acting<State = unknown> {
  readonly record: GameRecord;
  readonly player: Player;
  readonly state: State;
  readonly side: string;
  /** The ruleset the game plays. */
  readonly table: TableRuleset;
}

/** Reads the engine command a request means, from the game as the acting player finds it. */
export type BuildCommand = (acting: Acting) => Result<RulesetCommand, Problem>;

/** A loaded, started game and the acting player, or why not. */
export function requireTurnPlayer(
  app: { readonly rulesets: Pick<TableRegistry, 'of'> },
  record: GameRecord | undefined,
  userId: string,
): Result<Acting, Problem> {
  if (!record) return { ok: false, error: problem('reply.noGame') };
  if (record.status === 'lobby') return { ok: false, error: problem('reply.notStarted') };
  if (record.status !== 'active' || record.state === null) return { ok: false, error: problem('reply.gameOver') };
  const player = record.players.find((p) => p.userId === userId);
  if (!player) return { ok: false, error: problem('reply.notPlayer') };
  return {
    ok: true,
    value: { record, player, state: stateOf(record), side: player.side, table: app.rulesets.of(record) },
  };
}
