/** A past round of a `squadron` game rebuilt from the log (`/replay round:`, `/game log round:`). */
import { squadron } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { PastMoment } from '../table.js';
import { commandsOf, initialOf } from './state-of.js';

type State = squadron.SquadronState;
type Event = squadron.SquadronEvent;

/** Round `round` as it was played: the state at its end and every event in it. */
export function pastRound(record: GameRecord, round: number): PastMoment<State, Event> | undefined {
  let state = initialOf(record);
  const events: Event[] = [];
  for (const command of commandsOf(record.log)) {
    const applied = squadron.SQUADRON.applyCommand(state, command);
    if (!applied.ok) return undefined;
    const before = state.round;
    state = applied.value.state;
    if (before === round) events.push(...applied.value.events);
    if (before === round && (state.round > round || state.outcome)) return { state, events };
  }
  return undefined;
}
