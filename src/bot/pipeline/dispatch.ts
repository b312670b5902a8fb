/**
 * Routes a request to its command module: slash commands, autocomplete, and components (which run
 * the same handlers as the slash commands, decoded from their custom id). Unexpected errors are
 * logged with their context and answered privately; they never take the bot down.
 */
import type { CommandModule } from './command.js';
import type { App, CommandContext } from '../app/context.js';
import { decodeComponentId } from './custom-id.js';
import { translator } from '../locales/index.js';
import { checkOptions } from './option-check.js';
import { refusal } from './option-refusal.js';
import { UnknownRuleset } from '../rulesets/table-registry.js';
import { QuarantinedGame, StoreReadError, StoreWriteError } from '../../store/index.js';
import { endQuarantined, explainQuarantine } from '../games/quarantine.js';
import { answerReaction } from '../games/answer-reaction.js';
import type { BotRequest, Responder } from './request.js';
import { noteGame, withLogContext } from '../ops/log-context.js';
import { BACKSTOP_AFTER_OWN_MS, deferIfSlow } from './defer.js';

export type Commands = ReadonlyMap<string, CommandModule>;

export interface ComponentClick {
  readonly customId: string;
  readonly messageId: string;
  readonly values?: readonly string[];
  /** A form's (modal's) fields as sent, by field id. */
  readonly fields?: Readonly<Record<string, string>>;
}

async function guarded(ctx: CommandContext, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // A game that cannot be read is explained, and the host may end it; a save that failed is said to have failed.
    if (error instanceof QuarantinedGame) {
      if (error.gameId) noteGame({ id: error.gameId, channelId: error.channelId });
      if (ctx.request.command === 'game' && ctx.request.subcommand === 'end')
        return endQuarantined(ctx, error).catch(() => undefined);
      return explainQuarantine(ctx, error);
    }
    // A game of a ruleset this bot does not have (a newer bot's, or one taken out) is kept, not played.
    if (error instanceof UnknownRuleset) {
      await ctx.respond.reply({ content: ctx.t('reply.rulesetMissing') }, true).catch(() => undefined);
      return;
    }
    // A store that cannot be read now (a lost connection) changed nothing either: the same private answer.
    if (error instanceof StoreWriteError || error instanceof StoreReadError) {
      ctx.app.log.error('not saved', { what, channel: ctx.request.channelId, error: error.message });
      await ctx.respond.reply({ content: ctx.t('reply.notSaved') }, true).catch(() => undefined);
      return;
    }
    ctx.app.log.error('request failed', {
      what,
      user: ctx.request.actor.id,
      channel: ctx.request.channelId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    await ctx.respond.reply({ content: ctx.t('reply.internalError') }, true).catch(() => undefined);
  }
}

/** The key of a slash command for deduplication: the same user, channel, command and options. */
function sameCommandKey(request: BotRequest): string {
  const options = Object.entries(request.options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.actor.id, request.channelId, request.command, request.subcommand ?? null, options]);
}

/**
 * The responder, calling `answered` once the request has its answer (a reply, an update; a deferral
 * is not one). Until then the same command again is a double click, refused; once the player has
 * seen the answer, the same command is a new one (the next turn's `/done`).
 */
function untilAnswered(respond: Responder, answered: () => void): Responder {
  const done = <T>(work: Promise<T>): Promise<T> => work.finally(answered);
  return {
    defer: (ephemeral) => respond.defer(ephemeral),
    reply: (message, ephemeral) => done(respond.reply(message, ephemeral)),
    update: (message) => done(respond.update(message)),
    choices: (choices) => done(respond.choices(choices)),
    modal: (form) => done(respond.modal(form)),
    get answered() {
      return respond.answered;
    },
  };
}

/**
 * Every line logged while a request is handled names its guild and channel, and its game once the
 * game's record is read (the store tells log-context.ts; issue 45).
 */
const inContext = <T>(request: Pick<BotRequest, 'guildId' | 'channelId'>, work: () => Promise<T>): Promise<T> =>
  withLogContext({ guild: request.guildId, channel: request.channelId }, work);

export function runCommand(app: App, commands: Commands, request: BotRequest, respond: Responder): Promise<void> {
  return inContext(request, () => handleCommand(app, commands, request, respond));
}

async function handleCommand(app: App, commands: Commands, request: BotRequest, respond: Responder): Promise<void> {
  const ctx: CommandContext = { app, request, respond, t: translator(request.actor.locale) };
  const module = commands.get(request.command);
  await guarded(ctx, `/${request.command}${request.subcommand ? ` ${request.subcommand}` : ''}`, async () => {
    if (!module) {
      // A typed command this bot does not have (the terminal's `/mvoe`): say so, and what there is.
      if (request.component !== undefined) return ctx.respond.reply({ content: ctx.t('input.unreadable') }, true);
      const list = [...commands.keys()].map((name) => `\`/${name}\``).join(' ');
      return ctx.respond.reply(
        { content: ctx.t('input.noCommand', { command: request.command.replace(/[^-\w]/g, '').slice(0, 32), list }) },
        true,
      );
    }
    const checked = checkOptions(module.data, request);
    if (!checked.ok) return ctx.respond.reply({ content: refusal(ctx, checked.error) }, true);
    // A request whose every answer is private is deferred privately when slow, from the start.
    const secret = module.answersPrivately?.(checked.value) === true;
    // Buttons carry the game version they were made for; a slash command does not, so the same
    // command arriving again before the first is answered is refused (issue 11).
    if (request.component !== undefined)
      return watched(module, { ...ctx, request: checked.value }, secret ? 'private' : 'none');
    const key = sameCommandKey(checked.value);
    if (app.working.has(key)) return ctx.respond.reply({ content: ctx.t('input.duplicate') }, true);
    app.working.add(key);
    const release = () => app.working.delete(key);
    const running = { ...ctx, request: checked.value, respond: untilAnswered(ctx.respond, release) };
    try {
      await watched(module, running, secret ? 'private' : 'backstop');
    } finally {
      release();
    }
  });
}

