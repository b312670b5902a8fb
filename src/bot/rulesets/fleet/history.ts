/** A past round of a `fleet` game rebuilt from the log (`/replay round:`, `/game log round:`). */
import type { FleetEvent, FleetState } from '../../../engine/rulesets/fleet/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { PastMoment } from '../table.js';
import { FLEET } from '../../../engine/rulesets/fleet/index.js';
import { commandsOf, initialOf } from './state-of.js';

/** Round `round` as it was played: the state at its end and every event in it. */
export function pastRound(record: GameRecord, round: number): PastMoment<FleetState, FleetEvent> | undefined {
  let state = initialOf(record);
  const events: FleetEvent[] = [];
  for (const command of commandsOf(record.log)) {
    const applied = FLEET.applyCommand(state, command);
    if (!applied.ok) return undefined;
    const before = state.round;
    state = applied.value.state;
    if (before === round) events.push(...applied.value.events);
    if (before === round && (state.round > round || state.outcome)) return { state, events };
  }
  return undefined;
}
