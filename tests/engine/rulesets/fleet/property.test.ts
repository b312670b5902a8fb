/**
 * `fleet` under random legal play (issue 43, deliverable 10: "the contract and property tests play
 * fleet"): in every bundled scenario, several seeds, every command the rules list is accepted, the
 * game ends, replays exactly, and after every command the rules' invariants hold: command tokens
 * within the command value and never two of a type (seed 004 p. 12), shields between 0 and the class's,
 * no two live ships overlapping (seed 004 pp. 17-18), no squadron under a ship once placed, a stack no
 * deeper than the command value, a ship destroyed exactly when its damage cards reach its hull.
 */
import { describe, expect, it } from 'vitest';
import { createRng, footprintsOverlap, hexEquals, occupiedHexes, seedRng } from '../../../../src/engine/index.js';
import {
  FLEET,
  HULL_ZONES,
  damageCount,
  type FleetCommand,
  type FleetState,
} from '../../../../src/engine/rulesets/fleet/index.js';
import { shipBase, shipClassOf } from '../../../../src/engine/rulesets/fleet/geometry/base.js';
import { fleetGame } from '../../../helpers/fleet-game.js';

function invariantProblems(state: FleetState): string[] {
  const problems: string[] = [];
  const live = state.ships.filter((s) => !s.destroyed);
  for (const ship of state.ships) {
    const cls = shipClassOf(state, ship);
    if (ship.commandTokens.length > cls.command) problems.push(`${ship.id}: more command tokens than its value`);
    if (new Set(ship.commandTokens).size !== ship.commandTokens.length)
      problems.push(`${ship.id}: two tokens of a type`);
    for (const zone of HULL_ZONES)
      if (ship.shields[zone] < 0 || ship.shields[zone] > cls.shields[zone])
        problems.push(`${ship.id}: ${zone} shields`);
    if ((state.dials[ship.id]?.length ?? 0) > cls.command) problems.push(`${ship.id}: a stack too deep`);
    if (!ship.destroyed && damageCount(state, ship.id) >= cls.hull) problems.push(`${ship.id}: alive at its hull`);
  }
  for (const [i, a] of live.entries())
    for (const b of live.slice(i + 1))
      if (footprintsOverlap(shipBase(state, a), shipBase(state, b))) problems.push(`${a.id} overlaps ${b.id}`);
  if (!state.displaced) {
    const covered = live.flatMap((s) => occupiedHexes(shipBase(state, s)));
    for (const sq of state.squadrons.filter((q) => !q.destroyed))
      if (covered.some((h) => hexEquals(h, sq.hex))) problems.push(`${sq.id} under a ship`);
  }
  return problems;
}

describe.each(['pitched-battle', 'relay-stations', 'salvage-run'])('fleet random legal play: %s', (scenario) => {
  it('accepts every listed command, keeps the invariants, ends and replays exactly', async () => {
    for (const seed of ['one', 'two', 'three']) {
      const game = await fleetGame(scenario, `property-${seed}`);
      const rng = createRng(seedRng(`walk-${scenario}-${seed}`));
      let state = game.state;
      const log: FleetCommand[] = [];
      for (let i = 0; i < 3000 && state.outcome === null; i += 1) {
        const { sides, moment } = FLEET.awaiting(state);
        const side = sides[rng.int(sides.length)] ?? '';
        const legal = FLEET.legalCommands(state, side).filter((c) => c.type !== 'concede');
        expect(legal.length, `${side} has something to do at ${moment}`).toBeGreaterThan(0);
        const command = legal[rng.int(legal.length)] as FleetCommand;
        const applied = FLEET.applyCommand(state, command);
        if (!applied.ok) throw new Error(`${moment}: ${JSON.stringify(command)} refused: ${applied.error.code}`);
        state = applied.value.state;
        log.push(command);
        expect(invariantProblems(state), moment).toEqual([]);
      }
      expect(state.outcome, `${scenario}/${seed} ended`).not.toBeNull();
      const replayed = FLEET.replayGame(game.state, log);
      expect(replayed.ok && replayed.value.state).toEqual(state);
    }
  }, 120_000);
});
