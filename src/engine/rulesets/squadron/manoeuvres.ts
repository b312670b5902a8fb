/**
 * `squadron`'s manoeuvres as hex paths (issue 14; seed 001's dial and templates; the hex adaptation
 * of ../shared/reference/other-systems.md section 2.8). One hex is one small base. A manoeuvre is a
 * list of steps from the ship's hex and facing, each into the hex ahead (`F`) or after a 60° veer
 * to the right or left (`VR`, `VL`), then a rotation in place. Banks end 60° off the old heading and
 * turns 120°, the two hex headings nearest the templates' 45° and 90°; the paths are the fits the
 * reference found against the templates' true end points. Left-hand manoeuvres mirror the right-hand
 * ones. A medium or large base moves one hex more (the template plus its own longer base).
 */
import { type Facing, type Hex, neighbour, rotateFacing } from '../../core/hex.js';

export const BEARINGS = [
  'straight',
  'bankLeft',
  'bankRight',
  'turnLeft',
  'turnRight',
  'koiogran',
  'segnorLeft',
  'segnorRight',
  'tallonLeft',
  'tallonRight',
  'stop',
] as const;
export type Bearing = (typeof BEARINGS)[number];

/** A dial's colours (seed 001): red gives a stress token, green takes one away. */
export const DIFFICULTIES = ['white', 'green', 'red'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface Manoeuvre {
  readonly speed: number;
  readonly bearing: Bearing;
}

export type BaseSize = 'small' | 'medium' | 'large';

type Step = 'F' | 'VR';

/** The right-hand (or straight) path of each family by speed, for a small base. */
const STRAIGHT = (speed: number): Step[] => Array.from({ length: speed + 1 }, () => 'F' as const);
const BANK: Readonly<Record<number, readonly Step[]>> = {
  1: ['F', 'F', 'VR'],
  2: ['F', 'F', 'VR', 'F'],
  3: ['F', 'F', 'F', 'VR', 'F'],
};
const TURN: Readonly<Record<number, readonly Step[]>> = {
  1: ['F', 'VR', 'VR'],
  2: ['F', 'F', 'VR', 'VR'],
  3: ['F', 'F', 'VR', 'F', 'VR'],
};

/** Speeds each family exists at (the templates: straight 1-5, bank and turn 1-3). */
export const SPEEDS: Readonly<Record<Bearing, readonly number[]>> = {
  straight: [1, 2, 3, 4, 5],
  koiogran: [1, 2, 3, 4, 5],
  bankLeft: [1, 2, 3],
  bankRight: [1, 2, 3],
  segnorLeft: [1, 2, 3],
  segnorRight: [1, 2, 3],
  turnLeft: [1, 2, 3],
  turnRight: [1, 2, 3],
  tallonLeft: [1, 2, 3],
  tallonRight: [1, 2, 3],
  stop: [0],
};

export const isManoeuvre = (m: Manoeuvre): boolean => SPEEDS[m.bearing].includes(m.speed);

interface Shape {
  readonly steps: readonly Step[];
  /** Rotation in place after the path, in 60° steps clockwise (for a right-hand manoeuvre). */
  readonly spin: number;
  /** The left-hand version: veers and spin mirrored. */
  readonly left: boolean;
}

function shapeOf({ speed, bearing }: Manoeuvre): Shape {
  switch (bearing) {
    case 'stop':
      return { steps: [], spin: 0, left: false };
    case 'straight':
      return { steps: STRAIGHT(speed), spin: 0, left: false };
    case 'koiogran':
      // Koiogran turn: the straight template, ending turned about (180°).
      return { steps: STRAIGHT(speed), spin: 3, left: false };
    case 'bankLeft':
    case 'bankRight':
      return { steps: BANK[speed] ?? [], spin: 0, left: bearing === 'bankLeft' };
    case 'turnLeft':
    case 'turnRight':
      return { steps: TURN[speed] ?? [], spin: 0, left: bearing === 'turnLeft' };
    case 'segnorLeft':
    case 'segnorRight':
      // Segnor's Loop: the bank's path, then turned about (240° in all).
      return { steps: BANK[speed] ?? [], spin: 3, left: bearing === 'segnorLeft' };
    case 'tallonLeft':
    case 'tallonRight':
      // Tallon Roll: the turn's path, then a further 60° (180° in all).
      return { steps: TURN[speed] ?? [], spin: 1, left: bearing === 'tallonLeft' };
  }
}

export interface Flight {
  /** Every hex entered, in order (the last is where the ship ends; empty for a stop). */
  readonly path: readonly Hex[];
  readonly end: Hex;
  readonly facing: Facing;
}

/** Where a manoeuvre takes a ship from `from`, facing `facing`: undefined if its dial has no such speed. */
export function fly(from: Hex, facing: Facing, m: Manoeuvre, size: BaseSize = 'small'): Flight | undefined {
  if (!isManoeuvre(m)) return undefined;
  const shape = shapeOf(m);
  const turn = shape.left ? -1 : 1;
  // A longer base moves one hex more: the template plus the ship's own base length.
  const steps: Step[] = size !== 'small' && shape.steps.length > 0 ? ['F', ...shape.steps] : [...shape.steps];
  let at = from;
  let heading = facing;
  const path: Hex[] = [];
  for (const step of steps) {
    if (step === 'VR') heading = rotateFacing(heading, turn);
    at = neighbour(at, heading);
    path.push(at);
  }
  return { path, end: at, facing: rotateFacing(heading, shape.spin * turn) };
}
