/**
 * The turn card (issue 43 deliverable 8: "the turn card plays a ship's whole activation in one
 * submit"; commands.ts `plan`): a side's commands played in order for as long as the side is the one
 * asked. When the game waits on someone else (a defender's tokens, displaced squadrons) in the middle
 * of the activation, the rest waits in `state.plan` and goes on when the side is asked again in the
 * same activation. A command the rules refuse stops the plan there (`planStopped`) and the player
 * goes on by hand; the first one refused refuses the whole plan. An attacker's effects step the plan
 * has no `effects` for waits for the player too, and the plan goes on after it.
 *
 * A plan is written before the player sees what the dice do, so it reads steps generously: a `done`
 * with nothing left to end (the step already passed by itself) is passed over, and a `manoeuvre`
 * given while the commands or attack step is still open ends them first, as `done` would.
 */
import { err, ok, type Result } from '../../../core/result.js';
import type { FleetCommandOf, SingleFleetCommand } from '../commands.js';
import type { FleetError } from '../errors.js';
import type { FleetEvent } from '../events.js';
import { fleetAwaiting } from '../queries.js';
import type { FleetState } from '../state.js';
import { shipById, type FleetStep } from './common.js';
import { applySingle } from './single.js';

const COMMANDS_STEP = new Set<SingleFleetCommand['type']>([
  'order',
  'token',
  'repair',
  'squadronMove',
  'squadronAttack',
]);

/** A `done` in a plan that would end a step the player did not mean (that step passed by itself). */
function doneOutOfPlace(state: FleetState, next: SingleFleetCommand | undefined): boolean {
  const act = state.activation;
  if (!act || act.ordering || state.attack) return false;
  if (act.step === 'manoeuvre') return true;
  if (act.step === 'attack' && act.attacksFrom.length === 0 && next?.type === 'attack') return true;
  return act.step === 'commands' && next !== undefined && COMMANDS_STEP.has(next.type);
}

/**
 * The side is the one asked now, for a turn (not a reaction), and the plan's next command is for this
 * moment: an attacker's effects step it did not plan for (no `effects` next) waits for the player.
 */
const asked = (state: FleetState, side: string, next: SingleFleetCommand | undefined): boolean => {
  const aw = fleetAwaiting(state);
  if (aw.kind !== 'turn' || !aw.sides.includes(side)) return false;
  return !state.attack || next?.type === 'effects';
};

/** One plan command, read generously (see above): the step, or the refusal. */
function playOne(
  state: FleetState,
  cmd: SingleFleetCommand,
  next: SingleFleetCommand | undefined,
): Result<FleetStep, FleetError> {
  if (cmd.type === 'done' && doneOutOfPlace(state, next)) return ok({ state, events: [] });
  if (cmd.type === 'manoeuvre') {
    const events: FleetEvent[] = [];
    let current = state;
    // End the open steps as `done` would (at most an order, the commands step, the attack step).
    for (let i = 0; i < 3 && current.activation && current.activation.step !== 'manoeuvre' && !current.attack; i++) {
      const ended = applySingle(current, { type: 'done', side: cmd.side });
      if (!ended.ok) break;
      current = ended.value.state;
      events.push(...ended.value.events);
    }
    const moved = applySingle(current, cmd);
    return moved.ok ? ok({ state: moved.value.state, events: [...events, ...moved.value.events] }) : moved;
  }
  return applySingle(state, cmd);
}

/**
 * Plays `commands` for `side` from the state of `start`; `fresh` when they are a new plan (its first
 * command refused refuses the plan).
 */
function runPlan(
  start: FleetStep,
  side: string,
  commands: readonly SingleFleetCommand[],
  fresh: boolean,
): Result<FleetStep, FleetError> {
  let state: FleetState = { ...start.state, plan: null };
  const events: FleetEvent[] = [...start.events];
  for (let i = 0; i < commands.length; i++) {
    const cmd = commands[i] as SingleFleetCommand;
    const played = cmd.side === side ? playOne(state, cmd, commands[i + 1]) : null;
    if (!played || !played.ok) {
      if (fresh && i === 0 && played) return err(played.error);
      const code = played && !played.ok ? played.error.code : 'NOT_YOUR_UNIT';
      events.push({ type: 'planStopped', side, index: i, code });
      return ok({ state, events });
    }
    state = played.value.state;
    events.push(...played.value.events);
    const rest = commands.slice(i + 1);
    if (rest.length === 0 || state.outcome) break;
    if (asked(state, side, rest[0])) continue;
    // The game waits on someone else: the rest waits with the activation it belongs to.
    const ship = state.activation?.ship;
    if (ship && shipById(state, ship)?.side === side) state = { ...state, plan: { side, ship, commands: rest } };
    break;
  }
  return ok({ state, events });
}

/** `plan`: the side must be the one asked now. */
export function playPlan(state: FleetState, cmd: FleetCommandOf<'plan'>): Result<FleetStep, FleetError> {
  return runPlan({ state, events: [] }, cmd.side, cmd.commands, true);
}

/** After any command: a stored plan goes on when its side is asked again in the same activation. */
export function resumePlan(step: FleetStep): FleetStep {
  const plan = step.state.plan;
  if (!plan) return step;
  if (step.state.activation?.ship !== plan.ship || step.state.outcome)
    return { state: { ...step.state, plan: null }, events: step.events };
  if (!asked(step.state, plan.side, plan.commands[0])) return step;
  const resumed = runPlan(step, plan.side, plan.commands, false);
  return resumed.ok ? resumed.value : { state: { ...step.state, plan: null }, events: step.events };
}
