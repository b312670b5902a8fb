/**
 * The attack sequence's pure steps (issue 44; seed 003, "Attack Sequence"): dice values, the hit
 * roll, the wound table row by row, the wound roll, the save roll. Tables with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { createRng, scriptedRng } from '../../../../../src/engine/core/rng.js';
import {
  addToValue,
  averageValue,
  hitNeeded,
  rollHits,
  rollValue,
  rollWounds,
  saveNeeded,
  saveSucceeds,
  woundNeeded,
  type HitModifier,
  type HitRollInput,
  type WoundRollInput,
} from '../../../../../src/engine/rulesets/skirmish/attack/index.js';

const rng = (faces: number[]) => createRng(scriptedRng(faces));
/** The faces a scripted source has given out. */
const used = (r: ReturnType<typeof rng>): number => {
  const s = r.save();
  return s.kind === 'scripted' ? s.next : -1;
};

describe('seed 003 / other-systems 4.3, dice: D3 = ceil(D6/2), "D6+1", "2D6"', () => {
  it.each([
    [2, [], 2, 0],
    ['D3', [1], 1, 1],
    ['D3', [2], 1, 1],
    ['D3', [3], 2, 1],
    ['D3', [4], 2, 1],
    ['D3', [6], 3, 1],
    ['D6', [5], 5, 1],
    ['D6+1', [4], 5, 1],
    ['D3+2', [5], 5, 1],
    ['2D6', [3, 5], 8, 2],
  ] as const)('%s rolled on %j is %i', (value, faces, expected, dice) => {
    const r = rng([...faces]);
    const out = rollValue(r, value, 'test');
    expect(out.value).toBe(expected);
    expect(used(r)).toBe(dice);
    if (dice === 0) expect(out.roll).toBeNull();
    else expect(out.roll).toMatchObject({ type: 'diceRolled', purpose: 'test', faces });
  });

  it.each([
    [3, 3],
    ['D3', 2],
    ['D6', 3.5],
    ['D6+1', 4.5],
    ['2D6', 7],
  ] as const)('average of %s is %d', (value, avg) => expect(averageValue(value)).toBe(avg));

  it.each([
    [3, 2, 5],
    ['D6', 2, 'D6+2'],
    ['D6+1', 2, 'D6+3'],
    ['2D6', 1, '2D6+1'],
    ['D3', 0, 'D3'],
  ] as const)('Melta: %s plus %i is %s', (value, extra, expected) => expect(addToValue(value, extra)).toBe(expected));
});

describe('seed 003, Hit Roll: the roll needed, +1/-1 modifiers summed and capped', () => {
  it.each([
    [3, [], 3],
    [3, ['cover'], 4],
    [3, ['heavy'], 2],
    [4, ['heavy', 'cover'], 4],
    [3, ['cover', 'engagedVehicle'], 4],
    [4, ['heavy', 'cover', 'engagedVehicle'], 5],
    [2, ['heavy'], 2],
    [6, ['cover'], 6],
    [3, ['overwatch'], 6],
    [2, ['overwatch', 'heavy'], 6],
  ] as [number, HitModifier[], number][])('skill %i+ with %j needs %i+', (skill, mods, needed) => {
    expect(hitNeeded(skill, mods)).toBe(needed);
  });
});

const hitInput = (over: Partial<HitRollInput>): HitRollInput => ({
  attacks: 1,
  needed: 3,
  torrent: false,
  rerollOnes: false,
  sustainedHits: 0,
  lethalHits: false,
  purpose: 'test',
  ...over,
});

