/**
 * What every log line written while handling one interaction or firing one timer says about where it
 * happened (issue 45): the guild, the channel and, once its record is loaded, the game. Kept in an
 * AsyncLocalStorage so code deep in a command (the outbox, a league listener) logs as it does now and
 * the logger adds these fields; passing them down every call would touch every file that logs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface LogContext {
  guild?: string;
  channel?: string;
  game?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/**
 * Runs `work` with these fields on every line it logs. The context is an object of its own (mutable,
 * so the game can be added once it is known) and starts empty of anything around it: a timer that an
 * interaction's alarm set off, or a delivery retried from a command's failure, runs for its own
 * channel, and must not carry the interaction's guild or game along.
 */
export function withLogContext<T>(
  fields: { guild?: string | null; channel?: string; game?: string },
  work: () => T,
): T {
  const context: LogContext = {};
  if (fields.guild) context.guild = fields.guild;
  if (fields.channel) context.channel = fields.channel;
  if (fields.game) context.game = fields.game;
  return storage.run(context, work);
}

/**
 * Runs `work` with no context: work of the whole process (a scheduler pass) that a timer callback
 * started while an interaction was handled would otherwise log as that interaction's.
 */
export function outsideLogContext<T>(work: () => T): T {
  return storage.exit(work);
}

/**
 * A game record was loaded: when it is the game of the channel at hand, its id (and its guild, when a
 * timer did not know it) goes on every later line. A record of another channel (a league reading its
 * games) is not the game of this interaction and changes nothing.
 */
export function noteGame(record: {
  readonly id: string;
  readonly channelId: string;
  readonly guildId?: string | null;
}) {
  const context = storage.getStore();
  if (context === undefined || context.channel !== record.channelId) return;
  context.game = record.id;
  if (context.guild === undefined && record.guildId) context.guild = record.guildId;
}

/** The fields to add to a line written now (empty outside an interaction or a timer). */
export function currentLogContext(): Readonly<LogContext> {
  return storage.getStore() ?? {};
}
