/**
 * `skirmish`'s AI hook (issue 18's contract, `RulesetAi` in src/engine/ruleset.ts; issue 44): the easy
 * level's ranking, the normal level's valuation, reseeding to weigh an attack over several rolls, and
 * when the autopilot hands a unit back. Nothing in skirmish is sealed, so the AI needs no blind view.
 */
import type { RulesetAi } from '../../../ruleset.js';
import type { SkirmishCommand } from '../commands.js';
import type { SkirmishState } from '../state.js';
import { rankForAi } from './rank.js';
import { SKIRMISH_AI_DEFAULTS, handBackForAi, momentForAi, reseedForAi, scoreForAi } from './score.js';

export { SKIRMISH_AI_DEFAULTS, handBackForAi, rankForAi, reseedForAi, scoreForAi };

export const SKIRMISH_AI: RulesetAi<SkirmishCommand, SkirmishState> = {
  rank: rankForAi,
  score: scoreForAi,
  reseed: reseedForAi,
  handBack: handBackForAi,
  moment: momentForAi,
};