describe('seed 003, Hit Roll', () => {
  it.each([
    ['natural 1 always fails (even needing 2+)', hitInput({ needed: 2 }), [1], { hits: 0, criticals: 0 }],
    [
      'natural 6 always succeeds and is critical (needing 6+)',
      hitInput({ needed: 6, attacks: 2 }),
      [6, 5],
      { hits: 1, criticals: 1 },
    ],
    [
      'a roll of the needed value hits, one below misses',
      hitInput({ needed: 4, attacks: 2 }),
      [4, 3],
      { hits: 1, criticals: 0 },
    ],
    [
      'Fire Overwatch hits only on unmodified 6s',
      hitInput({ needed: hitNeeded(2, ['overwatch']), attacks: 3 }),
      [5, 6, 4],
      { hits: 1, criticals: 1 },
    ],
    [
      'Sustained Hits 2: a critical hit scores 2 more hits',
      hitInput({ attacks: 3, sustainedHits: 2 }),
      [6, 4, 2],
      { hits: 4, criticals: 1, sustained: 2, lethal: 0 },
    ],
    [
      'Lethal Hits: a critical hit wounds automatically',
      hitInput({ attacks: 3, lethalHits: true }),
      [6, 6, 3],
      { hits: 3, criticals: 2, lethal: 2 },
    ],
    [
      'Sustained and Lethal together',
      hitInput({ attacks: 2, lethalHits: true, sustainedHits: 1 }),
      [6, 1],
      { hits: 2, criticals: 1, sustained: 1, lethal: 1 },
    ],
  ] as const)('%s', (_name, input, faces, expected) => {
    const out = rollHits(rng([...faces]), input);
    expect(out).toMatchObject(expected);
    expect(out.dice).toEqual(faces);
  });

  it('seed 003, Hit Roll: Torrent hits automatically, no dice rolled', () => {
    const r = rng([]);
    const out = rollHits(r, hitInput({ attacks: 5, torrent: true, needed: 6 }));
    expect(out).toMatchObject({ hits: 5, criticals: 0, automatic: true, dice: [] });
    expect(out.rolls).toEqual([]);
  });

  it('seed 003, Hit Roll: Reroll 1s rerolls each 1 once (a 1 rerolled into a 1 stays a miss)', () => {
    const r = rng([1, 3, 1, 1, 6, 1, 4]);
    const out = rollHits(r, hitInput({ attacks: 4, rerollOnes: true }));
    expect(out.rerolls).toEqual([
      { from: 1, to: 6 },
      { from: 1, to: 1 },
      { from: 1, to: 4 },
    ]);
    expect(out.dice).toEqual([6, 3, 1, 4]);
    expect(out.hits).toBe(3);
    expect(out.criticals).toBe(1);
    expect(out.rolls.map((x) => x.faces)).toEqual([
      [1, 3, 1, 1],
      [6, 1, 4],
    ]);
    expect(used(r)).toBe(7);
  });

  it('seed 003, Hit Roll: without Reroll 1s nothing is rerolled', () => {
    const r = rng([1, 3]);
    const out = rollHits(r, hitInput({ attacks: 2 }));
    expect(out.rerolls).toEqual([]);
    expect(used(r)).toBe(2);
  });
});

describe('seed 003, Wound Roll: the S vs T table, row by row', () => {
  it.each([
    // S >= 2T: 2+
    [8, 4, 2],
    [9, 4, 2],
    [2, 1, 2],
    [20, 10, 2],
    // S > T: 3+
    [7, 4, 3],
    [5, 4, 3],
    [19, 10, 3],
    [5, 3, 3],
    // S = T: 4+
    [4, 4, 4],
    [1, 1, 4],
    [10, 10, 4],
    // S < T: 5+
    [3, 4, 5],
    [3, 5, 5],
    [6, 10, 5],
    [5, 9, 5],
    // 2S <= T: 6+
    [2, 4, 6],
    [2, 5, 6],
    [3, 6, 6],
    [5, 10, 6],
    [1, 2, 6],
  ])('S %i vs T %i wounds on %i+', (s, t, needed) => expect(woundNeeded(s, t)).toBe(needed));
});

const woundInput = (over: Partial<WoundRollInput>): WoundRollInput => ({
  hits: 1,
  strength: 4,
  toughness: 4,
  modifier: 0,
  twinLinked: false,
  antiThreshold: null,
  devastatingWounds: false,
  purpose: 'test',
  ...over,
});

