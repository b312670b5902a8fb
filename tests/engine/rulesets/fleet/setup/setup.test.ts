/**
 * `fleet`'s setup (issue 43): a game built from a scenario, a roster and the catalog; round 1's
 * Command Phase begins (other-systems.md 5.1), each ship at speed 1 (our documented setting),
 * shields as its class, every defence token ready (seed 004 p. 14), dial stacks empty (seed 004
 * p. 7: the whole stack is set in round 1), the 52-card damage deck shuffled (5.4 step 5).
 */
import { describe, expect, test } from 'vitest';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import type { FleetScenario } from '../../../../../src/engine/rulesets/fleet/data/schema.js';
import { DAMAGE_DECK_CARDS } from '../../../../../src/engine/rulesets/fleet/data/damage-cards.js';
import { FLEET_RULES_VERSION } from '../../../../../src/engine/rulesets/fleet/rules-version.js';
import { createFleetGame, START_SPEED } from '../../../../../src/engine/rulesets/fleet/setup.js';
import { fleetContent, fleetGame, fleetScenario } from './fleet-content.js';

describe('a new fleet game', () => {
  test.each(['pitched-battle', 'relay-stations', 'salvage-run'])(
    '%s starts in round 1, Command Phase, the first side holding the initiative',
    async (id) => {
      const { state, events, scenario } = await fleetGame(id);
      expect(state.round).toBe(1);
      expect(state.rounds).toBe(6);
      expect(state.phase).toBe('command');
      expect(state.initiative).toBe(scenario.sides[0]!.id);
      expect(state.toAct).toBe(scenario.sides[0]!.id);
      expect(state.outcome).toBeNull();
      expect(state.activation).toBeNull();
      expect(state.attack).toBeNull();
      expect(state.objectivePoints).toEqual({ concord: 0, veyra: 0 });
      expect(events).toEqual([
        { type: 'roundStarted', round: 1, initiative: 'concord' },
        { type: 'phaseStarted', phase: 'command', round: 1 },
      ]);
    },
  );

  test('ships are s1, s2, ... and squadrons q1, q2, ..., in side order then list order', async () => {
    const { state, scenario } = await fleetGame('relay-stations');
    const shipNames = scenario.sides.flatMap((s) => s.ships.map((u) => u.name));
    const squadronNames = scenario.sides.flatMap((s) => s.squadrons.map((u) => u.name));
    expect(state.ships.map((s) => [s.id, s.name])).toEqual(shipNames.map((n, i) => [`s${i + 1}`, n]));
    expect(state.squadrons.map((s) => [s.id, s.name])).toEqual(squadronNames.map((n, i) => [`q${i + 1}`, n]));
    expect(state.ships.map((s) => s.side)).toEqual([
      'concord',
      'concord',
      'concord',
      'veyra',
      'veyra',
      'veyra',
      'veyra',
    ]);
  });

  test('a ship starts at speed 1 (our setting: the first row of every speed chart), its class shields, tokens ready, no command tokens', async () => {
    const { state, catalog } = await fleetGame('pitched-battle');
    expect(START_SPEED).toBe(1);
    for (const ship of state.ships) {
      const cls = catalog.ships.find((c) => c.id === ship.class)!;
      expect(ship.speed).toBe(1);
      expect(ship.shields).toEqual(cls.shields);
      expect(ship.tokens).toEqual(cls.tokens.map((type) => ({ type, state: 'ready' })));
      expect(ship.commandTokens).toEqual([]);
      expect([ship.activated, ship.destroyed, ship.salvage]).toEqual([false, false, 0]);
    }
    const steadfast = state.ships.find((s) => s.name === 'Steadfast')!;
    expect(steadfast.at).toEqual({ anchor: fromOffset({ col: 15, row: 4 }), facing: 3 });
  });

  test("a squadron starts with its class's hull and an ace's tokens ready", async () => {
    const { state } = await fleetGame('salvage-run');
    const ace = state.squadrons.find((s) => s.class === 'vesh-kaar')!;
    expect(ace.hull).toBe(5);
    expect(ace.tokens).toEqual([
      { type: 'evade', state: 'ready' },
      { type: 'scatter', state: 'ready' },
    ]);
    expect(state.squadrons.find((s) => s.class === 'husk-guard')!.tokens).toEqual([]);
  });

  test('seed 004 p. 7: every dial stack starts empty (round 1 sets the whole stack)', async () => {
    const { state } = await fleetGame('pitched-battle');
    expect(state.dials).toEqual(Object.fromEntries(state.ships.map((s) => [s.id, []])));
  });

  test('the damage deck: all 52 cards shuffled, an empty place per ship; the same seed deals the same deck', async () => {
    const a = (await fleetGame('pitched-battle', null, 'one')).state;
    const b = (await fleetGame('pitched-battle', null, 'one')).state;
    const c = (await fleetGame('pitched-battle', null, 'two')).state;
    expect([...a.deck.drawPile].sort()).toEqual([...DAMAGE_DECK_CARDS].sort());
    expect(a.deck.drawPile).not.toEqual(DAMAGE_DECK_CARDS);
    expect(Object.keys(a.deck.places)).toEqual(a.ships.map((s) => `ship:${s.id}`));
    expect(b.deck).toEqual(a.deck);
    expect(b.rng).toEqual(a.rng);
    expect(c.deck.drawPile).not.toEqual(a.deck.drawPile);
  });

  test("objective tokens and obstacles come from the scenario; the catalog holds the game's classes only", async () => {
    const { state, scenario } = await fleetGame('salvage-run');
    expect(state.objective).toEqual(scenario.objective);
    expect(state.objectiveTokens).toEqual(
      scenario.objective!.tokens.map((hex, i) => ({ id: `o${i + 1}`, hex, carrier: null, lost: false })),
    );
    expect(state.obstacles).toEqual(scenario.obstacles);
    const used = new Set([...state.ships.map((s) => s.class), ...state.squadrons.map((s) => s.class)]);
    expect([...state.catalog.ships, ...state.catalog.squadrons].map((c) => c.id).sort()).toEqual([...used].sort());
    const pitched = (await fleetGame('pitched-battle')).state;
    expect(pitched.objective).toBeNull();
    expect(pitched.objectiveTokens).toEqual([]);
  });

  test("a scenario's own settings replace the defaults (initiative kept, four rounds); the rest keep theirs", async () => {
    const content = await fleetContent();
    const base = content.scenarios.find((s) => s.id === 'pitched-battle') as FleetScenario;
    const created = createFleetGame(
      { ...base, settings: { initiative: 'fixed', rounds: 4 } },
      null,
      content.catalog,
      's',
    );
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.state.settings).toEqual({ initiative: 'fixed', squadronsPerTurn: 2, rounds: 4 });
    expect(created.value.state.rounds).toBe(4);
    const plain = createFleetGame(base, null, content.catalog, 's');
    expect(plain.ok && plain.value.state.settings).toEqual({ initiative: 'alternate', squadronsPerTurn: 2 });
  });

  test('the rules version is fleet-1', () => {
    expect(FLEET_RULES_VERSION).toBe('fleet-1');
  });
});

