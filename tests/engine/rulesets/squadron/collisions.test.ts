/** Seed 001's FAQ "Colisões" and "Obstáculos" on hexes (issue 14; reference section 2.8). */
import { describe, expect, test } from 'vitest';
import { hex } from '../../../../src/engine/core/hex.js';
import { land, overlaps } from '../../../../src/engine/rulesets/squadron/collisions.js';
import { fly } from '../../../../src/engine/rulesets/squadron/manoeuvres.js';

const straight3 = () => {
  const flight = fly(hex(0, 0), 0, { bearing: 'straight', speed: 3 });
  if (!flight) throw new Error('no flight');
  return flight;
};

describe('overlaps (reference section 2.8)', () => {
  test('small bases overlap only in one hex; a large one overlaps its neighbours', () => {
    expect(overlaps({ hex: hex(0, 0), size: 'small' }, { hex: hex(0, 0), size: 'small' })).toBe(true);
    expect(overlaps({ hex: hex(0, 0), size: 'small' }, { hex: hex(0, -1), size: 'small' })).toBe(false);
    expect(overlaps({ hex: hex(0, 0), size: 'large' }, { hex: hex(0, -1), size: 'small' })).toBe(true);
    expect(overlaps({ hex: hex(0, 0), size: 'large' }, { hex: hex(0, -2), size: 'small' })).toBe(false);
  });
});

describe('landing a manoeuvre (seed 001 FAQ)', () => {
  test('a free end: the ship arrives, not bumped', () => {
    expect(land(hex(0, 0), 'small', straight3(), [], [])).toEqual({ end: hex(0, -4), bumped: false, obstacles: [] });
  });

  test('"Colisões": an end on another ship backs up to the last free hex, and the ship is bumped', () => {
    const landed = land(hex(0, 0), 'small', straight3(), [{ hex: hex(0, -4), size: 'small' }], []);
    expect(landed).toMatchObject({ end: hex(0, -3), bumped: true });
  });

  test('…against a large ship it backs up until no longer next to it', () => {
    const landed = land(hex(0, 0), 'small', straight3(), [{ hex: hex(0, -4), size: 'large' }], []);
    expect(landed).toMatchObject({ end: hex(0, -2), bumped: true });
  });

  test('…at worst it stays where it was', () => {
    const landed = land(
      hex(0, 0),
      'large',
      straight3(),
      [
        { hex: hex(0, -1), size: 'small' },
        { hex: hex(0, -3), size: 'small' },
        { hex: hex(0, -5), size: 'small' },
      ],
      [],
    );
    expect(landed.end).toEqual(hex(0, 0));
    expect(landed.bumped).toBe(true);
  });

  test('"Obstáculos": the obstacle hexes passed through or ended on are named, in order', () => {
    const landed = land(hex(0, 0), 'small', straight3(), [], [hex(0, -2), hex(0, -4), hex(3, 3)]);
    expect(landed.obstacles).toEqual([hex(0, -2), hex(0, -4)]);
    // Backed up short of a rock: the rock beyond where it stopped is not touched.
    const short = land(hex(0, 0), 'small', straight3(), [{ hex: hex(0, -4), size: 'small' }], [hex(0, -4)]);
    expect(short.obstacles).toEqual([]);
  });
});
