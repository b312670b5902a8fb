/**
 * The Charge phase (issue 44 deliverable 3; seed 003, "Charge Sequence" 1-5): who may declare, the
 * 2D6 roll (and the seed's odds as a check of the dice service), targets chosen after the roll, the
 * move that must engage every target and no other enemy unit, a failed charge leaving the unit
 * where it was, and fights first for this Fight phase only.
 */
import { describe, expect, test } from 'vitest';
import { D6, rollDice } from '../../../../../src/engine/core/dice.js';
import { createRng, seedRng } from '../../../../../src/engine/core/rng.js';
import { engagedWith } from '../../../../../src/engine/rulesets/skirmish/geometry/index.js';
import {
  chargeCandidates,
  declareCharge,
  failPendingCharge,
  makeChargeMove,
} from '../../../../../src/engine/rulesets/skirmish/flow/charge-phase.js';
import { startFightPhase, eligibleFighters } from '../../../../../src/engine/rulesets/skirmish/flow/fight-phase.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { at, fileUnit, inPhase, types, unit } from './close-fixture.js';

/** Blue's squad in a file down column 10 (rows 2-6); red's pack 8 rows below it (rows 14-18). */
const squad = (extra: Partial<SkirmishUnit> = {}): SkirmishUnit => fileUnit('bs', 'blue', 'squad', 10, 2, 5, extra);
const pack = (row = 14, count = 5): SkirmishUnit => fileUnit('rp', 'red', 'pack', 10, row, count);
const chargeState = (units: readonly SkirmishUnit[], dice?: readonly number[], over: Partial<SkirmishState> = {}) =>
  inPhase('charge', units, over, dice);

describe('seed 003, Charge 1: declare a charge (within 12" of an enemy, unengaged, no Advance or Fall Back)', () => {
  const cases: { name: string; units: SkirmishUnit[]; code: string | null }[] = [
    { name: 'an enemy 8 away: it may charge', units: [squad(), pack()], code: null },
    { name: 'an enemy 12 away: it may charge', units: [squad(), pack(18, 4)], code: null },
    { name: 'the nearest enemy 13 away: NO_ENEMY_IN_RANGE', units: [squad(), pack(19, 4)], code: 'NO_ENEMY_IN_RANGE' },
    { name: 'moved normally: it may charge', units: [squad({ movement: 'normal' }), pack()], code: null },
    { name: 'arrived from reserve: it may charge', units: [squad({ movement: 'arrived' }), pack()], code: null },
    { name: 'advanced: CANNOT_CHARGE', units: [squad({ movement: 'advance' }), pack()], code: 'CANNOT_CHARGE' },
    { name: 'fell back: CANNOT_CHARGE', units: [squad({ movement: 'fallBack' }), pack()], code: 'CANNOT_CHARGE' },
    {
      name: 'engaged (an enemy 2 away): ENGAGED',
      units: [squad(), pack(), fileUnit('rc', 'red', 'captain', 10, 8, 1)],
      code: 'ENGAGED',
    },
    {
      name: 'already declared this turn: ALREADY_CHARGED',
      units: [squad({ chargeDeclared: true }), pack()],
      code: 'ALREADY_CHARGED',
    },
  ];
  test.each(cases)('$name', ({ units, code }) => {
    const state = chargeState(units, [3, 4]);
    const declared = declareCharge(state, { type: 'charge', side: 'blue', unit: 'bs' });
    expect(declared.ok ? null : declared.error.code).toBe(code);
    expect(chargeCandidates(state, 'blue')).toEqual(code === null ? ['bs'] : []);
  });

  test("only in the side's own Charge phase, with its own unit", () => {
    const state = chargeState([squad(), pack()], [3, 4]);
    const code = (s: SkirmishState, side: string, id: string): string | null => {
      const r = declareCharge(s, { type: 'charge', side, unit: id });
      return r.ok ? null : r.error.code;
    };
    expect(code({ ...state, phase: 'shooting' }, 'blue', 'bs')).toBe('WRONG_PHASE');
    expect(code(state, 'red', 'rp')).toBe('NOT_YOUR_TURN');
    expect(code(state, 'blue', 'rp')).toBe('NOT_YOUR_UNIT');
    expect(code(state, 'blue', 'nobody')).toBe('NO_SUCH_UNIT');
    expect(chargeCandidates(state, 'red')).toEqual([]);
  });
});

