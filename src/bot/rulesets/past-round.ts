/**
 * A past round rebuilt from a game's log (`/replay round:`, `/game log round:`), for rulesets whose
 * state counts rounds: the log replayed from the opening state until that round ends.
 */
import type { Ruleset, RulesetCommand, RulesetEvent } from '../../engine/index.js';
import type { PastMoment } from './table.js';

/** What the replay reads of a state: its round, and whether the game is over. */
interface Rounds {
  readonly round: number;
  readonly outcome: unknown;
}

/**
 * Round `round` as it was played: the state at its end (the next round begun, or the game over) and
 * every event in it; undefined where the log never finished it or a command no longer applies.
 */
export function replayRound<State extends Rounds, Command extends RulesetCommand, Event extends RulesetEvent>(
  rules: Pick<Ruleset<State, Command, Event, unknown, unknown, unknown, unknown>, 'applyCommand'>,
  initial: State,
  commands: readonly Command[],
  round: number,
): PastMoment<State, Event> | undefined {
  let state = initial;
  const events: Event[] = [];
  for (const command of commands) {
    const applied = rules.applyCommand(state, command);
    if (!applied.ok) return undefined;
    const before = state.round;
    state = applied.value.state;
    if (before === round) events.push(...applied.value.events);
    if (before === round && (state.round > round || state.outcome)) return { state, events };
  }
  return undefined;
}
