/**
 * The repair command's engineering points (seed 004, p. 12; other-systems.md 5.5): the dial gives
 * the ship's engineering value in points, the token half of it rounded up (the flow grants them into
 * `state.activation.engineering`), spent right after revealing, in the commands step:
 * - 1 point: move one shield from a zone that has one to another zone below its class value;
 * - 2 points: recover one shield in a zone below its class value;
 * - 3 points: discard one of the ship's damage cards, named, or any facedown one as `facedown`
 *   (a faceup card's lasting effect ends with it).
 * Points left over do not carry over: the flow clears them when the step ends.
 */
import { discardCard } from '../../../core/deck.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import { shipPlace } from '../data/damage-cards.js';
import type { HullZone } from '../data/schema.js';
import type { FleetCommandOf } from '../commands.js';
import type { FleetError } from '../errors.js';
import type { FleetEvent } from '../events.js';
import { shipClassOf } from '../geometry/base.js';
import type { FleetShip, FleetState } from '../state.js';
import { damageCards } from './deck.js';
import type { FleetStep } from './deal.js';

export type RepairAction = FleetCommandOf<'repair'>['action'];

/** What each repair costs in engineering points (seed 004, p. 12). */
export const REPAIR_COST: Readonly<Record<RepairAction, number>> = { move: 1, recover: 2, discard: 3 };

/** The facedown card named by `facedown`: the oldest facedown card of the ship. */
export const FACEDOWN = 'facedown';

const nothing = (detail: Record<string, unknown>): Result<never, FleetError> =>
  err(ruleError('NOTHING_TO_REPAIR', detail));

/** Spends the active ship's engineering points on one repair. */
export function applyRepair(state: FleetState, cmd: FleetCommandOf<'repair'>): Result<FleetStep, FleetError> {
  const act = state.activation;
  if (!act || act.step !== 'commands') return err(ruleError('WRONG_STEP', { step: act?.step ?? null }));
  const ship = state.ships.find((s) => s.id === act.ship);
  if (!ship) return err(ruleError('NO_SUCH_SHIP', { ship: act.ship }));
  if (ship.side !== cmd.side) return err(ruleError('NOT_YOUR_TURN', { side: cmd.side }));
  const cost = REPAIR_COST[cmd.action];
  if (act.engineering < cost) return err(ruleError('NO_ENGINEERING', { have: act.engineering, need: cost }));
  const max = shipClassOf(state, ship).shields;
  const below = (z: HullZone): boolean => ship.shields[z] < max[z];

  let next: FleetShip = ship;
  let deck = state.deck;
  let event: FleetEvent;
  switch (cmd.action) {
    case 'move': {
      const { from, to } = cmd;
      if (!from || !to || from === to) return nothing({ action: 'move', from: from ?? null, to: to ?? null });
      if (ship.shields[from] <= 0) return nothing({ action: 'move', from });
      if (!below(to)) return nothing({ action: 'move', to });
      next = { ...ship, shields: { ...ship.shields, [from]: ship.shields[from] - 1, [to]: ship.shields[to] + 1 } };
      event = { type: 'shieldMoved', ship: ship.id, from, to };
      break;
    }
    case 'recover': {
      const zone = cmd.zone ?? cmd.to;
      if (!zone || !below(zone)) return nothing({ action: 'recover', zone: zone ?? null });
      next = { ...ship, shields: { ...ship.shields, [zone]: ship.shields[zone] + 1 } };
      event = { type: 'shieldRecovered', ship: ship.id, zone };
      break;
    }
    case 'discard': {
      const cards = damageCards(state, ship);
      const card = cmd.card === FACEDOWN ? cards.find((c) => !c.faceup) : cards.find((c) => c.id === cmd.card);
      if (!card) return nothing({ action: 'discard', card: cmd.card ?? null });
      const gone = discardCard(deck, shipPlace(ship.id), card.id);
      if (!gone.ok) return nothing({ action: 'discard', card: card.id });
      deck = gone.value.deck;
      event = { type: 'damageRepaired', ship: ship.id, card: card.id, faceup: card.faceup };
      break;
    }
  }
  return ok({
    state: {
      ...state,
      deck,
      ships: state.ships.map((s) => (s.id === ship.id ? next : s)),
      activation: { ...act, engineering: act.engineering - cost },
    },
    events: [event],
  });
}

/** The repairs the active ship could make now, one command per distinct choice (for options and the AI). */
export function repairChoices(state: FleetState): FleetCommandOf<'repair'>[] {
  const act = state.activation;
  if (!act || act.step !== 'commands') return [];
  const ship = state.ships.find((s) => s.id === act.ship);
  if (!ship) return [];
  const max = shipClassOf(state, ship).shields;
  const side = ship.side;
  const zones = Object.keys(max) as HullZone[];
  const out: FleetCommandOf<'repair'>[] = [];
  if (act.engineering >= REPAIR_COST.discard) {
    const cards = damageCards(state, ship);
    for (const c of cards.filter((c) => c.faceup)) out.push({ type: 'repair', side, action: 'discard', card: c.id });
    if (cards.some((c) => !c.faceup)) out.push({ type: 'repair', side, action: 'discard', card: FACEDOWN });
  }
  if (act.engineering >= REPAIR_COST.recover) {
    for (const zone of zones)
      if (ship.shields[zone] < max[zone]) out.push({ type: 'repair', side, action: 'recover', zone });
  }
  if (act.engineering >= REPAIR_COST.move) {
    for (const from of zones) {
      if (ship.shields[from] <= 0) continue;
      for (const to of zones) {
        if (to !== from && ship.shields[to] < max[to]) out.push({ type: 'repair', side, action: 'move', from, to });
      }
    }
  }
  return out;
}
