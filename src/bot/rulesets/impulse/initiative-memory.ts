/**
 * The initiative choice remembered (issue 39): a side whose player gives the same answer twice in a
 * row is not asked again in this game. The second answer is sent with a standing order for the side
 * (`setOrders`, in the same batch), so the memory lives in the game's log and state and replays
 * exactly; `/orders initiative:ask` takes it back, and only answers given after that count again.
 */
import type { impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';

type Choice = impulse.CommandOf<'chooseInitiative'>['choice'];

/** The side's commands in a log entry, a batch's one by one, newest first. */
function newestFirst(command: impulse.Command): impulse.Command[] {
  return command.type === 'batch' ? [...command.commands].reverse() : [command];
}

/**
 * The side's last initiative answer given by one of its players (not by standing orders, the AI or
 * a timeout), unless the side's standing orders for the initiative were set or cleared since.
 */
export function lastInitiativeAnswer(record: GameRecord, side: string): Choice | undefined {
  const people = new Set(record.players.filter((p) => p.side === side).map((p) => p.userId));
  for (const entry of [...record.log].reverse()) {
    for (const command of newestFirst(entry.command as impulse.Command)) {
      if (command.side !== side) continue;
      if (command.type === 'setOrders' && command.ship === undefined) return undefined;
      if (command.type === 'chooseInitiative') return people.has(entry.by) ? command.choice : undefined;
    }
  }
  return undefined;
}

/** Whether the side's initiative is already decided by its standing orders. */
const standing = (state: impulse.GameState, side: string): boolean =>
  state.standing?.sides[side]?.initiative !== undefined;

/**
 * The initiative answer as a command: the choice alone, or, when it repeats the side's last answer,
 * the choice and a standing order to give it from now on (then `remembered` is true).
 */
export function initiativeAnswer(
  record: GameRecord,
  state: impulse.GameState,
  side: string,
  choice: Choice,
): { readonly command: impulse.Command; readonly remembered: boolean } {
  const choose: impulse.Command = { type: 'chooseInitiative', side, choice };
  if (standing(state, side) || lastInitiativeAnswer(record, side) !== choice)
    return { command: choose, remembered: false };
  const orders = { ...(state.standing?.sides[side] ?? {}), initiative: choice };
  return {
    command: { type: 'batch', side, commands: [choose, { type: 'setOrders', side, orders }] },
    remembered: true,
  };
}

/** The side's last answer, when the next one the same way would be remembered (for the prompt to say so). */
export function answerToRemember(record: GameRecord, state: impulse.GameState, side: string): Choice | undefined {
  return standing(state, side) ? undefined : lastInitiativeAnswer(record, side);
}
