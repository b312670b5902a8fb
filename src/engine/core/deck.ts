/**
 * Decks of cards (issue 12's shared services; ../shared/reference/other-systems.md section 1): the
 * X-Wing damage deck (33 cards), the Armada damage deck (52). A deck is shuffled with the game's
 * seeded generator, cards are drawn facedown into places (a player's hand, a ship's damage zone),
 * turned faceup (an X-Wing crit, Armada's first card of a standard critical), and discarded.
 *
 * A card id names one physical card ("direct-hit-3"), never a title: two copies of a card are two
 * ids, so every card is always in exactly one place. What a card says is the ruleset's table, keyed
 * however it likes from the id.
 *
 * The whole deck is plain JSON in the game state, including the draw order, which only the engine
 * reads: players see a deck through `deckView`, which hides every facedown card from all but the
 * owner of the place it lies in, and the events of a draw say how many cards, never which.
 */
import { err, ok, ruleError, type Result, type RuleError } from './result.js';
import type { Rng } from './rng.js';

export interface DeckCard {
  readonly id: string;
  readonly faceup: boolean;
}

/** A hand or a zone: whose it is (who may look at its facedown cards; null for nobody) and its cards. */
export interface Place {
  readonly owner: string | null;
  readonly cards: readonly DeckCard[];
}

export interface Deck {
  readonly name: string;
  /** The draw pile, top card first; facedown to everyone. */
  readonly drawPile: readonly string[];
  /** The discard pile, faceup to everyone, the latest discard last. */
  readonly discardPile: readonly string[];
  readonly places: Readonly<Record<string, Place>>;
  /** When the draw pile runs out, shuffle the discard pile into it and go on drawing (X-Wing's rule). */
  readonly reshuffle: boolean;
}

export interface DeckSpec {
  readonly name: string;
  /** The cards in their printed order; `shuffleDeck` puts them in play order. */
  readonly cards: readonly string[];
  /** The places known from the start and their owners. */
  readonly places?: Readonly<Record<string, string | null>>;
  readonly reshuffle?: boolean;
}

export type DeckEvent =
  | {
      readonly type: 'cardsShuffled';
      readonly deck: string;
      /** `reshuffle`: the discard pile went back into the empty draw pile. */
      readonly reason: 'shuffle' | 'reshuffle';
      readonly count: number;
    }
  | { readonly type: 'cardsDrawn'; readonly deck: string; readonly place: string; readonly count: number }
  | { readonly type: 'cardRevealed'; readonly deck: string; readonly place: string; readonly card: string }
  | { readonly type: 'cardDiscarded'; readonly deck: string; readonly place: string; readonly card: string };

export type DeckError = RuleError<'NO_SUCH_PLACE' | 'NOT_ENOUGH_CARDS' | 'NO_SUCH_CARD' | 'ALREADY_FACEUP'>;

export interface DeckChange {
  readonly deck: Deck;
  readonly events: readonly DeckEvent[];
}

/** A deck in printed order; two cards with one id would make "which card is where" ambiguous, a bug. */
export function createDeck(spec: DeckSpec): Deck {
  if (new Set(spec.cards).size !== spec.cards.length) throw new Error(`deck ${spec.name} has a card id twice`);
  const places = Object.fromEntries(
    Object.entries(spec.places ?? {}).map(([name, owner]) => [name, { owner, cards: [] }]),
  );
  return { name: spec.name, drawPile: [...spec.cards], discardPile: [], places, reshuffle: spec.reshuffle ?? false };
}

/** Adds an empty place (a ship that joins the game); a place that exists already is kept as it is. */
export function withPlace(deck: Deck, place: string, owner: string | null): Deck {
  if (deck.places[place]) return deck;
  return { ...deck, places: { ...deck.places, [place]: { owner, cards: [] } } };
}

/**
 * Fisher-Yates, from the last card down: card i swaps with card `rng.int(i + 1)`. So a deck of n
 * cards takes n - 1 draws, `int(n)`, `int(n - 1)`, ..., `int(2)`, which is how a test scripts it.
 */
export function shuffleCards(rng: Rng, cards: readonly string[]): string[] {
  const order = [...cards];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  return order;
}

/** Shuffles the draw pile; the discard pile and the places keep their cards. */
export function shuffleDeck(rng: Rng, deck: Deck): DeckChange {
  return {
    deck: { ...deck, drawPile: shuffleCards(rng, deck.drawPile) },
    events: [{ type: 'cardsShuffled', deck: deck.name, reason: 'shuffle', count: deck.drawPile.length }],
  };
}

/** Cards a draw may take: the draw pile, and the discard pile too when it is reshuffled in. */
const drawable = (deck: Deck): number => deck.drawPile.length + (deck.reshuffle ? deck.discardPile.length : 0);

function reshuffleDiscard(rng: Rng, deck: Deck): DeckChange {
  const drawPile = [...deck.drawPile, ...shuffleCards(rng, deck.discardPile)];
  return {
    deck: { ...deck, drawPile, discardPile: [] },
    events: [{ type: 'cardsShuffled', deck: deck.name, reason: 'reshuffle', count: deck.discardPile.length }],
  };
}