describe('seed 003, Wound Roll', () => {
  it.each([
    [
      'natural 1 always fails (S 8 vs T 4 with Lance: 2+)',
      woundInput({ strength: 8, modifier: 1 }),
      [1],
      { wounds: 0, needed: 2 },
    ],
    [
      'natural 6 is a critical wound and always wounds (S 1 vs T 14)',
      woundInput({ strength: 1, toughness: 14 }),
      [6],
      { wounds: 1, criticals: 1, needed: 6 },
    ],
    ['Lance +1: S 4 vs T 4 wounds on 3+', woundInput({ hits: 2, modifier: 1 }), [3, 2], { wounds: 1, needed: 3 }],
    ['modifiers capped at +1: a +2 is a +1', woundInput({ hits: 2, modifier: 2 }), [3, 2], { wounds: 1, needed: 3 }],
    ['modifiers capped at -1', woundInput({ hits: 2, modifier: -3 }), [5, 4], { wounds: 1, needed: 5 }],
    [
      'Anti-infantry 4+: an unmodified 4 is a critical wound (S 3 vs T 4 needs 5+)',
      woundInput({ hits: 3, strength: 3, antiThreshold: 4 }),
      [4, 3, 2],
      { wounds: 1, criticals: 1, needed: 5 },
    ],
    [
      'Anti-infantry 4+: a 5 is critical too',
      woundInput({ hits: 2, strength: 3, antiThreshold: 4 }),
      [5, 4],
      { wounds: 2, criticals: 2 },
    ],
    [
      'Devastating Wounds: a critical wound leaves the saves as mortal wounds',
      woundInput({ hits: 3, devastatingWounds: true }),
      [6, 5, 2],
      { wounds: 1, criticals: 1, devastating: 1 },
    ],
    [
      'Anti and Devastating: the anti critical is devastating too',
      woundInput({ hits: 3, strength: 5, antiThreshold: 5, devastatingWounds: true }),
      [5, 3, 2],
      { wounds: 1, criticals: 1, devastating: 1, needed: 3 },
    ],
  ] as const)('%s', (_name, input, faces, expected) => {
    expect(rollWounds(rng([...faces]), input)).toMatchObject(expected);
  });

  it('seed 003, Wound Roll: Twin-linked rerolls failed wound rolls, once', () => {
    const r = rng([2, 5, 1, 4, 3]);
    const out = rollWounds(r, woundInput({ hits: 3, twinLinked: true }));
    expect(out.rerolls).toEqual([
      { from: 2, to: 4 },
      { from: 1, to: 3 },
    ]);
    expect(out.dice).toEqual([4, 5, 3]);
    expect(out.wounds).toBe(2);
    expect(used(r)).toBe(5);
  });

  it('seed 003, Wound Roll: without Twin-linked failures stand', () => {
    const r = rng([2, 5]);
    expect(rollWounds(r, woundInput({ hits: 2 })).wounds).toBe(1);
    expect(used(r)).toBe(2);
  });
});

describe('seed 003, Save Roll: Sv + AP, invulnerable ignores AP, Brace +1', () => {
  it.each([
    [{ save: 3, invulnerable: null }, 0, false, 3, false],
    [{ save: 3, invulnerable: null }, 2, false, 5, false],
    [{ save: 3, invulnerable: 4 }, 2, false, 4, true],
    [{ save: 3, invulnerable: 4 }, 1, false, 4, false],
    [{ save: 2, invulnerable: 4 }, 1, false, 3, false],
    [{ save: 5, invulnerable: null }, 2, false, 7, false],
    [{ save: 3, invulnerable: null }, 0, true, 2, false],
    [{ save: 3, invulnerable: 4 }, 3, true, 3, true],
    [{ save: 2, invulnerable: null }, 0, true, 2, false],
  ] as const)('%j against AP %i (brace %s) needs %i+ (invulnerable %s)', (group, ap, brace, needed, inv) => {
    expect(saveNeeded(group, ap, brace)).toEqual({ needed, invulnerable: inv });
  });

  it.each([
    [1, 2, false],
    [2, 2, true],
    [3, 4, false],
    [6, 6, true],
    [6, 7, false],
  ])('seed 003, Save Roll: die %i against %i+ saves: %s (natural 1 always fails)', (die, needed, saved) => {
    expect(saveSucceeds(die, needed)).toBe(saved);
  });
});
