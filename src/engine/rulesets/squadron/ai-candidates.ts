/**
 * Dice changes an AI player considers beyond `legalCommands` (issue 18): the legal list offers a
 * lock's reroll of every die, while a sensible attacker rerolls only the dice that missed (seed 001:
 * a lock rerolls any of the attack dice), with or without its focus after.
 */
import { canSpendLock } from './locks.js';
import { ATTACK_DIE } from './dice.js';
import type { SquadronCommand } from './commands.js';
import type { SquadronState } from './state.js';

export function candidatesForAi(state: SquadronState, side: string): SquadronCommand[] {
  const a = state.attack;
  const attacker = state.ships.find((s) => s.id === a?.attacker);
  if (!a || a.step !== 'attacker' || attacker?.side !== side) return [];
  if (!canSpendLock(state.locks, a.attacker, a.defender)) return [];
  const showing = (i: number, symbol?: string): boolean => {
    const face = ATTACK_DIE.faces[a.attackDice.dice[i]?.face ?? 0] ?? {};
    return symbol ? (face[symbol] ?? 0) > 0 : Object.keys(face).length === 0;
  };
  const indexes = a.attackDice.dice.map((_, i) => i);
  const blanks = indexes.filter((i) => showing(i)).map((i) => i + 1);
  const misses = indexes.filter((i) => showing(i) || showing(i, 'focus')).map((i) => i + 1);
  const rerolls = [blanks, misses].filter(
    (dice, k, all) => dice.length > 0 && (k === 0 || dice.length !== all[0]?.length),
  );
  return rerolls.flatMap((lock) => [
    { type: 'modify' as const, side, lock, done: true },
    { type: 'modify' as const, side, lock, focus: true, done: true },
  ]);
}
