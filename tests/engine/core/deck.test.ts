/**
 * Decks (issue 12's shared services; other-systems.md sections 1, 2.2 and 5.4): a Fisher-Yates
 * shuffle on the seeded generator (scripted in these tests), facedown draws into hands and zones,
 * reveals, discards, the discard pile reshuffled into an empty deck, and a view that shows facedown
 * cards to their owner only.
 */
import { describe, expect, test } from 'vitest';
import {
  allCards,
  createDeck,
  deckView,
  discardCard,
  drawCards,
  peekCards,
  revealCard,
  shuffleCards,
  shuffleDeck,
  type Deck,
  type DeckEvent,
} from '../../../src/engine/core/deck.js';
import { createRng, scriptedRng, seedRng, type Rng } from '../../../src/engine/core/rng.js';

const FOUR = ['a', 'b', 'c', 'd'];
/** Two ships' damage zones, each seen by its owner, and a zone nobody may look into. */
const PLACES = { vigil: 'blue', talon: 'red', set_aside: null };
const deckOf = (cards: readonly string[], reshuffle = false): Deck =>
  createDeck({ name: 'damage', cards, places: PLACES, reshuffle });

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('shuffling', () => {
  test.each([
    ['each card keeps its place', [3, 2, 1], ['a', 'b', 'c', 'd']],
    ['each card swaps with the first', [0, 0, 0], ['b', 'c', 'd', 'a']],
    ['a mixed script', [1, 1, 0], ['c', 'a', 'd', 'b']],
    ['the last two swap', [3, 2, 0], ['b', 'a', 'c', 'd']],
  ])('Fisher-Yates from the last card down: %s (%j)', (_, script, expected) => {
    const rng = createRng(scriptedRng(script));
    const { deck, events } = shuffleDeck(rng, deckOf(FOUR));
    expect(deck.drawPile).toEqual(expected);
    expect(rng.save()).toMatchObject({ next: 3 });
    expect(events).toEqual([{ type: 'cardsShuffled', deck: 'damage', reason: 'shuffle', count: 4 }]);
  });

  test('draw i picks from the first n - i cards: a value past them is refused', () => {
    expect(() => shuffleCards(createRng(scriptedRng([0, 3])), FOUR)).toThrow(/not in \[0, 3\)/);
  });

  test('no card and one card need no draw', () => {
    expect(shuffleCards(createRng(scriptedRng([])), [])).toEqual([]);
    expect(shuffleCards(createRng(scriptedRng([])), ['only'])).toEqual(['only']);
  });

  test('a seeded shuffle of the 33-card deck is a reordering, the same on every replay', () => {
    const cards = Array.from({ length: 33 }, (_, i) => `dmg-${String(i).padStart(2, '0')}`);
    const once = shuffleCards(createRng(seedRng('game 17')), cards);
    expect(shuffleCards(createRng(seedRng('game 17')), cards)).toEqual(once);
    expect([...once].sort()).toEqual(cards);
    expect(once).not.toEqual(cards);
  });

  test('a card id twice is a bug', () => {
    expect(() => createDeck({ name: 'bad', cards: ['a', 'a'] })).toThrow(/twice/);
  });
});