describe('a roster in the setup', () => {
  test("a listed side flies its list at the deploy places; the other side flies the scenario's fleet", async () => {
    const roster = {
      veyra: [
        { kind: 'squadron' as const, class: 'vesh-kaar', name: 'Vesh' },
        { kind: 'ship' as const, class: 'leviathan-dreadnought', name: 'Maw of Night' },
      ],
    };
    const { state, scenario } = await fleetGame('pitched-battle', roster);
    const veyra = scenario.sides[1]!;
    expect(state.ships.filter((s) => s.side === 'concord').map((s) => s.name)).toEqual(['Steadfast', 'Evening Star']);
    const maw = state.ships.find((s) => s.side === 'veyra')!;
    expect([maw.id, maw.name, maw.at]).toEqual(['s3', 'Maw of Night', { anchor: veyra.deploy[0]!.hex, facing: 0 }]);
    const vesh = state.squadrons.find((s) => s.side === 'veyra')!;
    expect([vesh.id, vesh.hex]).toEqual(['q4', veyra.deploy[1]!.hex]);
  });

  test("a roster's problem refuses the start, named as the shared roster flow names it", async () => {
    const { catalog } = await fleetContent();
    const scenario = await fleetScenario('pitched-battle');
    const gulls = Array.from({ length: 8 }, (_, i) => ({
      kind: 'squadron' as const,
      class: 'gull-fighter',
      name: `G${i}`,
    }));
    const roster = { concord: [{ kind: 'ship' as const, class: 'heron-corvette', name: 'Wren' }, ...gulls] };
    const created = createFleetGame(scenario, roster, catalog, 'x');
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error).toMatchObject({ code: 'ROSTER_squadronPoints', path: 'roster.concord' });
  });
});

describe('a scenario the setup refuses', () => {
  async function refused(change: (s: FleetScenario) => void) {
    const { catalog } = await fleetContent();
    const scenario = structuredClone(await fleetScenario('pitched-battle'));
    change(scenario);
    const created = createFleetGame(scenario, null, catalog, 'x');
    return created.ok ? null : created.error;
  }

  test('not a fleet scenario (read through its schema)', async () => {
    expect(await refused((s) => (s.rounds = 0))).toMatchObject({ code: 'BAD_SCENARIO', path: 'rounds' });
  });

  test('an unknown class, or a class of the other faction', async () => {
    expect(await refused((s) => (s.sides[0]!.ships[0]!.class = 'ghost'))).toMatchObject({
      code: 'UNKNOWN_CLASS',
      path: 'sides[0].ships[0].class',
    });
    expect(await refused((s) => (s.sides[0]!.squadrons[0]!.class = 'needle-swarm'))).toMatchObject({
      code: 'WRONG_FACTION',
      path: 'sides[0].squadrons[0].class',
    });
  });

  test('a base off the board, two ships overlapping, a squadron under a ship', async () => {
    expect(await refused((s) => (s.sides[0]!.ships[0]!.at.hex = fromOffset({ col: 15, row: 1 })))).toMatchObject({
      code: 'OFF_BOARD',
    });
    expect(
      await refused((s) => (s.sides[0]!.ships[1]!.at = { hex: fromOffset({ col: 15, row: 3 }), facing: 3 })),
    ).toMatchObject({ code: 'OVERLAP', path: 'sides[0].ships[1].at' });
    expect(await refused((s) => (s.sides[1]!.squadrons[0]!.hex = fromOffset({ col: 15, row: 13 })))).toMatchObject({
      code: 'OVERLAP',
      path: 'sides[1].squadrons[0].hex',
    });
  });

  test('an obstacle under a ship', async () => {
    expect(await refused((s) => (s.obstacles[0]!.hex = fromOffset({ col: 15, row: 2 })))).toMatchObject({
      code: 'OVERLAP',
      path: 'obstacles[0].hex',
    });
  });
});
