/**
 * Reaction windows (issue 12's shared services; ../shared/reference/other-systems.md section 1): at a
 * trigger point the rules let a side that is not acting answer: X-Wing's defender modifications,
 * Armada's defense tokens, 40k's Fire Overwatch or Command Re-roll. The rules open a window for one
 * side or several, each with the options it may answer with, whether it may pass, and the default a
 * clock takes when its time runs out; the window closes once every side asked has answered.
 *
 * A window is plain JSON in the game state, so it survives a restart and replays exactly: the clock
 * that runs out lives outside the engine and only asks for the default, by a command like any other.
 *
 *   const opened = openWindow({ id: 'overwatch:r3', trigger: 'end of move', asks: [ask] });
 *   const answered = answerWindow(opened.window, 'red', 'fire-overwatch');   // or passWindow
 *   if (answered.ok && allAnswered(answered.value.window)) closeWindow(answered.value.window);
 */
import { err, ok, ruleError, type Result, type RuleError } from './result.js';

/** One answer a side may give: an id for commands and buttons, and what the rules need to resolve it. */
export interface ReactionOption {
  readonly id: string;
  readonly detail?: Readonly<Record<string, unknown>>;
}

/** What one side is asked. */
export interface ReactionAsk {
  readonly side: string;
  readonly options: readonly ReactionOption[];
  /** May the side answer with none of the options (decline the Overwatch, keep the tokens)? */
  readonly mayPass: boolean;
  /**
   * The option taken when the side's time runs out: one of `options`, or null to pass, which only a
   * side that may pass can default to. Most windows default to passing (40k: "default: decline").
   */
  readonly defaultOption: string | null;
}

/** How a side answered: an option's id, or null for a pass; `defaulted` when the clock chose. */
export interface ReactionAnswer {
  readonly option: string | null;
  readonly defaulted: boolean;
}

export interface ReactionWindow {
  /** Names this window in commands and events; the rules make it unique within a game. */
  readonly id: string;
  /** What opened it ("Vigil attacks Kestrel 2"), for the log and the prompt. */
  readonly trigger: string;
  readonly asks: readonly ReactionAsk[];
  /** Each side asked, null until it answers (as sealed orders are null until sealed). */
  readonly answers: Readonly<Record<string, ReactionAnswer | null>>;
  readonly closed: boolean;
}

export interface WindowSpec {
  readonly id: string;
  readonly trigger: string;
  readonly asks: readonly ReactionAsk[];
}

export type ReactionEvent =
  | {
      readonly type: 'reactionWindowOpened';
      readonly window: string;
      readonly trigger: string;
      readonly sides: readonly string[];
    }
  | {
      readonly type: 'reactionAnswered';
      readonly window: string;
      readonly side: string;
      readonly option: string | null;
    }
  | {
      readonly type: 'reactionDefaulted';
      readonly window: string;
      readonly side: string;
      readonly option: string | null;
    }
  | {
      readonly type: 'reactionWindowClosed';
      readonly window: string;
      readonly answers: Readonly<Record<string, ReactionAnswer>>;
    };

export type ReactionError = RuleError<
  'WINDOW_CLOSED' | 'NOT_ASKED' | 'ALREADY_ANSWERED' | 'NO_SUCH_OPTION' | 'MAY_NOT_PASS' | 'NOT_ALL_ANSWERED'
>;

export interface WindowChange {
  readonly window: ReactionWindow;
  readonly event: ReactionEvent;
}

/**
 * A window the rules cannot open is a bug in the rules, not a player's mistake, so it throws: no
 * side asked twice, option ids unique per side, and a default the side could have chosen itself.
 */
