/**
 * `skirmish`'s narration (issue 44 deliverable 7: "each attack's dice shown step by step (hits,
 * wounds, saves, allocation, damage)"): the report of an attack as seed 003's Attack Sequence runs
 * it, and a line in every language for every event the engine emits, with names (never ids such as
 * `g1` or `chargeMove`) and no catalogue key left unsaid.
 */
import { describe, expect, test } from 'vitest';
import { addStrings, translator } from '../../../../src/bot/locales/index.js';
import { lineOf, narrateSkirmish, reportLines, reportSkirmish } from '../../../../src/bot/rulesets/skirmish/narrate.js';
import { SKIRMISH_STRINGS } from '../../../../src/bot/rulesets/skirmish/strings.js';
import type { SkirmishEvent } from '../../../../src/engine/rulesets/skirmish/events.js';
import type { AllocationGroup } from '../../../../src/engine/rulesets/skirmish/state.js';
import { makeUnit, rowOf, skirmishState } from '../../../helpers/skirmish-state.js';

addStrings('skirmish', SKIRMISH_STRINGS);

const state = skirmishState(
  [
    makeUnit('b1', 'blue', 'squad', rowOf({ q: 5, r: 3 }, 5), { name: 'Alpha Squad' }),
    makeUnit('r1', 'red', 'pack', rowOf({ q: 5, r: 12 }, 5), { name: 'Red Pack' }),
    makeUnit('r2', 'red', 'squad', rowOf({ q: 12, r: 12 }, 5), { name: 'Grey Squad' }),
  ],
  { phase: 'shooting' },
);

const groups: AllocationGroup[] = [
  { id: 'g1', models: [1], character: false, wounds: 2, save: 3, invulnerable: null },
  { id: 'g2', models: [2, 3, 4, 5], character: false, wounds: 1, save: 3, invulnerable: null },
];

/** Alpha Squad's rifles at Grey Squad (S4 against T4): the seed's sequence, step by step. */
const ATTACK: SkirmishEvent[] = [
  {
    type: 'attackDeclared',
    attack: 'a1',
    kind: 'shooting',
    attacker: 'b1',
    target: 'r2',
    weapon: 'rifle',
    models: 4,
    attacks: 5,
    hitNeeded: 3,
    hitModifiers: [],
    halfRange: false,
  },
  {
    type: 'hitsRolled',
    attack: 'a1',
    dice: [1, 3, 4, 6, 6],
    rerolls: [],
    needed: 3,
    hits: 4,
    criticals: 2,
    sustained: 0,
    lethal: 0,
    automatic: false,
  },
  {
    type: 'woundsRolled',
    attack: 'a1',
    dice: [2, 4, 5, 6],
    rerolls: [],
    needed: 4,
    strength: 4,
    toughness: 4,
    wounds: 3,
    criticals: 1,
    devastating: 0,
  },
  { type: 'allocationDeclared', attack: 'a1', side: 'red', groups, order: ['g2', 'g1'], brace: true, defaulted: false },
  {
    type: 'savesRolled',
    attack: 'a1',
    saves: [
      {
        roll: 1,
        needed: 2,
        invulnerable: false,
        saved: false,
        group: 'g2',
        model: 3,
        damage: 1,
        feelNoPain: [],
        lost: 1,
        slain: true,
      },
      {
        roll: 2,
        needed: 2,
        invulnerable: false,
        saved: true,
        group: null,
        model: null,
        damage: 0,
        feelNoPain: [],
        lost: 0,
        slain: false,
      },
      {
        roll: 5,
        needed: 2,
        invulnerable: false,
        saved: true,
        group: null,
        model: null,
        damage: 0,
        feelNoPain: [],
        lost: 0,
        slain: false,
      },
    ],
  },
  { type: 'attackResolved', attack: 'a1', slain: 1, woundsLost: 1 },
];

