/**
 * `skirmish`'s score (issue 44 deliverable 5; other-systems.md 4.2 "Objectives"; seed 003,
 * Battle-shock: "OC 0 = your unit no longer contests the objective"): levels of control (OC of
 * living models within 3 across and 5 up or down; shocked units 0), sticky control, victory points
 * per battle round, and the game's end (wiped out, after the last round by VP, a concession).
 */
import { describe, expect, test } from 'vitest';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import type { Hex } from '../../../../../src/engine/core/hex.js';
import {
  assessObjectives,
  checkOutcome,
  concede,
  levelsOfControl,
  scoreRound,
} from '../../../../../src/engine/rulesets/skirmish/score/index.js';
import type { ObjectiveState, SkirmishState, SkirmishUnit } from '../../../../../src/engine/rulesets/skirmish/state.js';
import { makeUnit, skirmishState } from '../../../../helpers/skirmish-state.js';

const at = (col: number, row: number): Hex => fromOffset({ col, row });
const file = (col: number, row: number, count: number): Hex[] =>
  Array.from({ length: count }, (_, i) => at(col, row + i));

/** The marker at column 15, row 10. */
const marker = (controller: string | null = null, id = 'o1', value = 1): ObjectiveState => ({
  id,
  hex: at(15, 10),
  value,
  controller,
});

/** Blue's squad down column 15 from row 5 (rows 5-9: the last three within 3 of the marker, OC 2 each). */
const blueSquad = (extra: Partial<SkirmishUnit> = {}): SkirmishUnit =>
  makeUnit('bs', 'blue', 'squad', file(15, 5, 5), extra);
/** Red's pack down column 15 from row 11 (rows 11-15: the first three within 3, OC 1 each). */
const redPack = (extra: Partial<SkirmishUnit> = {}): SkirmishUnit =>
  makeUnit('rp', 'red', 'pack', file(15, 11, 5), extra);

const withMarker = (
  units: readonly SkirmishUnit[],
  over: Partial<SkirmishState> = {},
  controller: string | null = null,
) => skirmishState(units, { objectives: [marker(controller)], ...over });

const objective = (state: SkirmishState): ObjectiveState => {
  const o = state.objectives[0];
  if (!o) throw new Error('no objective');
  return o;
};

describe('4.2 Objectives: level of control', () => {
  const cases: {
    name: string;
    units: SkirmishUnit[];
    over?: Partial<SkirmishState>;
    levels: Record<string, number>;
  }[] = [
    {
      name: 'the OC of living models within 3 (3 troopers x 2; 3 beasts x 1)',
      units: [blueSquad(), redPack()],
      levels: { blue: 6, red: 3 },
    },
    {
      name: 'seed 003, Battle-shock 2: a shocked unit counts OC 0',
      units: [blueSquad({ shocked: true }), redPack()],
      levels: { blue: 0, red: 3 },
    },
    {
      name: 'a slain model does not count (the trooper on the marker is dead)',
      units: [
        (() => {
          const u = blueSquad();
          return { ...u, models: u.models.map((m) => (m.n === 5 ? { ...m, alive: false, wounds: 0, hex: null } : m)) };
        })(),
        redPack(),
      ],
      levels: { blue: 4, red: 3 },
    },
    {
      name: 'more than 5 up: troopers on a ruin of height 6 (rows 7-9) are out of range',
      units: [blueSquad(), redPack()],
      over: { terrain: [{ kind: 'ruin', height: 6, hexes: file(15, 7, 3) }] },
      levels: { blue: 0, red: 3 },
    },
    {
      name: 'a large base wholly beyond 3: the tank centred 7 away (its base 6 away) adds nothing',
      units: [blueSquad(), redPack(), makeUnit('rt', 'red', 'tank', [at(15, 17)])],
      levels: { blue: 6, red: 3 },
    },
    {
      name: 'a large base counts from any of its hexes: the tank centred 4 away (its base 3 away) adds OC 3',
      units: [blueSquad(), makeUnit('rt', 'red', 'tank', [at(15, 14)])],
      levels: { blue: 6, red: 3 },
    },
    {
      name: 'destroyed or reserve units do not count',
      units: [blueSquad({ destroyed: true }), redPack({ reserve: true })],
      levels: { blue: 0, red: 0 },
    },
  ];
  test.each(cases)('$name', ({ units, over, levels }) => {
    const state = withMarker(units, over);
    expect(levelsOfControl(state, objective(state))).toEqual(levels);
  });
});