describe('seed 003, Charge 2: roll 2D6 (the maximum charge distance; Command Re-roll may follow)', () => {
  test('the roll waits as the pending charge roll: chargeDeclared, the dice, chargeRolled', () => {
    const state = chargeState([squad(), pack()], [3, 4]);
    const declared = declareCharge(state, { type: 'charge', side: 'blue', unit: 'bs' });
    if (!declared.ok) throw new Error(declared.error.code);
    expect(types(declared.value.events)).toEqual(['chargeDeclared', 'diceRolled', 'chargeRolled']);
    expect(declared.value.events[1]).toMatchObject({ dice: '2d6', faces: [3, 4], result: 7 });
    expect(declared.value.events[2]).toEqual({ type: 'chargeRolled', unit: 'bs', dice: [3, 4], total: 7 });
    expect(declared.value.state.pending).toEqual({
      kind: 'charge',
      side: 'blue',
      unit: 'bs',
      dice: [3, 4],
      total: 7,
      rerolled: false,
    });
    expect(unit(declared.value.state, 'bs').chargeDeclared).toBe(true);
    // A second declaration waits until this roll is used.
    const again = declareCharge(declared.value.state, { type: 'charge', side: 'blue', unit: 'bs' });
    expect(again.ok ? null : again.error.code).toBe('ROLL_PENDING');
  });

  // A roll of 2 reaches nothing 8 away (8 > 2 + 2): it fails at once unless Command Re-roll can still change it.
  const short: { name: string; over: Partial<SkirmishState>; unitExtra: Partial<SkirmishUnit>; fails: boolean }[] = [
    { name: 'no CP: fails at once (noTarget)', over: { cp: { blue: 0, red: 2 } }, unitExtra: {}, fails: true },
    {
      name: 'Command Re-roll used this phase: fails at once',
      over: { stratagemsUsed: ['commandReroll:blue'] },
      unitExtra: {},
      fails: true,
    },
    {
      name: 'the unit had a stratagem this phase: fails at once',
      over: {},
      unitExtra: { stratagemIn: 'r1:blue:charge' },
      fails: true,
    },
    { name: '1 CP and the re-roll unused: the roll waits for it', over: {}, unitExtra: {}, fails: false },
  ];
  test.each(short)('a short roll (1 + 1) with $name', ({ over, unitExtra, fails }) => {
    const state = chargeState([squad(unitExtra), pack()], [1, 1], over);
    const declared = declareCharge(state, { type: 'charge', side: 'blue', unit: 'bs' });
    if (!declared.ok) throw new Error(declared.error.code);
    if (fails) {
      expect(declared.value.events.at(-1)).toEqual({ type: 'chargeFailed', unit: 'bs', reason: 'noTarget' });
      expect(declared.value.state.pending).toBeNull();
    } else {
      expect(types(declared.value.events)).not.toContain('chargeFailed');
      expect(declared.value.state.pending?.total).toBe(2);
    }
  });

  test("the seed's odds, as a check of the dice service: 2D6 >= 9 about 27.8%, >= 8 41.7%, >= 7 58.3%, >= 6 72.2%", () => {
    const rng = createRng(seedRng('seed 003 charge odds'));
    const rolls = 20000;
    const atLeast = new Map<number, number>([
      [9, 0],
      [8, 0],
      [7, 0],
      [6, 0],
    ]);
    for (let i = 0; i < rolls; i++) {
      const total = rollDice(rng, D6, 2, 'charge').result;
      for (const n of atLeast.keys()) if (total >= n) atLeast.set(n, (atLeast.get(n) ?? 0) + 1);
    }
    const expected = new Map([
      [9, 10 / 36],
      [8, 15 / 36],
      [7, 21 / 36],
      [6, 26 / 36],
    ]);
    for (const [n, p] of expected) expect(Math.abs((atLeast.get(n) ?? 0) / rolls - p)).toBeLessThan(0.015);
  });
});

