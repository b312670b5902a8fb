/**
 * A ship's course flown ahead, as the AI looks at it (seed 002: a declared course change is made one
 * facing at a time, before each hex, in the direction declared, until it is made).
 */
import { neighbour, rotateFacing, type Facing, type Hex } from '../../core/hex.js';

export interface Course {
  hex: Hex;
  facing: Facing;
  /** Facings still to turn (signed: below 0 to the left). */
  turns: number;
}

/** Flies a course `steps` hexes, a facing turned before each hex while turns remain. */
export function fly(course: Course, steps: number): void {
  for (let i = 0; i < steps; i += 1) {
    if (course.turns !== 0) {
      const turn = Math.sign(course.turns);
      course.facing = rotateFacing(course.facing, turn);
      course.turns -= turn;
    }
    course.hex = neighbour(course.hex, course.facing);
  }
}
