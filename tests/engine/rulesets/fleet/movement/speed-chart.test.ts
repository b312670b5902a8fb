import { describe, expect, it } from 'vitest';
import {
  navigateJoint,
  needsExtraClick,
  paysVeers,
  topSpeed,
  veersPayable,
  yawClicks,
} from '../../../../../src/engine/rulesets/fleet/movement/speed-chart.js';
import { CORVETTE, CRUISER, DREADNOUGHT } from './fixture.js';

describe('the speed chart (other-systems.md 5.6)', () => {
  it.each([
    [CRUISER, 0, []],
    [CRUISER, 1, [2]],
    [CRUISER, 3, [0, 1, 1]],
    [CRUISER, 4, []],
    [CORVETTE, 4, [0, 1, 1, 1]],
  ] as const)('%s.id at speed %i has clicks %j', (cls, speed, clicks) => {
    expect(yawClicks(cls, speed)).toEqual(clicks);
  });

  it('the top speed is the number of rows', () => {
    expect([topSpeed(CORVETTE), topSpeed(CRUISER), topSpeed(DREADNOUGHT)]).toEqual([4, 3, 2]);
  });
});

describe('veer payment (5.9: a veer costs two clicks, from joint j and if needed joint j+1)', () => {
  it.each([
    ['II pays a veer at its joint', [2], [1], true],
    ['a single click does not', [1], [-1], false],
    ['straight costs nothing', [0, 0], [0, 0], true],
    ['I + I across joints pays a veer at the first', [1, 1], [1, 0], true],
    ['the last joint has no next joint to borrow from', [1, 1], [0, 1], false],
    ['each click pays once: two veers need four clicks', [1, 1], [1, -1], false],
    ['- + II pays a veer at the first joint from the second', [0, 2], [1, 0], true],
    ['II + II pays two veers', [2, 2], [1, 1], true],
    ['I I I: a veer at the first uses the second joint, none left for a veer there', [1, 1, 1], [1, 1, 0], false],
    ['I I I: veers at the first and third joints do not fit either', [1, 1, 1], [1, 0, 1], false],
    ['- I I: a veer at the second joint', [0, 1, 1], [0, -1, 0], true],
    ['veers must be one per joint', [2, 2], [1], false],
  ])('%s', (_name, clicks, veers, expected) => {
    expect(paysVeers(clicks, veers)).toBe(expected);
  });

  it.each([
    ['the dial lifts the last joint to II', [1, 1], [0, 1], 1],
    ['the dial lifts a stray I at the only joint', [1], [1], 0],
    ['the dial lifts the first joint of - I I I', [0, 1, 1, 1], [1, 0, 0, 0], 0],
    ['one click cannot pay two missing clicks', [0, 0], [1, 0], -1],
  ])('navigate dial: %s', (_name, clicks, veers, joint) => {
    expect(navigateJoint(clicks, veers)).toBe(joint);
  });

  it('veersPayable and needsExtraClick read the class chart', () => {
    expect(veersPayable(CRUISER, 2, [0, 1])).toBe(false);
    expect(veersPayable(CRUISER, 2, [0, 1], true)).toBe(true);
    expect(needsExtraClick(CRUISER, 2, [0, 1])).toBe(true);
    expect(needsExtraClick(CRUISER, 2, [1, 0])).toBe(false);
    expect(veersPayable(CRUISER, 4, [0, 0, 0, 0], true)).toBe(false);
    expect(veersPayable(CRUISER, 0, [])).toBe(true);
  });
});
