/** A past round of a `fleet` game rebuilt from the log (`/replay round:`, `/game log round:`). */
import type { FleetEvent, FleetState } from '../../../engine/rulesets/fleet/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { PastMoment } from '../table.js';
import { FLEET } from '../../../engine/rulesets/fleet/index.js';
import { replayRound } from '../past-round.js';
import { commandsOf, initialOf } from './state-of.js';

/** Round `round` as it was played: the state at its end and every event in it. */
export function pastRound(record: GameRecord, round: number): PastMoment<FleetState, FleetEvent> | undefined {
  return replayRound(FLEET, initialOf(record), commandsOf(record.log), round);
}
