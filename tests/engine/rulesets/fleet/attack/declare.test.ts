/**
 * Declaring attacks (issue 43; seed 004 pp. 13-14: the defending zone in the attacking zone's arc
 * and at range, the band choosing the dice colours; p. 19 line of sight; pp. 19-20 obstruction),
 * with scripted dice (faces 1..8 in dice.ts order).
 */
import { describe, expect, it } from 'vitest';
import { shipAttackChoices, squadronAttackChoices } from '../../../../../src/engine/rulesets/fleet/attack/choices.js';
import { declareShipAttack, declareSquadronAttack } from '../../../../../src/engine/rulesets/fleet/attack/declare.js';
import type { FleetCommandOf } from '../../../../../src/engine/rulesets/fleet/commands.js';
import type { FleetEventOf } from '../../../../../src/engine/rulesets/fleet/events.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { BLACK, BLUE, RED, codeOf, hex, must, table, type TableSpec } from './table.js';

const shoot = (
  state: FleetState,
  target: FleetCommandOf<'attack'>['target'],
  from: FleetCommandOf<'attack'>['from'] = 'front',
  drop?: 'red' | 'blue' | 'black',
) => declareShipAttack(state, { type: 'attack', side: 'red', ship: 'atk', from, target, ...(drop ? { drop } : {}) });

const rolled = (events: readonly { type: string }[]) =>
  (events.find((e) => e.type === 'attackRolled') as FleetEventOf<'attackRolled'>).dice.map((d) => d.colour);

/** The cruiser (front battery 2 red, 2 blue, 2 black) at 1010 facing N; a frigate `d` hexes ahead facing it, at speed 0. */
const duel = (d: number, extra: Partial<TableSpec> = {}) =>
  table({
    ships: [
      { id: 'atk', at: hex(10, 10) },
      { id: 'def', side: 'blue', class: 'frigate', at: hex(10, 10 - d), facing: 3, speed: 0 },
    ],
    dice: Array.from({ length: 12 }, () => 1),
    ...extra,
  });

describe('seed 004 pp. 13-14: the range band chooses the dice colours', () => {
  it.each([
    [1, ['red', 'red', 'blue', 'blue', 'black', 'black']],
    [2, ['red', 'red', 'blue', 'blue', 'black', 'black']],
    [3, ['red', 'red', 'blue', 'blue']],
    [4, ['red', 'red']],
    [5, ['red', 'red']],
  ])('at distance %i the front battery rolls %o', (d, colours) => {
    const step = must(shoot(duel(d), { ship: 'def', zone: 'front' }));
    expect(rolled(step.events)).toEqual(colours);
    expect(step.events.find((e) => e.type === 'attackDeclared')).toMatchObject({
      band: d <= 2 ? 'close' : d === 3 ? 'medium' : 'long',
      distance: d,
    });
  });

  it('seed 004 pp. 13-14: beyond long range there is no attack', () => {
    expect(codeOf(shoot(duel(6), { ship: 'def', zone: 'front' }))).toBe('OUT_OF_RANGE');
  });

  it('no dice of a colour legal at the band: NO_DICE (rear battery 1 red at long range is still an attack)', () => {
    // Right zone battery: 1 red, 1 blue; a target to the right at long range rolls the red only.
    const state = table({
      ships: [
        { id: 'atk', at: hex(10, 10) },
        { id: 'def', side: 'blue', class: 'frigate', at: hex(14, 8), speed: 0 },
      ],
      dice: [1],
    });
    expect(rolled(must(shoot(state, { ship: 'def', zone: 'left' }, 'right')).events)).toEqual(['red']);
  });
});

describe('seed 004 pp. 13-14: the defending zone must be inside the attacking zone arc', () => {
  it('a target ahead is not in the rear arc', () => {
    expect(codeOf(shoot(duel(3), { ship: 'def', zone: 'front' }, 'rear'))).toBe('NOT_IN_ARC');
    expect(codeOf(shoot(duel(3), { ship: 'def', zone: 'front' }, 'left'))).toBe('NOT_IN_ARC');
  });
  it('an own ship is not a target', () => {
    const state = table({
      ships: [
        { id: 'atk', at: hex(10, 10) },
        { id: 'mate', class: 'frigate', at: hex(10, 7) },
      ],
    });
    expect(codeOf(shoot(state, { ship: 'mate', zone: 'front' }))).toBe('NOT_A_TARGET');
  });
});

