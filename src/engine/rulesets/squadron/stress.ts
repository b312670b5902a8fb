/**
 * Stress from the dial (issue 14; seed 001's FAQ "Estresse" and the dial colours): a red manoeuvre
 * gives a stress token, a green one takes one away, and a stressed ship may not fly a red manoeuvre.
 */
import type { Difficulty } from './manoeuvres.js';

export const stressAfter = (stress: number, difficulty: Difficulty): number =>
  difficulty === 'red' ? stress + 1 : difficulty === 'green' ? Math.max(0, stress - 1) : stress;

/** Why a stressed ship may not set this manoeuvre, or null when it may. */
export const dialRefusal = (stress: number, difficulty: Difficulty): 'RED_WHILE_STRESSED' | null =>
  stress > 0 && difficulty === 'red' ? 'RED_WHILE_STRESSED' : null;
