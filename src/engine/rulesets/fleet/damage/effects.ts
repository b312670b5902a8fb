/**
 * The lasting effects of faceup damage cards (issue 43; data/damage-cards.ts), as queries the other
 * rules ask: movement (`speedCap`), commands (`engineeringValue`, `squadronValue`, `mayConvertDial`)
 * and attacks (`batteryDiceLess`, `mayAttackLong`). A card repaired away ends its effect. Two faceup
 * copies of one title do no more than one.
 */
import { shipClassOf } from '../geometry/base.js';
import type { FleetShip, FleetState } from '../state.js';
import { hasFaceup } from './deck.js';

type ShipRef = FleetShip | string;
type Readable = Pick<FleetState, 'deck' | 'catalog' | 'ships'>;

const shipOf = (state: Readable, ship: ShipRef): FleetShip => {
  if (typeof ship !== 'string') return ship;
  const found = state.ships.find((s) => s.id === ship);
  if (!found) throw new Error(`fleet: no ship "${ship}"`);
  return found;
};

/** The highest speed the ship may have: its speed chart's top, at most 2 with thruster-damage. */
export function speedCap(state: Readable, ship: ShipRef): number {
  const s = shipOf(state, ship);
  const top = shipClassOf(state, s).speedChart.length;
  return hasFaceup(state, s, 'thruster-damage') ? Math.min(2, top) : top;
}

/** Engineering value: the class's, halved rounding down with power-drain. */
export function engineeringValue(state: Readable, ship: ShipRef): number {
  const s = shipOf(state, ship);
  const value = shipClassOf(state, s).engineering;
  return hasFaceup(state, s, 'power-drain') ? Math.floor(value / 2) : value;
}

/** Squadron value: the class's, 0 with hangar-fire. */
export function squadronValue(state: Readable, ship: ShipRef): number {
  const s = shipOf(state, ship);
  return hasFaceup(state, s, 'hangar-fire') ? 0 : shipClassOf(state, s).squadron;
}

/** May the revealed dial be spent for a command token? Not with comms-failure. */
export const mayConvertDial = (state: Readable, ship: ShipRef): boolean =>
  !hasFaceup(state, shipOf(state, ship), 'comms-failure');

/** Dice the ship's battery attacks roll fewer: 1 with targeting-fault (the attacker's choice of colour). */
export const batteryDiceLess = (state: Readable, ship: ShipRef): number =>
  hasFaceup(state, shipOf(state, ship), 'targeting-fault') ? 1 : 0;

/** May the ship attack at long range? Not with sensor-damage. */
export const mayAttackLong = (state: Readable, ship: ShipRef): boolean =>
  !hasFaceup(state, shipOf(state, ship), 'sensor-damage');
