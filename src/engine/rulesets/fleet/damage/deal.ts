/**
 * Dealing damage (issue 43; seed 004, the damage step; other-systems.md 5.4 step 5): each point of
 * damage past the shields is a card from the damage deck into the ship's place `ship:<id>`,
 * facedown, except the first when the standard critical effect applies (`faceupFirst`): that one is
 * faceup and its effect acts (data/damage-cards.ts). Immediate effects act here at once; lasting
 * ones are read by damage/effects.ts for as long as the card lies faceup. A ship is destroyed when
 * its cards reach its class's hull; its cards then go to the discard pile (as Armada clears a
 * destroyed ship), and no more cards are dealt to it. An empty draw pile reshuffles the discard pile
 * (core/deck.ts); a deck with no card anywhere deals no more (it cannot happen with 52 cards and
 * destroyed ships' cards discarded, but the rule stays total).
 *
 * Squadrons take no cards: their hull goes down, and they are destroyed at 0 (5.4 step 5).
 */
import { discardCard, drawCards, revealCard, withPlace, type Deck } from '../../../core/deck.js';
import { createRng } from '../../../core/rng.js';
import { cardTitle, shipPlace } from '../data/damage-cards.js';
import { HULL_ZONES, type HullZone } from '../data/schema.js';
import type { Step } from '../errors.js';
import type { FleetEvent, FleetEventOf } from '../events.js';
import { shipClassOf } from '../geometry/base.js';
import type { FleetShip, FleetState } from '../state.js';

export type FleetStep = Step<FleetState, FleetEvent>;
export type DamageCause = FleetEventOf<'damageCardDealt'>['cause'];

export interface DealOptions {
  /** Cards to deal (damage left after shields). */
  readonly count: number;
  /** The standard critical effect: the first card is dealt faceup. */
  readonly faceupFirst?: boolean;
  readonly cause: DamageCause;
  /** The hull zone that took the damage (shield-burnout empties its shields). */
  readonly zone?: HullZone;
}

const mustFind = (state: FleetState, shipId: string): FleetShip => {
  const ship = state.ships.find((s) => s.id === shipId);
  // Callers pass ships of the game; a missing one is a bug, not a player's mistake.
  if (!ship) throw new Error(`fleet: no ship "${shipId}"`);
  return ship;
};

/** The zone shield-burnout empties when no zone took the damage: the one with the most shields (front first). */
const fullestZone = (ship: FleetShip): HullZone =>
  HULL_ZONES.reduce((best, z) => (ship.shields[z] > ship.shields[best] ? z : best), HULL_ZONES[0] as HullZone);

/**
 * Deals `count` damage cards to a ship (the first faceup when `faceupFirst`), with the immediate
 * effect of a faceup card at once, and destroys the ship when its cards reach its hull.
 */
export function dealDamage(state: FleetState, shipId: string, options: DealOptions): FleetStep {
  let ship = mustFind(state, shipId);
  if (ship.destroyed || options.count <= 0) return { state, events: [] };
  const hull = shipClassOf(state, ship).hull;
  const place = shipPlace(shipId);
  const rng = createRng(state.rng);
  const events: FleetEvent[] = [];
  let deck: Deck = withPlace(state.deck, place, null);
  // The cards still to deal, in order; hull-breach puts one more at the front.
  const queue: { faceup: boolean; cause: DamageCause }[] = Array.from({ length: options.count }, (_, i) => ({
    faceup: i === 0 && options.faceupFirst === true,
    cause: options.cause,
  }));

  while (queue.length > 0 && !ship.destroyed) {
    const next = queue.shift() as { faceup: boolean; cause: DamageCause };
    const drawn = drawCards(rng, deck, place, 1);
    if (!drawn.ok) break; // no card left anywhere: nothing more to deal
    deck = drawn.value.deck;
    const card = drawn.value.cards[0] as string;
    if (next.faceup) {
      const shown = revealCard(deck, place, card);
      if (!shown.ok) throw new Error(`fleet damage deck: ${shown.error.code}`);
      deck = shown.value.deck;
    }
    events.push({
      type: 'damageCardDealt',
      ship: shipId,
      faceup: next.faceup,
      card: next.faceup ? card : null,
      cause: next.cause,
    });
    if (next.faceup) {
      events.push({ type: 'criticalEffect', ship: shipId, card });
      switch (cardTitle(card)) {
        case 'shield-burnout': {
          const zone = options.zone ?? fullestZone(ship);
          ship = { ...ship, shields: { ...ship.shields, [zone]: 0 } };
          break;
        }
        case 'crew-panic':
          ship = { ...ship, tokens: ship.tokens.map((t) => (t.state === 'ready' ? { ...t, state: 'exhausted' } : t)) };
          break;
        case 'hull-breach':
          queue.unshift({ faceup: false, cause: 'critical' });
          break;
        case 'bridge-hit':
          ship = { ...ship, commandTokens: [] };
          break;
        case 'thruster-damage':
          if (ship.speed > 2) {
            events.push({ type: 'speedChanged', ship: shipId, from: ship.speed, to: 2, by: 'damage' });
            ship = { ...ship, speed: 2 };
          }
          break;
        default:
          break; // lasting effects are read where they apply (damage/effects.ts)
      }
    }
    const cards = deck.places[place]?.cards ?? [];
    if (cards.length >= hull) {
      ship = { ...ship, destroyed: true };
      events.push({ type: 'shipDestroyed', ship: shipId, cause: 'damage' });
      for (const c of cards) {
        const gone = discardCard(deck, place, c.id);
        if (gone.ok) deck = gone.value.deck;
      }
    }
  }

  const done = ship;
  return {
    state: { ...state, deck, rng: rng.save(), ships: state.ships.map((s) => (s.id === shipId ? done : s)) },
    events,
  };
}

/** A squadron loses `amount` hull (never below 0) and is destroyed at 0 (5.4 step 5). */
export function damageSquadron(state: FleetState, sqId: string, amount: number): FleetStep {
  const sq = state.squadrons.find((s) => s.id === sqId);
  if (!sq) throw new Error(`fleet: no squadron "${sqId}"`);
  if (sq.destroyed || amount <= 0) return { state, events: [] };
  const hull = Math.max(0, sq.hull - amount);
  const destroyed = hull === 0;
  return {
    state: { ...state, squadrons: state.squadrons.map((s) => (s.id === sqId ? { ...s, hull, destroyed } : s)) },
    events: destroyed ? [{ type: 'squadronDestroyed', squadron: sqId }] : [],
  };
}
