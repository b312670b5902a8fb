/**
 * The life of one interaction as Discord tracks it: dispatched, acknowledged once within the deadline,
 * then answered through its webhook token (edits of @original, follow-ups) until the token expires.
 * The test holds an InteractionHandle to await each stage and to read the timings a benchmark needs.
 */
import { performance } from 'node:perf_hooks';
import type { JsonObject } from './http.js';
import type { InteractionSummary } from './payloads.js';
import type { RecordedMessage } from './store.js';
import type { UserFixture } from './world.js';

export const CallbackTypes = {
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredMessageUpdate: 6,
  UpdateMessage: 7,
  AutocompleteResult: 8,
  Modal: 9,
} as const;

/** Which callback types Discord accepts for each interaction type. */
export const ALLOWED_CALLBACKS: Record<number, readonly number[]> = {
  2: [4, 5, 9],
  3: [4, 5, 6, 7, 9],
  4: [8],
  5: [4, 5, 6, 7],
};

export interface InteractionCallbackRecord {
  type: number;
  data: JsonObject | null;
  /** performance.now() when the callback arrived. */
  at: number;
}

export interface InteractionEdit {
  messageId: string;
  body: JsonObject;
  at: number;
}

/** performance.now() stamps; null until the stage happens. */
export interface InteractionTimings {
  dispatchedAt: number | null;
  callbackAt: number | null;
  /** The first response with final content: a reply, an update, an edit of @original or a follow-up. */
  firstResultAt: number | null;
  /** The first response that carried a file. */
  firstAttachmentAt: number | null;
  /** Which of the interaction's requests carried that first result, so the bot's own send of it can be found. */
  firstResultRoute: ResultRoute | null;
}

/** The interaction's request that carried an answer: its callback, an edit through its webhook, or a follow-up. */
export type ResultRoute = 'callback' | 'edit' | 'followUp';

export interface InteractionHandle {
  readonly id: string;
  readonly token: string;
  /** e.g. "/ship start" or "button game:move". */
  readonly label: string;
  readonly user: UserFixture;
  /** The INTERACTION_CREATE payload as sent. */
  readonly payload: JsonObject;
  /** Resolves with the initial callback; rejects if none arrives within the deadline. */
  response(): Promise<InteractionCallbackRecord>;
  /**
   * Resolves with the message the user finally sees: the reply or updated message, or after a
   * deferral the first edit of @original (or follow-up). Rejects for autocomplete/modal callbacks,
   * a missed deadline, or when nothing final arrives within `timeoutMs`.
   */
  settled(timeoutMs?: number): Promise<RecordedMessage>;
  readonly callback: InteractionCallbackRecord | null;
  /** The @original message once there is one. */
  readonly original: RecordedMessage | null;
  /**
   * Follow-ups in order. After a deferred reply the first follow-up fills in the "thinking…" message,
   * as Discord does, so that entry is the @original message itself.
   */
  readonly followUps: readonly RecordedMessage[];
  readonly edits: readonly InteractionEdit[];
  readonly timings: Readonly<InteractionTimings>;
  /** Problems recorded for this interaction (also in fake.violations). */
  readonly violations: readonly string[];
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
  done: boolean;
}

/** A promise settled from outside; a silent catch keeps unobserved rejections from failing the run. */
function deferred<T>(): Deferred<T> {
  const d = { done: false } as Deferred<T>;
  d.promise = new Promise<T>((resolve, reject) => {
    d.resolve = (value) => {
      d.done = true;
      resolve(value);
    };
    d.reject = (error) => {
      d.done = true;
      reject(error);
    };
  });
  d.promise.catch(() => undefined);
  return d;
}

export class InteractionState implements InteractionHandle {
  callback: InteractionCallbackRecord | null = null;
  original: RecordedMessage | null = null;
  readonly followUps: RecordedMessage[] = [];
  readonly edits: InteractionEdit[] = [];
  readonly violations: string[] = [];
  readonly timings: InteractionTimings = {
    dispatchedAt: null,
    callbackAt: null,
    firstResultAt: null,
    firstAttachmentAt: null,
    firstResultRoute: null,
  };
  /** Date.now() at creation; the webhook token lives tokenLifetimeMs from here. */
  readonly createdAt = Date.now();
  /** True once the acknowledge deadline passed without a callback: Discord forgets the interaction. */
  expired = false;
  private deadlineTimer: NodeJS.Timeout | null = null;
  private readonly callbackDone = deferred<InteractionCallbackRecord>();
  private readonly settledDone = deferred<RecordedMessage>();

