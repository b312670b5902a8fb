/**
 * A small hand-built `fleet` game for flow tests (and any other area's that needs a whole game):
 * two sides, `rebels` (south, facing N) and `empire` (north, facing S), each with a small ship
 * (`corvette`: 1 hex, command 2, squadron 1, engineering 2) and a medium one (`cruiser`: 2 hexes,
 * command 3, squadron 2, engineering 4), and two fighter squadrons each within distance 1-3 of the
 * side's ships. Everything starts out of range (7 hexes between the fleets) and at speed 0, so
 * nothing moves or fires unless a test puts it there. Round 1, Command Phase, every stack empty,
 * `rebels` with the initiative; the damage deck lies in printed order (`structural-damage` last).
 *
 *   rebels:  r1 corvette (2,9) N, r2 cruiser (6,9) N [(6,9),(6,10)], squadrons rq1 (2,7), rq2 (6,7)
 *   empire:  e1 corvette (2,2) S, e2 cruiser (6,2) S [(6,2),(6,1)],  squadrons eq1 (2,4), eq2 (6,4)
 */
import type { Facing, Hex } from '../../../../src/engine/core/hex.js';
import { seedRng } from '../../../../src/engine/core/rng.js';
import { openQueues } from '../../../../src/engine/core/sealed-queue.js';
import type { FleetCommandName, ShipClass } from '../../../../src/engine/rulesets/fleet/data/schema.js';
import { applyFleetCommand } from '../../../../src/engine/rulesets/fleet/flow/apply.js';
import type { FleetCommand } from '../../../../src/engine/rulesets/fleet/commands.js';
import type { FleetEvent } from '../../../../src/engine/rulesets/fleet/events.js';
import type { FleetShip, FleetSquadron, FleetState } from '../../../../src/engine/rulesets/fleet/state.js';
import {
  damageDeck,
  makeShip,
  makeSquadron,
  shipClass,
  squadronClass,
  stateSkeleton,
} from '../../../helpers/fleet-state.js';

export const CORVETTE = shipClass({
  id: 'corvette',
  name: 'Corvette',
  faction: 'any',
  tokens: ['evade', 'brace'],
  speedChart: [[2], [2, 1], [1, 1, 1], [0, 1, 1, 1]],
});

export const CRUISER = shipClass({
  ...CORVETTE,
  id: 'cruiser',
  name: 'Cruiser',
  size: 'medium',
  points: 70,
  hull: 6,
  command: 3,
  squadron: 2,
  engineering: 4,
  shields: { front: 3, right: 2, rear: 1, left: 2 },
  tokens: ['brace', 'redirect'],
  speedChart: [[2], [1, 1], [0, 1, 1]],
});

export const FIGHTER = squadronClass({ faction: 'any', antiSquadron: [0, 2, 0] });

const place = (q: number, r: number, facing: Facing) => ({ anchor: { q, r }, facing });

export function fleetShip(
  id: string,
  side: string,
  cls: ShipClass,
  at: FleetShip['at'],
  extra: Partial<FleetShip> = {},
): FleetShip {
  return makeShip(id, side, cls, at, { speed: 0, ...extra });
}

export function fleetSquadron(id: string, side: string, hex: Hex, extra: Partial<FleetSquadron> = {}): FleetSquadron {
  return makeSquadron(id, side, FIGHTER, hex, extra);
}

/** The game described above; `extra` replaces any field. */
export function smallFleetGame(extra: Partial<FleetState> = {}): FleetState {
  const ships = extra.ships ?? [
    fleetShip('r1', 'rebels', CORVETTE, place(2, 9, 0)),
    fleetShip('r2', 'rebels', CRUISER, place(6, 9, 0)),
    fleetShip('e1', 'empire', CORVETTE, place(2, 2, 3)),
    fleetShip('e2', 'empire', CRUISER, place(6, 2, 3)),
  ];
  return {
    ...stateSkeleton({
      scenario: 'flow-test',
      catalog: { ships: [CORVETTE, CRUISER], squadrons: [FIGHTER] },
      board: { cols: 10, rows: 14 },
      sides: [
        { id: 'rebels', name: 'Rebels', faction: 'any' },
        { id: 'empire', name: 'Empire', faction: 'any' },
      ],
      ships,
      squadrons: [
        fleetSquadron('rq1', 'rebels', { q: 2, r: 7 }),
        fleetSquadron('rq2', 'rebels', { q: 6, r: 7 }),
        fleetSquadron('eq1', 'empire', { q: 2, r: 4 }),
        fleetSquadron('eq2', 'empire', { q: 6, r: 4 }),
      ],
      deck: damageDeck(ships.map((s) => s.id)),
      rng: seedRng('fleet-flow-test'),
    }),
    phase: 'command',
    squadronsLeft: 2,
    dials: openQueues(ships.map((s) => s.id)),
    ...extra,
  };
}

/** Applies commands in turn, failing loudly on a refusal; the state and every event. */
export function play(state: FleetState, ...commands: FleetCommand[]): { state: FleetState; events: FleetEvent[] } {
  let current = state;
  const events: FleetEvent[] = [];
  for (const command of commands) {
    const applied = applyFleetCommand(current, command);
    if (!applied.ok) throw new Error(`${JSON.stringify(command)} refused: ${JSON.stringify(applied.error)}`);
    current = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state: current, events };
}

/** Fills every stack of a side's ships with `dial` (the Command Phase). */
export function dialsFor(state: FleetState, side: string, dial: FleetCommandName = 'navigate'): FleetCommand[] {
  return state.ships
    .filter((s) => s.side === side && !s.destroyed)
    .map((s) => {
      const depth = state.catalog.ships.find((c) => c.id === s.class)?.command ?? 1;
      const owed = depth - (state.dials[s.id]?.length ?? 0);
      return { type: 'dials' as const, side, ship: s.id, dials: Array.from({ length: owed }, () => dial) };
    })
    .filter((c) => c.dials.length > 0);
}

/** Sets a ship's whole stack (top first) in round 1. */
export const stack = (side: string, ship: string, ...dials: FleetCommandName[]): FleetCommand => ({
  type: 'dials',
  side,
  ship,
  dials,
});
