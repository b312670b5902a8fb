/**
 * `skirmish`'s board view (issue 44; other-systems.md 4.5 "Rendering"): what a picture draws, read
 * off hand-built states (tests/helpers/skirmish-state.ts): unit tags, models with wounds, large bases
 * and characters, battle-shock, coherency links, engaged pairs (the brief's 2 across and 5 up),
 * objectives with each side's level of control and the 3-hex ring, this stretch's moves, attacks
 * where the units stood when declared, charges, the units still to act, and the unit sheet.
 */
import { describe, expect, test } from 'vitest';
import { hexDistance, hexKey } from '../../../src/engine/core/hex.js';
import { skirmishBoardView, skirmishUnitSheet } from '../../../src/engine/rulesets/skirmish/board-view.js';
import type { SkirmishEvent } from '../../../src/engine/rulesets/skirmish/events.js';
import type { Phase } from '../../../src/engine/rulesets/skirmish/state.js';
import { makeUnit, skirmishState } from '../../helpers/skirmish-state.js';
import { at, battle, closeFight, deployment } from './moments.js';

describe('the skirmish board view', () => {
  test('unit tags: the datasheet initial and a number, unique in the game', () => {
    const board = skirmishBoardView(deployment(), []);
    expect(board.units.map((u) => [u.id, u.tag])).toEqual([
      ['b-squad', 'S1'],
      ['b-captain', 'C1'],
      ['b-tank', 'T1'],
      ['b-squad-2', 'S2'],
      ['r-pack', 'P1'],
      ['r-squad', 'S3'],
      ['r-pack-2', 'P2'],
      ['r-tank', 'T2'],
    ]);
    expect(new Set(board.units.map((u) => u.tag)).size).toBe(board.units.length);
  });

  test('models: wounds left of the profile, wounded, a large base on seven hexes (4.5), characters', () => {
    const { state } = battle();
    const board = skirmishBoardView(state, []);
    const squad = board.units.find((u) => u.id === 'b-squad');
    // Two troopers slain: only the living models on the table are drawn.
    expect(squad?.models.map((m) => [m.n, m.wounds, m.maxWounds, m.wounded])).toEqual([
      [1, 1, 2, true],
      [2, 1, 1, false],
      [3, 1, 1, false],
    ]);
    const tank = board.units.find((u) => u.id === 'b-tank')?.models[0];
    expect(tank).toMatchObject({ large: true, wounds: 9, maxWounds: 12, wounded: true });
    expect(tank?.hexes).toHaveLength(7);
    expect(tank?.hexes.every((h) => hexDistance(h, at(18, 8)) <= 1)).toBe(true);
    expect(board.units.find((u) => u.id === 'b-captain')?.models[0]?.character).toBe(true);
    expect(board.units.find((u) => u.id === 'r-squad')?.shocked).toBe(true);
  });

  test('a unit in reserve or destroyed has no models on the board', () => {
    const board = skirmishBoardView(deployment(), []);
    expect(board.units.find((u) => u.id === 'r-tank')).toMatchObject({ reserve: true, models: [] });
    const close = closeFight();
    expect(skirmishBoardView(close.state, []).units.find((u) => u.id === 'r-scouts')).toMatchObject({
      destroyed: true,
      models: [],
    });
  });

  test('coherency links: each model to its nearest mate within 2, each pair once', () => {
    const state = skirmishState([makeUnit('s', 'blue', 'squad', [at(5, 5), at(6, 5), at(9, 5), at(11, 5), at(5, 9)])]);
    const links = skirmishBoardView(state, []).links.map((l) => [hexKey(l.a), hexKey(l.b)].sort());
    // 0505-0605 and 0905-1105 are linked, in model order; 0509 has no mate within 2.
    expect(links).toEqual([[hexKey(at(5, 5)), hexKey(at(6, 5))].sort(), [hexKey(at(9, 5)), hexKey(at(11, 5))].sort()]);
  });

  test.each([
    ['two hexes apart on open ground', 0, 2, true],
    ['three hexes apart', 0, 3, false],
    ['two apart, one atop a ruin of height 5', 5, 2, true],
    ['two apart, one atop a ruin of height 6 (more than 5 up)', 6, 2, false],
  ])('engagement range (the brief: 2 across and 5 up): %s', (_, height, apart, engaged) => {
    const state = skirmishState(
      [makeUnit('b', 'blue', 'captain', [at(10, 10)]), makeUnit('r', 'red', 'pack', [at(10, 10 + apart)])],
      { terrain: height > 0 ? [{ kind: 'ruin', height, hexes: [at(10, 10)] }] : [] },
    );
    const board = skirmishBoardView(state, []);
    expect(board.engagements.length > 0).toBe(engaged);
    if (engaged)
      expect(board.engagements[0]).toMatchObject({ units: ['b', 'r'], a: at(10, 10), b: at(10, 10 + apart) });
  });

  test('objectives: controller, each side’s OC within 3 (a shocked unit counts 0), the ring within 3 on the board', () => {
    const { state } = battle();
    const board = skirmishBoardView(state, []);
    const [o1, o2, o3] = board.objectives;
    // Three models of the squad (OC 2 each) stand within 3 of objective 1.
    expect(o1).toMatchObject({ controller: 'blue', levels: { blue: 6, red: 0 } });
    expect(o1?.area).toHaveLength(37);
    expect(o1?.area.every((h) => hexDistance(h, at(8, 8)) <= 3)).toBe(true);
    // Objective 3: the shocked Red Guard counts 0; three hounds (OC 1) stand in range.
    expect(o3).toMatchObject({ controller: 'red', levels: { blue: 0, red: 3 } });
    expect(o2?.controller).toBeNull();
    // A marker by the board's edge: its ring stops at the edge.
    const edge = skirmishState([], { objectives: [{ id: 'e', hex: at(1, 1), value: 1, controller: null }] });
    expect(skirmishBoardView(edge, []).objectives[0]?.area.length).toBeLessThan(37);
  });

  test("this stretch's moves: each model from where it stood to where it went", () => {
    const { state, recent } = battle();
    const board = skirmishBoardView(state, recent);
    expect(board.moves.map((m) => [m.unit, m.movement, m.steps.length])).toEqual([
      ['b-squad', 'normal', 3],
      ['b-captain', 'charge', 1],
    ]);
    expect(board.moves[1]?.steps[0]).toEqual({ model: 1, from: at(16, 9), to: at(16, 13) });
  });

  test('attacks (seed 003, Attack Sequence): hits, wounds and what they did; drawn between the closest models', () => {
    const { state, recent } = battle();
    const board = skirmishBoardView(state, recent);
    expect(board.attacks.map((a) => [a.id, a.kind, a.weaponName, a.hits, a.wounds, a.slain, a.woundsLost])).toEqual([
      ['a1', 'shooting', 'Battle cannon', 3, 3, 2, 4],
      ['a2', 'shooting', 'Bolt rifle', 7, 4, 0, 1],
      ['a3', 'fight', 'Power sword', 3, null, null, null],
    ]);
    // The tank's line starts at its centre hex; the target end is the pack's model closest to it.
    expect(board.attacks[0]?.from).toEqual(at(18, 8));
    expect(board.attacks[0]?.to).toEqual(at(16, 15));
  });

  test('an attack is drawn from where the attacker stood when it was declared, before a later move', () => {
    const state = skirmishState([
      makeUnit('b', 'blue', 'captain', [at(10, 4)]),
      makeUnit('r', 'red', 'pack', [at(10, 12)]),
    ]);
    const recent: SkirmishEvent[] = [
      {
        type: 'attackDeclared',
        attack: 'a1',
        kind: 'overwatch',
        attacker: 'b',
        target: 'r',
        weapon: 'pistol',
        models: 1,
        attacks: 1,
        hitNeeded: 6,
        hitModifiers: ['overwatch'],
        halfRange: false,
      },
      {
        type: 'unitMoved',
        unit: 'b',
        movement: 'normal',
        allowance: 6,
        steps: [{ model: 1, from: at(10, 9), to: at(10, 4) }],
      },
    ];
    const attack = skirmishBoardView(state, recent).attacks[0];
    expect(attack).toMatchObject({ kind: 'overwatch', from: at(10, 9), to: at(10, 12) });
  });

  test('charges (seed 003, Charge Sequence): the roll, the targets, succeeded or failed and why', () => {
    const { state, recent } = battle();
    expect(skirmishBoardView(state, recent).charges).toEqual([
      { unit: 'b-captain', side: 'blue', targets: ['r-pack'], roll: 7, succeeded: true, reason: null },
      { unit: 'b-squad-2', side: 'blue', targets: [], roll: 3, succeeded: false, reason: 'noTarget' },
    ]);
  });

  test.each<[Phase, string[]]>([
    ['command', []],
    ['movement', ['b-squad-2']],
    // The engaged captain may still fire its pistol at the pack it is locked with.
    ['shooting', ['b-squad', 'b-captain', 'b-squad-2']],
    // Not the engaged captain; the tank that stood still may charge.
    ['charge', ['b-squad', 'b-tank', 'b-squad-2']],
    // The Fights First step (seed 003, Charge 5): blue selects, and only its charging captain may fight yet.
    ['fight', ['b-captain']],
  ])('units still to act in the %s phase (queries.ts skirmishTasks of the side awaited)', (phase, units) => {
    const { state } = battle();
    const moved = {
      ...state,
      phase,
      units: state.units.map((u) => (u.id === 'b-squad-2' ? { ...u, movement: null } : u)),
    };
    expect(skirmishBoardView(moved, []).toAct).toEqual(units);
  });

  test('units still to act in the remaining combats: the selecting side’s engaged units that have not fought', () => {
    // The tank charged and fought; red (the defender) selects first among the remaining combats.
    expect(skirmishBoardView(closeFight().state, []).toAct).toEqual(['r-pack', 'r-pack-2']);
  });

  test('no unit still to act once the game is over', () => {
    const { state } = battle();
    const outcome = { winner: 'blue', reason: 'concession' } as unknown as NonNullable<typeof state.outcome>;
    const over = { ...state, outcome };
    expect(skirmishBoardView(over, []).toAct).toEqual([]);
  });

  test("units still to act in the Movement phase's reinforcements step (4.2 Reserves): those in reserve", () => {
    const state = {
      ...deployment(),
      active: 'red',
      phase: 'movement' as const,
      movementStep: 'reinforcements' as const,
    };
    expect(skirmishBoardView(state, []).toAct).toEqual(['r-tank']);
  });

  test('the side panel: round, whose turn, phase, CP and VP per side', () => {
    const { state } = battle();
    const board = skirmishBoardView(state, []);
    expect(board).toMatchObject({ round: 2, rounds: 5, active: 'blue', phase: 'fight' });
    expect(board.sides.map((s) => [s.id, s.cp, s.vp])).toEqual([
      ['blue', 2, 10],
      ['red', 3, 5],
    ]);
  });
});