describe('seed 004 p. 19: no line of sight through another hull zone of the defender', () => {
  it('the cruiser sees the frigate-facing zone only', () => {
    const state = table({
      ships: [
        { id: 'atk', at: hex(10, 10) },
        { id: 'def', side: 'blue', at: hex(10, 6), facing: 3, speed: 0 },
      ],
      dice: [1, 1, 1, 1],
    });
    expect(codeOf(shoot(state, { ship: 'def', zone: 'rear' }))).toBe('NO_LINE_OF_SIGHT');
    expect(codeOf(shoot(state, { ship: 'def', zone: 'left' }))).toBe('NO_LINE_OF_SIGHT');
    expect(shoot(state, { ship: 'def', zone: 'front' }).ok).toBe(true);
    const choices = shipAttackChoices(state, 'atk');
    expect(choices.filter((c) => 'ship' in c.target).map((c) => [c.from, c.target])).toEqual([
      ['front', { ship: 'def', zone: 'front' }],
    ]);
  });
});

describe('seed 004 pp. 19-20: obstruction removes one die of the attacker choice', () => {
  const obstructed = (dice: number[] = [1, 1, 1]) =>
    duel(3, { obstacles: [{ kind: 'asteroids', hex: hex(10, 8) }], dice });

  it('one choice per colour the attacker could drop', () => {
    const choices = shipAttackChoices(obstructed(), 'atk').filter((c) => c.from === 'front' && 'ship' in c.target);
    expect(choices.map((c) => c.drop)).toEqual(['red', 'blue']);
  });

  it.each([
    ['red', ['red', 'blue', 'blue']],
    ['blue', ['red', 'red', 'blue']],
  ] as const)('dropping %s rolls %o', (drop, colours) => {
    const step = must(shoot(obstructed(), { ship: 'def', zone: 'front' }, 'front', drop));
    expect(rolled(step.events)).toEqual(colours);
    expect(step.events.find((e) => e.type === 'attackDeclared')).toMatchObject({ obstructed: true, dropped: drop });
  });

  it('by default a red die goes', () => {
    expect(rolled(must(shoot(obstructed(), { ship: 'def', zone: 'front' })).events)).toEqual(['red', 'blue', 'blue']);
  });

  it('a colour not in the pool: BAD_DROP', () => {
    expect(codeOf(shoot(obstructed(), { ship: 'def', zone: 'front' }, 'front', 'black'))).toBe('BAD_DROP');
  });

  it('a pool of one die, obstructed: no attack (NO_DICE)', () => {
    const state = table({
      ships: [
        { id: 'atk', at: hex(10, 10) },
        { id: 'def', side: 'blue', class: 'frigate', at: hex(14, 8), speed: 0 },
      ],
      obstacles: [{ kind: 'debris', hex: hex(12, 9) }],
    });
    expect(codeOf(shoot(state, { ship: 'def', zone: 'left' }, 'right'))).toBe('NO_DICE');
  });
});

describe('two attacks per activation, from different hull zones (5.4)', () => {
  const ring = () =>
    table({
      ships: [
        { id: 'atk', at: hex(10, 10) },
        { id: 'n', side: 'blue', class: 'frigate', at: hex(10, 7), facing: 3, speed: 0 },
        { id: 'e', side: 'blue', class: 'frigate', at: hex(13, 9), facing: 5, speed: 0 },
        { id: 'w', side: 'blue', class: 'frigate', at: hex(7, 11), facing: 2, speed: 0 },
      ],
      dice: Array.from({ length: 20 }, () => 7),
    });
  it('the same zone twice: ZONE_USED; a third attack: TOO_MANY_ATTACKS', () => {
    const first = must(shoot(ring(), { ship: 'n', zone: 'front' }));
    expect(first.state.attack).toBeNull();
    expect(first.state.activation?.attacksFrom).toEqual(['front']);
    expect(codeOf(shoot(first.state, { ship: 'n', zone: 'front' }))).toBe('ZONE_USED');
    expect(shipAttackChoices(first.state, 'atk').some((c) => c.from === 'front')).toBe(false);
    const second = must(shoot(first.state, { ship: 'e', zone: 'front' }, 'right'));
    expect(second.state.activation?.attacksFrom).toEqual(['front', 'right']);
    expect(codeOf(shoot(second.state, { ship: 'w', zone: 'front' }, 'left'))).toBe('TOO_MANY_ATTACKS');
    expect(shipAttackChoices(second.state, 'atk')).toEqual([]);
  });
  it('attack ids count up (a1, a2)', () => {
    const first = must(shoot(ring(), { ship: 'n', zone: 'front' }));
    const second = must(shoot(first.state, { ship: 'e', zone: 'front' }, 'right'));
    expect(second.events.find((e) => e.type === 'attackDeclared')).toMatchObject({ attack: 'a2' });
    expect(second.state.attacks).toBe(2);
  });
});

