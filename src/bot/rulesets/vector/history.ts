/** A past turn of a `vector` game rebuilt from the log (`/replay round:`, `/game log round:`). */
import {
  VECTOR,
  type VectorCommand,
  type VectorEvent,
  type VectorState,
} from '../../../engine/rulesets/vector/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { PastMoment } from '../table.js';

export function pastTurn(record: GameRecord, turn: number): PastMoment | undefined {
  let state = record.initial as unknown as VectorState;
  const events: VectorEvent[] = [];
  for (const entry of record.log) {
    const before = state.turn;
    const applied = VECTOR.applyCommand(state, entry.command as unknown as VectorCommand);
    if (!applied.ok) return undefined;
    state = applied.value.state;
    if (before === turn) events.push(...applied.value.events);
    if (before === turn && (state.turn > turn || state.outcome)) return { state, events };
  }
  return undefined;
}
