/**
 * How a game record changes: a command accepted, an undo, the end. Pure functions over records, so
 * the pipeline's lock only wraps load -> these -> save.
 */
import type { Applied, RulesetCommand, RulesetEvent } from '../../engine/index.js';
import type { GameRecord, LogEntry } from '../../store/index.js';
import { pingKey, stepKey } from './turn-keys.js';
import type { TableRuleset } from '../rulesets/table.js';

/** The ruleset's state, as the record keeps it: only the ruleset's own hooks look inside. */
export const stateOf = (record: GameRecord): unknown => record.state;
export const initialOf = (record: GameRecord): unknown => record.initial;
/**
 * The core's side of the record boundary. A logged command as the contract knows it: the store
 * checks only its `type`, and every ruleset's command also names its side (src/engine/ruleset.ts).
 */
export const commandOf = (entry: LogEntry): RulesetCommand => entry.command as RulesetCommand;
export const commandsOf = (log: readonly LogEntry[]): RulesetCommand[] => log.map(commandOf);
/** A ruleset's state as the record keeps it: plain JSON (DESIGN.md section 4) only the ruleset reads. */
export const storedState = (state: unknown): NonNullable<GameRecord['state']> =>
  state as NonNullable<GameRecord['state']>;

export interface PromptChange {
  /** A new prompt message with a ping (whose turn changed). */
  readonly repost: boolean;
  /** The prompt's content changed within the same turn (edit it in place). */
  readonly edit: boolean;
}

export interface Accepted {
  readonly before: GameRecord;
  readonly after: GameRecord;
  readonly events: RulesetEvent[];
  /** The events of the stretch of play that just ended, when one did (for the map and the report). */
  readonly report: RulesetEvent[] | null;
  readonly prompt: PromptChange;
}

/** Splits pending events at the last report boundary: what the report covers, and what carries on. */
function splitAtBoundary(
  table: TableRuleset,
  pending: readonly RulesetEvent[],
): {
  report: RulesetEvent[] | null;
  rest: RulesetEvent[];
} {
  let last = -1;
  pending.forEach((e, i) => {
    if (table.rules.closesReport(e)) last = i;
  });
  if (last < 0) return { report: null, rest: [...pending] };
  return { report: pending.slice(0, last + 1), rest: pending.slice(last + 1) };
}

/** Decides whether the prompt must be reposted (with a ping) or edited, and stamps its version when the moment moved. */
export function withPrompt(
  table: TableRuleset,
  record: GameRecord,
  state: unknown,
): { messages: GameRecord['messages']; prompt: PromptChange } {
  const key = stepKey(table, state);
  const oldKey = record.messages.promptKey;
  // The same moment goes on, but what the prompt says may not (who of a simultaneous moment still
  // owes an answer, how many dials are set): it is edited in place, never left to say the past (issue 39).
  if (key === oldKey) return { messages: record.messages, prompt: { repost: false, edit: true } };
  // A moment's key is its turn's key, a colon, and the part within the turn (src/engine/ruleset.ts).
  const repost = oldKey === undefined || !oldKey.startsWith(`${pingKey(table, state)}:`);
  return {
    messages: { ...record.messages, promptKey: key, promptVersion: record.version },
    prompt: { repost, edit: !repost },
  };
}

export function acceptCommand(
  table: TableRuleset,
  record: GameRecord,
  by: string,
  at: Date,
  command: RulesetCommand,
  applied: Applied<unknown, RulesetEvent>,
): Accepted {
  const state = applied.state;
  const seq = (record.log.at(-1)?.seq ?? 0) + 1;
  const outcome = table.rules.outcome(state);
  const over = outcome !== null;
  const split = splitAtBoundary(table, [...record.pending, ...applied.events]);
  const next: GameRecord = {
    ...record,
    version: record.version + 1,
    updatedAt: at.toISOString(),
    state: storedState(state),
    log: [...record.log, { seq, by, at: at.toISOString(), command }],
    pending: split.rest,
    status: over ? 'finished' : record.status,
    outcome: outcome ? { winner: outcome.winner, margin: outcome.margin, reason: outcome.reason } : record.outcome,
  };
  const stamped = withPrompt(table, next, state);
  return {
    before: record,
    after: { ...next, messages: stamped.messages },
    events: applied.events,
    report: split.report,
    prompt: stamped.prompt,
  };
}

/** The record with the last `count` commands taken back (replayed from the start). */
export function undoLast(
  table: TableRuleset,
  record: GameRecord,
  by: string,
  at: Date,
  count: number,
): GameRecord | undefined {
  const kept = record.log.slice(0, record.log.length - count);
  const replayed = table.rules.replayGame(initialOf(record), commandsOf(kept));
  if (!replayed.ok) return undefined;
  const state = replayed.value.state;
  const base: GameRecord = {
    ...record,
    version: record.version + 1,
    updatedAt: at.toISOString(),
    state: storedState(state),
    log: kept,
    pending: [],
    status: 'active',
    outcome: null,
    audit: [...record.audit, { at: at.toISOString(), by, action: 'undo', removed: record.log.slice(kept.length) }],
  };
  // Force a fresh prompt: the moment may be one the players have already left.
  const stamped = withPrompt(table, { ...base, messages: { ...base.messages, promptKey: undefined } }, state);
  return { ...base, messages: stamped.messages };
}
