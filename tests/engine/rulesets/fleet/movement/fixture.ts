/**
 * Hand-built `fleet` states for the movement tests: a 20 x 12 board, rebels against empire, ships of
 * one, two and three hexes (`CORVETTE`, `CRUISER`, `DREADNOUGHT`), fighters and a heavy squadron.
 * The damage deck lies in printed order (every card dealt facedown here does nothing but count).
 */
import { createDeck } from '../../../../../src/engine/core/deck.js';
import type { Facing, Hex } from '../../../../../src/engine/core/hex.js';
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

const ship3 = (over: Partial<ShipClass>): ShipClass => ({
  id: 'x',
  name: 'X',
  faction: 'rebels',
  size: 'small',
  points: 40,
  hull: 4,
  command: 2,
  squadron: 1,
  engineering: 2,
  shields: { front: 2, right: 1, rear: 1, left: 1 },
  battery: { front: [1, 1, 0], right: [0, 1, 0], rear: [0, 1, 0], left: [0, 1, 0] },
  antiSquadron: [0, 1, 0],
  tokens: ['evade'],
  speedChart: [[2]],
  ...over,
});

/** Small (1 hex), top speed 4: `[2] [2,1] [1,1,1] [0,1,1,1]`. */
export const CORVETTE = ship3({ id: 'corvette', size: 'small', speedChart: [[2], [2, 1], [1, 1, 1], [0, 1, 1, 1]] });
/** Medium (2 hexes), top speed 3: `[2] [1,1] [0,1,1]`; shields front 3, sides 2, rear 1. */
export const CRUISER = ship3({
  id: 'cruiser',
  size: 'medium',
  hull: 5,
  shields: { front: 3, right: 2, rear: 1, left: 2 },
  speedChart: [[2], [1, 1], [0, 1, 1]],
});
/** Large (3 hexes), top speed 2: `[1] [0,1]`. */
export const DREADNOUGHT = ship3({ id: 'dreadnought', size: 'large', hull: 8, speedChart: [[1], [0, 1]] });

const squadronClass = (over: Partial<SquadronClass>): SquadronClass => ({
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
  ...over,
});
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
  return {
    id,
    side,
    name: id,
    class: cls.id,
    at: place,
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

export function squadron(id: string, side: string, hex: Hex, extra: Partial<FleetSquadron> = {}): FleetSquadron {
  return {
    id,
    side,
    name: id,
    class: FIGHTER.id,
    hex,
    hull: FIGHTER.hull,
    tokens: [],
    activated: false,
    destroyed: false,
    ...extra,
  };
}

export function activation(shipId: string, extra: Partial<Activation> = {}): Activation {
  return {
    ship: shipId,
    dial: 'navigate',
    use: 'command',
    step: 'manoeuvre',
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

/** A state with these ships and squadrons (nothing else on the board unless given). */
export function testState(ships: FleetShip[], extra: Partial<FleetState> = {}): FleetState {
  return {
    scenario: 'test',
    settings: { initiative: 'alternate', squadronsPerTurn: 2 },
    catalog: { ships: [CORVETTE, CRUISER, DREADNOUGHT], squadrons: [FIGHTER, GUNSHIP] },
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
    squadrons: [],
    dials: {},
    activation: null,
    attack: null,
    displaced: null,
    plan: null,
    obstacles: [],
    objective: null,
    objectiveTokens: [],
    objectivePoints: { rebels: 0, empire: 0 },
    deck: createDeck({
      name: DAMAGE_DECK_NAME,
      cards: DAMAGE_DECK_CARDS,
      places: Object.fromEntries(ships.map((s) => [shipPlace(s.id), null])),
      reshuffle: true,
    }),
    attacks: 0,
    rng: seedRng('fleet-movement-test'),
    outcome: null,
    ...extra,
  };
}

/** Gives ship `id` these cards (facedown unless listed in `faceup`). */
export function withCards(
  state: FleetState,
  id: string,
  cards: readonly string[],
  faceup: readonly string[] = [],
): FleetState {
  const place = shipPlace(id);
  const drawPile = state.deck.drawPile.filter((c) => !cards.includes(c));
  const held = state.deck.places[place] ?? { owner: null, cards: [] };
  const placed = { ...held, cards: [...held.cards, ...cards.map((c) => ({ id: c, faceup: faceup.includes(c) }))] };
  return { ...state, deck: { ...state.deck, drawPile, places: { ...state.deck.places, [place]: placed } } };
}

export const cardsOf = (state: FleetState, id: string) => state.deck.places[shipPlace(id)]?.cards ?? [];

export const shipIn = (state: FleetState, id: string): FleetShip => {
  const found = state.ships.find((s) => s.id === id);
  if (!found) throw new Error(`no ship ${id}`);
  return found;
};

export const squadronIn = (state: FleetState, id: string): FleetSquadron => {
  const found = state.squadrons.find((s) => s.id === id);
  if (!found) throw new Error(`no squadron ${id}`);
  return found;
};