export interface Drawn extends DeckChange {
  /** The ids drawn, top card first, for the rules (which card was dealt); never in the events. */
  readonly cards: readonly string[];
}

/**
 * Draws `count` cards from the top, facedown, into `place`. A draw that cannot be made in full is
 * refused before anything moves or any die is rolled, so a refused command leaves no trace.
 */
export function drawCards(rng: Rng, deck: Deck, place: string, count: number): Result<Drawn, DeckError> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`cannot draw ${count} cards`);
  const target = deck.places[place];
  if (!target) return err(ruleError('NO_SUCH_PLACE', { deck: deck.name, place }));
  if (count > drawable(deck)) {
    return err(ruleError('NOT_ENOUGH_CARDS', { deck: deck.name, wanted: count, left: drawable(deck) }));
  }
  let current = deck;
  const events: DeckEvent[] = [];
  if (count > current.drawPile.length) {
    const reshuffled = reshuffleDiscard(rng, current);
    current = reshuffled.deck;
    events.push(...reshuffled.events);
  }
  const cards = current.drawPile.slice(0, count);
  const placed: Place = { ...target, cards: [...target.cards, ...cards.map((id) => ({ id, faceup: false }))] };
  events.push({ type: 'cardsDrawn', deck: deck.name, place, count });
  return ok({
    deck: { ...current, drawPile: current.drawPile.slice(count), places: { ...current.places, [place]: placed } },
    events,
    cards,
  });
}

/** The card `card` in `place`, with its index there, or the error saying why not. */
function findCard(deck: Deck, place: string, card: string): Result<{ at: Place; index: number }, DeckError> {
  const at = deck.places[place];
  if (!at) return err(ruleError('NO_SUCH_PLACE', { deck: deck.name, place }));
  const index = at.cards.findIndex((c) => c.id === card);
  if (index < 0) return err(ruleError('NO_SUCH_CARD', { deck: deck.name, place, card }));
  return ok({ at, index });
}

/** Turns a facedown card in `place` faceup: from now on everyone sees it. */
export function revealCard(deck: Deck, place: string, card: string): Result<DeckChange, DeckError> {
  const found = findCard(deck, place, card);
  if (!found.ok) return found;
  const { at, index } = found.value;
  if (at.cards[index]?.faceup) return err(ruleError('ALREADY_FACEUP', { deck: deck.name, place, card }));
  const cards = at.cards.map((c, i) => (i === index ? { ...c, faceup: true } : c));
  return ok({
    deck: { ...deck, places: { ...deck.places, [place]: { ...at, cards } } },
    events: [{ type: 'cardRevealed', deck: deck.name, place, card }],
  });
}

/** Moves a card from `place` to the top of the discard pile, faceup (a repaired damage card). */
export function discardCard(deck: Deck, place: string, card: string): Result<DeckChange, DeckError> {
  const found = findCard(deck, place, card);
  if (!found.ok) return found;
  const { at, index } = found.value;
  const cards = at.cards.filter((_, i) => i !== index);
  return ok({
    deck: {
      ...deck,
      discardPile: [...deck.discardPile, card],
      places: { ...deck.places, [place]: { ...at, cards } },
    },
    events: [{ type: 'cardDiscarded', deck: deck.name, place, card }],
  });
}

/**
 * The top `count` cards of the draw pile, top first (fewer when the pile is shorter), for a rule that
 * looks without drawing. Who may see them is the rules' to decide: this is the engine looking.
 */
export const peekCards = (deck: Deck, count: number): string[] => deck.drawPile.slice(0, Math.max(0, count));

/** A card as a viewer sees it: a facedown card they may not look at has no id. */
export interface CardView {
  readonly id: string | null;
  readonly faceup: boolean;
}

export interface DeckView {
  readonly name: string;
  /** Only how many: nobody sees the order of the draw pile. */
  readonly drawCount: number;
  readonly discardPile: readonly string[];
  readonly places: Readonly<Record<string, { readonly owner: string | null; readonly cards: readonly CardView[] }>>;
}

/** What `viewer` may see of the deck: faceup cards and the discard pile, and facedown cards only in their own places. */
export function deckView(deck: Deck, viewer: string): DeckView {
  const places = Object.fromEntries(
    Object.entries(deck.places).map(([name, place]) => {
      const mayLook = place.owner !== null && place.owner === viewer;
      const cards = place.cards.map((c) => (c.faceup || mayLook ? { ...c } : { id: null, faceup: false }));
      return [name, { owner: place.owner, cards }];
    }),
  );
  return { name: deck.name, drawCount: deck.drawPile.length, discardPile: [...deck.discardPile], places };
}

/** Every card id the deck holds, wherever it is: the draw pile, the places, then the discard pile. */
export const allCards = (deck: Deck): string[] => [
  ...deck.drawPile,
  ...Object.values(deck.places).flatMap((p) => p.cards.map((c) => c.id)),
  ...deck.discardPile,
];
