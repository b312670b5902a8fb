/**
 * The stretches of play the channel sees as one (seed 000 section 2): an impulse, the Power Phase,
 * the end. After each the bot posts the map and the damage report; standing orders stop at each so
 * that every impulse is posted on its own (issue 13).
 */
import type { GameEvent } from '../events.js';
import type { GameState } from '../state.js';

const REPORT_BOUNDARIES = new Set<GameEvent['type']>(['impulseStarted', 'powerPhaseStarted', 'gameEnded']);

export const closesReport = (event: GameEvent): boolean => REPORT_BOUNDARIES.has(event.type);

/**
 * Games created under rules `impulse-4` or later stop following standing orders at a boundary;
 * older games played them on through it, and replay exactly as they were played.
 */
export function pausesAtReports(state: GameState): boolean {
  const version = Number(/^impulse-(\d+)$/.exec(state.rulesVersion)?.[1] ?? 0);
  return version >= 4;
}
