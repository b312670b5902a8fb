/** A past battle round of a `skirmish` game rebuilt from the log (`/replay round:`, `/game log round:`). */
import type { SkirmishEvent, SkirmishState } from '../../../engine/rulesets/skirmish/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { PastMoment } from '../table.js';
import { SKIRMISH } from '../../../engine/rulesets/skirmish/index.js';
import { replayRound } from '../past-round.js';
import { commandsOf, initialOf } from './state-of.js';

/** Battle round `round` as it was played: the state at its end and every event in it. */
export function pastRound(record: GameRecord, round: number): PastMoment<SkirmishState, SkirmishEvent> | undefined {
  return replayRound(SKIRMISH, initialOf(record), commandsOf(record.log), round);
}
