/**
 * Initiative at the end of an impulse (seed 000 section 1.4): if the second player's ships carry more
 * Change Initiative markers than the initiative player's ships carry Defend Initiative markers, the
 * second player decides who has the initiative next impulse; otherwise the initiative player does.
 * The chooser takes (keeps) it or gives it away; then every marker is removed.
 */
import { type Ctx, editShip } from '../context.js';
import { otherSide } from '../ships.js';
import type { GameState, SideId } from '../state.js';

export function markerCounts(state: GameState, initiative: SideId): { change: number; defend: number } {
  // Markers count while their ship is in play: a destroyed or retreated ship's counter has left the map.
  const inPlay = state.ships.filter((s) => s.status === 'active');
  const change = inPlay.filter((s) => s.side !== initiative && s.initiativeMarker === 'change').length;
  const defend = inPlay.filter((s) => s.side === initiative && s.initiativeMarker === 'defend').length;
  return { change, defend };
}

/** Moves the game from the end of the second player's turn to the initiative choice. */
export function resolveInitiative(ctx: Ctx): void {
  const { state } = ctx;
  if (state.flow.phase !== 'turn') throw new Error('initiative resolves at the end of an impulse');
  const { round, impulse, initiative } = state.flow;
  const { change, defend } = markerCounts(state, initiative);
  const chooser = change > defend ? otherSide(state, initiative) : initiative;
  ctx.emit({ type: 'initiativeResolved', changeMarkers: change, defendMarkers: defend, chooser });
  state.flow = { phase: 'initiative', round, impulse, initiative, chooser };
}

/** Applies the chooser's take/give choice and clears the markers; returns the new initiative side. */
export function applyInitiativeChoice(ctx: Ctx, choice: 'take' | 'give'): SideId {
  const { state } = ctx;
  if (state.flow.phase !== 'initiative') throw new Error('no initiative choice is pending');
  const { chooser } = state.flow;
  const next = choice === 'take' ? chooser : otherSide(state, chooser);
  for (const ship of state.ships) if (ship.initiativeMarker !== null) editShip(ctx, ship).initiativeMarker = null;
  ctx.emit({ type: 'initiativeChosen', side: chooser, choice, initiative: next });
  return next;
}