  constructor(
    readonly id: string,
    readonly token: string,
    readonly label: string,
    readonly user: UserFixture,
    readonly payload: JsonObject,
    readonly commandName: string | null,
  ) {}

  get type(): number {
    return Number(this.payload.type);
  }

  get summary(): InteractionSummary {
    return { id: this.id, type: this.type, name: this.commandName, user: this.user };
  }

  response(): Promise<InteractionCallbackRecord> {
    return this.callbackDone.promise;
  }

  settled(timeoutMs = 5000): Promise<RecordedMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(`fake Discord: ${this.describe()} did not settle within ${timeoutMs}ms: ${this.waitingFor()}`),
          ),
        timeoutMs,
      );
      this.settledDone.promise.then(
        (message) => {
          clearTimeout(timer);
          resolve(message);
        },
        (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  describe(): string {
    return `interaction ${this.id} (${this.label} by ${this.user.username})`;
  }

  /** Called when the dispatch actually went out over a socket: Discord's 3-second clock starts. */
  markDispatched(deadlineMs: number, onMissed: () => void): void {
    if (this.timings.dispatchedAt !== null) return;
    this.timings.dispatchedAt = performance.now();
    this.deadlineTimer = setTimeout(() => {
      if (this.callback) return;
      this.expired = true;
      onMissed();
      const error = new Error(`fake Discord: ${this.describe()} got no callback within ${deadlineMs}ms`);
      this.callbackDone.reject(error);
      this.settledDone.reject(error);
    }, deadlineMs);
    this.deadlineTimer.unref();
  }

  acknowledge(type: number, data: JsonObject | null): InteractionCallbackRecord {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.callback = { type, data, at: performance.now() };
    this.timings.callbackAt = this.callback.at;
    this.callbackDone.resolve(this.callback);
    if (type === CallbackTypes.AutocompleteResult || type === CallbackTypes.Modal) {
      this.settledDone.reject(
        new Error(
          `fake Discord: ${this.describe()} answered with callback type ${type}, which shows no message; use response()`,
        ),
      );
    }
    return this.callback;
  }

  /** A message the user can see now carries the answer (not a "thinking…" placeholder). */
  noteResult(message: RecordedMessage, route: ResultRoute, now = performance.now()): void {
    if (this.timings.firstResultAt === null) {
      this.timings.firstResultAt = now;
      this.timings.firstResultRoute = route;
    }
    if (message.attachments.length > 0) this.timings.firstAttachmentAt ??= now;
    if (!this.settledDone.done) this.settledDone.resolve(message);
  }

  noteViolation(text: string): void {
    this.violations.push(text);
  }

  dispose(): void {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
  }

  private waitingFor(): string {
    if (!this.callback) return 'no callback yet';
    if (this.callback.type === CallbackTypes.DeferredChannelMessageWithSource)
      return 'deferred (type 5) but @original was never edited and no follow-up was sent';
    if (this.callback.type === CallbackTypes.DeferredMessageUpdate)
      return 'deferred update (type 6) but @original was never edited and no follow-up was sent';
    return `callback type ${this.callback.type}`;
  }
}

/** Looks interactions up by id (callbacks) and token (webhook routes). */
export class InteractionRegistry {
  private readonly byId = new Map<string, InteractionState>();
  private readonly byToken = new Map<string, InteractionState>();

  add(state: InteractionState): void {
    this.byId.set(state.id, state);
    this.byToken.set(state.token, state);
  }

  get(id: string): InteractionState | undefined {
    return this.byId.get(id);
  }

  withToken(token: string): InteractionState | undefined {
    return this.byToken.get(token);
  }

  all(): InteractionState[] {
    return [...this.byId.values()];
  }

  dispose(): void {
    for (const state of this.byId.values()) state.dispose();
  }
}
