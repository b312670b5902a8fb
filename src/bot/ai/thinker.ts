/**
 * Where the bot's AI players think (issue 18, deliverable 3: the AI runs off the request path): a
 * worker thread, started on the first order it is asked for, so a hard order in a fleet battle never
 * holds up a player's command in this or any other game. A ruleset the thread does not know (a test's
 * own), or a thread that failed, is thought about here instead: an AI order is never dropped.
 */
import { Worker } from 'node:worker_threads';
import { chooseCommand } from '../../ai/choose.js';
import type { AiLevel } from '../../ai/levels.js';
import type { AiPersonality } from '../../ai/personalities.js';
// A ruleset cannot cross to another thread, only its id can: the AI thread looks it up in the engine's registry.
// eslint-disable-next-line no-restricted-imports
import { RULESETS, type AnyRuleset, type RulesetCommand, type SideId } from '../../engine/index.js';
import { sibling } from '../../paths.js';
import type { Logger } from '../app/logger.js';
import { threadBoot } from '../threads/boot.js';
import { AiAnswerSchema } from './ai-job.js';

interface Waiting {
  resolve(command: RulesetCommand | undefined): void;
  fail(error: Error): void;
}

export interface AiOrder {
  readonly rules: AnyRuleset;
  readonly state: unknown;
  readonly side: SideId;
  readonly level: AiLevel;
  readonly seed: string;
  readonly personality?: AiPersonality | undefined;
}

export class AiThinker {
  private worker: Worker | undefined;
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();
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
    const worker = this.worker;
    this.worker = undefined;
    for (const waiting of this.waiting.values()) waiting.fail(new Error('the AI thread was closed'));
    this.waiting.clear();
    await worker?.terminate();
  }

  private onThread(order: AiOrder): Promise<RulesetCommand | undefined> {
    const worker = this.thread();
    const id = (this.next += 1);
    // The thread keeps the process alive only while it owes an answer.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, fail: reject });
      worker.postMessage({
        id,
        ruleset: order.rules.id,
        state: order.state,
        side: order.side,
        level: order.level,
        seed: order.seed,
        ...(order.personality ? { personality: order.personality } : {}),
      });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_BOOT, { eval: true });
    // An idle AI thread does not keep the bot's process alive.
    worker.unref();
    worker.on('message', (message: unknown) => this.answer(message));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.fail(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the AI thread stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(message: unknown): void {
    const answer = AiAnswerSchema.safeParse(message);
    if (!answer.success) return;
    const waiting = this.waiting.get(answer.data.id);
    if (!waiting) return;
    this.waiting.delete(answer.data.id);
    if (this.waiting.size === 0) this.worker?.unref();
    if (answer.data.error) waiting.fail(new Error(answer.data.error));
    else waiting.resolve((answer.data.command ?? undefined) as RulesetCommand | undefined);
  }
}

/** The thread's first lines: tsx registered under tsx, then the AI's thread (src/bot/threads/boot.ts). */
const THREAD_BOOT = threadBoot(sibling(import.meta.url, './ai-thread'));

/** The order worked out on this thread. */
const here = (order: AiOrder): RulesetCommand | undefined =>
  chooseCommand(order.rules, order.state, order.side, order.level, order.seed, order.personality);
