/**
 * The Status Phase and the game's end (issue 43 deliverable 1; other-systems.md 5.1; seed 004, p. 14:
 * «تُعاد الرموز المُستهلَكة إلى حالة الجاهزية في مرحلة الحالة»): exhausted defence tokens are readied
 * (ships and squadrons; discarded ones stay discarded), activations are cleared, the initiative
 * passes to the other player (setting `initiative: 'alternate'`, the default) or stays (`fixed`),
 * held objectives score (score/), then the next round's Command Phase, or the end after the last
 * round. The game also ends as soon as a side has no ship left, and at a concession.
 */
import type { FleetEvent } from '../events.js';
import type { DefenceToken, FleetState } from '../state.js';
import { joinSteps, otherSide, type FleetStep } from './common.js';
import { startCommandPhase } from './command-phase.js';
import { endFleetGame, scoreRoundEnd } from './deps.js';

const ready = (tokens: readonly DefenceToken[]): readonly DefenceToken[] =>
  tokens.map((t) => (t.state === 'exhausted' ? { ...t, state: 'ready' as const } : t));

export function statusPhase(state: FleetState): FleetStep {
  const events: FleetEvent[] = [];
  let next: FleetState = {
    ...state,
    activation: null,
    ships: state.ships.map((s) => ({ ...s, tokens: ready(s.tokens), activated: false })),
    squadrons: state.squadrons.map((s) => ({ ...s, tokens: ready(s.tokens), activated: false })),
  };
  events.push({ type: 'tokensReadied', round: state.round });
  if (state.settings.initiative === 'alternate') {
    const to = otherSide(state, state.initiative);
    next = { ...next, initiative: to };
    events.push({ type: 'initiativePassed', to });
  }
  const scored = joinSteps(events, scoreRoundEnd(next));
  if (scored.state.outcome) return scored;
  if (scored.state.round >= scored.state.rounds) return joinSteps(scored.events, endGame(scored.state, 'lastRound'));
  const round = scored.state.round + 1;
  const started: FleetStep = {
    state: { ...scored.state, round },
    events: [...scored.events, { type: 'roundStarted', round, initiative: scored.state.initiative }],
  };
  return joinSteps(started.events, startCommandPhase(started.state));
}

/**
 * The game ends (score/ `endFleetGame`: salvage of destroyed carriers lost, the outcome by points),
 * and nothing more is awaited. Reasons: `lastRound`, `fleetDestroyed` (score/outcome.ts), `concede`.
 */
export function endGame(state: FleetState, reason: string, conceded?: string): FleetStep {
  const ended = endFleetGame(state, reason, conceded);
  return {
    state: { ...ended.state, activation: null, attack: null, displaced: null, plan: null },
    events: ended.events,
  };
}

/** A side with no ship left on the board (the game ends at once: 5.1). */
export const sideWithoutShips = (state: FleetState): string | undefined =>
  state.sides.find((side) => !state.ships.some((s) => s.side === side.id && !s.destroyed))?.id;
