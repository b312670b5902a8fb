/**
 * The AI's own thread (issue 18): works out AI orders with src/ai, one job at a time, so the bot's
 * event loop (players' commands, other games) never waits on the AI's thinking.
 */
import { parentPort } from 'node:worker_threads';
import { chooseCommand } from '../../ai/choose.js';
// A ruleset cannot cross to another thread, only its id can: the AI thread looks it up in the engine's registry.
// eslint-disable-next-line no-restricted-imports
import { RULESETS } from '../../engine/index.js';
import { AiJobSchema, type AiAnswer } from './ai-job.js';

parentPort?.on('message', (message: unknown) => {
  const job = AiJobSchema.safeParse(message);
  if (!job.success) return;
  const { id, ruleset, state, side, level, seed, personality } = job.data;
  const answer = (): AiAnswer => {
    const rules = RULESETS.get(ruleset);
    if (!rules) return { id, command: null, error: `no ruleset ${ruleset}` };
    try {
      return { id, command: chooseCommand(rules, state, side, level, seed, personality) ?? null };
    } catch (error) {
      return { id, command: null, error: error instanceof Error ? error.message : String(error) };
    }
  };
  parentPort?.postMessage(answer());
});
