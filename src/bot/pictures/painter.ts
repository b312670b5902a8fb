/**
 * Where the maps of posts and replies are drawn (issue 45: at 2,000 games, drawing maps on the event
 * loop held up other games' commands). The bot's process (`npm start`, `npm run dev`) draws them on a
 * worker thread, started on the first map, with the same table, so a command in one game never waits
 * while another game's map is drawn; before, only the sharp encoding ran off the loop, not the drawing
 * (tens of milliseconds a map). An app made without it (the in-process tests, the terminal) draws
 * here. A translator the thread cannot remake (a test's own), a table it does not have (a test's
 * own), or a thread that failed, has the map drawn here instead: a map is never dropped.
 */
import { sibling } from '../../paths.js';
import type { Logger } from '../app/logger.js';
import { localeOf, type Translate } from '../locales/index.js';
import type { OutgoingFile } from '../pipeline/request.js';
import { isBundled } from '../rulesets/bundled-tables.js';
import { JobFailed, JobThread } from '../threads/job-thread.js';
import { fileFromThread } from '../threads/thread-file.js';
import { PictureAnswerSchema } from './picture-job.js';

/**
 * What the painter needs of a ruleset's table (app/seam.ts `TableRuleset`, which the App that holds
 * the painter declares: named here, not imported, so the two do not import each other).
 */
export interface PictureRequest {
  readonly state: unknown;
  readonly events: readonly unknown[];
  readonly focus?: string;
  readonly show?: string;
}
interface Pictured {
  readonly rules: { readonly id: string };
  picture(t: Translate, request: PictureRequest): Promise<OutgoingFile>;
}

export class Painter {
  private readonly thread: JobThread | undefined;

  /** `onThread`: draw on the picture thread (the bot's process), or here (the in-process tests). */
  constructor(
    private readonly log: Pick<Logger, 'warn'>,
    onThread: boolean,
  ) {
    this.thread = onThread
      ? new JobThread(sibling(import.meta.url, './picture-thread'), 'the picture thread')
      : undefined;
  }

  /** `table`'s map for `request` in `t`'s language (the table's `picture`). */
  async draw(t: Translate, table: Pictured, request: PictureRequest): Promise<OutgoingFile> {
    const here = () => table.picture(t, request);
    const made = localeOf(t);
    if (!this.thread || !made || !isBundled(table)) return here();
    const job = {
      ruleset: table.rules.id,
      request: {
        state: request.state,
        events: request.events,
        ...(request.focus === undefined ? {} : { focus: request.focus }),
        ...(request.show === undefined ? {} : { show: request.show }),
      },
      ...(made.locale === undefined ? {} : { locale: made.locale }),
    };
    try {
      const { file, error, unknown } = PictureAnswerSchema.parse(await this.thread.ask(job));
      if (unknown) throw new Error('the picture thread has no such ruleset');
      if (error !== undefined || file === undefined)
        throw new JobFailed(error ?? 'the picture thread answered nothing');
      return fileFromThread(file);
    } catch (error) {
      if (error instanceof JobFailed) throw new Error(error.message, { cause: error });
      this.log.warn('the picture thread failed; drawing here instead', {
        error: error instanceof Error ? error.message : String(error),
      });
      return here();
    }
  }

  /**
   * Starts the picture thread and resolves once it can draw (the bot's process waits for this before
   * it connects, so the first map a restarted bot owes is not held up by the thread's own start). A
   * thread that cannot start is logged; maps are then drawn here.
   */
  async ready(): Promise<void> {
    await this.thread?.start().catch((error: unknown) =>
      this.log.warn('the picture thread did not start; drawing maps here', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  /** Stops the thread (a bot shutting down): a map still being drawn is drawn here instead. */
  async close(): Promise<void> {
    await this.thread?.close();
  }
}
