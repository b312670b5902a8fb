/**
 * Where `/replay animated:true` is drawn (issue 40: the animated replay is encoded off the event
 * loop): a worker thread, started on the first animation asked for, that replays the log, draws
 * every frame and encodes the GIF, so a long replay never holds up a player's command in this or any
 * other game. A
 * translator the thread cannot remake (one not made by `translator`, a test's own), a ruleset it does
 * not have (a test's own), or a thread that failed, has the animation drawn here instead: a replay is
 * never dropped.
 */
import { sibling } from '../../paths.js';
import type { GameRecord } from '../../store/index.js';
import type { Logger } from '../app/logger.js';
import { localeOf, type Translate } from '../locales/index.js';
import type { OutgoingFile } from '../pipeline/request.js';
import { TABLES } from '../rulesets/registry.js';
import type { TableRuleset } from '../rulesets/table.js';
import { JobFailed, JobThread } from '../threads/job-thread.js';
import { fileFromThread } from '../threads/thread-file.js';
import { AnimationAnswerSchema } from './animation-job.js';

const thread = new JobThread(sibling(import.meta.url, './animation-thread'), 'the animation thread');

/**
 * `/replay animated:true`: `table`'s animation of `round` (and `part`) of the game in `record`, in
 * `t`'s language, or undefined if that stretch never ended. The animation thread replays the log and
 * draws it with the same table (the bot's registry has it by its id); a table or translator the
 * thread cannot have (a test's own), or a thread that failed, has it drawn here; a failed thread is
 * logged, so a thread that cannot start (its module missing from a build, issue 45) is seen, not hidden.
 */
export async function animateReplay(
  t: Translate,
  table: TableRuleset,
  record: GameRecord,
  round: number,
  part: string | undefined,
  log?: Pick<Logger, 'warn'>,
): Promise<OutgoingFile | undefined> {
  if (!table.animation) return undefined;
  const here = () => table.animation?.(t, record, round, part);
  const made = localeOf(t);
  if (!made || TABLES.get(table.rules.id) !== table) return here();
  // Only what a replay reads crosses to the thread: the initial state and the commands.
  const job = {
    ruleset: table.rules.id,
    record: { initial: record.initial, log: record.log.map((entry) => ({ command: entry.command })) },
    round,
    ...(part === undefined ? {} : { part }),
    ...(made.locale === undefined ? {} : { locale: made.locale }),
  };
  try {
    return await onThread(job);
  } catch (error) {
    if (error instanceof JobFailed) throw new Error(error.message, { cause: error });
    log?.warn('the animation thread failed; drawing here instead', {
      error: error instanceof Error ? error.message : String(error),
    });
    return here();
  }
}

/** Stops the thread (a bot shutting down, a test's end); the next animation starts another. */
export function closeAnimationThread(): Promise<void> {
  return thread.close();
}

async function onThread(job: object): Promise<OutgoingFile | undefined> {
  const { file, error, unknown } = AnimationAnswerSchema.parse(await thread.ask(job));
  if (unknown) throw new Error('the animation thread has no such ruleset');
  if (error !== undefined || file === undefined) throw new JobFailed(error ?? 'the animation thread answered nothing');
  return file === null ? undefined : fileFromThread(file);
}
