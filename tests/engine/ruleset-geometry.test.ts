/**
 * Each ruleset's geometry through the contract (issue 42): the answers the contract gives are the
 * answers each ruleset's own rules give (no rule changes): impulse and vector (seed 000's hex
 * distance, Talon's arcs, planets that block fire; seed 002 on the same board), squadron (seed 001's
 * range bands between bases, arcs that a base counts in when any part of it reaches in, obstacles
 * that obstruct). The whole legal menu is declared complete, and `isLegal` agrees with `applyCommand`.
 */
import { describe, expect, test } from 'vitest';
import {
  FACINGS,
  type Facing,
  type Hex,
  hex,
  hexDistance,
  hexRing,
  impulse,
  squadron,
  type AnyRuleset,
  type RulesetCommand,
} from '../../src/engine/index.js';
import { VECTOR } from '../../src/engine/rulesets/vector/index.js';
import { bandBetween, inPrimaryArc, obstructed } from '../../src/engine/rulesets/squadron/geometry.js';
import { bundledGame } from '../helpers/bundled-game.js';
import { arrange, squadronGame } from '../helpers/squadron-game.js';
import { vectorGame } from '../helpers/vector-game.js';

const pairs = <T>(items: readonly T[]): [T, T][] =>
  items.flatMap((a) => items.flatMap((b) => (a === b ? [] : [[a, b] as [T, T]])));

describe('impulse and vector: the geometry of seed 000', () => {
  test('distance, arcs, footprint and sight agree with impulse rules for every pair of ships', async () => {
    const state = await bundledGame('corvane-belt', 'geometry');
    const g = impulse.IMPULSE.geometry;
    expect(state.terrain.some((t) => t.kind === 'planet')).toBe(true);
    for (const [a, b] of pairs(state.ships)) {
      expect(g.distance(state, a.id, b.id)).toBe(hexDistance(a.hex, b.hex));
      expect(g.arcsContaining(state, a.id, b.id)).toEqual(impulse.arcsContaining(a.hex, a.facing, b.hex));
      expect(g.lineOfSight(state, a.id, b.id)?.visible).toBe(!impulse.isBlockedByPlanet(state, a.hex, b.hex));
      expect(g.rangeBand(state, a.id, b.id)).toBeUndefined();
    }
    const first = state.ships[0] as impulse.ShipState;
    expect(g.footprint(state, first.id)).toMatchObject({ anchor: first.hex, facing: first.facing });
    expect(g.arcs(state, first.id).map((s) => s.name)).toEqual([...impulse.ARCS]);
    expect(g.rangeBands).toEqual([]);
  });

  test('a destroyed ship, or none, stands nowhere', async () => {
    const state = await bundledGame('cruiser-duel', 'geometry');
    const [a, b] = state.ships as [impulse.ShipState, impulse.ShipState];
    const lost = {
      ...state,
      ships: state.ships.map((s) => (s.id === b.id ? { ...s, status: 'destroyed' as const } : s)),
    };
    const g = impulse.IMPULSE.geometry;
    expect(g.footprint(lost, b.id)).toBeUndefined();
    expect(g.distance(lost, a.id, b.id)).toBeUndefined();
    expect(g.lineOfSight(lost, a.id, b.id)).toBeUndefined();
    expect(g.arcsContaining(lost, a.id, b.id)).toEqual([]);
    expect(g.arcs(lost, 'nobody')).toEqual([]);
  });

  test('vector measures on its board exactly as impulse does', async () => {
    const { state } = await vectorGame('corvane-belt');
    for (const [a, b] of pairs(state.board.ships)) {
      expect(VECTOR.geometry.distance(state, a.id, b.id)).toBe(
        impulse.IMPULSE.geometry.distance(state.board, a.id, b.id),
      );
      expect(VECTOR.geometry.arcsContaining(state, a.id, b.id)).toEqual(impulse.arcsContaining(a.hex, a.facing, b.hex));
      expect(VECTOR.geometry.lineOfSight(state, a.id, b.id)).toEqual(
        impulse.IMPULSE.geometry.lineOfSight(state.board, a.id, b.id),
      );
    }
  });
});

