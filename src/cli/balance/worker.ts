/**
 * A child process of `npm run balance`: plays the games it is sent, one at a time, and answers each
 * with class `a`'s score. Games are pure and seeded, so which process plays one changes nothing.
 */
import { loadCatalog } from '../../assets/load-catalog.js';
import { RULESETS } from '../../engine/index.js';
import { playDuel, type DuelJob } from './duel.js';

const rules = RULESETS.get('impulse');
const catalog = await loadCatalog();

process.on('message', (message: { index: number; job: DuelJob }) => {
  try {
    if (!rules) throw new Error('no impulse ruleset');
    process.send?.({ index: message.index, result: playDuel(rules, catalog, message.job) });
  } catch (error) {
    process.send?.({ index: message.index, error: error instanceof Error ? error.message : String(error) });
  }
});
process.send?.({ ready: true });
