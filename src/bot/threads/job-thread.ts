/**
 * A worker thread the bot hands work to, so its event loop (players' commands, other games) never
 * waits on it: the AI's orders (issue 18), animated replays (issue 40), the maps of posts and replies
 * (issue 45). The thread starts on the first job (src/bot/threads/boot.ts: under tsx or compiled),
 * answers each job by its id (src/bot/threads/serve-jobs.ts), and keeps the process alive only while
 * it owes an answer. A thread that fails or stops fails the jobs it owed; the next job starts another.
 */
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { threadBoot } from './boot.js';

interface Waiting {
  resolve(answer: unknown): void;
  fail(error: Error): void;
}

/** Every answer names the job it answers; the rest is the job's own (each caller parses it with its schema). */
const AnsweredSchema = z.looseObject({ id: z.number().int() });
/** What a thread says once its module is loaded and it takes jobs (serve-jobs.ts). */
const ReadySchema = z.object({ ready: z.literal(true) });

/** A job the thread tried and refused (its own error): doing it on the caller's thread would fail the same way. */
export class JobFailed extends Error {}

export class JobThread {
  private worker: Worker | undefined;
  /** Settles when the current worker is loaded and takes jobs, or has failed to start. */
  private loaded: Promise<void> | undefined;
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();

  /** `module`: the thread's module, beside its caller (src/paths.ts `sibling`); `name`: how errors call it. */
  constructor(
    private readonly module: URL,
    private readonly name: string,
  ) {}

  /**
   * Starts the thread now, if it is not running, and resolves once it is loaded and takes jobs (its
   * first job would otherwise wait for the thread's start: its modules loaded, under tsx compiled).
   * Rejects if it cannot start.
   */
  async start(): Promise<void> {
    this.thread();
    await this.loaded;
  }

  /** The thread's answer to `job` (the message it posted back with the job's id). */
  ask(job: object): Promise<unknown> {
    const thread = this.thread();
    const id = (this.next += 1);
    thread.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, fail: reject });
      thread.postMessage({ ...job, id });
    });
  }

  /** Stops the thread (a bot shutting down, a test's end); the jobs it owed fail, the next job starts another. */
  async close(): Promise<void> {
    const stopping = this.worker;
    this.worker = undefined;
    this.failAll(new Error(`${this.name} was closed`));
    await stopping?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(threadBoot(this.module), { eval: true });
    // An idle thread does not keep the bot's process alive.
    worker.unref();
    let loaded: () => void = () => undefined;
    let failedToLoad: (error: Error) => void = () => undefined;
    this.loaded = new Promise<void>((resolve, reject) => {
      loaded = resolve;
      failedToLoad = reject;
    });
    // Nobody may be waiting for it: a failure to start is seen by the jobs (and by `start`), not left unhandled.
    this.loaded.catch(() => undefined);
    worker.on('message', (message: unknown) => {
      if (ReadySchema.safeParse(message).success) loaded();
      else this.answer(message);
    });
    const fail = (error: Error) => {
      failedToLoad(error);
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`${this.name} stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(message: unknown): void {
    const answered = AnsweredSchema.safeParse(message);
    if (!answered.success) return;
    const waiting = this.waiting.get(answered.data.id);
    if (!waiting) return;
    this.waiting.delete(answered.data.id);
    if (this.waiting.size === 0) this.worker?.unref();
    waiting.resolve(message);
  }

  private failAll(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.fail(error);
    this.waiting.clear();
  }
}