describe('seed 003, Charge 3: select targets after the roll (within 12" and the rolled distance), then the move', () => {
  /** Declared with `dice`; the state with the roll pending. */
  function declared(
    units: readonly SkirmishUnit[],
    dice: readonly number[],
    over: Partial<SkirmishState> = {},
  ): SkirmishState {
    const r = declareCharge(chargeState(units, dice, over), { type: 'charge', side: 'blue', unit: 'bs' });
    if (!r.ok) throw new Error(r.error.code);
    return r.value.state;
  }

  test('a roll of 8 against the pack 8 away: the charge succeeds, engaged with it (fights first this phase)', () => {
    const state = declared([squad(), pack()], [4, 4]);
    const moved = makeChargeMove(state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['rp'] });
    if (!moved.ok) throw new Error(moved.error.code);
    expect(types(moved.value.events)).toEqual(['chargeTargetsChosen', 'unitMoved', 'chargeSucceeded']);
    expect(moved.value.events[1]).toMatchObject({ type: 'unitMoved', unit: 'bs', movement: 'charge', allowance: 8 });
    const after = unit(moved.value.state, 'bs');
    expect(after.charged).toBe(true);
    expect(engagedWith(moved.value.state, after)).toEqual(['rp']);
    expect(moved.value.state.pending).toBeNull();
    expect(moved.value.state.lastMove).toMatchObject({ unit: 'bs', kind: 'charge', allowance: 8 });
  });

  test('a target beyond the roll (11 away on a 7) is not a charge target; the roll still waits', () => {
    const far = fileUnit('rc', 'red', 'captain', 12, 17, 1);
    const state = declared([squad(), pack(), far], [3, 4]);
    const moved = makeChargeMove(state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['rp', 'rc'] });
    expect(moved.ok ? null : moved.error.code).toBe('NOT_A_CHARGE_TARGET');
    const friendly = makeChargeMove(state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['bs'] });
    expect(friendly.ok ? null : friendly.error.code).toBe('FRIENDLY_TARGET');
    expect(state.pending?.kind).toBe('charge');
  });

  test('no charge roll waiting: NO_ROLL', () => {
    const state = chargeState([squad(), pack()]);
    const moved = makeChargeMove(state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['rp'] });
    expect(moved.ok ? null : moved.error.code).toBe('NO_ROLL');
  });

  test('a short roll: 2 reaches nothing and no re-roll is left, so the charge fails at once and the unit stays', () => {
    const units = [squad(), pack()];
    const r = declareCharge(chargeState(units, [1, 1], { cp: { blue: 0, red: 0 } }), {
      type: 'charge',
      side: 'blue',
      unit: 'bs',
    });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.events.at(-1)).toEqual({ type: 'chargeFailed', unit: 'bs', reason: 'noTarget' });
    expect(unit(r.value.state, 'bs').models).toEqual(units[0]?.models);
    expect(unit(r.value.state, 'bs').charged).toBe(false);
  });

  test('engaged with a non-target: a captain in front of the pack makes every move to the pack fail (cannotReach)', () => {
    const guard = fileUnit('rc', 'red', 'captain', 10, 13, 1);
    const state = declared([squad(), pack(), guard], [3, 4]);
    const moved = makeChargeMove(state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['rp'] });
    if (!moved.ok) throw new Error(moved.error.code);
    expect(moved.value.events).toEqual([
      { type: 'chargeTargetsChosen', unit: 'bs', targets: ['rp'] },
      { type: 'chargeFailed', unit: 'bs', reason: 'cannotReach' },
    ]);
    // Seed 003: "the charge fails and the unit stays put".
    expect(unit(moved.value.state, 'bs').models).toEqual(unit(state, 'bs').models);
    expect(unit(moved.value.state, 'bs').charged).toBe(false);
    expect(moved.value.state.pending).toBeNull();
  });

  test('both as targets: the same roll engages the captain and the pack together (a multi-charge)', () => {
    const guard = fileUnit('rc', 'red', 'captain', 10, 13, 1);
    const state = declared([squad(), pack(), guard], [3, 4]);
    const moved = makeChargeMove(state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['rp', 'rc'] });
    if (!moved.ok) throw new Error(moved.error.code);
    expect(types(moved.value.events)).toEqual(['chargeTargetsChosen', 'unitMoved', 'chargeSucceeded']);
    expect(engagedWith(moved.value.state, unit(moved.value.state, 'bs')).sort()).toEqual(['rc', 'rp']);
  });

  test('hexes that are no legal charge placement: the charge fails (cannotReach)', () => {
    const state = declared([squad(), pack()], [4, 4]);
    // Every model where it stands: nothing ends engaged with the pack.
    const hexes = unit(state, 'bs').models.map((m) => m.hex ?? at(0, 0));
    const moved = makeChargeMove(state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['rp'], hexes });
    if (!moved.ok) throw new Error(moved.error.code);
    expect(moved.value.events.at(-1)).toEqual({ type: 'chargeFailed', unit: 'bs', reason: 'cannotReach' });
  });

  test('seed 003, Charge 3 ("Cannot: charge fails"): a `to` no charge move can start from does not fail a charge the roll allows', () => {
    const state = declared([squad(), pack()], [4, 4]);
    // Row 1 is behind the squad: no model ends closer there, but a legal move to the pack exists.
    const moved = makeChargeMove(state, {
      type: 'chargeMove',
      side: 'blue',
      unit: 'bs',
      targets: ['rp'],
      to: at(10, 1),
    });
    if (!moved.ok) throw new Error(moved.error.code);
    expect(types(moved.value.events)).toEqual(['chargeTargetsChosen', 'unitMoved', 'chargeSucceeded']);
    expect(engagedWith(moved.value.state, unit(moved.value.state, 'bs'))).toEqual(['rp']);
  });

  test('seed 003, Charge 3: hexes off the board or one hex listed twice are refused, not a failed charge; the roll still waits', () => {
    const state = declared([squad(), pack()], [4, 4]);
    const hexes = unit(state, 'bs').models.map((m) => m.hex ?? at(0, 0));
    const code = (listed: typeof hexes): string | null => {
      const moved = makeChargeMove(state, {
        type: 'chargeMove',
        side: 'blue',
        unit: 'bs',
        targets: ['rp'],
        hexes: listed,
      });
      return moved.ok ? null : moved.error.code;
    };
    expect(code([at(10, 40), ...hexes.slice(1)])).toBe('OFF_BOARD');
    expect(code([hexes[1] ?? at(0, 0), ...hexes.slice(1)])).toBe('HEX_TAKEN');
    expect(state.pending?.kind).toBe('charge');
  });

  test('done with a charge pending: the charge fails (declined)', () => {
    const state = declared([squad(), pack()], [4, 4]);
    const failed = failPendingCharge(state);
    expect(failed.events).toEqual([{ type: 'chargeFailed', unit: 'bs', reason: 'declined' }]);
    expect(failed.state.pending).toBeNull();
    expect(failPendingCharge(failed.state).events).toEqual([]);
  });
});

