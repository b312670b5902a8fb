/**
 * Numbers written as dice (other-systems.md 4.3: "All D6, with D3 = ceil(D6/2)"): a weapon's attacks
 * or damage as a fixed number, "D3", "D6", "D6+1", "2D6" ... Every roll is a core `diceRolled` event.
 */
import { D6, rollDice, type DiceRolled } from '../../../core/dice.js';
import type { Rng } from '../../../core/rng.js';
import type { DiceValue } from '../data/schema.js';

interface Parsed {
  readonly count: number;
  readonly sides: 3 | 6;
  readonly plus: number;
}

function parse(value: string): Parsed {
  const m = /^([12]?)D(3|6)(?:\+([1-9]\d*))?$/.exec(value);
  if (!m) throw new Error(`not a dice value: ${value}`);
  return { count: m[1] ? Number(m[1]) : 1, sides: m[2] === '3' ? 3 : 6, plus: m[3] ? Number(m[3]) : 0 };
}

/**
 * The value of `value`: a number as it is; dice rolled (a D3 is a D6 halved, rounded up), with the
 * roll to report (null when nothing was rolled).
 */
export function rollValue(rng: Rng, value: DiceValue, purpose: string): { value: number; roll: DiceRolled | null } {
  if (typeof value === 'number') return { value, roll: null };
  const p = parse(value);
  const roll = rollDice(rng, D6, p.count, purpose);
  const faces = p.sides === 3 ? roll.faces.map((f) => Math.ceil(f / 2)) : roll.faces;
  return { value: faces.reduce((a, b) => a + b, 0) + p.plus, roll };
}

/** The average of `value` (for the AI and previews): D3 2, D6 3.5, 2D6 7, plus any fixed part. */
export function averageValue(value: DiceValue): number {
  if (typeof value === 'number') return value;
  const p = parse(value);
  return p.count * (p.sides === 3 ? 2 : 3.5) + p.plus;
}

/** `value` plus `extra` (Melta X adds X to the damage within half range). */
export function addToValue(value: DiceValue, extra: number): DiceValue {
  if (extra === 0) return value;
  if (typeof value === 'number') return value + extra;
  const p = parse(value);
  return `${p.count === 1 ? '' : p.count}D${p.sides}+${p.plus + extra}`;
}
