/**
 * `vector`'s public lines (issue 15): its own events (orders sealed and revealed, each ship's flight
 * a line per Movement Phase, loss of control) and impulse's words for the fire and damage it reuses.
 */
import { formatHex, type impulse } from '../../../engine/index.js';
import type { VectorEvent, VectorState } from '../../../engine/rulesets/vector/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { narrate as narrateImpulse } from '../impulse/narrate.js';
import { reportText } from '../impulse/pictures.js';
import { shipName, sideName, signed } from './words.js';

type Moved = Extract<VectorEvent, { type: 'vectorMoved' }>;

/**
 * A phase's opening line. The Reaction Phase has its own (the turn's, with "give your orders"); the
 * Damage Control Phase is said before its repairs and losses of control (seed 002: "Each turn retains
 * one Reaction Phase and one Damage Control Phase").
 */
function phaseLine(t: Translate, e: Extract<VectorEvent, { type: 'vectorPhaseStarted' }>): string | null {
  const say = loose(t);
  if (e.phase === 'movement') return say('vector.narrate.round', { round: e.round });
  if (e.phase === 'attack') return say('vector.narrate.attack', { round: e.round });
  if (e.phase === 'damageControl') return say('vector.narrate.damageControl', { turn: e.turn });
  return null;
}

function vectorLine(t: Translate, state: VectorState, e: VectorEvent, flights: Map<string, Moved[]>): string | null {
  const say = loose(t);
  switch (e.type) {
    case 'vectorTurnStarted':
      return say('vector.narrate.turn', { turn: e.turn });
    case 'ordersSealed':
      return say('vector.narrate.sealed', { side: sideName(state, e.side), ready: e.ready, of: e.of });
    case 'ordersRevealed':
      return say('vector.narrate.revealed', {
        orders: Object.entries(e.orders)
          .map(([ship, o]) =>
            say('vector.narrate.order', {
              ship: shipName(state, ship),
              velocity: state.ships[ship]?.velocity ?? 0,
              course: signed(o.course),
            }),
          )
          .join('; '),
      });
    case 'vectorMoved': {
      // One line per ship and Movement Phase: where its hexes took it.
      const key = `${e.ship}:${e.round}`;
      const flight = flights.get(key);
      if (!flight || flight[flight.length - 1] !== e) return null;
      return say('vector.narrate.moved', { ship: shipName(state, e.ship), hexes: flight.length, hex: formatHex(e.to) });
    }
    case 'pivoted':
      return say('vector.narrate.pivoted', { ship: shipName(state, e.ship) });
    case 'lossOfControl':
      return say('vector.narrate.lossOfControl', { ship: shipName(state, e.ship), made: e.made, declared: e.declared });
    case 'disengaged':
      return say('vector.narrate.disengaged', { ship: shipName(state, e.ship) });
    case 'vectorPhaseStarted':
      return phaseLine(t, e);
    default:
      return null;
  }
}

const OWN = new Set([
  'vectorTurnStarted',
  'ordersSealed',
  'ordersRevealed',
  'vectorMoved',
  'pivoted',
  'lossOfControl',
  'disengaged',
  'vectorPhaseStarted',
  'velocityChanged',
  'firingDone',
]);

export function narrateVector(t: Translate, s: VectorState, all: readonly VectorEvent[]): string {
  const flights = new Map<string, Moved[]>();
  for (const e of all)
    if (e.type === 'vectorMoved')
      flights.set(`${e.ship}:${e.round}`, [...(flights.get(`${e.ship}:${e.round}`) ?? []), e]);
  const lines: string[] = [];
  let pending: impulse.GameEvent[] = [];
  const flush = () => {
    const text = narrateImpulse(t, pending, (id) => sideName(s, id));
    if (text) lines.push(text);
    pending = [];
  };
  for (const e of all) {
    if (OWN.has(e.type)) {
      flush();
      const line = vectorLine(t, s, e, flights);
      if (line) lines.push(line);
    } else pending.push(e as impulse.GameEvent);
  }
  flush();
  return lines.join('\n');
}

/** Every shot's die, as impulse reports it. */
export function reportVector(t: Translate, _state: unknown, events: readonly VectorEvent[], room: number): string {
  const own = events.filter((e): e is impulse.GameEvent => !OWN.has(e.type));
  // A stretch without a shot (the orders revealed, the ships moved) has no report beyond its lines.
  return own.some((e) => e.type === 'shotResolved' || e.type === 'diceRolled') ? reportText(t, own, room) : '';
}
