/**
 * The AI's own thread (issue 18): works out AI orders with src/ai, one job at a time, so the bot's
 * event loop (players' commands, other games) never waits on the AI's thinking.
 */
import { chooseCommand } from '../../ai/choose.js';
// A ruleset cannot cross to another thread, only its id can: the AI thread looks it up in the engine's registry.
// eslint-disable-next-line no-restricted-imports
import { RULESETS } from '../../engine/index.js';
import { serveJobs } from '../threads/serve-jobs.js';
import { AiJobSchema, type AiAnswer } from './ai-job.js';

serveJobs(AiJobSchema, ({ ruleset, state, side, level, seed, personality }): Omit<AiAnswer, 'id'> => {
  const rules = RULESETS.get(ruleset);
  if (!rules) return { command: null, error: `no ruleset ${ruleset}` };
  return { command: chooseCommand(rules, state, side, level, seed, personality) ?? null };
});
