/**
 * Replay: a game record is `{ initial, log, state }` and `replay(initial, log)` must equal `state`
 * (DESIGN.md section 4). Undo is a replay without the last entries. The ruleset's `apply` is passed
 * in, so the core knows nothing about any particular ruleset.
 */
import { type Result, err, ok } from './result.js';

export type Apply<State, Command, Event, Error> = (
  state: State,
  command: Command,
) => Result<{ state: State; events: Event[] }, Error>;

export interface ReplayFailure<Error> {
  /** Index in the log of the entry that failed to apply. */
  readonly index: number;
  readonly error: Error;
}

export function replay<State, Command, Event, Error>(
  apply: Apply<State, Command, Event, Error>,
  initial: State,
  log: readonly Command[],
): Result<{ state: State; events: Event[] }, ReplayFailure<Error>> {
  let state = initial;
  const events: Event[] = [];
  for (let index = 0; index < log.length; index++) {
    const outcome = apply(state, log[index] as Command);
    if (!outcome.ok) return err({ index, error: outcome.error });
    state = outcome.value.state;
    for (const e of outcome.value.events) events.push(e);
  }
  return ok({ state, events });
}
