/**
 * `fleet`'s board view (issue 43 deliverable 8; other-systems.md 5.9 "Rendering"): what a picture
 * draws, read off hand-built states: ships with their hexes, zones' reference hexes and shields, speed,
 * dial depth, tokens and damage; squadrons with hull; this stretch's paths and attacks drawn from where
 * the units stood when they fired; the acting ship; the arcs by range band.
 */
import { describe, expect, test } from 'vitest';
import { fleet } from '../../../src/engine/index.js';
import { activation, at, deployment } from './fixture.js';

describe('the fleet board view', () => {
  test('ships: hexes front first, each zone its reference hex (5.9), shields, speed, dials, tokens, damage', () => {
    const { state, recent } = activation();
    const board = fleet.fleetBoardView(state, recent);
    const aegis = board.ships.find((s) => s.id === 'aegis');
    // A large ship: three hexes in line behind its front hex; facing NE (1) the base runs to the SW.
    expect(aegis?.hexes).toEqual([at(10, 10), at(9, 10), at(8, 11)]);
    expect(aegis?.zones).toEqual({ front: at(10, 10), right: at(9, 10), rear: at(8, 11), left: at(9, 10) });
    expect(aegis).toMatchObject({ speed: 1, dials: 3, damage: 3, faceup: ['sensor-damage-1'], hull: 8 });
    expect(aegis?.tokens.map((t) => t.state)).toEqual(['discarded', 'ready', 'exhausted', 'ready']);
    expect(aegis?.commandTokens).toEqual(['concentrate']);
    const bastion = board.ships.find((s) => s.id === 'bastion');
    // A medium ship's side zones start from its front hex.
    expect(bastion?.zones.right).toEqual(bastion?.hexes[0]);
    expect(board.squadrons.find((s) => s.id === 'm1')).toMatchObject({ hull: 2, hullMax: 5 });
    expect(board.squadrons.find((s) => s.id === 'k1')).toMatchObject({ activated: true });
  });

  test("this stretch's manoeuvre: the front hex's path and the base where it started", () => {
    const { state, recent } = activation();
    const board = fleet.fleetBoardView(state, recent);
    expect(board.paths).toEqual([
      expect.objectContaining({
        unit: 'bastion',
        kind: 'ship',
        hexes: [at(11, 7), at(11, 6), at(12, 5)],
        from: [at(11, 7), at(11, 8)],
        speed: 2,
        moved: 2,
      }),
    ]);
    expect(board.acting).toBe('bastion');
  });

  test('attacks run between the reference hexes where the units stood when declared (seed 004 p. 19)', () => {
    const { state, recent } = activation();
    const board = fleet.fleetBoardView(state, recent);
    // The Bastion fired before it manoeuvred: from 1107, not from where it stands now.
    expect(board.attacks.map((a) => [a.from, a.to, a.obstructed])).toEqual([
      [at(11, 7), board.ships.find((s) => s.id === 'ravager')?.zones.left, false],
      [at(11, 7), at(11, 3), true],
    ]);
    expect(board.attacks[0]?.result).toEqual({ total: 4, shields: 2, cards: 2, hull: 0 });
    expect(board.attacks[1]?.result).toEqual({ total: 2, shields: 0, cards: 0, hull: 2 });
  });

  test('score: objective points and the fleet points of enemy units destroyed; wrecks of this stretch', () => {
    const { state } = activation();
    const sunk = {
      ...state,
      ships: state.ships.map((s) => (s.id === 'reaver' ? { ...s, destroyed: true } : s)),
      objectivePoints: { concord: 15, horde: 0 },
    };
    const board = fleet.fleetBoardView(sunk, [{ type: 'shipDestroyed', ship: 'reaver', cause: 'damage' }]);
    expect(board.score).toEqual({ concord: 15 + 40, horde: 0 });
    expect(board.wrecks).toEqual(['reaver']);
    expect(fleet.fleetBoardView(sunk, []).wrecks).toEqual([]);
  });

  test("arcs by range band from each zone's reference hex: close 0-2, medium 3, long 4-5, only with dice", () => {
    const { state } = deployment();
    const arcs = fleet.fleetArcs(state, 'lancer');
    const lancer = state.ships.find((s) => s.id === 'lancer');
    if (!lancer) throw new Error('no lancer');
    // The Lancer's front zone has a red die: it reaches long range; its side zones roll blue only: medium.
    expect(arcs.some((a) => a.zone === 'front' && a.band === 'long')).toBe(true);
    expect(arcs.some((a) => a.zone === 'right' && a.band === 'long')).toBe(false);
    expect(arcs.some((a) => a.zone === 'right' && a.band === 'medium')).toBe(true);
    // Never its own hex, never off the board.
    expect(arcs.some((a) => a.hex.q === lancer.at.anchor.q && a.hex.r === lancer.at.anchor.r)).toBe(false);
    const board = fleet.fleetBoardView(state, [], { focus: 'lancer', show: 'arcs', zone: 'front' });
    expect(board.focus).toBe('lancer');
    expect(board.arcs.every((a) => a.zone === 'front')).toBe(true);
    expect(fleet.fleetBoardView(state, [], { focus: 'lancer' }).arcs).toEqual([]);
  });

  test("a /navigate preview: the front hex's steps and the base where it would end", () => {
    const { state } = activation();
    const course = fleet.plotCourse(state, 'aegis', 2, [1, 0]);
    const board = fleet.fleetBoardView(state, [], { preview: { ship: 'aegis', ...course } });
    expect(board.preview).toMatchObject({
      ship: 'aegis',
      side: 'concord',
      path: course.path,
      facing: course.end.facing,
    });
    expect(board.preview?.end).toHaveLength(3);
    expect(board.preview?.end[0]).toEqual(course.end.anchor);
    expect(fleet.fleetBoardView(state, []).preview).toBeNull();
  });

  test('the sheets: class numbers and the unit now', () => {
    const { state } = activation();
    const ship = fleet.fleetShipSheet(state, 'aegis');
    expect(ship).toMatchObject({ className: 'Aegis Dreadnought', points: 120, speedChart: [[1], [0, 1]] });
    expect(fleet.fleetSquadronSheet(state, 'vex')).toMatchObject({
      className: 'Vex the Quick',
      speed: 5,
      unique: true,
    });
    expect(fleet.fleetShipSheet(state, 'nobody')).toBeNull();
  });
});
