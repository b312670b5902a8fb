/**
 * A small hand-built `fleet` state for the damage tests: two sides, a medium cruiser and a small
 * corvette each side... kept tiny: ship `a1` (rebels, cruiser), `b1` (empire, corvette), squadron
 * `s1` (empire). The damage deck is in printed order until a test stacks its top cards.
 */
import { createDeck, type Deck } from '../../../../../src/engine/core/deck.js';
import { seedRng } from '../../../../../src/engine/core/rng.js';
import {
  DAMAGE_DECK_CARDS,
  DAMAGE_DECK_NAME,
  shipPlace,
} from '../../../../../src/engine/rulesets/fleet/data/damage-cards.js';
import type { ShipClass, SquadronClass } from '../../../../../src/engine/rulesets/fleet/data/schema.js';
import type {
  Activation,
  FleetShip,
  FleetSquadron,
  FleetState,
} from '../../../../../src/engine/rulesets/fleet/state.js';

export const CRUISER: ShipClass = {
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
  antiSquadron: [0, 1, 0],
  tokens: ['brace', 'redirect', 'evade'],
  speedChart: [[2], [1, 1], [0, 1, 1]],
};

export const CORVETTE: ShipClass = {
  id: 'corvette',
  name: 'Corvette',
  faction: 'empire',
  size: 'small',
  points: 40,
  hull: 3,
  command: 1,
  squadron: 1,
  engineering: 2,
  shields: { front: 2, right: 1, rear: 1, left: 1 },
  battery: { front: [1, 1, 0], right: [0, 1, 0], rear: [0, 1, 0], left: [0, 1, 0] },
  antiSquadron: [0, 1, 0],
  tokens: ['evade', 'evade'],
  speedChart: [[2], [2, 1], [1, 1, 1], [0, 1, 1, 1]],
};

export const FIGHTER: SquadronClass = {
  id: 'fighter',
  name: 'Fighter',
  faction: 'empire',
  points: 10,
  hull: 3,
  speed: 3,
  antiSquadron: [0, 3, 0],
  battery: [0, 1, 0],
  keywords: [],
  counter: 0,
  tokens: [],
  unique: false,
};

export function ship(id: string, side: string, cls: ShipClass, extra: Partial<FleetShip> = {}): FleetShip {
  return {
    id,
    side,
    name: id,
    class: cls.id,
    at: { anchor: { q: 0, r: 0 }, facing: 0 },
    speed: 2,
    shields: { ...cls.shields },
    tokens: cls.tokens.map((type) => ({ type, state: 'ready' as const })),
    commandTokens: [],
    activated: false,
    destroyed: false,
    salvage: 0,
    ...extra,
  };
}

export function squadron(id: string, side: string, extra: Partial<FleetSquadron> = {}): FleetSquadron {
  return {
    id,
    side,
    name: id,
    class: FIGHTER.id,
    hex: { q: 3, r: 3 },
    hull: FIGHTER.hull,
    tokens: [],
    activated: false,
    destroyed: false,
    ...extra,
  };
}

export function baseDeck(shipIds: readonly string[]): Deck {
  return createDeck({
    name: DAMAGE_DECK_NAME,
    cards: DAMAGE_DECK_CARDS,
    places: Object.fromEntries(shipIds.map((id) => [shipPlace(id), null])),
    reshuffle: true,
  });
}

export function testState(extra: Partial<FleetState> = {}): FleetState {
  const ships = extra.ships ?? [ship('a1', 'rebels', CRUISER), ship('b1', 'empire', CORVETTE)];
  return {
    scenario: 'test',
    settings: { initiative: 'alternate', squadronsPerTurn: 2 },
    catalog: { ships: [CRUISER, CORVETTE], squadrons: [FIGHTER] },
    board: { cols: 20, rows: 12 },
    sides: [
      { id: 'rebels', name: 'Rebels', faction: 'rebels' },
      { id: 'empire', name: 'Empire', faction: 'empire' },
    ],
    round: 1,
    rounds: 6,
    phase: 'ship',
    initiative: 'rebels',
    toAct: 'rebels',
    squadronsLeft: 0,
    ships,
    squadrons: [squadron('s1', 'empire')],
    dials: {},
    activation: null,
    attack: null,
    displaced: null,
    plan: null,
    obstacles: [],
    objective: null,
    objectiveTokens: [],
    objectivePoints: { rebels: 0, empire: 0 },
    deck: baseDeck(ships.map((s) => s.id)),
    attacks: 0,
    rng: seedRng('fleet-damage-test'),
    outcome: null,
    ...extra,
  };
}

/** Puts `cards` on top of the draw pile in this order (the rest follow in their order). */
export function stackDeck(state: FleetState, cards: readonly string[]): FleetState {
  const rest = state.deck.drawPile.filter((c) => !cards.includes(c));
  return { ...state, deck: { ...state.deck, drawPile: [...cards, ...rest] } };
}

/** Gives ship `id` these cards in its place (facedown unless listed in `faceup`). */
export function withCards(
  state: FleetState,
  id: string,
  cards: readonly string[],
  faceup: readonly string[] = [],
): FleetState {
  const place = shipPlace(id);
  const drawPile = state.deck.drawPile.filter((c) => !cards.includes(c));
  const at = state.deck.places[place] ?? { owner: null, cards: [] };
  const placed = { ...at, cards: [...at.cards, ...cards.map((c) => ({ id: c, faceup: faceup.includes(c) }))] };
  return { ...state, deck: { ...state.deck, drawPile, places: { ...state.deck.places, [place]: placed } } };
}

export function activation(ship: string, extra: Partial<Activation> = {}): Activation {
  return {
    ship,
    dial: 'repair',
    use: 'command',
    step: 'commands',
    tokensSpent: [],
    engineering: 0,
    orders: 0,
    ordering: null,
    ordered: [],
    attacksFrom: [],
    concentrated: false,
    ...extra,
  };
}

export const shipIn = (state: FleetState, id: string): FleetShip => {
  const found = state.ships.find((s) => s.id === id);
  if (!found) throw new Error(`no ship ${id}`);
  return found;
};
