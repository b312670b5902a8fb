/**
 * Multi-hex footprints (issue 12's shared services; other-systems.md sections 1, 4.5 and 5.9): the
 * hexes a large base covers as its unit turns, overlaps, the distance between two bases, and whether
 * a base lies wholly inside an area of the map.
 */
import { describe, expect, test } from 'vitest';
import {
  FLOWER,
  SINGLE_HEX,
  TRIANGLE,
  TWO_HEX_LINE,
  defineFootprint,
  fitsInArea,
  footprintDistance,
  footprintsOverlap,
  inArea,
  lineFootprint,
  movePlaced,
  occupiedHexes,
  place,
  turnPlaced,
  type BoardArea,
  type Footprint,
  type PlacedFootprint,
} from '../../../src/engine/core/footprint.js';
import {
  FACINGS,
  type Facing,
  type Hex,
  hex,
  hexAdd,
  hexDistance,
  hexKey,
  hexRing,
  neighbour,
  rotateFacing,
  rotateVector,
} from '../../../src/engine/core/hex.js';
import { createRng, seedRng } from '../../../src/engine/core/rng.js';

const at = (footprint: Footprint, anchor: Hex, facing: Facing = 0): PlacedFootprint => ({ footprint, anchor, facing });
const keys = (hexes: readonly Hex[]) => hexes.map(hexKey).sort();
const STANDARD = [SINGLE_HEX, TWO_HEX_LINE, TRIANGLE, FLOWER, lineFootprint(4)];

describe('the hexes a unit covers', () => {
  test.each([
    ['a single hex is the anchor alone', SINGLE_HEX, 4, [hex(2, 3)]],
    ['a line facing N: the rear hex is S of the front', TWO_HEX_LINE, 0, [hex(2, 3), hex(2, 4)]],
    ['a line facing SE: the rear hex is NW of the front', TWO_HEX_LINE, 2, [hex(2, 3), hex(1, 3)]],
    ['a triangle facing N', TRIANGLE, 0, [hex(2, 3), hex(2, 4), hex(3, 3)]],
    ['a triangle facing S', TRIANGLE, 3, [hex(2, 3), hex(2, 2), hex(1, 3)]],
    ['a line of four facing NE', lineFootprint(4), 1, [hex(2, 3), hex(1, 4), hex(0, 5), hex(-1, 6)]],
  ] as const)('%s', (_, footprint, facing, expected) => {
    expect(occupiedHexes(at(footprint, hex(2, 3), facing))).toEqual(expected);
  });

  test.each(FACINGS.map((f) => [f]))("facing %i, a line's rear hex is across the unit's rear hexside", (facing) => {
    const anchor = hex(-1, 4);
    expect(occupiedHexes(at(TWO_HEX_LINE, anchor, facing))).toEqual([
      anchor,
      neighbour(anchor, rotateFacing(facing, 3)),
    ]);
  });

  test.each(FACINGS.map((f) => [f]))('facing %i, the flower covers its anchor and every neighbour', (facing) => {
    expect(keys(occupiedHexes(at(FLOWER, hex(5, -2), facing)))).toEqual(keys([hex(5, -2), ...hexRing(hex(5, -2), 1)]));
  });

  test.each(STANDARD.flatMap((fp) => FACINGS.map((f) => [fp.name, fp, f] as const)))(
    '%s turned to facing %i: same size, the same distances between its hexes, the anchor still covered',
    (_, footprint, facing) => {
      const pairwise = (hexes: readonly Hex[]) => hexes.map((a) => hexes.map((b) => hexDistance(a, b)));
      const facingN = occupiedHexes(at(footprint, hex(3, 3)));
      const turned = occupiedHexes(at(footprint, hex(3, 3), facing));
      expect(turned).toHaveLength(footprint.offsets.length);
      expect(new Set(turned.map(hexKey)).size).toBe(turned.length);
      expect(pairwise(turned)).toEqual(pairwise(facingN));
      expect(turned.map(hexKey)).toContain(hexKey(hex(3, 3)));
    },
  );

  test('every hex of a triangle touches the other two', () => {
    for (const facing of FACINGS) {
      const [a, b, c] = occupiedHexes(at(TRIANGLE, hex(0, 0), facing)) as [Hex, Hex, Hex];
      expect([hexDistance(a, b), hexDistance(b, c), hexDistance(a, c)]).toEqual([1, 1, 1]);
    }
  });
});

describe('defining a footprint', () => {
  test.each<[string, Hex[], RegExp]>([
    ['one that misses its anchor', [hex(0, 1), hex(0, 2)], /anchor/],
    ['one that covers a hex twice', [hex(0, 0), hex(0, 1), hex(0, 1)], /twice/],
    ['one in two pieces', [hex(0, 0), hex(0, 2)], /one piece/],
  ])('%s is a bug in the data', (_, offsets, message) => {
    expect(() => defineFootprint('bad', offsets)).toThrow(message);
  });

  test.each([[0], [-1], [1.5]])('a line of %d hexes is a bug', (length) => {
    expect(() => lineFootprint(length)).toThrow(/line footprint/);
  });
});

