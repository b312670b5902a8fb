/**
 * One command applied to a `fleet` game (issue 43): parsed at the boundary; a plan is played
 * (plan.ts), any other command carried out (single.ts) and then a plan waiting on its side goes on.
 * A refused command leaves the state untouched and says why.
 */
import { parseCommand } from '../../../core/parse-command.js';
import { ok, type Result } from '../../../core/result.js';
import type { Applied } from '../../../ruleset.js';
import { FleetCommandSchema, type FleetCommand } from '../commands.js';
import type { FleetError } from '../errors.js';
import type { FleetEvent } from '../events.js';
import type { FleetState } from '../state.js';
import { refuse } from './common.js';
import { playPlan, resumePlan } from './plan.js';
import { applySingle } from './single.js';

export function applyFleetCommand(
  state: FleetState,
  command: FleetCommand | unknown,
): Result<Applied<FleetState, FleetEvent>, FleetError> {
  const parsed = parseCommand(FleetCommandSchema, command);
  if (!parsed.ok) return parsed;
  const cmd = parsed.value;
  if (state.outcome) return refuse('GAME_OVER');
  if (cmd.type === 'plan') return playPlan(state, cmd);
  const applied = applySingle(state, cmd);
  return applied.ok ? ok(resumePlan(applied.value)) : applied;
}
