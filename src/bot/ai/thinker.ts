/**
 * Where the bot's AI players think (issue 18, deliverable 3: the AI runs off the request path): a
 * worker thread, started on the first order it is asked for, so a hard order in a fleet battle never
 * holds up a player's command in this or any other game. A ruleset the thread does not know (a test's
 * own), or a thread that failed, is thought about here instead: an AI order is never dropped.
 */
import { chooseCommand } from '../../ai/choose.js';
import type { AiLevel } from '../../ai/levels.js';
import type { AiPersonality } from '../../ai/personalities.js';
// A ruleset cannot cross to another thread, only its id can: the AI thread looks it up in the engine's registry.
// eslint-disable-next-line no-restricted-imports
import { RULESETS, type AnyRuleset, type RulesetCommand, type SideId } from '../../engine/index.js';
import { sibling } from '../../paths.js';
import type { Logger } from '../app/logger.js';
import { JobThread } from '../threads/job-thread.js';
import { AiAnswerSchema } from './ai-job.js';

export interface AiOrder {
  readonly rules: AnyRuleset;
  readonly state: unknown;
  readonly side: SideId;
  readonly level: AiLevel;
  readonly seed: string;
  readonly personality?: AiPersonality | undefined;
}

export class AiThinker {
  private readonly thread = new JobThread(sibling(import.meta.url, './ai-thread'), 'the AI thread');
  private closed = false;

  constructor(private readonly log: Pick<Logger, 'warn'>) {}

  /** The AI's order for this moment (the same as src/ai's `chooseCommand`, worked out on the AI's thread). */
  async choose(order: AiOrder): Promise<RulesetCommand | undefined> {
    if (this.closed) throw new Error('the AI thread was closed');
    if (RULESETS.get(order.rules.id) !== order.rules) return here(order);
    try {
      return await this.onThread(order);
    } catch (error) {
      // A bot shutting down plays nothing more: the order is worked out again after the restart (its timer stays).
      if (this.closed) throw error;
      this.log.warn('the AI thread failed; thinking here instead', {
        error: error instanceof Error ? error.message : String(error),
      });
      return here(order);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.thread.close();
  }

  private async onThread(order: AiOrder): Promise<RulesetCommand | undefined> {
    const answer = AiAnswerSchema.parse(
      await this.thread.ask({
        ruleset: order.rules.id,
        state: order.state,
        side: order.side,
        level: order.level,
        seed: order.seed,
        ...(order.personality ? { personality: order.personality } : {}),
      }),
    );
    if (answer.error) throw new Error(answer.error);
    return (answer.command ?? undefined) as RulesetCommand | undefined;
  }
}

/** The order worked out on this thread. */
const here = (order: AiOrder): RulesetCommand | undefined =>
  chooseCommand(order.rules, order.state, order.side, order.level, order.seed, order.personality);