describe('seed 003, Attack Sequence: the report shows each step’s dice', () => {
  test('in English: hits, wounds (S against T), allocation by group, saves with Sv and AP, damage', () => {
    const lines = reportLines(translator('en-US'), state, ATTACK);
    expect(lines).toEqual([
      'Alpha Squad shoots Grey Squad with rifle: 5 attacks.',
      '  Hit roll needs 3+.',
      '  Hits: 5 dice [1 3 4 6 6] need 3+ → 4 hits (2 critical)',
      '  Wounds: 4 dice [2 4 5 6] need 4+ (S4 vs T4) → 3 wounds (1 critical)',
      '  Allocation: Group 1 (sergeant, W2 Sv3+), Group 2 (4 × trooper, W1 Sv3+); order Group 2 → Group 1 + Brace for Impact',
      '  Saves: [1 2 5] need 2+ (Sv3+ AP0, braced +1) → 2 saved, 1 failed',
      '  Damage: trooper (model 3) −1 (D1), slain',
      'Result: 1 slain, 1 wound lost.',
    ]);
  });

  test('in Chinese and Portuguese, with no group id and no key left unsaid', () => {
    for (const locale of ['zh-CN', 'zh-TW', 'pt-BR']) {
      const text = reportSkirmish(translator(locale), state, ATTACK, 4000);
      expect(text, locale).not.toMatch(/\bg\d\b|skirmish\./);
      expect(text).toContain('[1 3 4 6 6]');
    }
    expect(reportSkirmish(translator('pt-BR'), state, ATTACK, 4000)).toContain(
      'Alocação: Grupo 1 (sergeant, F2 Sv3+), Grupo 2 (4 × trooper, F1 Sv3+); ordem Grupo 2 → Grupo 1 + Preparar para o Impacto',
    );
  });

  test('a report longer than its room is cut at a line and says so', () => {
    const text = reportSkirmish(translator('en-US'), state, ATTACK, 200);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toContain('more in `/game log`');
  });
});

/** One event of every kind the engine emits. */
const EVERY: SkirmishEvent[] = [
  { type: 'firstTurnDecided', side: 'blue', rolls: { blue: 5, red: 2 } },
  { type: 'firstTurnDecided', side: 'blue', rolls: null },
  { type: 'roundStarted', round: 2 },
  { type: 'turnStarted', round: 2, side: 'red' },
  { type: 'phaseStarted', round: 2, side: 'red', phase: 'movement' },
  { type: 'phaseSkipped', side: 'red', phase: 'shooting', reason: 'noUnitCanShoot' },
  { type: 'cpGained', side: 'blue', amount: 1, total: 3 },
  { type: 'stratagemUsed', side: 'blue', stratagem: 'commandReroll', unit: 'b1', cost: 1, cpLeft: 2 },
  { type: 'stratagemUsed', side: 'red', stratagem: 'fireOverwatch', unit: null, cost: 1, cpLeft: 0 },
  { type: 'abilityUsed', unit: 'b1', ability: 'selfRepair', model: 1, amount: 1 },
  { type: 'battleShockTested', unit: 'b1', dice: [3, 2], total: 5, leadership: 7, passed: false, wasShocked: false },
  { type: 'battleShockTested', unit: 'b1', dice: [6, 2], total: 8, leadership: 7, passed: true, wasShocked: true },
  { type: 'battleShockPassedByBravery', unit: 'b1' },
  { type: 'unitShocked', unit: 'b1' },
  { type: 'unitRecovered', unit: 'b1' },
  { type: 'advanceRolled', unit: 'b1', roll: 4 },
  { type: 'rollRerolled', unit: 'b1', kind: 'charge', before: 4, after: 9 },
  ...(['normal', 'advance', 'fallBack', 'arrived', 'charge', 'heroic', 'pileIn'] as const).map(
    (movement): SkirmishEvent => ({
      type: 'unitMoved',
      unit: 'b1',
      movement,
      allowance: 6,
      steps: [{ model: 1, from: null, to: { q: 5, r: 5 } }],
    }),
  ),
  { type: 'unitStayed', unit: 'b1' },
  { type: 'modelAdjusted', unit: 'b1', model: 2, from: { q: 5, r: 5 }, to: { q: 6, r: 5 } },
  { type: 'hazardRolled', unit: 'b1', model: 2, roll: 1, mortalWounds: 1 },
  ...ATTACK,
  {
    type: 'mortalWoundsInflicted',
    attack: null,
    unit: 'r1',
    model: 2,
    amount: 2,
    feelNoPain: [6, 1],
    lost: 1,
    slain: false,
  },
  {
    type: 'mortalWoundsInflicted',
    attack: 'a1',
    unit: 'r1',
    model: 3,
    amount: 2,
    feelNoPain: [],
    lost: 2,
    slain: true,
  },
  { type: 'unitDestroyed', unit: 'r1', by: 'blue' },
  { type: 'chargeDeclared', unit: 'b1' },
  { type: 'chargeRolled', unit: 'b1', dice: [3, 4], total: 7 },
  { type: 'chargeTargetsChosen', unit: 'b1', targets: ['r1', 'r2'] },
  { type: 'chargeSucceeded', unit: 'b1', targets: ['r1'] },
  ...(['noTarget', 'cannotReach', 'declined'] as const).map((reason): SkirmishEvent => ({
    type: 'chargeFailed',
    unit: 'b1',
    reason,
  })),
  { type: 'heroicIntervention', unit: 'r2', against: 'b1', dice: [5, 4], succeeded: true },
  { type: 'heroicIntervention', unit: 'r2', against: 'b1', dice: [1, 1], succeeded: false },
  { type: 'fightStepStarted', step: 'fightsFirst', toSelect: 'blue' },
  { type: 'fightStepStarted', step: 'remaining', toSelect: 'red' },
  { type: 'unitFought', unit: 'b1', target: 'r1' },
  { type: 'unitArrived', unit: 'b1', steps: [{ model: 1, from: null, to: { q: 2, r: 2 } }] },
  { type: 'reservesLost', unit: 'b1' },
  { type: 'objectiveControlled', objective: 'o1', controller: 'blue', levels: { blue: 4, red: 1 } },
  { type: 'objectiveControlled', objective: 'o1', controller: null, levels: { blue: 0, red: 0 } },
  ...(['objectives', 'holdMore', 'kills'] as const).map((reason): SkirmishEvent => ({
    type: 'vpScored',
    side: 'blue',
    points: 5,
    reason,
    total: 10,
  })),
  { type: 'roundEnded', round: 2 },
  { type: 'planStopped', side: 'blue', code: 'TOO_FAR' },
  { type: 'conceded', side: 'red' },
  { type: 'gameEnded', outcome: { winner: 'blue', reason: 'points', pointsLost: { blue: 0, red: 60 }, margin: 60 } },
  { type: 'gameEnded', outcome: { winner: null, reason: 'points', pointsLost: { blue: 0, red: 0 }, margin: 0 } },
  { type: 'reactionAnswered', window: 'overwatch-r1', side: 'red', option: 'r2>b1' },
  { type: 'reactionDefaulted', window: 'heroic-r1', side: 'red', option: null },
];