describe('damage cards limit attacks (data/damage-cards.ts)', () => {
  const faceup = (state: FleetState, card: string): FleetState => ({
    ...state,
    deck: {
      ...state.deck,
      drawPile: state.deck.drawPile.filter((c) => c !== card),
      places: { ...state.deck.places, 'ship:atk': { owner: null, cards: [{ id: card, faceup: true }] } },
    },
  });
  it('targeting-fault: one battery die fewer', () => {
    const step = must(shoot(faceup(duel(3), 'targeting-fault-1'), { ship: 'def', zone: 'front' }));
    expect(rolled(step.events)).toEqual(['red', 'blue', 'blue']);
  });
  it('sensor-damage: no attack at long range', () => {
    expect(codeOf(shoot(faceup(duel(4), 'sensor-damage-1'), { ship: 'def', zone: 'front' }))).toBe('OUT_OF_RANGE');
    expect(shoot(faceup(duel(3), 'sensor-damage-1'), { ship: 'def', zone: 'front' }).ok).toBe(true);
  });
});

describe('ships attack squadrons with anti-squadron armament (5.4 step 6)', () => {
  const flock = (dice: number[]) =>
    table({
      ships: [{ id: 'atk', class: 'carrier', at: hex(10, 10) }],
      squadrons: [
        { id: 's1', at: hex(10, 8) },
        { id: 's2', at: hex(11, 7) },
        { id: 'far', at: hex(10, 4) },
      ],
      dice,
    });

  it('single targets and one attack on all of them in the arc and range', () => {
    const front = shipAttackChoices(flock([]), 'atk').filter((c) => c.from === 'front');
    expect(front.map((c) => c.target)).toEqual([
      { squadrons: ['s1'] },
      { squadrons: ['s2'] },
      { squadrons: ['s1', 's2'] },
    ]);
  });

  it('one attack on several squadrons: each rolled anew, the same attack id', () => {
    // Carrier anti-squadron 1 red, 1 blue at close range; s1: red hit+hit, blue hit; s2: red blank, blue hit.
    const step = must(shoot(flock([RED.hitHit, BLUE.hit, RED.blank, BLUE.hit]), { squadrons: ['s1', 's2'] }));
    const declared = step.events.filter((e) => e.type === 'attackDeclared') as FleetEventOf<'attackDeclared'>[];
    expect(declared.map((e) => [e.attack, e.defender])).toEqual([
      ['a1', { kind: 'squadron', squadron: 's1' }],
      ['a1', { kind: 'squadron', squadron: 's2' }],
    ]);
    expect(step.state.squadrons.map((s) => s.hull)).toEqual([1, 3, 4]);
    expect(step.state.attack).toBeNull();
    expect(step.state.activation?.attacksFrom).toEqual(['front']);
  });

  it('a squadron out of range: OUT_OF_RANGE', () => {
    expect(codeOf(shoot(flock([]), { squadrons: ['s1', 'far'] }))).toBe('OUT_OF_RANGE');
  });

  it.each([
    [1, ['red', 'blue']],
    [2, ['red', 'blue']],
    [3, ['red', 'blue']],
    [4, ['red']],
    [5, ['red']],
  ])('seed 004 pp. 13-14: the anti-squadron armament (1 red, 1 blue) at distance %i rolls %o', (d, colours) => {
    const state = table({
      ships: [{ id: 'atk', class: 'carrier', at: hex(10, 10) }],
      squadrons: [{ id: 'f', at: hex(10, 10 - d) }],
      dice: [RED.blank, BLUE.accuracy],
    });
    expect(rolled(must(shoot(state, { squadrons: ['f'] })).events)).toEqual(colours);
  });
});

