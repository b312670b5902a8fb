/**
 * The impulse chart (DESIGN.md section 5): the numbers live in each impulse box. A ship receives 1
 * AP when its power is in the box and must move 1 hex when its speed is (seed 000 sections 1.1.2
 * and 1.1.3). A value n is live in exactly n of the six impulses.
 */
import type { Impulse } from '../state.js';

export const IMPULSE_CHART: Readonly<Record<Impulse, readonly number[]>> = {
  A: [4, 5, 6],
  B: [3, 5, 6],
  C: [2, 4, 5, 6],
  D: [3, 4, 5, 6],
  E: [6],
  F: [1, 2, 3, 4, 5, 6],
};

/** True when `value` (a power or a speed) is live in `impulse`; 0 and below never are. */
export const isLive = (impulse: Impulse, value: number): boolean => IMPULSE_CHART[impulse].includes(value);
