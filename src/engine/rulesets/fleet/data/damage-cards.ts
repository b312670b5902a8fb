/**
 * `fleet`'s damage deck (issue 43 deliverable 5: "damage cards from our own deck"): 52 cards, as
 * Armada's deck counts them (other-systems.md 5.4), with titles and effects of our own. A card is
 * dealt facedown (it counts toward the hull, nothing more) or faceup (its effect applies: at once
 * for `immediate` cards, for as long as it lies faceup for `lasting` ones). A card repaired away
 * (3 engineering points) ends its effect. Where each effect applies is in damage/effects.ts.
 */
export const DAMAGE_CARD_TITLES = {
  /** Immediate: the hull zone that took the card loses its remaining shields. */
  'shield-burnout': { copies: 4, timing: 'immediate' },
  /** Lasting: the ship's speed may not be more than 2 (a faster ship slows to 2 at once). */
  'thruster-damage': { copies: 4, timing: 'lasting' },
  /** Lasting: the ship's battery attacks roll one die fewer (the attacker's choice of colour). */
  'targeting-fault': { copies: 4, timing: 'lasting' },
  /** Lasting: the ship may not spend its revealed dial for a command token. */
  'comms-failure': { copies: 4, timing: 'lasting' },
  /** Immediate: every ready defence token of the ship is exhausted. */
  'crew-panic': { copies: 4, timing: 'immediate' },
  /** Immediate: the ship is dealt one more damage card, facedown. */
  'hull-breach': { copies: 4, timing: 'immediate' },
  /** Lasting: the ship's engineering value is halved, rounded down. */
  'power-drain': { copies: 4, timing: 'lasting' },
  /** Lasting: the ship's squadron value is 0. */
  'hangar-fire': { copies: 4, timing: 'lasting' },
  /** Lasting: the ship may not attack at long range. */
  'sensor-damage': { copies: 4, timing: 'lasting' },
  /** Immediate: the ship discards all its command tokens. */
  'bridge-hit': { copies: 4, timing: 'immediate' },
  /** No effect beyond the damage. */
  'structural-damage': { copies: 12, timing: 'none' },
} as const;
export type DamageCardTitle = keyof typeof DAMAGE_CARD_TITLES;

/** Every card of the deck by id (`<title>-<copy>`), in printed order: 52. */
export const DAMAGE_DECK_CARDS: readonly string[] = Object.entries(DAMAGE_CARD_TITLES).flatMap(([title, card]) =>
  Array.from({ length: card.copies }, (_, i) => `${title}-${i + 1}`),
);

/** The title of a card id ("crew-panic-3" -> "crew-panic"). */
export function cardTitle(card: string): DamageCardTitle {
  const title = card.replace(/-\d+$/, '');
  if (!(title in DAMAGE_CARD_TITLES)) throw new Error(`fleet: no damage card "${card}"`);
  return title as DamageCardTitle;
}

export const DAMAGE_DECK_NAME = 'damage';
export const shipPlace = (ship: string): string => `ship:${ship}`;