function checkSpec(spec: WindowSpec): void {
  if (spec.asks.length === 0) throw new Error(`reaction window ${spec.id} asks no side`);
  const sides = spec.asks.map((a) => a.side);
  if (new Set(sides).size !== sides.length) throw new Error(`reaction window ${spec.id} asks a side twice`);
  for (const ask of spec.asks) {
    const ids = ask.options.map((o) => o.id);
    if (new Set(ids).size !== ids.length)
      throw new Error(`reaction window ${spec.id}: ${ask.side} has an option twice`);
    const defaultOk = ask.defaultOption === null ? ask.mayPass : ids.includes(ask.defaultOption);
    if (!defaultOk) throw new Error(`reaction window ${spec.id}: ${ask.side} cannot default to ${ask.defaultOption}`);
    if (ids.length === 0 && !ask.mayPass) throw new Error(`reaction window ${spec.id}: ${ask.side} has no answer`);
    // The contract names a pass `PASS_CHOICE` among the options (awaitedReaction): no option may take its id.
    if (ask.mayPass && ids.includes(PASS_CHOICE))
      throw new Error(`reaction window ${spec.id}: an option is named pass`);
  }
}

export function openWindow(spec: WindowSpec): WindowChange {
  checkSpec(spec);
  const window: ReactionWindow = {
    id: spec.id,
    trigger: spec.trigger,
    asks: spec.asks,
    answers: Object.fromEntries(spec.asks.map((a) => [a.side, null])),
    closed: false,
  };
  const sides = spec.asks.map((a) => a.side);
  return { window, event: { type: 'reactionWindowOpened', window: spec.id, trigger: spec.trigger, sides } };
}

/** What `side` is asked, or undefined when it is not asked in this window (the buttons to show). */
export const askOf = (window: ReactionWindow, side: string): ReactionAsk | undefined =>
  window.asks.find((a) => a.side === side);

/** The sides still to answer, in the order they were asked (whose prompt and clock are running). */
export const stillToAnswer = (window: ReactionWindow): string[] =>
  window.asks.map((a) => a.side).filter((side) => window.answers[side] === null);

export const allAnswered = (window: ReactionWindow): boolean => stillToAnswer(window).length === 0;

/** The checks every answer shares: the window is open, the side was asked and has not answered. */
function askedAndOpen(window: ReactionWindow, side: string): Result<ReactionAsk, ReactionError> {
  if (window.closed) return err(ruleError('WINDOW_CLOSED', { window: window.id }));
  const ask = askOf(window, side);
  if (!ask) return err(ruleError('NOT_ASKED', { window: window.id, side }));
  if (window.answers[side] !== null) return err(ruleError('ALREADY_ANSWERED', { window: window.id, side }));
  return ok(ask);
}

function record(window: ReactionWindow, side: string, answer: ReactionAnswer): ReactionWindow {
  return { ...window, answers: { ...window.answers, [side]: answer } };
}

/** `side` answers with one of its options. */
export function answerWindow(
  window: ReactionWindow,
  side: string,
  optionId: string,
): Result<WindowChange, ReactionError> {
  const asked = askedAndOpen(window, side);
  if (!asked.ok) return asked;
  if (!asked.value.options.some((o) => o.id === optionId)) {
    const options = asked.value.options.map((o) => o.id);
    return err(ruleError('NO_SUCH_OPTION', { window: window.id, side, option: optionId, options }));
  }
  return ok({
    window: record(window, side, { option: optionId, defaulted: false }),
    event: { type: 'reactionAnswered', window: window.id, side, option: optionId },
  });
}

/** `side` declines to answer, when the rules let it. */
export function passWindow(window: ReactionWindow, side: string): Result<WindowChange, ReactionError> {
  const asked = askedAndOpen(window, side);
  if (!asked.ok) return asked;
  if (!asked.value.mayPass) return err(ruleError('MAY_NOT_PASS', { window: window.id, side }));
  return ok({
    window: record(window, side, { option: null, defaulted: false }),
    event: { type: 'reactionAnswered', window: window.id, side, option: null },
  });
}

/** `side`'s time ran out: it answers with its default, marked as the clock's choice, not the player's. */
export function takeDefault(window: ReactionWindow, side: string): Result<WindowChange, ReactionError> {
  const asked = askedAndOpen(window, side);
  if (!asked.ok) return asked;
  const option = asked.value.defaultOption;
  return ok({
    window: record(window, side, { option, defaulted: true }),
    event: { type: 'reactionDefaulted', window: window.id, side, option },
  });
}

