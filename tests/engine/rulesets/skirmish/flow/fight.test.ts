/**
 * The Fight phase (issue 44 deliverable 1; seed 003, "Fight Phase": "Chargers fight first; Alternate
 * activating; Resolve attack sequence"): the Fights First step (chargers and fights-first units, the
 * active side first), the remaining combats (the side `settings.remainingFightsFirst` names first),
 * alternation with sides that have nothing left skipped, pile in, the refusals, and the allocation
 * reaction of an attack answered before the next selection.
 */
import { describe, expect, test } from 'vitest';
import { answerAllocation } from '../../../../../src/engine/rulesets/skirmish/attack/index.js';
import {
  eligibleFighters,
  fight,
  fightPhaseOver,
  fightSelector,
  startFightPhase,
} from '../../../../../src/engine/rulesets/skirmish/flow/fight-phase.js';
import { DEFAULT_SKIRMISH_SETTINGS } from '../../../../../src/engine/rulesets/skirmish/settings.js';
import type { SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { fileUnit, inPhase, types, unit } from './close-fixture.js';

/**
 * Two combats: blue's squad (charged) against red's pack in column 5, blue's captain against red's
 * captain in column 20. No CP on either side: no Brace for Impact, so only a real choice of order
 * opens an allocation window.
 */
function combats(over: Partial<SkirmishState> = {}, squad: Partial<SkirmishUnit> = { charged: true }): SkirmishState {
  return inPhase(
    'fight',
    [
      fileUnit('bs', 'blue', 'squad', 5, 2, 5, squad),
      fileUnit('rp', 'red', 'pack', 5, 8, 5),
      fileUnit('bc', 'blue', 'captain', 20, 5, 1),
      fileUnit('rc', 'red', 'captain', 20, 7, 1),
    ],
    { cp: { blue: 0, red: 0 }, ...over },
  );
}

const started = (state: SkirmishState): SkirmishState => startFightPhase(state).state;

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const code = (r: { ok: boolean; error?: { code: string } }): string | null => (r.ok ? null : (r.error?.code ?? null));

describe('seed 003, Fight: chargers fight first, then the players alternate', () => {
  test('the Fights First step: only the charger, blue (the active side) selecting', () => {
    const start = startFightPhase(combats());
    expect(start.events).toEqual([{ type: 'fightStepStarted', step: 'fightsFirst', toSelect: 'blue' }]);
    expect(start.state.fight).toEqual({ step: 'fightsFirst', toSelect: 'blue' });
    expect(fightSelector(start.state)).toBe('blue');
    expect(eligibleFighters(start.state, 'blue')).toEqual(['bs']);
    expect(eligibleFighters(start.state, 'red')).toEqual([]);
    expect(fightPhaseOver(start.state)).toBe(false);
  });

  test('no charger: the remaining combats at once, the defender (red) selecting first by default', () => {
    const start = startFightPhase(combats({}, {}));
    expect(start.events).toEqual([{ type: 'fightStepStarted', step: 'remaining', toSelect: 'red' }]);
    expect(eligibleFighters(start.state, 'blue')).toEqual(['bs', 'bc']);
    expect(eligibleFighters(start.state, 'red')).toEqual(['rp', 'rc']);
  });

  test('settings.remainingFightsFirst `active`: blue selects first among the remaining combats', () => {
    const start = startFightPhase(
      combats({ settings: { ...DEFAULT_SKIRMISH_SETTINGS, remainingFightsFirst: 'active' } }, {}),
    );
    expect(start.events).toEqual([{ type: 'fightStepStarted', step: 'remaining', toSelect: 'blue' }]);
  });

  test('a unit with the fightsFirst ability selects in the Fights First step though it did not charge', () => {
    const catalog = combats().catalog;
    const pack = catalog.datasheets.pack;
    if (!pack) throw new Error('no pack');
    const state = combats(
      {
        catalog: {
          ...catalog,
          datasheets: { ...catalog.datasheets, pack: { ...pack, abilities: { fightsFirst: true } } },
        },
      },
      {},
    );
    const start = startFightPhase(state);
    // Blue (the active side) has nothing to fight first: red selects.
    expect(start.events).toEqual([{ type: 'fightStepStarted', step: 'fightsFirst', toSelect: 'red' }]);
    expect(eligibleFighters(start.state, 'red')).toEqual(['rp']);
  });

  test('nobody engaged: no step, the phase is over at once', () => {
    const state = inPhase('fight', [fileUnit('bs', 'blue', 'squad', 5, 2, 5), fileUnit('rp', 'red', 'pack', 5, 15, 5)]);
    const start = startFightPhase(state);
    expect(start.events).toEqual([]);
    expect(start.state.fight).toBeNull();
    expect(fightSelector(start.state)).toBeNull();
    expect(fightPhaseOver(start.state)).toBe(true);
  });

  test("last phase's `fought` marks are cleared when the phase starts", () => {
    const state = combats({}, { charged: true, fought: true });
    expect(eligibleFighters(started(state), 'blue')).toEqual(['bs']);
  });

  test('refusals: NOT_YOUR_SELECTION, FIGHTS_FIRST_PENDING, NOT_ENGAGED_WITH, NO_SUCH_WEAPON, WRONG_PHASE', () => {
    const state = started(combats());
    expect(code(fight(state, { type: 'fight', side: 'red', unit: 'rc', target: 'bc' }))).toBe('NOT_YOUR_SELECTION');
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bc', target: 'rc' }))).toBe('FIGHTS_FIRST_PENDING');
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rc' }))).toBe('NOT_ENGAGED_WITH');
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp', weapon: 'claws' }))).toBe(
      'NO_SUCH_WEAPON',
    );
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'rp', target: 'bs' }))).toBe('NOT_YOUR_UNIT');
    expect(code(fight({ ...state, phase: 'charge' }, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp' }))).toBe(
      'WRONG_PHASE',
    );
  });

  test('seed 003, Fight: a target that does not exist is NO_SUCH_UNIT, a destroyed one UNIT_DESTROYED', () => {
    const base = combats();
    const gone: SkirmishState = {
      ...base,
      units: [...base.units, { ...fileUnit('rx', 'red', 'pack', 9, 2, 0), destroyed: true }],
    };
    const state = started(gone);
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'nobody' }))).toBe('NO_SUCH_UNIT');
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rx' }))).toBe('UNIT_DESTROYED');
  });

  test('an unengaged unit: CANNOT_FIGHT', () => {
    const state = started(
      inPhase('fight', [
        fileUnit('bs', 'blue', 'squad', 5, 2, 5),
        fileUnit('rp', 'red', 'pack', 5, 8, 5),
        fileUnit('bc', 'blue', 'captain', 20, 5, 1),
      ]),
    );
    expect(fightSelector(state)).toBe('red');
    const blueTurn: SkirmishState = { ...state, fight: { step: 'remaining', toSelect: 'blue' } };
    expect(code(fight(blueTurn, { type: 'fight', side: 'blue', unit: 'bc', target: 'rp' }))).toBe('CANNOT_FIGHT');
  });

  test('the charger piles in and fights: unitFought, the attack, then the remaining combats with red first', () => {
    const state = started(combats());
    const fought = must(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp' }));
    const kinds = types(fought.events);
    // Only the squad's fifth model (row 6) stood within 2 of the pack (row 8): the others pile in.
    expect(kinds[0]).toBe('unitMoved');
    expect(fought.events[0]).toMatchObject({ unit: 'bs', movement: 'pileIn', allowance: 3 });
    expect(kinds[1]).toBe('unitFought');
    expect(fought.events[1]).toEqual({ type: 'unitFought', unit: 'bs', target: 'rp' });
    const declared = fought.events.filter((e) => e.type === 'attackDeclared');
    // The sergeant's sword and the troopers' blades: each model its own melee weapon.
    expect(declared.map((e) => (e.type === 'attackDeclared' ? [e.kind, e.weapon] : []))).toEqual([
      ['fight', 'sword'],
      ['fight', 'blade'],
    ]);
    expect(unit(fought.state, 'bs').fought).toBe(true);
    expect(fought.state.attack).toBeNull();
    expect(fought.events.at(-1)).toEqual({ type: 'fightStepStarted', step: 'remaining', toSelect: 'red' });
    expect(fightSelector(fought.state)).toBe('red');
    expect(code(fight(fought.state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp' }))).toBe(
      'NOT_YOUR_SELECTION',
    );
  });

  test('alternation to the end (no charger): red, blue, red, blue; an allocation reaction is answered first', () => {
    let state = started(combats({}, {}));
    expect(fightSelector(state)).toBe('red');
    // The pack piles in and fights blue's squad: a sergeant (2 W) and troopers (1 W) are two groups,
    // so blue chooses the order: nobody selects until it has answered.
    const packFought = must(fight(state, { type: 'fight', side: 'red', unit: 'rp', target: 'bs' }));
    expect(types(packFought.events).slice(0, 2)).toEqual(['unitMoved', 'unitFought']);
    state = packFought.state;
    expect(state.reaction?.kind).toBe('allocation');
    expect(fightSelector(state)).toBeNull();
    expect(fightPhaseOver(state)).toBe(false);
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp' }))).toBe('WRONG_STEP');
    state = must(answerAllocation(state, 'blue', 'pass')).state;
    expect(fightSelector(state)).toBe('blue');
    expect(eligibleFighters(state, 'red')).toEqual(['rc']);
    state = must(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp' })).state;
    expect(fightSelector(state)).toBe('red');
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bc', target: 'rc' }))).toBe('NOT_YOUR_SELECTION');
    state = must(fight(state, { type: 'fight', side: 'red', unit: 'rc', target: 'bc' })).state;
    expect(fightSelector(state)).toBe('blue');
    expect(code(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp' }))).toBe('ALREADY_FOUGHT');
    state = must(fight(state, { type: 'fight', side: 'blue', unit: 'bc', target: 'rc' })).state;
    // Everyone engaged has fought: the phase is over.
    expect(fightSelector(state)).toBeNull();
    expect(fightPhaseOver(state)).toBe(true);
    expect(eligibleFighters(state, 'blue')).toEqual([]);
    expect(eligibleFighters(state, 'red')).toEqual([]);
  });

  test('a side with nothing eligible is skipped: red selects twice in a row when blue has no unit left to fight', () => {
    let state = started(combats({}, {}));
    // Blue's units have fought already (as after an earlier step): only red's are left.
    state = { ...state, units: state.units.map((u) => (u.side === 'blue' ? { ...u, fought: true } : u)) };
    expect(fightSelector(state)).toBe('red');
    state = must(fight(state, { type: 'fight', side: 'red', unit: 'rc', target: 'bc' })).state;
    expect(state.fight).toEqual({ step: 'remaining', toSelect: 'red' });
    expect(fightSelector(state)).toBe('red');
    expect(eligibleFighters(state, 'red')).toEqual(['rp']);
  });

  test('a combat ends when its front models die: the charger slays the two pack models in reach, the pack is no longer engaged', () => {
    let state = started(combats());
    state = must(fight(state, { type: 'fight', side: 'blue', unit: 'bs', target: 'rp' })).state;
    expect(unit(state, 'rp').models.filter((m) => m.alive)).toHaveLength(3);
    expect(eligibleFighters(state, 'red')).toEqual(['rc']);
  });
});
