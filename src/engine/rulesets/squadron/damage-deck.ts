/**
 * `squadron`'s damage deck (issue 14; seed 001's damage cards: a hit deals a card facedown, a
 * critical faceup with its effect). The 33 cards and their effects are our own, built on the
 * engine's deck service: shuffled with the game's generator, reshuffled from the discards when the
 * pile runs out. A card's kind is its id less the copy number ("hull-breach-3" is a hull breach).
 */
import { createDeck, type Deck } from '../../core/deck.js';

export const CARD_KINDS = {
  /** Counts as two damage. */
  'hull-breach': 7,
  /** Receive a stress token when dealt. */
  'coolant-leak': 3,
  /** May not attack until the end of the next round. */
  'sensor-flash': 3,
  /** Turn manoeuvres (and Tallon Rolls) are red. */
  'scorched-thrusters': 4,
  /** Primary weapon value 1 less (at least 1). */
  'jammed-guns': 4,
  /** Agility 1 less (at least 0). */
  'bent-frame': 4,
  /** At the start of each Combat phase roll an attack die: a hit or critical deals one damage. */
  'console-fire': 4,
  /** Green manoeuvres are white. */
  'rattled-crew': 4,
} as const;
export type CardKind = keyof typeof CARD_KINDS;

export const DAMAGE_DECK_NAME = 'damage';

export function damageCards(): string[] {
  return Object.entries(CARD_KINDS).flatMap(([kind, copies]) =>
    Array.from({ length: copies }, (_, i) => `${kind}-${i + 1}`),
  );
}

export const cardKind = (card: string): CardKind => card.replace(/-\d+$/, '') as CardKind;

export const newDamageDeck = (ships: readonly string[]): Deck =>
  createDeck({
    name: DAMAGE_DECK_NAME,
    cards: damageCards(),
    places: Object.fromEntries(ships.map((s) => [s, null])),
    reshuffle: true,
  });

/** The faceup cards' kinds on a ship: its lasting critical effects. */
export function faceupKinds(deck: Deck, ship: string): CardKind[] {
  return (deck.places[ship]?.cards ?? []).filter((c) => c.faceup).map((c) => cardKind(c.id));
}

/** How much damage a card counts as. */
export const cardDamage = (card: string, faceup: boolean): number =>
  faceup && cardKind(card) === 'hull-breach' ? 2 : 1;
