/**
 * The animations' own thread (issue 40): replays a stretch of a game from its log, draws a frame per
 * step and encodes the GIF (the table's `animation`), one job at a time, so the bot's event loop
 * (players' commands, other games) never waits on an animated replay being made.
 */
import type { GameRecord } from '../../store/index.js';
import { translator } from '../locales/index.js';
import { TABLES } from '../rulesets/registry.js';
import { serveJobs } from '../threads/serve-jobs.js';
import { AnimationJobSchema, type AnimationAnswer } from './animation-job.js';

serveJobs(
  AnimationJobSchema,
  async ({ locale, ruleset, record, round, part }): Promise<Omit<AnimationAnswer, 'id'>> => {
    const table = TABLES.get(ruleset);
    if (!table?.animation) return { unknown: true };
    const file = await table.animation(translator(locale), record as unknown as GameRecord, round, part);
    return { file: file ?? null };
  },
);
