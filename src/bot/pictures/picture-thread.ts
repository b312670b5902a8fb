/**
 * The maps' own thread (issue 45): draws a post's or a reply's map with the table's `picture`, one
 * at a time, so the bot's event loop (players' commands, other games) never waits on a map being drawn.
 */
import { translator } from '../locales/index.js';
import type { PictureRequest } from '../rulesets/table.js';
import { TABLES } from '../rulesets/registry.js';
import { serveJobs } from '../threads/serve-jobs.js';
import { PictureJobSchema, type PictureAnswer } from './picture-job.js';

serveJobs(PictureJobSchema, async ({ locale, ruleset, request }): Promise<Omit<PictureAnswer, 'id'>> => {
  const table = TABLES.get(ruleset);
  if (!table) return { unknown: true };
  return { file: await table.picture(translator(locale), request as PictureRequest) };
});
