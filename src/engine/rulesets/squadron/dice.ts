/**
 * `squadron`'s dice (issue 14; seed 001's attack and defence rolls; ../shared/reference/
 * other-systems.md section 2.3): two eight-sided dice with symbols, from the engine's symbol-dice
 * service. The attack die shows 3 hits, 1 critical, 2 focus and 2 blanks; the defence die 3 evades,
 * 2 focus and 3 blanks. The faces are listed in that order, so a scripted roll in a test names a
 * face by its place (1-based): attack 1-3 hit, 4 crit, 5-6 focus, 7-8 blank; defence 1-3 evade,
 * 4-5 focus, 6-8 blank.
 */
import type { SymbolDie } from '../../core/symbol-dice.js';

export const ATTACK_SYMBOLS = ['hit', 'crit', 'focus'] as const;
export const DEFENCE_SYMBOLS = ['evade', 'focus'] as const;

export const ATTACK_DIE: SymbolDie = {
  name: 'attack',
  faces: [{ hit: 1 }, { hit: 1 }, { hit: 1 }, { crit: 1 }, { focus: 1 }, { focus: 1 }, {}, {}],
};

export const DEFENCE_DIE: SymbolDie = {
  name: 'defence',
  faces: [{ evade: 1 }, { evade: 1 }, { evade: 1 }, { focus: 1 }, { focus: 1 }, {}, {}, {}],
};