/** Events that only the report's detail lines or nothing at all say. */
const QUIET = new Set([
  'phaseEnded',
  'turnEnded',
  'diceRolled',
  'reactionWindowOpened',
  'reactionWindowClosed',
  'hitsRolled',
  'woundsRolled',
  'allocationDeclared',
  'savesRolled',
]);

describe('every event in plain words, in every language', () => {
  test.each(['en-US', 'pt-BR', 'zh-CN', 'zh-TW'])('%s', (locale) => {
    const t = translator(locale);
    for (const e of EVERY) {
      const line = lineOf(t, state, e);
      if (QUIET.has(e.type)) continue;
      expect(line, `${locale} ${e.type}`).toBeTruthy();
      expect(line, `${locale} ${e.type}: ${line}`).not.toMatch(
        /skirmish\.|\{|chargeMove|\bg\d\b|\b[br]\d\b>|undefined/,
      );
    }
    expect(narrateSkirmish(t, state, EVERY).length).toBeGreaterThan(100);
  });

  test('a Fire Overwatch answer names the units, a battle-shock test its dice and Ld', () => {
    const t = translator('en-US');
    expect(lineOf(t, state, { type: 'reactionAnswered', window: 'overwatch-r1', side: 'red', option: 'r2>b1' })).toBe(
      'Red answers the Fire Overwatch: Grey Squad fires at Alpha Squad.',
    );
    expect(
      lineOf(t, state, {
        type: 'battleShockTested',
        unit: 'b1',
        dice: [3, 2],
        total: 5,
        leadership: 7,
        passed: false,
        wasShocked: false,
      }),
    ).toBe('Battle-shock test, Alpha Squad: 2D6 [3 2] = 5 against Ld 7: failed.');
    expect(
      lineOf(t, state, {
        type: 'objectiveControlled',
        objective: 'o1',
        controller: 'blue',
        levels: { blue: 4, red: 1 },
      }),
    ).toBe('Objective 1 (1510): held by Blue (Blue 4, Red 1).');
  });
});
