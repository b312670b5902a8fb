/**
 * How a game record changes: a command accepted, an undo, the end. Pure functions over records, so
 * the pipeline's lock only wraps load -> these -> save.
 */
import { impulse } from '../../engine/index.js';
import type { GameRecord, LogEntry } from '../../store/index.js';
import { pingKey, stepKey } from '../presentation/prompt.js';

type State = impulse.GameState;

export const stateOf = (record: GameRecord): State => record.state as unknown as State;
export const initialOf = (record: GameRecord): State => record.initial as unknown as State;
export const commandsOf = (log: readonly LogEntry[]): impulse.Command[] =>
  log.map((e) => e.command as unknown as impulse.Command);

/** Events that close an impulse: the map and damage report are posted when one of these appears. */
const BOUNDARIES = new Set(['impulseStarted', 'powerPhaseStarted', 'gameEnded']);

export interface PromptChange {
  /** A new prompt message with a ping (whose turn changed). */
  readonly repost: boolean;
  /** The prompt's content changed within the same turn (edit it in place). */
  readonly edit: boolean;
}

export interface Accepted {
  readonly before: GameRecord;
  readonly after: GameRecord;
  readonly events: impulse.GameEvent[];
  /** The events of the impulse that just ended, when one did (for the map and damage report). */
  readonly impulseReport: impulse.GameEvent[] | null;
  readonly prompt: PromptChange;
}

/** Splits pending events at the last impulse boundary: what the report covers, and what carries on. */
function splitAtBoundary(pending: readonly impulse.GameEvent[]): {
  report: impulse.GameEvent[] | null;
  rest: impulse.GameEvent[];
} {
  let last = -1;
  pending.forEach((e, i) => {
    if (BOUNDARIES.has(e.type)) last = i;
  });
  if (last < 0) return { report: null, rest: [...pending] };
  return { report: pending.slice(0, last + 1), rest: pending.slice(last + 1) };
}

/** Decides whether the prompt must be reposted (with a ping) or edited, and stamps its version. */
export function withPrompt(
  record: GameRecord,
  state: State,
): { messages: GameRecord['messages']; prompt: PromptChange } {
  const key = stepKey(state);
  const oldKey = record.messages.promptKey;
  if (key === oldKey) return { messages: record.messages, prompt: { repost: false, edit: false } };
  const repost = oldKey === undefined || pingKey(state) !== oldKey.slice(0, oldKey.lastIndexOf(':'));
  return {
    messages: { ...record.messages, promptKey: key, promptVersion: record.version },
    prompt: { repost, edit: !repost },
  };
}

export function acceptCommand(
  record: GameRecord,
  by: string,
  at: Date,
  command: impulse.Command,
  applied: impulse.Applied,
): Accepted {
  const state = applied.state;
  const seq = (record.log.at(-1)?.seq ?? 0) + 1;
  const over = state.flow.phase === 'over';
  const split = splitAtBoundary([...(record.pending as unknown as impulse.GameEvent[]), ...applied.events]);
  const next: GameRecord = {
    ...record,
    version: record.version + 1,
    updatedAt: at.toISOString(),
    state: state as unknown as GameRecord['state'],
    log: [...record.log, { seq, by, at: at.toISOString(), command: command as unknown as LogEntry['command'] }],
    pending: split.rest as unknown as GameRecord['pending'],
    status: over ? 'finished' : record.status,
    outcome:
      over && state.outcome
        ? { winner: state.outcome.winner, margin: state.outcome.margin, reason: state.outcome.reason }
        : record.outcome,
  };
  const stamped = withPrompt(next, state);
  return {
    before: record,
    after: { ...next, messages: stamped.messages },
    events: applied.events,
    impulseReport: split.report,
    prompt: stamped.prompt,
  };
}

/** The record with the last `count` commands taken back (replayed from the start). */
export function undoLast(record: GameRecord, by: string, at: Date, count: number): GameRecord | undefined {
  const kept = record.log.slice(0, record.log.length - count);
  const replayed = impulse.replayGame(initialOf(record), commandsOf(kept));
  if (!replayed.ok) return undefined;
  const state = replayed.value.state;
  const base: GameRecord = {
    ...record,
    version: record.version + 1,
    updatedAt: at.toISOString(),
    state: state as unknown as GameRecord['state'],
    log: kept,
    pending: [],
    status: 'active',
    outcome: null,
    audit: [...record.audit, { at: at.toISOString(), by, action: 'undo', removed: record.log.slice(kept.length) }],
  };
  // Force a fresh prompt: the moment may be one the players have already left.
  const stamped = withPrompt({ ...base, messages: { ...base.messages, promptKey: undefined } }, state);
  return { ...base, messages: stamped.messages };
}
