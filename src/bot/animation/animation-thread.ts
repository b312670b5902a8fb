/**
 * The animations' own thread (issue 40): replays a stretch of a game from its log, draws a frame per
 * step and encodes the GIF (the table's `animation`), one job at a time, so the bot's event loop
 * (players' commands, other games) never waits on an animated replay being made.
 */
import { parentPort } from 'node:worker_threads';
import type { GameRecord } from '../../store/index.js';
import { translator } from '../locales/index.js';
import { TABLES } from '../rulesets/registry.js';
import { AnimationJobSchema, type AnimationAnswer } from './animation-job.js';

let queue: Promise<unknown> = Promise.resolve();

parentPort?.on('message', (message: unknown) => {
  const job = AnimationJobSchema.safeParse(message);
  if (!job.success) return;
  const { id, locale, ruleset, record, round, part } = job.data;
  const answer = async (): Promise<AnimationAnswer> => {
    const table = TABLES.get(ruleset);
    if (!table?.animation) return { id, unknown: true };
    try {
      const file = await table.animation(translator(locale), record as unknown as GameRecord, round, part);
      return { id, file: file ?? null };
    } catch (error) {
      return { id, error: error instanceof Error ? error.message : String(error) };
    }
  };
  // One job at a time: two GIFs drawn at once only share the same cores.
  queue = queue.then(answer).then((done) => parentPort?.postMessage(done));
});