describe('squadrons attack at distance 1 (5.7)', () => {
  const sqTable = (extra: Partial<TableSpec>) =>
    table({
      ships: [{ id: 'ship', side: 'red', at: hex(10, 10), speed: 0 }],
      squadrons: [{ id: 'b', side: 'blue', class: 'bomber', at: hex(10, 9) }],
      active: undefined,
      ...extra,
    });

  it('a bomber counts its crits against a ship; a fighter does not', () => {
    const bomber = must(
      declareSquadronAttack(sqTable({ dice: [BLUE.crit, BLUE.hit] }), {
        type: 'squadronAttack',
        side: 'blue',
        squadron: 'b',
        target: { ship: 'ship', zone: 'front' },
      }),
    );
    expect(bomber.events.find((e) => e.type === 'damageResolved')).toMatchObject({ total: 2, critical: false });
    const fighter = must(
      declareSquadronAttack(
        sqTable({ squadrons: [{ id: 'b', side: 'blue', class: 'fighter', at: hex(10, 9) }], dice: [BLUE.crit] }),
        { type: 'squadronAttack', side: 'blue', squadron: 'b', target: { ship: 'ship', zone: 'front' } },
      ),
    );
    expect(fighter.events.find((e) => e.type === 'damageResolved')).toMatchObject({ total: 0 });
  });

  it('a ship zone whose arc does not hold the squadron: NOT_IN_ARC; two hexes away: OUT_OF_RANGE', () => {
    const cmd = { type: 'squadronAttack' as const, side: 'blue', squadron: 'b' };
    expect(codeOf(declareSquadronAttack(sqTable({}), { ...cmd, target: { ship: 'ship', zone: 'rear' } }))).toBe(
      'NOT_IN_ARC',
    );
    const far = sqTable({ squadrons: [{ id: 'b', side: 'blue', class: 'bomber', at: hex(10, 8) }] });
    expect(codeOf(declareSquadronAttack(far, { ...cmd, target: { ship: 'ship', zone: 'front' } }))).toBe(
      'OUT_OF_RANGE',
    );
  });

  it('5.7: an engaged squadron must attack a squadron, an escort first', () => {
    const state = sqTable({
      squadrons: [
        { id: 'b', side: 'blue', class: 'bomber', at: hex(10, 9) },
        { id: 'f', side: 'red', class: 'fighter', at: hex(11, 8) },
        { id: 'e', side: 'red', class: 'escort', at: hex(9, 9) },
      ],
    });
    const cmd = { type: 'squadronAttack' as const, side: 'blue', squadron: 'b' };
    expect(codeOf(declareSquadronAttack(state, { ...cmd, target: { ship: 'ship', zone: 'front' } }))).toBe(
      'MUST_ATTACK_SQUADRON',
    );
    expect(codeOf(declareSquadronAttack(state, { ...cmd, target: { squadrons: ['f'] } }))).toBe('MUST_ATTACK_ESCORT');
    expect(squadronAttackChoices(state, 'b')).toEqual([{ squadrons: ['e'] }]);
  });

  it('a heavy squadron does not engage: the bomber may still attack the ship', () => {
    const state = sqTable({
      squadrons: [
        { id: 'b', side: 'blue', class: 'bomber', at: hex(10, 9) },
        { id: 'h', side: 'red', class: 'heavy', at: hex(11, 8) },
      ],
    });
    expect(squadronAttackChoices(state, 'b')).toEqual([{ squadrons: ['h'] }, { ship: 'ship', zone: 'front' }]);
  });

  it('squadron against squadron: crits do no damage, hit+crit counts 1 (5.2)', () => {
    const state = table({
      ships: [],
      squadrons: [
        { id: 'f', side: 'red', class: 'fighter', at: hex(10, 8) },
        { id: 'g', side: 'blue', class: 'fighter', at: hex(10, 7) },
      ],
      dice: [BLUE.crit, BLUE.hit, BLUE.crit],
    });
    const step = must(
      declareSquadronAttack(state, {
        type: 'squadronAttack',
        side: 'red',
        squadron: 'f',
        target: { squadrons: ['g'] },
      }),
    );
    expect(step.events.find((e) => e.type === 'damageResolved')).toMatchObject({ total: 1, hullLost: 1 });
  });

  it('counter 2: the squadron attacked answers with two blue dice, resolved at once', () => {
    const state = table({
      ships: [],
      squadrons: [
        { id: 'f', side: 'red', class: 'fighter', at: hex(10, 8) },
        { id: 'g', side: 'blue', class: 'guard', at: hex(10, 7) },
      ],
      dice: [BLUE.hit, BLUE.hit, BLUE.hit, BLUE.hit, BLUE.crit],
    });
    const step = must(
      declareSquadronAttack(state, {
        type: 'squadronAttack',
        side: 'red',
        squadron: 'f',
        target: { squadrons: ['g'] },
      }),
    );
    const declared = step.events.filter((e) => e.type === 'attackDeclared') as FleetEventOf<'attackDeclared'>[];
    expect(declared.map((e) => [e.attack, e.kind])).toEqual([
      ['a1', 'normal'],
      ['a2', 'counter'],
    ]);
    expect(step.state.squadrons.map((s) => s.hull)).toEqual([3, 1]);
    expect(step.state.attack).toBeNull();
  });

  it('swarm: attacking a squadron engaged with another friendly squadron rerolls a blank-worth die', () => {
    const state = table({
      ships: [],
      squadrons: [
        { id: 's', side: 'red', class: 'swarmer', at: hex(10, 8) },
        { id: 'f', side: 'red', class: 'fighter', at: hex(11, 7) },
        { id: 'g', side: 'blue', class: 'fighter', at: hex(10, 7) },
      ],
      dice: [BLUE.accuracy, BLUE.hit, BLUE.hit],
    });
    const step = must(
      declareSquadronAttack(state, {
        type: 'squadronAttack',
        side: 'red',
        squadron: 's',
        target: { squadrons: ['g'] },
      }),
    );
    expect(step.events.find((e) => e.type === 'dieRerolled')).toMatchObject({ by: 'swarm', index: 0, from: 6, to: 0 });
    expect(step.events.find((e) => e.type === 'damageResolved')).toMatchObject({ total: 2 });
  });
});

