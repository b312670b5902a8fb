/**
 * `fleet`'s AI hook (issue 18's contract, `RulesetAi` in src/engine/ruleset.ts; issue 43): the easy
 * level's ranking, the normal level's valuation, the blind view of sealed dials, reseeding for
 * weighing a shot over several rolls, and when the autopilot hands a ship back.
 */
import type { RulesetAi } from '../../../ruleset.js';
import type { FleetCommand } from '../commands.js';
import type { FleetState } from '../state.js';
import { blindForAi } from './blind.js';
import { rankForAi } from './rank.js';
import { FLEET_AI_DEFAULTS, handBackForAi, reseedForAi, scoreForAi } from './score.js';

export { blindForAi, FLEET_AI_DEFAULTS, handBackForAi, rankForAi, reseedForAi, scoreForAi };

export const FLEET_AI: RulesetAi<FleetCommand, FleetState> = {
  rank: rankForAi,
  score: scoreForAi,
  reseed: reseedForAi,
  handBack: handBackForAi,
  blind: blindForAi,
};
