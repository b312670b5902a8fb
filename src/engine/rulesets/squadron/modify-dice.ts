/**
 * Spending tokens on dice, and what an attack leaves (issue 14; seed 001's "Foco", "Desvio",
 * "Aquisição de Mira" and "Reforço"; the compare step of ../shared/reference/other-systems.md
 * section 2.4). Each change is the symbol-dice service's own (so every one is an event, and a die
 * is rerolled once at most); the order the steps may come in is the attack sequence's to enforce.
 */
import { ok, type Result } from '../../core/result.js';
import type { Rng } from '../../core/rng.js';
import {
  addDie,
  changeFace,
  countSymbols,
  type DiceError,
  type DicePool,
  faceShowing,
  reroll,
  type SymbolDiceEvent,
} from '../../core/symbol-dice.js';
import { ATTACK_DIE, DEFENCE_DIE } from './dice.js';

export interface Modified {
  readonly pool: DicePool;
  readonly events: readonly SymbolDiceEvent[];
}

/** Turns every die of `pool` showing `from` to the face showing `to`. */
function changeAll(
  die: typeof ATTACK_DIE,
  pool: DicePool,
  from: string,
  to: string,
  purpose: string,
): Result<Modified, DiceError> {
  const target = faceShowing(die, { [to]: 1 });
  let current = pool;
  const events: SymbolDiceEvent[] = [];
  for (const [i, d] of pool.dice.entries()) {
    if ((die.faces[d.face]?.[from] ?? 0) === 0) continue;
    const changed = changeFace(die, current, i, target, purpose);
    if (!changed.ok) return changed;
    current = changed.value.pool;
    events.push(changed.value.event);
  }
  return ok({ pool: current, events });
}

/** "Foco", attacking: spend the focus token to change every focus result to a hit. */
export const focusAttack = (pool: DicePool): Result<Modified, DiceError> =>
  changeAll(ATTACK_DIE, pool, 'focus', 'hit', 'focus');

/** "Foco", defending: spend the focus token to change every focus result to an evade. */
export const focusDefence = (pool: DicePool): Result<Modified, DiceError> =>
  changeAll(DEFENCE_DIE, pool, 'focus', 'evade', 'focus');

/** "Desvio": spend the evade token to add one evade result to the defence roll. */
export function evadeToken(pool: DicePool, purpose = 'evade'): Result<Modified, DiceError> {
  const added = addDie(DEFENCE_DIE, pool, faceShowing(DEFENCE_DIE, { evade: 1 }), purpose);
  return added.ok ? ok({ pool: added.value.pool, events: [added.value.event] }) : added;
}

/**
 * "Aquisição de Mira": spend the lock on the defender to reroll any number of attack dice, once
 * (a die already rerolled this attack may not be rerolled again).
 */
export function spendLock(rng: Rng, pool: DicePool, which: readonly number[]): Result<Modified, DiceError> {
  const rolled = reroll(rng, ATTACK_DIE, pool, which, 'lock');
  return rolled.ok ? ok({ pool: rolled.value.pool, events: [rolled.value.event] }) : rolled;
}

/**
 * "Reforço": the evades a reinforce token adds while defending, without being spent: the fore side
 * against an attacker inside the defender's firing arc, the aft side against one outside it.
 */
export function reinforceEvades(token: 'fore' | 'aft' | null, attackerInArc: boolean): number {
  if (token === 'fore') return attackerInArc ? 1 : 0;
  if (token === 'aft') return attackerInArc ? 0 : 1;
  return 0;
}

/** What the attack leaves: each evade cancels a hit, and once the hits are gone a critical. */
export function neutralize(attack: DicePool, defence: DicePool): { readonly hits: number; readonly crits: number } {
  const a = countSymbols(ATTACK_DIE, attack);
  let evades = countSymbols(DEFENCE_DIE, defence)['evade'] ?? 0;
  const hits = Math.max(0, (a['hit'] ?? 0) - evades);
  evades = Math.max(0, evades - (a['hit'] ?? 0));
  const crits = Math.max(0, (a['crit'] ?? 0) - evades);
  return { hits, crits };
}
