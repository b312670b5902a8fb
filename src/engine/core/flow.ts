/**
 * Turn flow as data: a ruleset declares the ordered steps of a player's turn and which command types
 * each step accepts; the engine asks this table instead of hard-coding `if` chains, so legality,
 * "what may I do now" queries and automatic advancing all read the same declaration.
 *
 *   const TURN = defineTurnFlow([
 *     { step: 'orders', commands: ['order', 'endStep'] },
 *     { step: 'movement', commands: ['move', 'endStep'] },
 *   ]);
 *   isAllowed(TURN, 'orders', 'move')   // false
 *   nextStep(TURN, 'orders')            // 'movement'
 */
export interface StepSpec<Step extends string, CommandType extends string> {
  readonly step: Step;
  /** Command types the acting player may give while this step is current. */
  readonly commands: readonly CommandType[];
  /** A step with no player input: it runs and passes by itself. */
  readonly automatic?: boolean;
}

export interface TurnFlow<Step extends string, CommandType extends string> {
  readonly steps: readonly StepSpec<Step, CommandType>[];
}

export function defineTurnFlow<Step extends string, CommandType extends string>(
  steps: readonly StepSpec<Step, CommandType>[],
): TurnFlow<Step, CommandType> {
  const names = new Set(steps.map((s) => s.step));
  if (names.size !== steps.length) throw new Error('a turn flow names each step once');
  return { steps };
}

export const firstStep = <Step extends string, C extends string>(flow: TurnFlow<Step, C>): Step => {
  const first = flow.steps[0];
  if (!first) throw new Error('a turn flow needs at least one step');
  return first.step;
};

/** The step after `step`, or undefined at the end of the turn. */
export function nextStep<Step extends string, C extends string>(flow: TurnFlow<Step, C>, step: Step): Step | undefined {
  const index = flow.steps.findIndex((s) => s.step === step);
  if (index < 0) throw new Error(`unknown step ${step}`);
  return flow.steps[index + 1]?.step;
}

export function stepSpec<Step extends string, C extends string>(
  flow: TurnFlow<Step, C>,
  step: Step,
): StepSpec<Step, C> {
  const spec = flow.steps.find((s) => s.step === step);
  if (!spec) throw new Error(`unknown step ${step}`);
  return spec;
}

export const isAllowed = <Step extends string, C extends string>(
  flow: TurnFlow<Step, C>,
  step: Step,
  type: C,
): boolean => stepSpec(flow, step).commands.includes(type);

/**
 * Runs automatic transitions until `advance` reports that nothing more happens by itself. The cap
 * turns an endless loop (a bug) into an exception instead of a hung bot.
 */
export function runUntilStable(advance: () => boolean, cap: number): void {
  for (let i = 0; i < cap; i++) if (!advance()) return;
  throw new Error(`flow did not settle after ${cap} automatic transitions`);
}