describe('overlap and distance', () => {
  test.each([
    ['two lines nose to tail', at(TWO_HEX_LINE, hex(0, 0)), at(TWO_HEX_LINE, hex(0, 2)), false, 1],
    ['a line ending on the front of another', at(TWO_HEX_LINE, hex(0, 0)), at(TWO_HEX_LINE, hex(0, 1)), true, 0],
    ['a line turned back over another', at(TWO_HEX_LINE, hex(0, 2), 3), at(TWO_HEX_LINE, hex(0, 0)), true, 0],
    ['two lines side by side, a column apart', at(TWO_HEX_LINE, hex(0, 0)), at(TWO_HEX_LINE, hex(2, -1)), false, 2],
    ['a ship far from a flower', at(SINGLE_HEX, hex(6, 0)), at(FLOWER, hex(0, 0)), false, 5],
    ['a triangle against a flower', at(TRIANGLE, hex(0, 3)), at(FLOWER, hex(0, 0)), false, 2],
  ])('%s', (_, a, b, overlap, distance) => {
    expect(footprintsOverlap(a, b)).toBe(overlap);
    expect(footprintsOverlap(b, a)).toBe(overlap);
    expect(footprintDistance(a, b)).toBe(distance);
    expect(footprintDistance(b, a)).toBe(distance);
  });

  test.each([0, 1, 2, 3, 4, 5].map((d) => [d, Math.max(0, d - 2)]))(
    'two flowers whose centres are %i apart are %i apart, in every direction',
    (d, expected) => {
      for (const centre of hexRing(hex(0, 0), d)) {
        const pair = [at(FLOWER, hex(0, 0)), at(FLOWER, centre, 2)] as const;
        expect(footprintDistance(...pair)).toBe(expected);
        expect(footprintsOverlap(...pair)).toBe(d <= 2);
      }
    },
  );

  test('seeded random placements: overlap is distance 0, and moving or turning both changes nothing', () => {
    const rng = createRng(seedRng('footprints'));
    const random = (): PlacedFootprint => ({
      footprint: STANDARD[rng.int(STANDARD.length)] as Footprint,
      anchor: hex(rng.int(9) - 4, rng.int(9) - 4),
      facing: rng.int(6) as Facing,
    });
    const moved = (p: PlacedFootprint, by: Hex, turn: number): PlacedFootprint => ({
      ...p,
      anchor: hexAdd(rotateVector(p.anchor, turn), by),
      facing: rotateFacing(p.facing, turn),
    });
    for (let i = 0; i < 300; i++) {
      const [a, b] = [random(), random()];
      const distance = footprintDistance(a, b);
      expect(footprintsOverlap(a, b)).toBe(distance === 0);
      expect(footprintDistance(b, a)).toBe(distance);
      const [by, turn] = [hex(rng.int(11) - 5, rng.int(11) - 5), rng.int(6)];
      expect(footprintDistance(moved(a, by, turn), moved(b, by, turn))).toBe(distance);
    }
  });
});

describe('fitting inside an area', () => {
  /** A printed 24 x 18 map: columns and rows 00-23 and 00-17, as the hex labels count them. */
  const MAP: BoardArea = { kind: 'rectangle', minCol: 0, minRow: 0, cols: 24, rows: 18 };
  const RING: BoardArea = { kind: 'hexagon', center: hex(0, 0), radius: 3 };
  const PATCH: BoardArea = { kind: 'hexes', hexes: [hex(0, 0), hex(0, 1), hex(1, 0)] };

  test.each([
    ['a line in the top-left hex facing N, its rear on the map', MAP, at(TWO_HEX_LINE, hex(0, 0), 0), true],
    ['the same line facing S, its rear off the top edge', MAP, at(TWO_HEX_LINE, hex(0, 0), 3), false],
    ['a flower well inside', MAP, at(FLOWER, hex(5, 3)), true],
    ['a flower in the bottom-right hex', MAP, at(FLOWER, hex(23, 6)), false],
    ['a flower two from the centre of a radius-3 board', RING, at(FLOWER, hex(2, 0)), true],
    ['a flower three from its centre', RING, at(FLOWER, hex(0, 3)), false],
    ['a triangle on exactly its own hexes', PATCH, at(TRIANGLE, hex(0, 0)), true],
    ['the triangle turned off them', PATCH, at(TRIANGLE, hex(0, 0), 1), false],
  ] as const)('%s', (_, area, placed, fits) => {
    expect(fitsInArea(placed, area)).toBe(fits);
  });

  test.each([
    [MAP, hex(23, 6), true],
    [MAP, hex(24, 6), false],
    [MAP, hex(1, -1), false],
    [RING, hex(3, -3), true],
    [RING, hex(2, 2), false],
    [PATCH, hex(1, 0), true],
    [PATCH, hex(1, 1), false],
  ] as const)('in %j: %j is %s', (area, h, inside) => {
    expect(inArea(area, h)).toBe(inside);
  });
});

describe('turning and moving a placed base (issue 42)', () => {
  test.each(FACINGS.map((f) => [f]))('a two-hex ship facing N turned %i hexsides pivots on its front hex', (steps) => {
    const ship = place(TWO_HEX_LINE, hex(2, 3));
    const turned = turnPlaced(ship, steps);
    expect(turned.facing).toBe(rotateFacing(0, steps));
    expect(occupiedHexes(turned)).toEqual([hex(2, 3), neighbour(hex(2, 3), rotateFacing(steps as Facing, 3))]);
  });

  test('turning back and forth, and moving, keep the footprint', () => {
    const ship = place(TWO_HEX_LINE, hex(0, 0), 4);
    expect(turnPlaced(turnPlaced(ship, 5), -5)).toEqual(ship);
    const moved = movePlaced(ship, hex(3, -1));
    expect(occupiedHexes(moved)).toEqual(occupiedHexes(ship).map((h) => ({ q: h.q + 3, r: h.r - 1 })));
    expect(moved.facing).toBe(4);
  });
});
