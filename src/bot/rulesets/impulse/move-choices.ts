/**
 * How players spell a move (`/move how:turn-left`) and how the engine does (`turnLeft`). Buttons and
 * autocomplete offer the players' spelling, so a click passes the same option check as a typed command.
 */
import type { impulse } from '../../../engine/index.js';

export const MOVE_CHOICES = {
  straight: 'straight',
  'turn-left': 'turnLeft',
  'turn-right': 'turnRight',
  'slip-left': 'slipLeft',
  'slip-right': 'slipRight',
} as const;

export type MoveChoice = keyof typeof MOVE_CHOICES;

/** The `how:` choice for an engine move kind. */
export function moveChoice(kind: impulse.MoveKind): MoveChoice {
  const found = (Object.entries(MOVE_CHOICES) as [MoveChoice, string][]).find(([, engine]) => engine === kind);
  if (!found) throw new Error(`no /move choice for the move kind ${kind}`);
  return found[0];
}