describe('the skirmish unit sheet', () => {
  test('profiles (M T Sv InSv W Ld OC FNP), models with wounds left, weapons with abilities, status', () => {
    const { state } = battle();
    const sheet = skirmishUnitSheet(state, 'b-squad');
    expect(sheet).toMatchObject({ datasheetName: 'Squad', role: 'battleline', points: 80 });
    expect(sheet?.profiles.map((p) => [p.id, p.alive, p.count, p.move, p.save, p.wounds])).toEqual([
      ['sergeant', 1, 1, 6, 3, 2],
      ['trooper', 2, 4, 6, 3, 1],
    ]);
    expect(sheet?.models.filter((m) => !m.alive).map((m) => m.n)).toEqual([4, 5]);
    expect(sheet?.weapons.map((w) => w.id)).toEqual(['pistol', 'sword', 'rifle', 'blade']);
    expect(sheet?.weapons.find((w) => w.id === 'rifle')?.abilities).toEqual([
      { ability: 'assault' },
      { ability: 'rapidFire', value: 1 },
    ]);
    expect(sheet?.status).toMatchObject({ shocked: false, movement: 'normal', shot: false });
    const tank = skirmishUnitSheet(state, 'b-tank');
    expect(tank?.weapons[0]?.abilities).toContainEqual({ ability: 'anti', value: 4, keyword: 'vehicle' });
    expect(tank?.abilities).toEqual({ selfRepair: 1 });
    expect(skirmishUnitSheet(state, 'nobody')).toBeNull();
  });
});
