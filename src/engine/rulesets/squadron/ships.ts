/**
 * Reading a `squadron` ship: who is on the board, and its numbers once its faceup damage cards have
 * changed them (issue 14; our damage deck, `damage-deck.ts`).
 */
import type { Deck } from '../../core/deck.js';
import { faceupKinds } from './damage-deck.js';
import type { Difficulty } from './manoeuvres.js';
import { readDialEntry } from './data/dial.js';
import type { SquadShip, SquadronState } from './state.js';

export const onBoard = (ship: Pick<SquadShip, 'destroyed'>): boolean => !ship.destroyed;

export const findShip = (state: Pick<SquadronState, 'ships'>, id: string): SquadShip | undefined =>
  state.ships.find((s) => s.id === id);

export const shipsOf = (state: Pick<SquadronState, 'ships'>, side: string): SquadShip[] =>
  state.ships.filter((s) => s.side === side && onBoard(s));

export const enemiesOf = (state: Pick<SquadronState, 'ships'>, ship: Pick<SquadShip, 'side'>): SquadShip[] =>
  state.ships.filter((s) => s.side !== ship.side && onBoard(s));

/** The primary weapon value: a "Jammed Guns" card takes one away, never below 1. */
export function primaryValue(deck: Deck, ship: SquadShip): number {
  const jammed = faceupKinds(deck, ship.id).filter((k) => k === 'jammed-guns').length;
  return ship.stats.attack === 0 ? 0 : Math.max(1, ship.stats.attack - jammed);
}

/** Agility: each "Bent Frame" takes one away, never below 0. */
export function agilityValue(deck: Deck, ship: SquadShip): number {
  const bent = faceupKinds(deck, ship.id).filter((k) => k === 'bent-frame').length;
  return Math.max(0, ship.stats.agility - bent);
}

/**
 * A dial entry's colour on this ship now: "Scorched Thrusters" makes turns and Tallon Rolls red,
 * "Rattled Crew" makes green manoeuvres white.
 */
export function difficultyOf(deck: Deck, ship: SquadShip, dial: string): Difficulty {
  const entry = readDialEntry(dial);
  if (typeof entry === 'string') throw new Error(entry);
  const kinds = faceupKinds(deck, ship.id);
  const turning = entry.bearing.startsWith('turn') || entry.bearing.startsWith('tallon');
  if (turning && kinds.includes('scorched-thrusters')) return 'red';
  if (entry.difficulty === 'green' && kinds.includes('rattled-crew')) return 'white';
  return entry.difficulty;
}

/**
 * The dial entry of `ship` that `typed` names: the full string ("2FW", colour and all) or speed and
 * bearing alone ("2F").
 */
export function dialEntryOf(ship: SquadShip, typed: string): string | undefined {
  const key = typed.trim().toUpperCase();
  if (key.length === 3) return ship.stats.dial.find((d) => d === key);
  return key.length === 2 ? ship.stats.dial.find((d) => d.slice(0, 2) === key) : undefined;
}

/** A ship's squad points: the pilot and its weapons, as the squad was built. */
export const shipPoints = (ship: SquadShip): number => ship.stats.cost;
