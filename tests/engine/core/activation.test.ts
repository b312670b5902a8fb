/** Activation queues (issue 12's shared services): by a stat with side tie-breaks, or alternating. */
import { describe, expect, test } from 'vitest';
import { activationQueue, nextToActivate } from '../../../src/engine/core/activation.js';

interface Pilot {
  readonly id: string;
  readonly side: string;
  readonly skill: number;
}

const PILOTS: Pilot[] = [
  { id: 'a1', side: 'rebel', skill: 4 },
  { id: 'i1', side: 'imperial', skill: 2 },
  { id: 'a2', side: 'rebel', skill: 2 },
  { id: 'i2', side: 'imperial', skill: 8 },
  { id: 'i3', side: 'imperial', skill: 4 },
];
const ids = (units: readonly { id: string }[]) => units.map((u) => u.id);

describe('by a stat (X-Wing pilot skill; other-systems.md section 2.2)', () => {
  test.each([
    [
      'movement: lowest first, the initiative side first among equals',
      'ascending',
      ['rebel', 'imperial'],
      ['a2', 'i1', 'a1', 'i3', 'i2'],
    ],
    ['movement: ties going the other way', 'ascending', ['imperial', 'rebel'], ['i1', 'a2', 'i3', 'a1', 'i2']],
    ['combat: highest first', 'descending', ['rebel', 'imperial'], ['i2', 'a1', 'i3', 'a2', 'i1']],
  ] as const)('%s', (_, direction, tieSides, expected) => {
    expect(ids(activationQueue(PILOTS, { kind: 'byStat', stat: (p) => p.skill, direction, tieSides }))).toEqual(
      expected,
    );
  });

  test('units of one side with one stat keep the order they come in (the same on every replay)', () => {
    const twins = [
      { id: 'x', side: 's', skill: 1 },
      { id: 'y', side: 's', skill: 1 },
    ];
    expect(
      ids(activationQueue(twins, { kind: 'byStat', stat: (p) => p.skill, direction: 'descending', tieSides: ['s'] })),
    ).toEqual(['x', 'y']);
  });
});

describe('alternating (Armada ships, 40k fights)', () => {
  test('sides take turns; a side out of units is skipped', () => {
    expect(ids(activationQueue(PILOTS, { kind: 'alternating', sides: ['imperial', 'rebel'] }))).toEqual([
      'i1',
      'a1',
      'i2',
      'a2',
      'i3',
    ]);
  });

  test('the next to act is the first not yet done', () => {
    const queue = activationQueue(PILOTS, { kind: 'alternating', sides: ['rebel', 'imperial'] });
    expect(nextToActivate(queue, new Set(['a1']))?.id).toBe('i1');
    expect(nextToActivate(queue, new Set(ids(PILOTS)))).toBeUndefined();
  });
});
