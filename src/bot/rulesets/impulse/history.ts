/**
 * Looking back (issue 6): any past impulse rebuilt from the log (the map as it stood and what
 * happened), and the summary at the end of a game.
 */
import { impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import { rewind } from './rewind.js';
import { commandsOf, initialOf } from './state-of.js';

export interface PastImpulse {
  readonly state: impulse.GameState;
  readonly events: impulse.GameEvent[];
}

const started = (e: impulse.GameEvent, round: number, letter: string) =>
  e.type === 'impulseStarted' && e.round === round && e.impulse === letter;

/** The state at the end of impulse `letter` of `round`, with that impulse's events; undefined if it never ended. */
export function pastImpulse(record: GameRecord, round: number, letter: string): PastImpulse | undefined {
  if (!record.initial) return undefined;
  let state = initialOf(record);
  let collecting = state.flow.phase === 'turn' && state.flow.round === round && state.flow.impulse === letter;
  const events: impulse.GameEvent[] = [];
  for (const command of commandsOf(record.log)) {
    const applied = impulse.applyCommand(state, command);
    if (!applied.ok) return undefined;
    state = applied.value.state;
    for (const [i, e] of applied.value.events.entries()) {
      if (!collecting && started(e, round, letter)) {
        collecting = true;
        events.push(e);
        continue;
      }
      if (collecting && (e.type === 'impulseStarted' || e.type === 'powerPhaseStarted' || e.type === 'gameEnded')) {
        if (e.type === 'gameEnded') events.push(e);
        // What the same command did after the impulse ended (the next impulse's first moves) is undone.
        return { state: rewind(state, applied.value.events.slice(i)), events };
      }
      if (collecting) events.push(e);
    }
  }
  return collecting && state.flow.phase === 'over' ? { state, events } : undefined;
}