describe('seed 003, Charge 5: a successful charge fights first, in this Fight phase only', () => {
  test('the charger selects in the Fights First step; next turn (charged cleared) it waits for the remaining combats', () => {
    const r = declareCharge(chargeState([squad(), pack()], [4, 4]), { type: 'charge', side: 'blue', unit: 'bs' });
    if (!r.ok) throw new Error(r.error.code);
    const moved = makeChargeMove(r.value.state, { type: 'chargeMove', side: 'blue', unit: 'bs', targets: ['rp'] });
    if (!moved.ok) throw new Error(moved.error.code);
    const fight = startFightPhase({ ...moved.value.state, phase: 'fight' });
    expect(fight.events).toEqual([{ type: 'fightStepStarted', step: 'fightsFirst', toSelect: 'blue' }]);
    expect(eligibleFighters(fight.state, 'blue')).toEqual(['bs']);
    expect(eligibleFighters(fight.state, 'red')).toEqual([]);
    // Red's turn: flags of the last turn gone (flow/turn.ts clears `charged`): no fights first.
    const later: SkirmishState = {
      ...fight.state,
      active: 'red',
      units: fight.state.units.map((u) => ({ ...u, charged: false, fought: false })),
    };
    const next = startFightPhase(later);
    expect(next.events).toEqual([{ type: 'fightStepStarted', step: 'remaining', toSelect: 'blue' }]);
    expect(eligibleFighters(next.state, 'blue')).toEqual(['bs']);
    expect(eligibleFighters(next.state, 'red')).toEqual(['rp']);
  });
});
