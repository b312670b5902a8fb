import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/engine/core/hex.js';
import { formatHex, fromOffset, toOffset } from '../../../../../src/engine/core/hex-label.js';
import {
  isEngaged,
  moveSquadron,
  squadronMoveChoices,
} from '../../../../../src/engine/rulesets/fleet/movement/squadron-move.js';
import type { FleetSquadron } from '../../../../../src/engine/rulesets/fleet/state.js';
import { CRUISER, GUNSHIP, ship, squadron, squadronIn, testState } from './fixture.js';

/** A hex by its label's column and row (core/hex-label.ts): the board is 20 columns by 12 rows. */
const o = (col: number, row: number): Hex => fromOffset({ col, row });
const cruiser = ship('a1', 'rebels', CRUISER, { anchor: o(10, 2), facing: 0 }); // covers 1002 and 1003
const stateWith = (squadrons: FleetSquadron[], extra = {}) => testState([cruiser], { squadrons, ...extra });

describe('engaged (5.7): an enemy squadron adjacent, not heavy, not obstructed', () => {
  it.each([
    ['an enemy fighter adjacent', [squadron('e1', 'empire', o(10, 7))], true],
    ['an enemy fighter two hexes away', [squadron('e1', 'empire', o(10, 8))], false],
    ['a friendly fighter adjacent', [squadron('f1', 'rebels', o(10, 7))], false],
    ['a heavy enemy adjacent does not engage', [squadron('e1', 'empire', o(10, 7), { class: GUNSHIP.id })], false],
    ['a destroyed enemy adjacent', [squadron('e1', 'empire', o(10, 7), { destroyed: true })], false],
  ] as const)('%s', (_name, others, engaged) => {
    const state = stateWith([squadron('s1', 'rebels', o(10, 6)), ...others]);
    expect(isEngaged(state, 's1')).toBe(engaged);
  });

  it('a heavy squadron is itself engaged by an enemy fighter', () => {
    const state = stateWith([
      squadron('s1', 'rebels', o(10, 6), { class: GUNSHIP.id }),
      squadron('e1', 'empire', o(10, 7)),
    ]);
    expect(isEngaged(state, 's1')).toBe(true);
  });
});

describe('squadron moves (5.7, 5.9: up to its speed in hexes, to a free hex on the board)', () => {
  it('every free hex within its speed, its own first', () => {
    const state = stateWith([squadron('s1', 'rebels', o(10, 8))]);
    const choices = squadronMoveChoices(state, 's1');
    expect(choices[0]).toEqual(o(10, 8));
    // Radius 3 holds 37 hexes, all on the board and free.
    expect(choices).toHaveLength(37);
  });

  it('ships, squadrons and the board edge take hexes away; obstacles do not', () => {
    const state = stateWith([squadron('s1', 'rebels', o(10, 6)), squadron('f1', 'rebels', o(12, 6))], {
      obstacles: [{ kind: 'asteroids', hex: o(9, 6) }],
    });
    const choices = squadronMoveChoices(state, 's1').map(formatHex);
    expect(choices).not.toContain('1003'); // the cruiser's rear hex (its front is 4 away)
    expect(choices).not.toContain('1206');
    expect(choices).toContain('0906');
    expect(choices).toHaveLength(37 - 2);
    const corner = stateWith([squadron('s2', 'rebels', o(0, 0))]);
    // From the corner hex, only the hexes with column and row >= 0 are on the board.
    const fromCorner = squadronMoveChoices(corner, 's2').map(toOffset);
    expect(fromCorner.every(({ col, row }) => col >= 0 && row >= 0)).toBe(true);
    expect(fromCorner.length).toBeLessThan(37);
  });

  it('an engaged squadron may only stay', () => {
    const state = stateWith([squadron('s1', 'rebels', o(10, 6)), squadron('e1', 'empire', o(10, 7))]);
    expect(squadronMoveChoices(state, 's1')).toEqual([o(10, 6)]);
    const stay = moveSquadron(state, 's1', o(10, 6));
    expect(stay.ok && stay.value.events).toEqual([
      { type: 'squadronMoved', squadron: 's1', from: o(10, 6), to: o(10, 6) },
    ]);
  });

  it.each([
    ['engaged', o(10, 6), [squadron('e1', 'empire', o(10, 7))], o(10, 4), 'ENGAGED'],
    ['too far', o(10, 6), [], o(10, 10), 'TOO_FAR'],
    ['onto a squadron', o(10, 6), [squadron('f1', 'rebels', o(11, 6))], o(11, 6), 'HEX_TAKEN'],
    ['onto a ship', o(10, 6), [], o(10, 3), 'HEX_TAKEN'],
    ['off the board', o(10, 1), [], o(10, -1), 'OFF_BOARD'],
  ] as const)('refused: %s', (_name, from, others, to, code) => {
    const state = stateWith([squadron('s1', 'rebels', from), ...others]);
    const result = moveSquadron(state, 's1', to);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  it('a move', () => {
    const state = stateWith([squadron('s1', 'rebels', o(10, 6))]);
    const moved = moveSquadron(state, 's1', o(12, 7));
    expect(moved.ok && moved.value.events).toEqual([
      { type: 'squadronMoved', squadron: 's1', from: o(10, 6), to: o(12, 7) },
    ]);
    expect(moved.ok && squadronIn(moved.value.state, 's1').hex).toEqual(o(12, 7));
  });

  it('unknown or destroyed: NO_SUCH_SQUADRON', () => {
    const state = stateWith([squadron('s1', 'rebels', o(10, 6), { destroyed: true })]);
    const result = moveSquadron(state, 's1', o(10, 7));
    expect(result.ok ? null : result.error.code).toBe('NO_SUCH_SQUADRON');
    expect(squadronMoveChoices(state, 's1')).toEqual([]);
  });
});

describe('a squadron ending beside a station repairs 1 hull, up to its class hull', () => {
  const station = { obstacles: [{ kind: 'station' as const, hex: o(12, 8) }] };

  it.each([
    ['damaged, ending beside it', 1, o(12, 7), 2, true],
    ['damaged, ending on it', 2, o(12, 8), 3, true],
    ['at full hull', 3, o(12, 7), 3, false],
    ['damaged, ending away from it', 1, o(11, 6), 1, false],
  ] as const)('%s', (_name, hull, to, after, repaired) => {
    const state = stateWith([squadron('s1', 'rebels', o(10, 6), { hull })], station);
    const moved = moveSquadron(state, 's1', to);
    if (!moved.ok) throw new Error(moved.error.code);
    expect(squadronIn(moved.value.state, 's1').hull).toBe(after);
    expect(moved.value.events.some((e) => e.type === 'squadronRepaired')).toBe(repaired);
  });
});
