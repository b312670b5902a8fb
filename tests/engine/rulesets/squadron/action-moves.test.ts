/** Seed 001's boost ("Impulso") and barrel roll ("Pirueta") on hexes (issue 14; reference section 2.8). */
import { describe, expect, test } from 'vitest';
import { type Facing, type Hex, hex, hexCentre } from '../../../../src/engine/core/hex.js';
import { bearingTo } from '../../../../src/engine/rulesets/squadron/range.js';
import { barrelRoll, boost, decloakBoost, decloakRoll } from '../../../../src/engine/rulesets/squadron/action-moves.js';

/** A hex centre in base widths, for a ship facing N at the origin: (lateral to the right, forward). */
const local = (h: Hex) => ({ lateral: hexCentre(h).x, forward: -hexCentre(h).y });

describe('"Pirueta": the barrel roll (seed 001)', () => {
  test.each([
    ['right', 'level', 1.732, 0],
    ['right', 'forward', 1.732, 1],
    ['right', 'back', 1.732, -1],
    ['left', 'level', -1.732, 0],
    ['left', 'forward', -1.732, 1],
    ['left', 'back', -1.732, -1],
  ] as const)('to the %s, %s: about two base widths aside, facing unchanged', (side, spot, lateral, forward) => {
    const roll = barrelRoll(hex(0, 0), 0, side, spot);
    expect(local(roll.end).lateral).toBeCloseTo(lateral, 2);
    expect(local(roll.end).forward).toBeCloseTo(forward, 2);
    expect(roll.facing).toBe(0);
    expect(roll.path).toHaveLength(2);
  });

  test('from any heading it goes to the ship’s own side', () => {
    for (const facing of [0, 1, 2, 3, 4, 5] as Facing[]) {
      expect(bearingTo(hex(0, 0), facing, barrelRoll(hex(0, 0), facing, 'right', 'level').end)).toBeCloseTo(90);
      expect(bearingTo(hex(0, 0), facing, barrelRoll(hex(0, 0), facing, 'left', 'level').end)).toBeCloseTo(-90);
    }
  });
});

describe('"Impulso": the boost (seed 001)', () => {
  test('straight 1 goes two hexes ahead; a bank 1 ends 60° to that hand', () => {
    expect(boost(hex(0, 0), 0, 'straight')).toMatchObject({ end: hex(0, -2), facing: 0 });
    expect(boost(hex(0, 0), 0, 'bankRight').facing).toBe(1);
    expect(boost(hex(0, 0), 0, 'bankLeft').facing).toBe(5);
  });
});

describe('"Camuflagem": decloaking with the straight 2 (seed 001)', () => {
  test.each([
    ['right', 'forward', 2.598, 0.5],
    ['right', 'back', 2.598, -0.5],
    ['left', 'forward', -2.598, 0.5],
    ['left', 'back', -2.598, -0.5],
  ] as const)('a roll to the %s, %s: three steps aside, facing unchanged', (side, spot, lateral, forward) => {
    const roll = decloakRoll(hex(0, 0), 0, side, spot);
    expect(local(roll.end).lateral).toBeCloseTo(lateral, 2);
    expect(local(roll.end).forward).toBeCloseTo(forward, 2);
    expect(roll.facing).toBe(0);
  });

  test('the boost flies the straight 2: three hexes ahead', () => {
    expect(decloakBoost(hex(0, 0), 0)).toMatchObject({ end: hex(0, -3), facing: 0 });
  });
});
