/**
 * A small hand-built `fleet` state for the damage tests: two sides, a medium cruiser and a small
 * corvette each side... kept tiny: ship `a1` (rebels, cruiser), `b1` (empire, corvette), squadron
 * `s1` (empire). The damage deck is in printed order until a test stacks its top cards.
 */
import type { Deck } from '../../../../../src/engine/core/deck.js';
import { seedRng } from '../../../../../src/engine/core/rng.js';
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

export { shipIn, withCards } from '../../../../helpers/fleet-state.js';

export const CRUISER = shipClass({
  id: 'cruiser',
  name: 'Cruiser',
  faction: 'rebels',
  size: 'medium',
  points: 80,
  hull: 5,
  command: 2,
  squadron: 2,
  engineering: 5,
  shields: { front: 3, right: 2, rear: 1, left: 2 },
  battery: { front: [2, 1, 0], right: [1, 1, 0], rear: [1, 0, 0], left: [1, 1, 0] },
  tokens: ['brace', 'redirect', 'evade'],
  speedChart: [[2], [1, 1], [0, 1, 1]],
});

export const CORVETTE = shipClass({
  id: 'corvette',
  name: 'Corvette',
  faction: 'empire',
  hull: 3,
  command: 1,
  tokens: ['evade', 'evade'],
  speedChart: [[2], [2, 1], [1, 1, 1], [0, 1, 1, 1]],
});

export const FIGHTER = squadronClass({});

export function ship(id: string, side: string, cls: ShipClass, extra: Partial<FleetShip> = {}): FleetShip {
  return makeShip(id, side, cls, { anchor: { q: 0, r: 0 }, facing: 0 }, extra);
}

export function squadron(id: string, side: string, extra: Partial<FleetSquadron> = {}): FleetSquadron {
  return makeSquadron(id, side, FIGHTER, { q: 3, r: 3 }, extra);
}

export function baseDeck(shipIds: readonly string[]): Deck {
  return damageDeck(shipIds);
}

export function testState(extra: Partial<FleetState> = {}): FleetState {
  const ships = extra.ships ?? [ship('a1', 'rebels', CRUISER), ship('b1', 'empire', CORVETTE)];
  return {
    ...stateSkeleton({
      scenario: 'test',
      catalog: { ships: [CRUISER, CORVETTE], squadrons: [FIGHTER] },
      board: { cols: 20, rows: 12 },
      sides: [
        { id: 'rebels', name: 'Rebels', faction: 'rebels' },
        { id: 'empire', name: 'Empire', faction: 'empire' },
      ],
      ships,
      squadrons: [squadron('s1', 'empire')],
      deck: baseDeck(ships.map((s) => s.id)),
      rng: seedRng('fleet-damage-test'),
    }),
    ...extra,
  };
}

/** Puts `cards` on top of the draw pile in this order (the rest follow in their order). */
export function stackDeck(state: FleetState, cards: readonly string[]): FleetState {
  const rest = state.deck.drawPile.filter((c) => !cards.includes(c));
  return { ...state, deck: { ...state.deck, drawPile: [...cards, ...rest] } };
}

export function activation(ship: string, extra: Partial<Activation> = {}): Activation {
  return makeActivation(ship, { dial: 'repair', step: 'commands', ...extra });
}
