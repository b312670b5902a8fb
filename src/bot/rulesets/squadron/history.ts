/** A past round of a `squadron` game rebuilt from the log (`/replay round:`, `/game log round:`). */
import { squadron } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import { replayRound } from '../past-round.js';
import type { PastMoment } from '../table.js';
import { commandsOf, initialOf } from './state-of.js';

type State = squadron.SquadronState;
type Event = squadron.SquadronEvent;

/** Round `round` as it was played: the state at its end and every event in it. */
export function pastRound(record: GameRecord, round: number): PastMoment<State, Event> | undefined {
  return replayRound(squadron.SQUADRON, initialOf(record), commandsOf(record.log), round);
}