describe('squadron: the geometry of seed 001', () => {
  test('distance, range band and obstruction agree with squadron rules for every pair of ships', async () => {
    const { state } = await squadronGame('asteroid-field');
    const g = squadron.SQUADRON.geometry;
    expect(state.obstacles.length).toBeGreaterThan(0);
    for (const [a, b] of pairs(state.ships)) {
      expect(g.distance(state, a.id, b.id)).toBe(hexDistance(a.hex, b.hex));
      const band = bandBetween(state, a, b);
      expect(g.rangeBand(state, a.id, b.id)).toBe(band === undefined ? undefined : String(band));
      expect(g.lineOfSight(state, a.id, b.id)?.obstructed).toBe(obstructed(state, a.hex, b.hex));
      expect(g.lineOfSight(state, a.id, b.id)?.visible).toBe(true);
    }
  });

  const ARC_CASES = [
    ['front', 'forward'],
    ['frontRear', 'forward'],
    ['turret', 'forward'],
    ['mobile', 'forward'],
    ['mobile', 'right'],
    ['mobile', 'rear'],
    ['mobile', 'left'],
  ] as const;

  test.each(ARC_CASES.flatMap(([arc, mobile]) => (['first', 'second'] as const).map((e) => [arc, mobile, e] as const)))(
    "a %s arc (mobile %s, %s edition): the sectors hold a target exactly when squadron's arc rule does",
    async (arc, mobileArc, edition) => {
      const { state: opening } = await squadronGame('dogfight');
      const [shooter, target] = opening.ships as [squadron.SquadShip, squadron.SquadShip];
      const centre = hex(10, 5);
      const differ: string[] = [];
      for (const facing of FACINGS)
        for (const size of ['small', 'medium', 'large'] as const)
          for (let radius = 1; radius <= 6; radius++)
            for (const at of hexRing(centre, radius)) {
              const state = arrange(
                { ...opening, settings: { ...opening.settings, edition } },
                {
                  [shooter.id]: { hex: centre, facing: facing as Facing, mobileArc, stats: { ...shooter.stats, arc } },
                  [target.id]: { hex: at, stats: { ...target.stats, size } },
                },
              );
              const [from, to] = [state.ships[0], state.ships[1]] as [squadron.SquadShip, squadron.SquadShip];
              const bySectors = squadron.SQUADRON.geometry.arcsContaining(state, from.id, to.id).length > 0;
              if (bySectors !== inPrimaryArc(state, from, to)) differ.push(`${facing} ${size} ${at.q},${at.r}`);
            }
      expect(differ).toEqual([]);
    },
  );

  test('range bands are named nearest first, and a lost ship stands nowhere', async () => {
    const { state } = await squadronGame('dogfight');
    const g = squadron.SQUADRON.geometry;
    expect(g.rangeBands).toEqual(['0', '1', '2', '3', '4', '5']);
    const [a, b] = state.ships as [squadron.SquadShip, squadron.SquadShip];
    const lost = arrange(state, { [b.id]: { destroyed: true } });
    expect(g.footprint(lost, b.id)).toBeUndefined();
    expect(g.rangeBand(lost, a.id, b.id)).toBeUndefined();
    expect(g.arcsContaining(lost, a.id, b.id)).toEqual([]);
    expect(g.footprint(state, a.id)).toMatchObject({ anchor: a.hex, facing: a.facing });
  });
});

describe('positions are written and read by each ruleset', () => {
  const rulesets = [impulse.IMPULSE, squadron.SQUADRON, VECTOR] as unknown as AnyRuleset[];
  test.each(rulesets.map((r) => [r.id, r]))('%s: "0712" and back, "-3.12" and back, nonsense refused', (_, rules) => {
    const g = rules.geometry;
    for (const text of ['0712', '-3.12', '104.7', '0000']) {
      const position = g.parsePosition(text) as Hex;
      expect(g.formatPosition(position)).toBe(text);
    }
    for (const h of hexRing(hex(3, 3), 4)) expect(g.parsePosition(g.formatPosition(h))).toEqual(h);
    expect(g.parsePosition('B7')).toBeUndefined();
    // Odd-q offset labels: column 7 sits half a hex lower, so axial (7, 9) is row 12.
    expect(g.formatPosition(hex(7, 9))).toBe('0712');
  });
});

describe('legal commands: complete menus, and isLegal', () => {
  async function openings(): Promise<[AnyRuleset, unknown][]> {
    return [
      [impulse.IMPULSE as unknown as AnyRuleset, await bundledGame('cruiser-duel', 'legal')],
      [squadron.SQUADRON as unknown as AnyRuleset, (await squadronGame('dogfight')).state],
      [VECTOR as unknown as AnyRuleset, (await vectorGame()).state],
    ];
  }

  test('each ruleset lists every order of the moment, and isLegal accepts each and refuses as applyCommand does', async () => {
    for (const [rules, state] of await openings()) {
      for (const side of rules.sides(state).map((s) => s.id)) {
        expect(rules.legalCommandsComplete(state, side), rules.id).toBe(true);
        for (const command of rules.legalCommands(state, side))
          expect(rules.isLegal(state, command)).toEqual({ ok: true, value: true });
      }
      const nonsense: RulesetCommand = { type: 'noSuchOrder', side: 'nobody' };
      const refused = rules.applyCommand(state, nonsense);
      expect(refused.ok, rules.id).toBe(false);
      expect(rules.isLegal(state, nonsense)).toEqual(refused);
    }
  });
});
