/**
 * `fleet`'s damage deck in play (issue 43 deliverable 5; other-systems.md 5.4 step 5: "the damage
 * deck has 52 cards"): the cards of data/damage-cards.ts shuffled with the game's generator, one
 * place `ship:<id>` per ship for the cards it has been dealt. Facedown damage cards are secret to
 * everyone in Armada (their owner does not look at them either), so every place's owner is null and
 * `deckView` hides their ids from both players. An empty draw pile reshuffles the discard pile.
 */
import { createDeck, shuffleDeck, type Deck, type DeckCard, type DeckEvent } from '../../../core/deck.js';
import type { Rng } from '../../../core/rng.js';
import {
  cardTitle,
  DAMAGE_DECK_CARDS,
  DAMAGE_DECK_NAME,
  shipPlace,
  type DamageCardTitle,
} from '../data/damage-cards.js';
import type { FleetShip, FleetState } from '../state.js';

export { shipPlace };

/** A new game's damage deck: the 52 cards shuffled, an empty place per ship. */
export function newDamageDeck(rng: Rng, shipIds: readonly string[]): { deck: Deck; events: readonly DeckEvent[] } {
  const deck = createDeck({
    name: DAMAGE_DECK_NAME,
    cards: DAMAGE_DECK_CARDS,
    places: Object.fromEntries(shipIds.map((id) => [shipPlace(id), null])),
    reshuffle: true,
  });
  return shuffleDeck(rng, deck);
}

const shipIdOf = (ship: FleetShip | string): string => (typeof ship === 'string' ? ship : ship.id);

/** The damage cards a ship has been dealt (facedown and faceup), oldest first. */
export const damageCards = (state: Pick<FleetState, 'deck'>, ship: FleetShip | string): readonly DeckCard[] =>
  state.deck.places[shipPlace(shipIdOf(ship))]?.cards ?? [];

/** How many damage cards a ship has: each counts one toward its hull (seed 004; 5.4 step 5). */
export const damageCount = (state: Pick<FleetState, 'deck'>, ship: FleetShip | string): number =>
  damageCards(state, ship).length;

/** The titles of a ship's faceup cards: the lasting effects it suffers (damage/effects.ts). */
export const faceupTitles = (state: Pick<FleetState, 'deck'>, ship: FleetShip | string): DamageCardTitle[] =>
  damageCards(state, ship)
    .filter((c) => c.faceup)
    .map((c) => cardTitle(c.id));

/** A ship has a faceup card of this title. */
export const hasFaceup = (state: Pick<FleetState, 'deck'>, ship: FleetShip | string, title: DamageCardTitle): boolean =>
  faceupTitles(state, ship).includes(title);
