/**
 * Suffering damage (issue 14; seed 001's damage: shields first, then a damage card per hit facedown,
 * per critical faceup; a ship is destroyed when its damage equals its hull). Faceup cards act at once
 * where they say so (`damage-deck.ts`). Destruction waits for the end of the skill group firing, so
 * ships of equal skill fire simultaneously (`removeWrecks`).
 */
import { discardCard, drawCards, revealCard } from '../../core/deck.js';
import { cardDamage, cardKind } from './damage-deck.js';
import { type Ctx, type DraftShip, shipIn } from './context.js';
import type { Deck } from '../../core/deck.js';

function dealCard(ctx: Ctx, ship: DraftShip, faceup: boolean): void {
  const drawn = drawCards(ctx.rng, ctx.s.deck as Deck, ship.id, 1);
  // A 33-card deck reshuffled from its discards cannot run dry while wrecks are discarded.
  if (!drawn.ok) throw new Error(`damage deck: ${drawn.error.code}`);
  let deck = drawn.value.deck;
  ctx.events.push(...drawn.value.events);
  const card = drawn.value.cards[0] as string;
  if (faceup) {
    const shown = revealCard(deck, ship.id, card);
    if (!shown.ok) throw new Error(`damage deck: ${shown.error.code}`);
    deck = shown.value.deck;
    ctx.events.push(...shown.value.events);
  }
  ctx.s.deck = deck as Ctx['s']['deck'];
  const damage = cardDamage(card, faceup);
  ship.damage += damage;
  const kind = faceup ? cardKind(card) : null;
  ctx.events.push({ type: 'damageDealt', ship: ship.id, faceup, kind, damage });
  if (kind === 'coolant-leak') {
    ship.stress += 1;
    ctx.events.push({ type: 'stressChanged', ship: ship.id, stress: ship.stress });
  }
  if (kind === 'sensor-flash') ship.blindedUntil = ctx.s.round + 1;
}

/** `hits` and `crits` land on the ship: shields take hits first, then criticals; the rest are cards. */
export function sufferDamage(ctx: Ctx, shipId: string, hits: number, crits: number): void {
  const ship = shipIn(ctx.s, shipId);
  const onShieldsHits = Math.min(ship.shields, hits);
  const onShieldsCrits = Math.min(ship.shields - onShieldsHits, crits);
  const lost = onShieldsHits + onShieldsCrits;
  if (lost > 0) {
    ship.shields -= lost;
    ctx.events.push({ type: 'shieldsLost', ship: ship.id, lost, left: ship.shields });
  }
  for (let i = 0; i < hits - onShieldsHits; i++) dealCard(ctx, ship, false);
  for (let i = 0; i < crits - onShieldsCrits; i++) dealCard(ctx, ship, true);
}

/** Ships whose damage has reached their hull leave the board; their cards go to the discards. */
export function removeWrecks(ctx: Ctx): void {
  for (const ship of ctx.s.ships) {
    if (ship.destroyed || ship.damage < ship.stats.hull) continue;
    destroy(ctx, ship);
    ctx.events.push({ type: 'shipDestroyed', ship: ship.id });
  }
}

/** Takes a ship off the board (destroyed or fled): its locks, tokens and cards go. */
export function destroy(ctx: Ctx, ship: DraftShip): void {
  ship.destroyed = true;
  for (const card of ctx.s.deck.places[ship.id]?.cards ?? []) {
    const gone = discardCard(ctx.s.deck as Deck, ship.id, card.id);
    if (gone.ok) ctx.s.deck = gone.value.deck as Ctx['s']['deck'];
  }
  for (const [holder, lock] of Object.entries(ctx.s.locks)) {
    if (holder === ship.id || lock.target === ship.id) delete ctx.s.locks[holder];
  }
  ctx.s.toActivate = ctx.s.toActivate.filter((id) => id !== ship.id);
}
