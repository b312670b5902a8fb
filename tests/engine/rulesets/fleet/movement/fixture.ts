/**
 * Hand-built `fleet` states for the movement tests: a 20 x 12 board, rebels against empire, ships of
 * one, two and three hexes (`CORVETTE`, `CRUISER`, `DREADNOUGHT`), fighters and a heavy squadron.
 * The damage deck lies in printed order (every card dealt facedown here does nothing but count).
 */
import type { Facing, Hex } from '../../../../../src/engine/core/hex.js';
import { seedRng } from '../../../../../src/engine/core/rng.js';
import { shipPlace } from '../../../../../src/engine/rulesets/fleet/data/damage-cards.js';
import type { ShipClass } from '../../../../../src/engine/rulesets/fleet/data/schema.js';
import type {
  Activation,
  FleetShip,
  FleetSquadron,
  FleetState,
} from '../../../../../src/engine/rulesets/fleet/state.js';
import {
  damageDeck,
  makeActivation,
  makeShip,
  makeSquadron,
  shipClass,
  squadronClass,
  stateSkeleton,
} from '../../../../helpers/fleet-state.js';

export { shipIn, squadronIn, withCards } from '../../../../helpers/fleet-state.js';

/** Small (1 hex), top speed 4: `[2] [2,1] [1,1,1] [0,1,1,1]`. */
export const CORVETTE = shipClass({
  id: 'corvette',
  size: 'small',
  speedChart: [[2], [2, 1], [1, 1, 1], [0, 1, 1, 1]],
});
/** Medium (2 hexes), top speed 3: `[2] [1,1] [0,1,1]`; shields front 3, sides 2, rear 1. */
export const CRUISER = shipClass({
  id: 'cruiser',
  size: 'medium',
  hull: 5,
  shields: { front: 3, right: 2, rear: 1, left: 2 },
  speedChart: [[2], [1, 1], [0, 1, 1]],
});
/** Large (3 hexes), top speed 2: `[1] [0,1]`. */
export const DREADNOUGHT = shipClass({ id: 'dreadnought', size: 'large', hull: 8, speedChart: [[1], [0, 1]] });

export const FIGHTER = squadronClass({});
export const GUNSHIP = squadronClass({ id: 'gunship', speed: 2, keywords: ['heavy'] });

export const at = (q: number, r: number, facing: Facing = 0) => ({ anchor: { q, r }, facing });

export function ship(
  id: string,
  side: string,
  cls: ShipClass,
  place: { anchor: Hex; facing: Facing },
  extra: Partial<FleetShip> = {},
): FleetShip {
  return makeShip(id, side, cls, place, extra);
}

export function squadron(id: string, side: string, hex: Hex, extra: Partial<FleetSquadron> = {}): FleetSquadron {
  return makeSquadron(id, side, FIGHTER, hex, extra);
}

export function activation(shipId: string, extra: Partial<Activation> = {}): Activation {
  return makeActivation(shipId, extra);
}

/** A state with these ships and squadrons (nothing else on the board unless given). */
export function testState(ships: FleetShip[], extra: Partial<FleetState> = {}): FleetState {
  return {
    ...stateSkeleton({
      scenario: 'test',
      catalog: { ships: [CORVETTE, CRUISER, DREADNOUGHT], squadrons: [FIGHTER, GUNSHIP] },
      board: { cols: 20, rows: 12 },
      sides: [
        { id: 'rebels', name: 'Rebels', faction: 'rebels' },
        { id: 'empire', name: 'Empire', faction: 'empire' },
      ],
      ships,
      deck: damageDeck(ships.map((s) => s.id)),
      rng: seedRng('fleet-movement-test'),
    }),
    ...extra,
  };
}

export const cardsOf = (state: FleetState, id: string) => state.deck.places[shipPlace(id)]?.cards ?? [];