/**
 * Runs a handler under a watchdog that defers it when still at work. `private`: every answer is
 * private, so it is deferred privately, at the handlers' own delay. `backstop`: a handler that
 * defers on its own (a public game action) comes first, and one that arms no watchdog (the lobby's
 * `/game new`) is deferred all the same, publicly: a public answer fills the deferral in, a private
 * one replaces it (the responder). `none`: a button's handler defers on its own.
 */
async function watched(
  module: CommandModule,
  ctx: CommandContext,
  watchdog: 'private' | 'backstop' | 'none',
): Promise<void> {
  const { app } = ctx;
  const stop =
    watchdog === 'private'
      ? deferIfSlow(ctx, true)
      : watchdog === 'backstop'
        ? deferIfSlow(ctx, false, app.deferAfterMs + BACKSTOP_AFTER_OWN_MS)
        : () => undefined;
  try {
    await module.execute(ctx);
  } finally {
    stop();
  }
}

export function runAutocomplete(app: App, commands: Commands, request: BotRequest, respond: Responder): Promise<void> {
  return inContext(request, () => handleAutocomplete(app, commands, request, respond));
}

async function handleAutocomplete(
  app: App,
  commands: Commands,
  request: BotRequest,
  respond: Responder,
): Promise<void> {
  const ctx: CommandContext = { app, request, respond, t: translator(request.actor.locale) };
  try {
    const choices = (await commands.get(request.command)?.autocomplete?.(ctx)) ?? [];
    await respond.choices(choices);
  } catch (error) {
    app.log.warn('autocomplete failed', { command: request.command, error: String(error) });
    await respond.choices([]).catch(() => undefined);
  }
}

/**
 * A select menu that runs a command names, under the reserved key `select`, the option its chosen
 * value fills (a squadron dial menu: `{ ship, select: 'manoeuvre' }` and the pick `2FG`).
 */
export function selectedInto(
  options: Readonly<Record<string, string | boolean>>,
  values: readonly string[] | undefined,
): Readonly<Record<string, string | boolean>> {
  const into = options['select'];
  if (typeof into !== 'string') return options;
  const rest = Object.fromEntries(Object.entries(options).filter(([k]) => k !== 'select'));
  const value = values?.[0];
  return value === undefined ? rest : { ...rest, [into]: value };
}

/** A click: decoded from its id, then the same path as the slash command it stands for. */
export function runComponent(
  app: App,
  commands: Commands,
  base: Omit<BotRequest, 'command' | 'options'>,
  click: ComponentClick,
  respond: Responder,
): Promise<void> {
  return inContext(base, async (): Promise<void> => {
    const decoded = decodeComponentId(click.customId);
    const t = translator(base.actor.locale);
    if (!decoded) return respond.reply({ content: t('input.unreadable') }, true).catch(() => undefined);
    const component = {
      game: decoded.game,
      version: decoded.version,
      messageId: click.messageId,
      customId: click.customId,
    };
    const action = decoded.action;
    if (action.kind === 'command') {
      const request: BotRequest = {
        ...base,
        command: action.command,
        ...(action.subcommand ? { subcommand: action.subcommand } : {}),
        options: selectedInto(action.options, click.values),
        component,
      };
      return runCommand(app, commands, request, respond);
    }
    if (action.kind === 'reaction') {
      // A reaction's button (issue 42): the option of its window, answered like `/react` would be.
      const request: BotRequest = { ...base, command: 'react', options: {}, component };
      const ctx: CommandContext = { app, request, respond, t };
      return guarded(ctx, 'reaction', () => answerReaction(ctx, action));
    }
    const request: BotRequest = { ...base, command: 'turn', options: {}, component };
    const ctx: CommandContext = { app, request, respond, t };
    await guarded(ctx, action.kind, async () => {
      // Menus that compose a turn belong to the ruleset of the game they were posted for.
      const record = await app.store.get(base.channelId);
      const composer = record ? app.rulesets.of(record).composer : undefined;
      // A slot the ruleset does not have is a menu of another game or an older bot: stale, not a crash.
      if (!composer || (action.kind === 'draft' && !composer.slots.includes(action.slot)))
        return respond.reply({ content: t('reply.stale') }, true);
      if (action.kind === 'draft') await composer.pick(ctx, action, click.values?.[0] ?? '');
      else if (action.kind === 'plan') await composer.plan(ctx);
      else if (action.kind === 'planned') await composer.planned(ctx, click.fields ?? {});
      else await composer.submit(ctx);
    });
  });
}
