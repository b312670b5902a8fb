/** `fleet`'s AI hook (issue 18's RulesetAi contract; issue 43). */
import { describe, expect, test } from 'vitest';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import { seedRng } from '../../../../../src/engine/core/rng.js';
import type { Facing } from '../../../../../src/engine/core/hex.js';
import {
  blindForAi,
  FLEET_AI,
  handBackForAi,
  rankForAi,
  reseedForAi,
  scoreForAi,
} from '../../../../../src/engine/rulesets/fleet/ai/index.js';
import type { FleetCommand } from '../../../../../src/engine/rulesets/fleet/commands.js';
import type { FleetShip, FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { CORVETTE, CRUISER, ship, squadron, testState, withCards } from '../damage/fixture.js';

const at = (col: number, row: number, facing: Facing) => ({ anchor: fromOffset({ col, row }), facing });

/** Rebel cruiser a1 at col 4 row 9 facing N; imperial corvette b1 at col 4 row 2 facing S; imperial fighter s1 far off. */
function board(a: Partial<FleetShip> = {}, b: Partial<FleetShip> = {}): FleetState {
  return testState({
    ships: [
      ship('a1', 'rebels', CRUISER, { at: at(4, 9, 0), ...a }),
      ship('b1', 'empire', CORVETTE, { at: at(4, 2, 3), ...b }),
    ],
    squadrons: [squadron('s1', 'empire', { hex: fromOffset({ col: 15, row: 10 }) })],
  });
}

const manoeuvre = (speed: number, veers: (-1 | 0 | 1)[] = []): FleetCommand => ({
  type: 'manoeuvre',
  side: 'rebels',
  ship: 'a1',
  speed,
  veers,
  navigate: { dial: false, token: false },
});

describe('rankForAi (the easy level)', () => {
  const state = board();
  const done: FleetCommand = { type: 'done', side: 'rebels' };

  test('concede and whole turn cards (plan) rank 0', () => {
    expect(rankForAi({ type: 'concede', side: 'rebels' }, state)).toBe(0);
    expect(rankForAi({ type: 'plan', side: 'rebels', commands: [done] }, state)).toBe(0);
  });

  test('attacks rank above done and above every other decision', () => {
    const attack: FleetCommand = {
      type: 'attack',
      side: 'rebels',
      ship: 'a1',
      from: 'front',
      target: { ship: 'b1', zone: 'front' },
    };
    const sqAttack: FleetCommand = {
      type: 'squadronAttack',
      side: 'empire',
      squadron: 's1',
      target: { ship: 'a1', zone: 'left' },
    };
    expect(rankForAi(attack, state)).toBeGreaterThan(rankForAi(done, state));
    expect(rankForAi(sqAttack, state)).toBeGreaterThan(rankForAi(done, state));
    for (const other of [
      manoeuvre(2),
      { type: 'effects', side: 'rebels', add: 'red', lock: [] } as FleetCommand,
      { type: 'activate', side: 'rebels', ship: 'a1', use: 'command' } as FleetCommand,
      { type: 'repair', side: 'rebels', action: 'discard', card: 'facedown' } as FleetCommand,
    ]) {
      expect(rankForAi(attack, state)).toBeGreaterThan(rankForAi(other, state));
      expect(rankForAi(other, state)).toBeGreaterThan(rankForAi(done, state));
    }
  });

  test('manoeuvres that end closer to an enemy rank higher', () => {
    const ranks = [1, 2, 3].map((s) => rankForAi(manoeuvre(s), state));
    expect(ranks[1]).toBeGreaterThan(ranks[0]!);
    expect(ranks[2]).toBeGreaterThan(ranks[1]!);
    // Veering away ends farther than going straight.
    expect(rankForAi(manoeuvre(3, [0, 1, 0]), state)).toBeLessThan(ranks[2]!);
  });

  test('a manoeuvre off the board ranks below done (the ship would be lost)', () => {
    const edge = board({ at: at(4, 1, 0) }, { at: at(10, 9, 0) });
    expect(rankForAi(manoeuvre(2), edge)).toBeLessThan(rankForAi(done, edge));
    expect(rankForAi(manoeuvre(2), edge)).toBeGreaterThan(0);
  });

  test('squadron moves that end nearer an enemy rank higher', () => {
    const s = { ...state, squadrons: [squadron('r1', 'rebels', { hex: fromOffset({ col: 4, row: 7 }) })] };
    const move = (row: number): FleetCommand => ({
      type: 'squadronMove',
      side: 'rebels',
      squadron: 'r1',
      to: fromOffset({ col: 4, row }),
    });
    expect(rankForAi(move(4), s)).toBeGreaterThan(rankForAi(move(6), s));
    expect(rankForAi(move(3), s)).toBeGreaterThan(rankForAi(move(4), s));
  });

  test('defend: the spend that saves the most damage ranks above keeping the tokens', () => {
    const s: FleetState = {
      ...board({ at: at(4, 4, 0) }),
      attack: {
        id: 'a1',
        kind: 'normal',
        attacker: { kind: 'ship', ship: 'a1', zone: 'front' },
        defender: { kind: 'ship', ship: 'b1', zone: 'front' },
        queue: [],
        band: 'close',
        distance: 2,
        obstructed: false,
        dice: [
          { colour: 'red', face: 4, rerolled: false, cancelled: false },
          { colour: 'red', face: 0, rerolled: false, cancelled: false },
        ],
        step: 'defence',
        locked: [],
        spent: [],
        redirect: null,
        salvo: false,
      },
    };
    const defend = (spend: { evade?: 1 | 2 }): FleetCommand => ({ type: 'defend', side: 'empire', window: 'w', spend });
    expect(rankForAi(defend({ evade: 1 }), s)).toBeGreaterThan(rankForAi(defend({}), s));
    expect(rankForAi(defend({}), s)).toBeGreaterThan(0);
  });

  test('repairs: a discard (3 points) before a recover (2) before a move (1); keeping the dial before its token', () => {
    const r = (action: 'move' | 'recover' | 'discard'): FleetCommand => ({ type: 'repair', side: 'rebels', action });
    expect(rankForAi(r('discard'), state)).toBeGreaterThan(rankForAi(r('recover'), state));
    expect(rankForAi(r('recover'), state)).toBeGreaterThan(rankForAi(r('move'), state));
    expect(rankForAi({ type: 'activate', side: 'rebels', ship: 'a1', use: 'command' }, state)).toBeGreaterThan(
      rankForAi({ type: 'activate', side: 'rebels', ship: 'a1', use: 'token' }, state),
    );
  });

  test('dials: concentrate fire near an enemy, navigate far from one', () => {
    const dial = (d: 'navigate' | 'concentrate'): FleetCommand => ({
      type: 'dials',
      side: 'rebels',
      ship: 'a1',
      dials: [d],
    });
    const near = board({ at: at(4, 5, 0) });
    const far = board({}, { at: at(18, 0, 3) });
    expect(rankForAi(dial('concentrate'), near)).toBeGreaterThan(rankForAi(dial('navigate'), near));
    expect(rankForAi(dial('navigate'), far)).toBeGreaterThan(rankForAi(dial('concentrate'), far));
  });
});

describe('scoreForAi (the normal level)', () => {
  const plain = { facing: 0, exposure: 0, closing: 0, focus: 0 };

  test("own hull and shields count for the side, the enemy's against it", () => {
    const base = board();
    const hurt = withCards(base, 'a1', ['structural-damage-1', 'structural-damage-2']);
    const shieldless = board({ shields: { front: 0, right: 2, rear: 1, left: 2 } });
    expect(scoreForAi(hurt, 'rebels', plain)).toBeLessThan(scoreForAi(base, 'rebels', plain));
    expect(scoreForAi(shieldless, 'rebels', plain)).toBeLessThan(scoreForAi(base, 'rebels', plain));
    expect(scoreForAi(hurt, 'empire', plain)).toBeGreaterThan(scoreForAi(base, 'empire', plain));
  });

  test('an enemy destroyed is worth its points on top of its boxes', () => {
    const base = board();
    const gone = board({}, { destroyed: true });
    // The corvette is worth 40 points whole: destroyed, the rebels gain its boxes (40) and its points (40).
    expect(scoreForAi(gone, 'rebels', plain) - scoreForAi(base, 'rebels', plain)).toBeCloseTo(80);
  });

  test('objective points count', () => {
    const base = board();
    const scored = { ...base, objectivePoints: { rebels: 25, empire: 0 } };
    expect(scoreForAi(scored, 'rebels', plain) - scoreForAi(base, 'rebels', plain)).toBeCloseTo(25);
    expect(scoreForAi(scored, 'empire', plain) - scoreForAi(base, 'empire', plain)).toBeCloseTo(-25);
  });

  test("facing: an enemy in an own zone's arc at close/medium range is worth more than one out of it", () => {
    const w = { ...plain, facing: 1 };
    const inArc = board({ at: at(4, 5, 0) }); // bow 3 hexes from the corvette: medium, front arc (2 red, 1 blue)
    const turned = board({ at: at(4, 5, 3) }); // the same place, the bow away: only the rear's one red die bears
    const far = board({ at: at(4, 10, 0) }); // front arc, but long range
    expect(scoreForAi(inArc, 'rebels', w)).toBeGreaterThan(scoreForAi(turned, 'rebels', w));
    expect(scoreForAi(inArc, 'rebels', w)).toBeGreaterThan(scoreForAi(far, 'rebels', w));
  });

  test('exposure: an enemy bearing on an own ship costs', () => {
    const w = { ...plain, exposure: 1 };
    const covered = board({ at: at(4, 5, 0) }); // the corvette's front zone, 3 hexes off: medium range
    const far = board({ at: at(4, 12, 0) });
    expect(scoreForAi(covered, 'rebels', w)).toBeLessThan(scoreForAi(far, 'rebels', w));
  });

  test('with equal weights the valuation is zero-sum between the two sides', () => {
    const w = { own: 1, enemy: 1, facing: 0.7, exposure: 0.7, closing: 0, focus: 0 };
    const s = withCards(board({ at: at(4, 5, 0) }), 'b1', ['crew-panic-1']);
    expect(scoreForAi(s, 'rebels', w)).toBeCloseTo(-scoreForAi(s, 'empire', w));
  });

  test('closing: each hex past medium range to the nearest enemy ship costs', () => {
    const w = { ...plain, closing: 1 };
    expect(scoreForAi(board({ at: at(4, 12, 0) }), 'rebels', w)).toBeLessThan(
      scoreForAi(board({ at: at(4, 8, 0) }), 'rebels', w),
    );
  });

  test('the default weights give a finite number', () => {
    expect(Number.isFinite(scoreForAi(board(), 'rebels'))).toBe(true);
    expect(Number.isFinite(FLEET_AI.score!(board({}, { destroyed: true }), 'rebels'))).toBe(true);
  });
});

describe('blindForAi, reseedForAi, handBackForAi', () => {
  test("seed 004 p. 7: the other side's sealed dials are set aside (depth kept), own kept", () => {
    const s: FleetState = { ...board(), dials: { a1: ['navigate', 'repair'], b1: ['concentrate'] } };
    expect(blindForAi(s, 'rebels').dials).toEqual({ a1: ['navigate', 'repair'], b1: ['sealed'] });
    expect(blindForAi(s, 'empire').dials).toEqual({ a1: ['sealed', 'sealed'], b1: ['concentrate'] });
  });

  test("the other side's planned activation is not read; its own is", () => {
    const plan = { side: 'empire', ship: 'b1', commands: [{ type: 'done' as const, side: 'empire' }] };
    const s: FleetState = { ...board(), plan };
    expect(blindForAi(s, 'rebels').plan).toBeNull();
    expect(blindForAi(s, 'empire').plan).toEqual(plan);
  });

  test('reseed: only the generator changes', () => {
    const s = board();
    const r = reseedForAi(s, 'other');
    expect(r.rng).toEqual(seedRng('other'));
    expect({ ...r, rng: s.rng }).toEqual(s);
  });

  test('hand back: a ship at half its hull in cards or lost', () => {
    expect(handBackForAi(board(), 'rebels')).toEqual([]);
    expect(handBackForAi(withCards(board(), 'b1', ['crew-panic-1', 'crew-panic-2']), 'empire')).toEqual(['b1']);
    expect(handBackForAi(board({ destroyed: true }), 'rebels')).toEqual(['a1']);
  });
});