describe('drawing, revealing, discarding', () => {
  test('cards are drawn from the top, facedown; the event says how many, never which', () => {
    const drawn = unwrap(drawCards(createRng(scriptedRng([])), deckOf(FOUR), 'vigil', 2));
    expect(drawn.cards).toEqual(['a', 'b']);
    expect(drawn.deck.drawPile).toEqual(['c', 'd']);
    expect(drawn.deck.places['vigil']?.cards).toEqual([
      { id: 'a', faceup: false },
      { id: 'b', faceup: false },
    ]);
    expect(drawn.events).toEqual([{ type: 'cardsDrawn', deck: 'damage', place: 'vigil', count: 2 }]);
  });

  test('a revealed card is faceup; a discarded one goes faceup to the top of the discard pile', () => {
    const rng = createRng(scriptedRng([]));
    const dealt = unwrap(drawCards(rng, deckOf(FOUR), 'vigil', 2)).deck;
    const crit = unwrap(revealCard(dealt, 'vigil', 'b'));
    expect(crit.deck.places['vigil']?.cards).toEqual([
      { id: 'a', faceup: false },
      { id: 'b', faceup: true },
    ]);
    expect(crit.events).toEqual([{ type: 'cardRevealed', deck: 'damage', place: 'vigil', card: 'b' }]);
    const repaired = unwrap(discardCard(crit.deck, 'vigil', 'a'));
    expect(repaired.deck.places['vigil']?.cards).toEqual([{ id: 'b', faceup: true }]);
    expect(repaired.deck.discardPile).toEqual(['a']);
    expect(repaired.events).toEqual([{ type: 'cardDiscarded', deck: 'damage', place: 'vigil', card: 'a' }]);
  });

  test('peeking shows the top cards and moves none', () => {
    const deck = deckOf(FOUR);
    expect(peekCards(deck, 2)).toEqual(['a', 'b']);
    expect(peekCards(deck, 9)).toEqual(FOUR);
    expect(peekCards(deck, 0)).toEqual([]);
    expect(deck.drawPile).toEqual(FOUR);
  });

  const dealtTwo = () => unwrap(drawCards(createRng(scriptedRng([])), deckOf(FOUR), 'vigil', 2)).deck;
  test.each<[string, (d: Deck) => unknown, string]>([
    [
      'drawing to a place the deck does not know',
      (d) => drawCards(createRng(scriptedRng([])), d, 'x', 1),
      'NO_SUCH_PLACE',
    ],
    ['drawing more than are left', (d) => drawCards(createRng(scriptedRng([])), d, 'talon', 3), 'NOT_ENOUGH_CARDS'],
    ['revealing a card in another place', (d) => revealCard(d, 'talon', 'a'), 'NO_SUCH_CARD'],
    ['revealing a card still in the deck', (d) => revealCard(d, 'vigil', 'c'), 'NO_SUCH_CARD'],
    ['revealing in a place that does not exist', (d) => revealCard(d, 'x', 'a'), 'NO_SUCH_PLACE'],
    [
      'revealing a faceup card',
      (d) => revealCard(unwrap(revealCard(d, 'vigil', 'a')).deck, 'vigil', 'a'),
      'ALREADY_FACEUP',
    ],
    ['discarding a card not there', (d) => discardCard(d, 'vigil', 'd'), 'NO_SUCH_CARD'],
    [
      'discarding a discarded card',
      (d) => discardCard(unwrap(discardCard(d, 'vigil', 'a')).deck, 'vigil', 'a'),
      'NO_SUCH_CARD',
    ],
  ])('%s is refused', (_, act, code) => {
    expect(act(dealtTwo())).toMatchObject({ ok: false, error: { code } });
  });
});

describe('an empty deck', () => {
  /** One card left in the deck, two in the discard pile. */
  function runningOut(reshuffle: boolean): Deck {
    const rng = createRng(scriptedRng([]));
    let deck = unwrap(drawCards(rng, deckOf(FOUR, reshuffle), 'vigil', 3)).deck;
    deck = unwrap(discardCard(deck, 'vigil', 'a')).deck;
    return unwrap(discardCard(deck, 'vigil', 'c')).deck;
  }

  test('with the reshuffle option, the discard pile is shuffled in under the cards left', () => {
    const rng = createRng(scriptedRng([0]));
    const drawn = unwrap(drawCards(rng, runningOut(true), 'talon', 2));
    // The discard pile [a, c] shuffled with int(2) = 0 is [c, a]; d was still on top.
    expect(drawn.cards).toEqual(['d', 'c']);
    expect(drawn.deck.drawPile).toEqual(['a']);
    expect(drawn.deck.discardPile).toEqual([]);
    expect(drawn.events).toEqual<DeckEvent[]>([
      { type: 'cardsShuffled', deck: 'damage', reason: 'reshuffle', count: 2 },
      { type: 'cardsDrawn', deck: 'damage', place: 'talon', count: 2 },
    ]);
    expect(rng.save()).toMatchObject({ next: 1 });
  });

  test('no reshuffle while the deck still has the cards asked for', () => {
    const rng = createRng(scriptedRng([]));
    const drawn = unwrap(drawCards(rng, runningOut(true), 'talon', 1));
    expect(drawn.cards).toEqual(['d']);
    expect(drawn.deck.discardPile).toEqual(['a', 'c']);
    expect(drawn.events).toHaveLength(1);
  });

  test.each([
    ['without the option, a draw past the deck is refused', false, 2],
    ['with it, a draw past the deck and the discard pile is refused', true, 4],
  ])('%s, before any die is rolled', (_, reshuffle, count) => {
    const rng = createRng(scriptedRng([0, 0, 0]));
    expect(drawCards(rng, runningOut(reshuffle), 'talon', count)).toMatchObject({
      ok: false,
      error: { code: 'NOT_ENOUGH_CARDS', detail: { wanted: count } },
    });
    expect(rng.save()).toMatchObject({ next: 0 });
  });
});

