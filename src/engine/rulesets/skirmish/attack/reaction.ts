/**
 * The defender's answer to the allocation window (the brief; seed 003, Save Roll): an order (and
 * Brace for Impact) or `pass` (the default, the automatic order); then the saves and the damage,
 * and the attacking unit's next attacks. For the contract: the awaited reaction and the standing
 * preference (`/react prefer:allocation answer:auto|ask`).
 */
import {
  answerWindow,
  askOf,
  awaitedReaction,
  closeWindow,
  PASS_CHOICE,
  type AwaitedReaction,
} from '../../../core/reaction-window.js';
import { ok, type Result } from '../../../core/result.js';
import type { ReactionPreference } from '../../../ruleset.js';
import type { SkirmishCommand } from '../commands.js';
import type { SkirmishError } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import type { SkirmishState } from '../state.js';
import { refuse, type SkirmishStep } from './common.js';
import { resolveAllocation } from './resolve.js';
import { runQueue } from './sequence.js';
import { ALLOCATION_REACTION, parseOption } from './window.js';

/** The reaction the defender is asked now, or undefined when no allocation window is open. */
export function allocationAwaited(state: SkirmishState): AwaitedReaction<SkirmishCommand> | undefined {
  const r = state.reaction;
  if (!r || r.kind !== ALLOCATION_REACTION || r.window.closed) return undefined;
  const side = r.window.asks[0]?.side;
  if (side === undefined) return undefined;
  const window = r.window.id;
  return awaitedReaction(r.window, ALLOCATION_REACTION, side, (option) => ({
    type: 'react',
    side,
    window,
    option: option ? option.id : PASS_CHOICE,
  }));
}

/** Standing answers: `auto` always takes the automatic order (the default), `ask` leaves it to the player. */
export const ALLOCATION_PREFERENCES: readonly ReactionPreference[] = [
  { kind: ALLOCATION_REACTION, answers: ['auto', 'ask'] },
];

export function preferAllocation(
  _state: SkirmishState,
  reaction: AwaitedReaction<unknown>,
  answer: string,
): string | undefined {
  if (reaction.kind !== ALLOCATION_REACTION) return undefined;
  if (answer === 'auto') return reaction.default;
  return undefined;
}

/**
 * `side` answers the open allocation window with an option id, or `pass` for the default (the
 * automatic order, no brace); the saves and damage follow, then the unit's remaining attacks.
 */
export function answerAllocation(
  state: SkirmishState,
  side: string,
  option: string,
): Result<SkirmishStep, SkirmishError> {
  const r = state.reaction;
  const a = state.attack;
  if (!r || r.kind !== ALLOCATION_REACTION || !a) return refuse('NO_WINDOW');
  const ask = askOf(r.window, side);
  if (!ask) return refuse('NOT_ASKED', { window: r.window.id, side });
  const passed = option === PASS_CHOICE;
  const chosen = passed ? ask.defaultOption : option;
  if (chosen === null) return refuse('NO_SUCH_OPTION', { window: r.window.id, option });
  const answered = answerWindow(r.window, side, chosen);
  if (!answered.ok) return refuse(answered.error.code, answered.error.detail);
  const closed = closeWindow(answered.value.window);
  if (!closed.ok) return refuse(closed.error.code, closed.error.detail);
  const events: SkirmishEvent[] = [answered.value.event, closed.value.event];
  const { order, brace } = parseOption(chosen);
  const resolved = resolveAllocation({ ...state, reaction: null }, a, order, brace, passed, events);
  return ok(runQueue({ ...resolved, attack: null, reaction: null }, a.kind, a.attacker, a.queue, events));
}