describe('4.2 Objectives: control assessed at the end of a phase, sticky until out-controlled', () => {
  test('blue 6 against red 3: blue takes it (objectiveControlled with the levels)', () => {
    const assessed = assessObjectives(withMarker([blueSquad(), redPack()]));
    expect(assessed.events).toEqual([
      { type: 'objectiveControlled', objective: 'o1', controller: 'blue', levels: { blue: 6, red: 3 } },
    ]);
    expect(objective(assessed.state).controller).toBe('blue');
  });

  const sticky: { name: string; units: SkirmishUnit[]; before: string | null; after: string | null }[] = [
    {
      name: "a tie (blue shocked 0, red 0) keeps blue's control: no event",
      units: [blueSquad({ shocked: true })],
      before: 'blue',
      after: 'blue',
    },
    { name: "nobody in range keeps blue's control", units: [], before: 'blue', after: 'blue' },
    {
      name: 'a tie with nobody controlling leaves it uncontrolled',
      units: [blueSquad({ shocked: true })],
      before: null,
      after: null,
    },
    {
      name: 'red out-controls blue (blue shocked): red takes it',
      units: [blueSquad({ shocked: true }), redPack()],
      before: 'blue',
      after: 'red',
    },
    {
      name: 'blue stays in control with more: no event',
      units: [blueSquad(), redPack()],
      before: 'blue',
      after: 'blue',
    },
  ];
  test.each(sticky)('$name', ({ units, before, after }) => {
    const assessed = assessObjectives(withMarker(units, {}, before));
    expect(objective(assessed.state).controller).toBe(after);
    expect(assessed.events.length).toBe(before === after ? 0 : 1);
  });
});

describe('scoring at the end of each battle round', () => {
  const objectives = (controllers: (string | null)[], values: number[] = [1, 2, 1]): ObjectiveState[] =>
    controllers.map((c, i) => ({ id: `o${i + 1}`, hex: at(5 + 5 * i, 10), value: values[i] ?? 1, controller: c }));

  test('perObjective x value for each objective held, holdMore, perKill; kills reset for the next round', () => {
    const state = skirmishState([], {
      objectives: objectives(['blue', 'red', null]),
      scoring: { perObjective: 5, roundCap: 15, holdMore: 3, perKill: 2 },
      vp: { blue: 4, red: 1 },
      kills: { blue: 1, red: 2 },
    });
    const scored = scoreRound(state);
    expect(scored.events).toEqual([
      { type: 'vpScored', side: 'blue', points: 5, reason: 'objectives', total: 9 },
      { type: 'vpScored', side: 'blue', points: 2, reason: 'kills', total: 11 },
      { type: 'vpScored', side: 'red', points: 10, reason: 'objectives', total: 11 },
      { type: 'vpScored', side: 'red', points: 4, reason: 'kills', total: 15 },
    ]);
    expect(scored.state.vp).toEqual({ blue: 11, red: 15 });
    expect(scored.state.kills).toEqual({ blue: 0, red: 0 });
  });

  test("roundCap caps the objectives' points (5 + 10 + 5 = 20 -> 15); holdMore to the side holding more", () => {
    const state = skirmishState([], {
      objectives: objectives(['blue', 'blue', 'blue']),
      scoring: { perObjective: 5, roundCap: 15, holdMore: 3, perKill: 0 },
    });
    const scored = scoreRound(state);
    expect(scored.events).toEqual([
      { type: 'vpScored', side: 'blue', points: 15, reason: 'objectives', total: 15 },
      { type: 'vpScored', side: 'blue', points: 3, reason: 'holdMore', total: 18 },
    ]);
    expect(scored.state.vp).toEqual({ blue: 18, red: 0 });
  });

  test('nothing held, nothing killed: no points, no events', () => {
    const scored = scoreRound(skirmishState([], { objectives: objectives([null, null, null]) }));
    expect(scored.events).toEqual([]);
    expect(scored.state.vp).toEqual({ blue: 0, red: 0 });
  });
});

