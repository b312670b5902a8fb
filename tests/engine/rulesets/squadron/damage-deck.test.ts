/** Our damage deck (issue 14, deliverable 4: "damage cards from our own deck"). */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { cardDamage, damageCards, newDamageDeck } from '../../../../src/engine/rulesets/squadron/damage-deck.js';
import { dialAll, passActions, play, ship, table, withDice } from '../../../helpers/squadron-game.js';

describe('the damage deck', () => {
  test('33 cards, each a copy of one of our eight kinds, every id once', () => {
    const cards = damageCards();
    expect(cards).toHaveLength(33);
    expect(new Set(cards).size).toBe(33);
    expect(Object.values(squadron.CARD_KINDS).reduce((a, b) => a + b, 0)).toBe(33);
    expect(new Set(cards.map(squadron.cardKind))).toEqual(new Set(Object.keys(squadron.CARD_KINDS)));
  });

  test('a faceup hull breach counts as two damage; facedown, any card is one', () => {
    expect(cardDamage('hull-breach-1', true)).toBe(2);
    expect(cardDamage('hull-breach-1', false)).toBe(1);
    expect(cardDamage('jammed-guns-2', true)).toBe(1);
  });

  test('every ship has its own place in the deck; a game shuffles it from the seed', async () => {
    const deck = newDamageDeck(['a', 'b']);
    expect(Object.keys(deck.places)).toEqual(['a', 'b']);
    const one = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    expect(one.deck.drawPile).toHaveLength(33);
    expect(one.deck.drawPile).not.toEqual(damageCards());
  });

  test('faceup effects: "Jammed Guns" takes a primary die away, "Bent Frame" an agility die', async () => {
    const state = await table(
      [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const damaged = {
      ...state,
      deck: {
        ...state.deck,
        places: {
          ...state.deck.places,
          'spear-wingman': { owner: null, cards: [{ id: 'jammed-guns-1', faceup: true }] },
          'shard-drone': { owner: null, cards: [{ id: 'bent-frame-1', faceup: true }] },
        },
      },
    };
    const fighting = passActions(dialAll(damaged, { 'spear-wingman': '2FG', 'shard-drone': '2FG' }).state).state;
    const { events } = play(withDice(fighting, [7, 7, 7, 6, 6]), {
      type: 'attack',
      side: 'concord',
      ship: 'spear-wingman',
      target: 'shard-drone',
      weapon: 'primary',
    });
    // Attack 3 - 1 + 1 at range 1 = 3; agility 3 - 1 = 2.
    expect(events).toContainEqual(expect.objectContaining({ type: 'attackDeclared', attackDice: 3, defenceDice: 2 }));
    expect(ship(fighting, 'spear-wingman').damage).toBe(0);
  });
});
