/** `fleet`'s damage deck (issue 43 deliverable 5; other-systems.md 5.4 step 5: "the damage deck has 52 cards"). */
import { describe, expect, test } from 'vitest';
import { createRng, seedRng } from '../../../../../src/engine/core/rng.js';
import { deckView } from '../../../../../src/engine/core/deck.js';
import {
  DAMAGE_CARD_TITLES,
  DAMAGE_DECK_CARDS,
  cardTitle,
} from '../../../../../src/engine/rulesets/fleet/data/damage-cards.js';
import {
  damageCards,
  damageCount,
  faceupTitles,
  newDamageDeck,
} from '../../../../../src/engine/rulesets/fleet/damage/deck.js';
import { testState, withCards } from './fixture.js';

describe('fleet damage deck (other-systems.md 5.4 step 5)', () => {
  test('5.4: the deck has 52 cards, every id once, each a copy of one of our titles', () => {
    const { deck } = newDamageDeck(createRng(seedRng('x')), ['a1', 'b1']);
    expect(deck.drawPile).toHaveLength(52);
    expect(new Set(deck.drawPile).size).toBe(52);
    expect(new Set(deck.drawPile)).toEqual(new Set(DAMAGE_DECK_CARDS));
    expect(new Set(deck.drawPile.map(cardTitle))).toEqual(new Set(Object.keys(DAMAGE_CARD_TITLES)));
    expect(deck.reshuffle).toBe(true);
  });

  test('shuffled with the game generator: one seed, one order; another seed, another', () => {
    const one = newDamageDeck(createRng(seedRng('x')), ['a1']).deck.drawPile;
    const again = newDamageDeck(createRng(seedRng('x')), ['a1']).deck.drawPile;
    const other = newDamageDeck(createRng(seedRng('y')), ['a1']).deck.drawPile;
    expect(one).toEqual(again);
    expect(one).not.toEqual(other);
    expect(one).not.toEqual(DAMAGE_DECK_CARDS);
  });

  test('a place ship:<id> per ship, owned by nobody: facedown cards are secret to both players', () => {
    const { deck, events } = newDamageDeck(createRng(seedRng('x')), ['a1', 'b1']);
    expect(Object.keys(deck.places)).toEqual(['ship:a1', 'ship:b1']);
    expect(deck.places['ship:a1']?.owner).toBeNull();
    expect(events).toEqual([{ type: 'cardsShuffled', deck: 'damage', reason: 'shuffle', count: 52 }]);
    const state = withCards(testState(), 'a1', ['crew-panic-1', 'hangar-fire-2'], ['hangar-fire-2']);
    for (const viewer of ['rebels', 'empire']) {
      expect(deckView(state.deck, viewer).places['ship:a1']?.cards).toEqual([
        { id: null, faceup: false },
        { id: 'hangar-fire-2', faceup: true },
      ]);
    }
  });

  test.each([
    { cards: [], faceup: [], count: 0, titles: [] },
    { cards: ['crew-panic-1'], faceup: [], count: 1, titles: [] },
    {
      cards: ['crew-panic-1', 'hangar-fire-2', 'power-drain-4'],
      faceup: ['hangar-fire-2', 'power-drain-4'],
      count: 3,
      titles: ['hangar-fire', 'power-drain'],
    },
  ])('damageCards/damageCount/faceupTitles: $count cards, faceup $titles', ({ cards, faceup, count, titles }) => {
    const state = withCards(testState(), 'a1', cards, faceup);
    expect(damageCards(state, 'a1').map((c) => c.id)).toEqual(cards);
    expect(damageCount(state, 'a1')).toBe(count);
    expect(faceupTitles(state, 'a1')).toEqual(titles);
    expect(damageCount(state, 'nobody')).toBe(0);
  });
});
