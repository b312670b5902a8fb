/**
 * `fleet`'s eight-sided attack dice (other-systems.md 5.2; issue 43: "each colour's real face
 * distribution from the engine's dice service"): red 2 hit, 2 crit, 1 hit+hit, 1 accuracy, 2 blank;
 * blue 4 hit, 2 crit, 2 accuracy; black 4 hit, 2 hit+crit, 2 blank. Faces are rolled with the core's
 * symbol dice (core/symbol-dice.ts), so a scripted generator names a face by its place, 1 to 8.
 */
import type { SymbolDie } from '../../core/symbol-dice.js';
import type { DiceColour } from './data/schema.js';

const HIT = { hit: 1 };
const CRIT = { crit: 1 };
const ACCURACY = { accuracy: 1 };
const BLANK = {};

export const RED_DIE: SymbolDie = {
  name: 'red',
  faces: [HIT, HIT, CRIT, CRIT, { hit: 2 }, ACCURACY, BLANK, BLANK],
};
export const BLUE_DIE: SymbolDie = {
  name: 'blue',
  faces: [HIT, HIT, HIT, HIT, CRIT, CRIT, ACCURACY, ACCURACY],
};
export const BLACK_DIE: SymbolDie = {
  name: 'black',
  faces: [HIT, HIT, HIT, HIT, { hit: 1, crit: 1 }, { hit: 1, crit: 1 }, BLANK, BLANK],
};

export const FLEET_DICE: Readonly<Record<DiceColour, SymbolDie>> = { red: RED_DIE, blue: BLUE_DIE, black: BLACK_DIE };

/** The colours a range band allows (seed 004, pp. 13-14: long red only; medium red and blue; close all). */
export const COLOURS_AT: Readonly<Record<'close' | 'medium' | 'long', readonly DiceColour[]>> = {
  close: ['red', 'blue', 'black'],
  medium: ['red', 'blue'],
  long: ['red'],
};
