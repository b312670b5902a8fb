/**
 * What a missed deadline does (issue 6; moved into the ruleset by issue 12): the rules' default action
 * where there is one (an owed move goes straight, optional steps are skipped, the Power Phase keeps the
 * curve and charges by default, the initiative is kept), as one atomic batch; or the side's concession.
 */
import { awaiting } from './advance.js';
import { applyCommand } from './apply.js';
import type { Command, CommandOf } from '../commands.js';
import { legalCommands, shipTasks } from '../queries.js';
import type { GameState as State } from '../state.js';

/** The commands that finish the side's current obligation the default way. */
export function defaultAction(state: State, side: string): Command[] {
  const flow = state.flow;
  if (flow.phase === 'power') return [{ type: 'submitPower', side, orders: [] }];
  if (flow.phase === 'initiative') return [{ type: 'chooseInitiative', side, choice: 'take' }];
  if (flow.phase !== 'turn') return [];
  const commands: Command[] = [];
  let current = state;
  const key = `${flow.round}${flow.impulse}${flow.turn}`;
  for (let i = 0; i < 40; i += 1) {
    const f = current.flow;
    if (f.phase !== 'turn' || `${f.round}${f.impulse}${f.turn}` !== key || !awaiting(current).includes(side)) break;
    const owed = shipTasks(current, side).find((t) => t.required);
    const legal = owed
      ? legalCommands(current, side).filter(
          (c): c is CommandOf<'move'> => c.type === 'move' && c.ship === owed.ship && !c.afterburner,
        )
      : [];
    // Step by step: an owed move goes straight (or the first legal way), every other step is ended.
    const next: Command = legal.find((c) => c.how === 'straight') ?? legal[0] ?? { type: 'endStep', side };
    const applied = applyCommand(current, next);
    if (!applied.ok) break;
    commands.push(next);
    current = applied.value.state;
  }
  return commands;
}

/** One command for the log: the default action (a batch when it takes several), or with `forfeit` a concession. */
export function timeoutCommand(state: State, side: string, forfeit: boolean): Command | undefined {
  if (forfeit) return { type: 'concede', side };
  const commands = defaultAction(state, side);
  const only = commands[0];
  if (commands.length === 0 || !only) return undefined;
  return commands.length === 1 ? only : { type: 'batch', side, commands };
}
