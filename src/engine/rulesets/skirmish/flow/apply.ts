/**
 * One command applied to a `skirmish` game (issue 44): parsed at the boundary (zod); refused once the
 * game is over; a plan (the turn card) is played by plan.ts, any other command carried out by
 * single.ts, and then a plan waiting on its side goes on. A refused command leaves the state
 * untouched and says why.
 */
import { parseCommand } from '../../../core/parse-command.js';
import { ok, type Result } from '../../../core/result.js';
import type { Applied } from '../../../ruleset.js';
import { SkirmishCommandSchema, type SkirmishCommand } from '../commands.js';
import type { SkirmishError } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import type { SkirmishState } from '../state.js';
import { refuse } from './common.js';
import { playPlan, resumePlan } from './plan.js';
import { applySingle } from './single.js';

export function applySkirmishCommand(
  state: SkirmishState,
  command: SkirmishCommand | unknown,
): Result<Applied<SkirmishState, SkirmishEvent>, SkirmishError> {
  const parsed = parseCommand(SkirmishCommandSchema, command);
  if (!parsed.ok) return parsed;
  const cmd = parsed.value;
  if (state.outcome) return refuse('GAME_OVER');
  if (cmd.type === 'plan') return playPlan(state, cmd);
  const applied = applySingle(state, cmd);
  return applied.ok ? ok(resumePlan(applied.value)) : applied;
}