describe("the game's end", () => {
  const blueCaptain = (extra: Partial<SkirmishUnit> = {}) => makeUnit('bc', 'blue', 'captain', [at(3, 3)], extra);
  const redTank = (extra: Partial<SkirmishUnit> = {}) => makeUnit('rt', 'red', 'tank', [at(20, 15)], extra);
  const redPackAlive = () => makeUnit('rp', 'red', 'pack', file(25, 15, 5));
  const destroyed = { destroyed: true } as const;

  test('a side with no unit on the table and none in reserve loses at once (wipedOut)', () => {
    const state = skirmishState([blueCaptain(), redTank(destroyed)], { vp: { blue: 0, red: 20 } });
    const checked = checkOutcome(state, false);
    const outcome = {
      winner: 'blue',
      reason: 'wipedOut',
      pointsLost: { blue: 0, red: 150 },
      margin: 150,
      score: { points: { blue: 0, red: 20 }, kind: 'victory' },
    };
    expect(checked.events).toEqual([{ type: 'gameEnded', outcome }]);
    expect(checked.state.outcome).toEqual(outcome);
  });

  test('a unit still in reserve keeps its side in the game', () => {
    const state = skirmishState([
      blueCaptain(),
      redTank(destroyed),
      makeUnit('rp', 'red', 'pack', [], { reserve: true }),
    ]);
    expect(checkOutcome(state, false)).toEqual({ state, events: [] });
  });

  test('after the last battle round the VP decide: more wins; pointsLost and the margin', () => {
    const state = skirmishState(
      [blueCaptain(destroyed), redTank(destroyed), redPackAlive(), makeUnit('bs', 'blue', 'squad', file(3, 5, 5))],
      {
        round: 5,
        vp: { blue: 30, red: 25 },
      },
    );
    const checked = checkOutcome(state);
    expect(checked.state.outcome).toEqual({
      winner: 'blue',
      reason: 'points',
      pointsLost: { blue: 70, red: 150 },
      margin: 80,
      score: { points: { blue: 30, red: 25 }, kind: 'victory' },
    });
    expect(checked.events.map((e) => e.type)).toEqual(['gameEnded']);
  });

  test('equal VP after the last round: a draw (margin 0)', () => {
    const state = skirmishState([blueCaptain(), redPackAlive()], { round: 5, vp: { blue: 20, red: 20 } });
    expect(checkOutcome(state).state.outcome).toMatchObject({ winner: null, reason: 'points', margin: 0 });
  });

  test('the winner lost more points than the loser: the margin is 0, not below', () => {
    const state = skirmishState(
      [blueCaptain(destroyed), makeUnit('bs', 'blue', 'squad', file(3, 5, 5)), redPackAlive()],
      {
        round: 5,
        vp: { blue: 10, red: 5 },
      },
    );
    expect(checkOutcome(state).state.outcome).toMatchObject({
      winner: 'blue',
      pointsLost: { blue: 70, red: 0 },
      margin: 0,
    });
  });

  test('before the last round, or in the middle of it, nothing ends', () => {
    const round4 = skirmishState([blueCaptain(), redPackAlive()], { round: 4, vp: { blue: 20, red: 0 } });
    expect(checkOutcome(round4)).toEqual({ state: round4, events: [] });
    const midRound5 = { ...round4, round: 5 };
    expect(checkOutcome(midRound5, false)).toEqual({ state: midRound5, events: [] });
  });

  test('a game already over stays as it ended', () => {
    const state = skirmishState([blueCaptain(), redPackAlive()], { round: 5 });
    const ended = checkOutcome(state).state;
    expect(checkOutcome(ended)).toEqual({ state: ended, events: [] });
    expect(concede(ended, 'blue')).toEqual({ state: ended, events: [] });
  });

  test('a concession: the other side wins (conceded)', () => {
    const state = skirmishState([blueCaptain(), redPackAlive()], { vp: { blue: 15, red: 0 } });
    const conceded = concede(state, 'blue');
    expect(conceded.events.map((e) => e.type)).toEqual(['conceded', 'gameEnded']);
    expect(conceded.events[0]).toEqual({ type: 'conceded', side: 'blue' });
    expect(conceded.state.outcome).toEqual({
      winner: 'red',
      reason: 'conceded',
      pointsLost: { blue: 0, red: 0 },
      margin: 0,
      score: { points: { blue: 15, red: 0 }, kind: 'victory' },
    });
  });
});
