/**
 * Talon's four arcs (seed 000; DESIGN.md section 5: Forward 60, Right 120, Rear 60, Left 120, a
 * boundary hex in both arcs) expressed through the core's generic sectors (issue 42) give exactly the
 * answers of the corner-ray wedges they replaced: the old `arcsContaining` is kept here, word for
 * word, as the reference, and compared for every hex within 8 of the ship and all six facings.
 */
import { describe, expect, test } from 'vitest';
import { ARC_SECTORS, ARCS, type Arc, arcsContaining } from '../../../../../src/engine/rulesets/impulse/firing/arcs.js';
import {
  type Facing,
  type Hex,
  FACINGS,
  cross,
  hex,
  hexAdd,
  hexEquals,
  hexRing,
  hexSubtract,
  rotateVector,
} from '../../../../../src/engine/core/hex.js';
import { sectorsContaining } from '../../../../../src/engine/core/sector.js';

/** The corner-ray wedges as impulse had them before issue 42. */
const CORNERS = {
  frontLeft: { q: -1, r: -1 },
  frontRight: { q: 1, r: -2 },
  rearRight: { q: 1, r: 1 },
  rearLeft: { q: -1, r: 2 },
} as const;
const WEDGES: Readonly<Record<Arc, readonly [Hex, Hex]>> = {
  forward: [CORNERS.frontLeft, CORNERS.frontRight],
  right: [CORNERS.frontRight, CORNERS.rearRight],
  rear: [CORNERS.rearRight, CORNERS.rearLeft],
  left: [CORNERS.rearLeft, CORNERS.frontLeft],
};
function onRay(ray: Hex, v: Hex): boolean {
  return cross(ray, v) === 0 && Math.sign(ray.q) === Math.sign(v.q) && Math.sign(ray.r) === Math.sign(v.r);
}
function inWedge([from, to]: readonly [Hex, Hex], v: Hex): boolean {
  if (onRay(from, v) || onRay(to, v)) return true;
  return cross(from, v) > 0 && cross(v, to) > 0;
}
function legacyArcsContaining(origin: Hex, facing: Facing, target: Hex): Arc[] {
  if (hexEquals(origin, target)) return [];
  const v = rotateVector(hexSubtract(target, origin), -facing);
  return ARCS.filter((arc) => inWedge(WEDGES[arc], v));
}

const ORIGIN = hex(3, -2);
const WITHIN_8 = Array.from({ length: 9 }, (_, radius) => hexRing(ORIGIN, radius)).flat();

describe('Talon arcs as sectors', () => {
  test('the table covers every hex within 8 (217) of the ship', () => {
    expect(WITHIN_8).toHaveLength(217);
  });

  test.each(FACINGS.map((f) => [f]))('facing %i: the sectors and the old wedges agree on every hex', (facing) => {
    const differ = WITHIN_8.filter(
      (target) =>
        JSON.stringify(arcsContaining(ORIGIN, facing, target)) !==
          JSON.stringify(legacyArcsContaining(ORIGIN, facing, target)) ||
        JSON.stringify(sectorsContaining(ARC_SECTORS, ORIGIN, facing, target)) !==
          JSON.stringify(legacyArcsContaining(ORIGIN, facing, target)),
    );
    expect(differ).toEqual([]);
  });

  test('boundary hexes are in two arcs, the others in one (and the ship in none)', () => {
    const counts = WITHIN_8.map((t) => arcsContaining(ORIGIN, 2, t).length);
    expect(counts.filter((n) => n === 0)).toHaveLength(1);
    // Four corner rays, each through 4 hexes within 8 (every second ring's corner hex).
    expect(counts.filter((n) => n === 2)).toHaveLength(16);
    expect(arcsContaining(ORIGIN, 0, hexAdd(ORIGIN, CORNERS.frontRight))).toEqual(['forward', 'right']);
  });

  test('the sectors are in the order of ARCS', () => {
    expect(ARC_SECTORS.map((s) => s.name)).toEqual([...ARCS]);
  });
});
