/** A past turn of a `vector` game rebuilt from the log (`/replay round:`, `/game log round:`). */
import { VECTOR, type VectorEvent, type VectorState } from '../../../engine/rulesets/vector/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { PastMoment } from '../table.js';
import { commandsOf, initialOf } from './state-of.js';

export function pastTurn(record: GameRecord, turn: number): PastMoment<VectorState, VectorEvent> | undefined {
  let state = initialOf(record);
  const events: VectorEvent[] = [];
  for (const command of commandsOf(record.log)) {
    const before = state.turn;
    const applied = VECTOR.applyCommand(state, command);
    if (!applied.ok) return undefined;
    state = applied.value.state;
    if (before === turn) events.push(...applied.value.events);
    if (before === turn && (state.turn > turn || state.outcome)) return { state, events };
  }
  return undefined;
}