/** Every side still to answer takes its default (one clock for the whole window ran out). */
export function takeDefaults(window: ReactionWindow): { window: ReactionWindow; events: ReactionEvent[] } {
  let current = window;
  const events: ReactionEvent[] = [];
  for (const side of stillToAnswer(window)) {
    const taken = takeDefault(current, side);
    if (!taken.ok) return { window: current, events };
    current = taken.value.window;
    events.push(taken.value.event);
  }
  return { window: current, events };
}

/** Closes the window once every side asked has answered; the event carries all the answers. */
export function closeWindow(window: ReactionWindow): Result<WindowChange, ReactionError> {
  if (window.closed) return err(ruleError('WINDOW_CLOSED', { window: window.id }));
  const waiting = stillToAnswer(window);
  if (waiting.length > 0) return err(ruleError('NOT_ALL_ANSWERED', { window: window.id, waiting }));
  const answers = window.answers as Readonly<Record<string, ReactionAnswer>>;
  return ok({
    window: { ...window, closed: true },
    event: { type: 'reactionWindowClosed', window: window.id, answers },
  });
}

/**
 * The option `side` chose, with its detail, for the rules to resolve: null when it passed, undefined
 * when it has not answered or was not asked.
 */
export function chosenOption(window: ReactionWindow, side: string): ReactionOption | null | undefined {
  const answer = window.answers[side];
  if (!answer) return undefined;
  if (answer.option === null) return null;
  return askOf(window, side)?.options.find((o) => o.id === answer.option);
}

/** The id a pass takes among a reaction's choices (a side that may pass answers "pass"). */
export const PASS_CHOICE = 'pass';

/** One answer as the ruleset contract offers it: an id (buttons, preferences) and the command that gives it. */
export interface ReactionChoice<Command> {
  readonly id: string;
  readonly command: Command;
}

/**
 * A reaction the rules await (the contract's `Awaiting.reaction`, issue 42): one side's ask in an
 * open window, each option as the command that answers with it, and the default as one of them.
 */
export interface AwaitedReaction<Command> {
  /** The window's id: unique within the game, the same for as long as the window is open. */
  readonly window: string;
  /** What kind of window: the preference that may answer it, and its words (`<ruleset>.reactions.<kind>`). */
  readonly kind: string;
  readonly side: string;
  /** In the order the prompt offers them; a side that may pass has `PASS_CHOICE` last. */
  readonly options: readonly ReactionChoice<Command>[];
  /** The id of the option the rules take when nobody answers by the reaction's deadline. */
  readonly default: string;
}

/**
 * The reaction `side` is asked in `window`, for the contract: each option (and the pass, where the
 * side may pass, as `null`) turned into its command by the ruleset's `commandOf`. Undefined when
 * the side is not asked or has answered.
 */
export function awaitedReaction<Command>(
  window: ReactionWindow,
  kind: string,
  side: string,
  commandOf: (option: ReactionOption | null) => Command,
): AwaitedReaction<Command> | undefined {
  const ask = askOf(window, side);
  if (!ask || window.closed || window.answers[side] !== null) return undefined;
  const options = ask.options.map((option) => ({ id: option.id, command: commandOf(option) }));
  const pass = ask.mayPass ? [{ id: PASS_CHOICE, command: commandOf(null) }] : [];
  return { window: window.id, kind, side, options: [...options, ...pass], default: ask.defaultOption ?? PASS_CHOICE };
}

/** The choice the rules take when nobody answers (always among the options: `checkSpec` saw to it). */
export function defaultChoice<Command>(reaction: AwaitedReaction<Command>): ReactionChoice<Command> {
  const choice = reaction.options.find((o) => o.id === reaction.default);
  if (!choice) throw new Error(`reaction ${reaction.window} has no default ${reaction.default}`);
  return choice;
}
