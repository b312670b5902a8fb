/**
 * The one typed seam between a ruleset's table and the bot's core (issue 42). A table is written in
 * its folder with its own state, command and event types (`TableOf<State, Command, Event>`); the core
 * holds every table as a `TableRuleset`, where those are unknown. Both erasures happen here, once:
 *
 * - `defineTable` gives a typed table to the core. Its hooks are methods, so the language accepts a
 *   typed one for an erased one (as the engine's `AnyRuleset` does for each ruleset's rules): nothing
 *   is cast, and what keeps it sound is the registry, which hands each record only to its ruleset.
 * - `recordReaders` reads a game record's state and log back as the ruleset's own. The store keeps
 *   them as plain JSON whose shape only the ruleset knows (it plays no rules); a record reaches a
 *   table only when its `ruleset` names that table, and everything in it came from that ruleset's
 *   `createGame` and `applyCommand` (replays check it). That is the one place the bot takes the
 *   record's word for a type.
 */
import type { RulesetCommand, RulesetEvent } from '../../engine/index.js';
import type { GameRecord, LogEntry } from '../../store/index.js';
import type { TableOf, TableRuleset } from './table.js';

export function defineTable<State, Command extends RulesetCommand, Event extends RulesetEvent>(
  table: TableOf<State, Command, Event>,
): TableRuleset {
  return table;
}

/** A ruleset's reading of the records it plays (its folder's `state-of.ts` makes one). */
export interface RecordReaders<State, Command extends RulesetCommand> {
  /** The state now (a started game's). */
  stateOf(record: Pick<GameRecord, 'state'>): State;
  /** The opening state (a started game's), what the log replays from. */
  initialOf(record: Pick<GameRecord, 'initial'>): State;
  /** The logged commands, in order. */
  commandsOf(log: readonly LogEntry[]): Command[];
  /** A state the core holds as `unknown` (a hook's or a prompt's), known to be this ruleset's. */
  own(state: unknown): State;
}

export function recordReaders<State, Command extends RulesetCommand>(): RecordReaders<State, Command> {
  const own = (state: unknown): State => state as State;
  const ownCommand = (command: unknown): Command => command as Command;
  return {
    stateOf: (record) => own(record.state),
    initialOf: (record) => own(record.initial),
    commandsOf: (log) => log.map((entry) => ownCommand(entry.command)),
    own,
  };
}
