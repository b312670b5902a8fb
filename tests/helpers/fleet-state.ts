/**
 * Shared builders for hand-made `fleet` states in tests: a test ship class and squadron class with
 * overrides, ship and squadron pieces made from a class, an activation, the damage deck (printed
 * order, or an empty one with hand-placed cards) and the `FleetState` skeleton every fixture fills in.
 * The fixtures (tests/engine/rulesets/fleet/**, tests/render/fleet) build their own games on these.
 */
import { createDeck, type Deck } from '../../src/engine/core/deck.js';
import type { Facing, Hex } from '../../src/engine/core/hex.js';
import { DAMAGE_DECK_CARDS, DAMAGE_DECK_NAME, shipPlace } from '../../src/engine/rulesets/fleet/data/damage-cards.js';
import type { DefenceTokenType, ShipClass, SquadronClass } from '../../src/engine/rulesets/fleet/data/schema.js';
import type {
  Activation,
  DefenceToken,
  FleetShip,
  FleetSquadron,
  FleetState,
} from '../../src/engine/rulesets/fleet/state.js';

/** A small ship class (1 hex, hull 4, command 2, top speed 1); `over` replaces any field. */
export const shipClass = (over: Partial<ShipClass> = {}): ShipClass => ({
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

/** A plain fighter squadron class (hull 3, speed 3, anti-squadron blue 3); `over` replaces any field. */
export const squadronClass = (over: Partial<SquadronClass> = {}): SquadronClass => ({
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

/** Defence tokens of these types, all ready. */
export const readyTokens = (types: readonly DefenceTokenType[]): DefenceToken[] =>
  types.map((type) => ({ type, state: 'ready' as const }));

/** A ship of class `cls` at `at`, speed 2, full shields, its class's tokens ready; `extra` replaces any field. */
export function makeShip(
  id: string,
  side: string,
  cls: ShipClass,
  at: { anchor: Hex; facing: Facing },
  extra: Partial<FleetShip> = {},
): FleetShip {
  return {
    id,
    side,
    name: id,
    class: cls.id,
    at,
    speed: 2,
    shields: { ...cls.shields },
    tokens: readyTokens(cls.tokens),
    commandTokens: [],
    activated: false,
    destroyed: false,
    salvage: 0,
    ...extra,
  };
}

/** A squadron of class `cls` at `hex`, full hull, its class's tokens ready; `extra` replaces any field. */
export function makeSquadron(
  id: string,
  side: string,
  cls: SquadronClass,
  hex: Hex,
  extra: Partial<FleetSquadron> = {},
): FleetSquadron {
  return {
    id,
    side,
    name: id,
    class: cls.id,
    hex,
    hull: cls.hull,
    tokens: readyTokens(cls.tokens ?? []),
    activated: false,
    destroyed: false,
    ...extra,
  };
}

/** Ship `ship`'s activation, a navigate dial used as a command, at its manoeuvre; `extra` replaces any field. */
export function makeActivation(ship: string, extra: Partial<Activation> = {}): Activation {
  return {
    ship,
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

/** The damage deck with an empty place for each ship: printed order, or `top` first then the rest. */
export function damageDeck(shipIds: readonly string[], top: readonly string[] = []): Deck {
  return createDeck({
    name: DAMAGE_DECK_NAME,
    cards: top.length ? [...top, ...DAMAGE_DECK_CARDS.filter((c) => !top.includes(c))] : DAMAGE_DECK_CARDS,
    places: Object.fromEntries(shipIds.map((id) => [shipPlace(id), null])),
    reshuffle: true,
  });
}

/** A damage deck with nothing to draw, only these cards held by ships (by ship id). */
export function emptyDamageDeck(held: Record<string, { id: string; faceup: boolean }[]> = {}): Deck {
  return {
    name: DAMAGE_DECK_NAME,
    drawPile: [],
    discardPile: [],
    places: Object.fromEntries(Object.entries(held).map(([id, cards]) => [shipPlace(id), { owner: null, cards }])),
    reshuffle: false,
  };
}

export interface StateSkeleton {
  readonly scenario: string;
  readonly catalog: FleetState['catalog'];
  readonly board: FleetState['board'];
  /** The two sides (the first has the initiative and acts first). */
  readonly sides: FleetState['sides'];
  readonly ships: FleetState['ships'];
  readonly squadrons?: FleetState['squadrons'];
  readonly deck: Deck;
  readonly rng: FleetState['rng'];
}

/**
 * A round 1 Ship Phase state with these pieces: the first side has the initiative and acts, no
 * dials, activation, attack, plan, obstacles or objective, each side on 0 objective points.
 */
export function stateSkeleton(s: StateSkeleton): FleetState {
  const first = s.sides[0]?.id ?? '';
  return {
    scenario: s.scenario,
    settings: { initiative: 'alternate', squadronsPerTurn: 2 },
    catalog: s.catalog,
    board: s.board,
    sides: s.sides,
    round: 1,
    rounds: 6,
    phase: 'ship',
    initiative: first,
    toAct: first,
    squadronsLeft: 0,
    ships: s.ships,
    squadrons: s.squadrons ?? [],
    dials: {},
    activation: null,
    attack: null,
    displaced: null,
    plan: null,
    obstacles: [],
    objective: null,
    objectiveTokens: [],
    objectivePoints: Object.fromEntries(s.sides.map((side) => [side.id, 0])),
    deck: s.deck,
    attacks: 0,
    rng: s.rng,
    outcome: null,
  };
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
  const held = state.deck.places[place] ?? { owner: null, cards: [] };
  const placed = { ...held, cards: [...held.cards, ...cards.map((c) => ({ id: c, faceup: faceup.includes(c) }))] };
  return { ...state, deck: { ...state.deck, drawPile, places: { ...state.deck.places, [place]: placed } } };
}

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