describe('what each player sees', () => {
  const rng = () => createRng(scriptedRng([]));
  let deck = unwrap(drawCards(rng(), deckOf(FOUR), 'vigil', 2)).deck;
  deck = unwrap(drawCards(rng(), deck, 'set_aside', 1)).deck;
  deck = unwrap(revealCard(deck, 'vigil', 'b')).deck;

  test.each([
    ['the owner sees its facedown card', 'blue', 'a'],
    ['the opponent does not', 'red', null],
    ['nor does a spectator', 'spectator', null],
  ])('%s', (_, viewer, firstId) => {
    const view = deckView(deck, viewer);
    expect(view.places['vigil']?.cards).toEqual([
      { id: firstId, faceup: false },
      { id: 'b', faceup: true },
    ]);
    expect(view.places['set_aside']?.cards).toEqual([{ id: null, faceup: false }]);
    expect(view.drawCount).toBe(1);
    expect(JSON.stringify(view)).not.toContain('"d"');
  });
});

/** One random step: shuffle, draw into a random place, reveal or discard a random card there. */
function randomStep(rng: Rng, deck: Deck): { deck: Deck; events: readonly DeckEvent[] } {
  const placeNames = Object.keys(deck.places);
  const place = placeNames[rng.int(placeNames.length)] as string;
  const cards = deck.places[place]?.cards ?? [];
  const card = cards.length > 0 ? cards[rng.int(cards.length)]?.id : undefined;
  const step = rng.int(4);
  const outcome =
    step === 0
      ? { ok: true as const, value: shuffleDeck(rng, deck) }
      : step === 1
        ? drawCards(rng, deck, place, rng.int(4))
        : card === undefined
          ? undefined
          : step === 2
            ? revealCard(deck, place, card)
            : discardCard(deck, place, card);
  return outcome?.ok ? outcome.value : { deck, events: [] };
}

describe('every card stays in exactly one place (seeded random play)', () => {
  const CARDS = Array.from({ length: 12 }, (_, i) => `card-${String(i).padStart(2, '0')}`);

  test.each(Array.from({ length: 40 }, (_, i) => [`seed ${i}`]))('%s', (seed) => {
    const rng = createRng(seedRng(seed));
    let deck = shuffleDeck(rng, deckOf(CARDS, seed.endsWith('0') || seed.endsWith('5'))).deck;
    for (let i = 0; i < 60; i++) {
      const next = randomStep(rng, deck);
      deck = next.deck;
      expect([...allCards(deck)].sort()).toEqual(CARDS);
      for (const e of next.events) if (e.type === 'cardsDrawn') expect(JSON.stringify(e)).not.toMatch(/card-/);
      for (const viewer of ['blue', 'red', 'spectator']) {
        const view = JSON.stringify(deckView(deck, viewer));
        for (const id of deck.drawPile) expect(view).not.toContain(id);
        for (const place of Object.values(deck.places)) {
          for (const c of place.cards) if (!c.faceup && place.owner !== viewer) expect(view).not.toContain(c.id);
        }
      }
    }
  });
});