describe('5.4 step 5: the standard critical effect (the first card faceup)', () => {
  /** A frigate with no shields and no tokens, 3 hexes ahead of the attacker, takes every point as a card. */
  const bare = (attacker: 'cruiser' | 'bomber', dice: number[]) =>
    table({
      ships: [
        ...(attacker === 'cruiser' ? [{ id: 'atk', at: hex(10, 10) }] : []),
        {
          id: 'def',
          side: 'blue',
          class: 'frigate',
          at: hex(10, 7),
          facing: 3 as const,
          tokens: [],
          shields: { front: 0 },
        },
      ],
      squadrons: attacker === 'bomber' ? [{ id: 'b', side: 'red', class: 'bomber', at: hex(10, 8) }] : [],
      dice,
      active: attacker === 'cruiser' ? 'atk' : undefined,
    });
  const squadronShoots = (state: FleetState) =>
    declareSquadronAttack(state, {
      type: 'squadronAttack',
      side: 'red',
      squadron: 'b',
      target: { ship: 'def', zone: 'front' },
    });

  it.each([
    ['a ship attacks a ship with a crit: faceup', 'cruiser', [RED.crit, RED.hit, BLUE.hit, BLUE.hit], true],
    ['a ship attacks a ship without a crit: facedown', 'cruiser', [RED.hit, RED.hit, BLUE.hit, BLUE.hit], false],
    ['a bomber squadron attacks a ship with crits: they count, facedown', 'bomber', [BLUE.crit, BLUE.crit], false],
  ] as const)('%s', (_name, attacker, dice, faceup) => {
    const state = bare(attacker, [...dice]);
    const step = must(attacker === 'cruiser' ? shoot(state, { ship: 'def', zone: 'front' }) : squadronShoots(state));
    const dealt = step.events.filter((e) => e.type === 'damageCardDealt') as FleetEventOf<'damageCardDealt'>[];
    expect(dealt.length).toBeGreaterThanOrEqual(2);
    expect(dealt.map((e) => e.faceup)).toEqual(dealt.map((_, i) => faceup && i === 0));
    expect(step.events.find((e) => e.type === 'damageResolved')).toMatchObject({ critical: faceup });
  });
});

describe('BLACK faces', () => {
  it('close range: hit+crit counts two against a ship (5.2); shields take it all, so no critical effect', () => {
    const state = duel(1, { dice: [RED.blank, RED.blank, BLUE.accuracy, BLUE.accuracy, BLACK.hitCrit, BLACK.blank] });
    const step = must(shoot(state, { ship: 'def', zone: 'front' }));
    // Speed 0: no tokens, no effects to choose (nothing lockable): straight to damage. 2 damage, 3 shields.
    expect(step.events.find((e) => e.type === 'damageResolved')).toMatchObject({ total: 2, cards: 0, critical: false });
  });
});
