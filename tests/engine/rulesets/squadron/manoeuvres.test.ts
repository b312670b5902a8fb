/**
 * Seed 001's manoeuvres as hex paths (issue 14, ../shared/reference/other-systems.md section 2.8):
 * each path ends within the reference's stated error of the template's true end point, at the
 * stated heading; left mirrors right; longer bases fly one hex more.
 */
import { describe, expect, test } from 'vitest';
import { type Facing, hex, hexCentre, hexDistance } from '../../../../src/engine/core/hex.js';
import { type Bearing, fly, SPEEDS } from '../../../../src/engine/rulesets/squadron/manoeuvres.js';

/** A hex centre in base widths, for a ship facing N at the origin: (lateral to the right, forward). */
function local(q: number, r: number): { lateral: number; forward: number } {
  const { x, y } = hexCentre(hex(q, r));
  return { lateral: x, forward: -y };
}

const fromOrigin = (bearing: Bearing, speed: number) => fly(hex(0, 0), 0, { bearing, speed });

describe('manoeuvre paths against the templates (seed 001 dial; reference section 2.8 table)', () => {
  test.each([
    ['bankRight', 1, 0.98, 2.36, 1, 0.18],
    ['bankRight', 2, 1.32, 3.19, 1, 0.45],
    ['bankRight', 3, 1.69, 4.09, 1, 0.1],
    ['turnRight', 1, 1.43, 1.43, 2, 0.52],
    ['turnRight', 2, 2.05, 2.05, 2, 0.32],
    ['turnRight', 3, 2.73, 2.73, 2, 0.26],
  ] as const)(
    '%s %i ends within the stated error of the true end, at the stated heading',
    (bearing, speed, lat, fwd, facing, error) => {
      const flight = fromOrigin(bearing, speed);
      if (!flight) throw new Error('no flight');
      const end = local(flight.end.q, flight.end.r);
      expect(Math.hypot(end.lateral - lat, end.forward - fwd)).toBeCloseTo(error, 1);
      expect(flight.facing).toBe(facing);
      // Each of these paths is speed + 2 hexes long (the template and the base).
      expect(flight.path).toHaveLength(speed + 2);
    },
  );

  test.each([1, 2, 3, 4, 5])('straight %i moves (speed + 1) hexes ahead, keeping the heading', (speed) => {
    const flight = fromOrigin('straight', speed);
    expect(flight?.end).toEqual(hex(0, -(speed + 1)));
    expect(flight?.facing).toBe(0);
  });

  test.each([1, 2, 3, 4, 5])('Koiogran turn %i flies the straight path and ends turned about', (speed) => {
    const flight = fromOrigin('koiogran', speed);
    expect(flight?.end).toEqual(fromOrigin('straight', speed)?.end);
    expect(flight?.facing).toBe(3);
  });

  test.each([1, 2, 3])(
    "Segnor's Loop %i flies the bank and ends at 240°; the Tallon Roll the turn, at 180°",
    (speed) => {
      expect(fromOrigin('segnorRight', speed)?.end).toEqual(fromOrigin('bankRight', speed)?.end);
      expect(fromOrigin('segnorRight', speed)?.facing).toBe(4);
      expect(fromOrigin('tallonRight', speed)?.end).toEqual(fromOrigin('turnRight', speed)?.end);
      expect(fromOrigin('tallonRight', speed)?.facing).toBe(3);
      expect(fromOrigin('tallonLeft', speed)?.facing).toBe(3);
      expect(fromOrigin('segnorLeft', speed)?.facing).toBe(2);
    },
  );

  test('a stop stays put; a speed the template does not have is no manoeuvre', () => {
    expect(fromOrigin('stop', 0)).toEqual({ path: [], end: hex(0, 0), facing: 0 });
    expect(fromOrigin('bankRight', 4)).toBeUndefined();
    expect(fromOrigin('straight', 0)).toBeUndefined();
    expect(fromOrigin('stop', 1)).toBeUndefined();
  });

  test('left mirrors right, from every heading', () => {
    for (const facing of [0, 1, 2, 3, 4, 5] as Facing[])
      for (const [left, right] of [
        ['bankLeft', 'bankRight'],
        ['turnLeft', 'turnRight'],
        ['segnorLeft', 'segnorRight'],
        ['tallonLeft', 'tallonRight'],
      ] as const)
        for (const speed of SPEEDS[right]) {
          const l = fly(hex(0, 0), facing, { bearing: left, speed });
          const r = fly(hex(0, 0), facing, { bearing: right, speed });
          if (!l || !r) throw new Error('no flight');
          // Mirrored about the heading: the same distance flown, turned as far the other way.
          expect(hexDistance(hex(0, 0), l.end)).toBe(hexDistance(hex(0, 0), r.end));
          expect((l.facing - facing + 6) % 6).toBe((6 - ((r.facing - facing + 6) % 6)) % 6);
        }
  });

  test('a medium or large base flies one hex more than a small one (reference section 2.8)', () => {
    expect(fly(hex(0, 0), 0, { bearing: 'straight', speed: 2 }, 'large')?.end).toEqual(hex(0, -4));
    expect(fly(hex(0, 0), 0, { bearing: 'bankRight', speed: 1 }, 'medium')?.path).toHaveLength(4);
    expect(fly(hex(0, 0), 0, { bearing: 'stop', speed: 0 }, 'large')?.path).toEqual([]);
  });
});
