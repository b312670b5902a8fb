/**
 * The turn card (issue 44 deliverable 7: "the turn card plays a unit's whole phase in one submit";
 * commands.ts `plan`): a side's commands played in order for as long as the side is the one asked
 * (an Advance and its move; its shooting; a charge and its move). When the game waits on someone
 * else in the middle (the defender's allocation, the other side's Fire Overwatch window), the rest
 * waits in `state.plan` and goes on when the side is asked again in the same phase (a new phase
 * clears it: flow/turn.ts `startPhase`). A command the rules refuse stops the plan there
 * (`planStopped`) and the player goes on by hand; the first one refused refuses the whole plan.
 *
 * A plan is written before the player sees the dice, so it reads `done` generously: a `done` given
 * after the phase already ended by itself (the last unit shot, the last charge made) is passed over,
 * so it never ends the next phase by mistake.
 */
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import type { SkirmishCommandOf, SingleSkirmishCommand } from '../commands.js';
import type { SkirmishError } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import { skirmishAwaiting } from '../queries.js';
import { phaseKey, type SkirmishState } from '../state.js';
import type { SkirmishStep } from './common.js';
import { applySingle } from './single.js';

/** The side is the one asked now, for a turn (not a reaction). */
const asked = (state: SkirmishState, side: string): boolean => {
  const aw = skirmishAwaiting(state);
  return aw.kind === 'turn' && aw.sides.includes(side);
};

/** The unit a plan is about: its first command that names one. */
const planUnit = (commands: readonly SingleSkirmishCommand[]): string => {
  for (const c of commands) if ('unit' in c) return c.unit;
  return '';
};

/**
 * Plays `commands` for `side` from the state of `start`; `fresh` when they are a new plan (its first
 * command refused refuses the plan).
 */
function runPlan(
  start: SkirmishStep,
  side: string,
  commands: readonly SingleSkirmishCommand[],
  fresh: boolean,
): Result<SkirmishStep, SkirmishError> {
  let state: SkirmishState = { ...start.state, plan: null };
  const events: SkirmishEvent[] = [...start.events];
  let key = phaseKey(state);
  for (let i = 0; i < commands.length; i++) {
    const cmd = commands[i] as SingleSkirmishCommand;
    const skipDone = cmd.type === 'done' && phaseKey(state) !== key;
    if (!skipDone) {
      key = phaseKey(state);
      const played = cmd.side === side ? applySingle(state, cmd) : null;
      if (!played || !played.ok) {
        if (fresh && i === 0)
          return err(played ? played.error : ruleError('NOT_YOUR_TURN', { side: cmd.side, plan: side }));
        const code = played && !played.ok ? played.error.code : 'NOT_YOUR_UNIT';
        events.push({ type: 'planStopped', side, code });
        return ok({ state, events });
      }
      state = played.value.state;
      events.push(...played.value.events);
    }
    const rest = commands.slice(i + 1);
    if (rest.length === 0 || state.outcome) break;
    if (asked(state, side)) continue;
    // The game waits on someone else: the rest waits for the side's next moment in this phase.
    state = { ...state, plan: { side, unit: planUnit(rest), commands: rest } };
    break;
  }
  return ok({ state, events });
}

/** `plan`: the side must be the one asked now (its first command says so). */
export function playPlan(state: SkirmishState, cmd: SkirmishCommandOf<'plan'>): Result<SkirmishStep, SkirmishError> {
  return runPlan({ state, events: [] }, cmd.side, cmd.commands, true);
}

/** After any command: a stored plan goes on when its side is asked again (for a turn). */
export function resumePlan(step: SkirmishStep): SkirmishStep {
  const plan = step.state.plan;
  if (!plan) return step;
  if (step.state.outcome) return { state: { ...step.state, plan: null }, events: step.events };
  if (!asked(step.state, plan.side)) return step;
  const resumed = runPlan(step, plan.side, plan.commands, false);
  return resumed.ok ? resumed.value : { state: { ...step.state, plan: null }, events: step.events };
}
