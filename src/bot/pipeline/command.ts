/**
 * What a module in commands/ is: its slash-command definition and its handlers. Definitions are
 * built from names only; every description, choice label and localisation comes from the strings
 * in src/bot/locales, so one place holds the text.
 */
import { ApplicationCommandOptionType, ApplicationCommandType, InteractionContextType } from 'discord-api-types/v10';
import type {
  APIApplicationCommandBasicOption,
  APIApplicationCommandChannelOption,
  APIApplicationCommandOption,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { hasText, localisations, text } from '../locales/index.js';
import type { CommandContext, CommandData, CommandModule } from '../app/seam.js';
import { readOptions, type OptionsOf } from './typed-options.js';
import type { BotRequest } from './request.js';
import type { OptionSpec, SubcommandSpec } from './option-spec.js';

export type { OptionSpec, SubcommandSpec } from './option-spec.js';

// A command's module is declared in app/seam.ts with the context it takes (one file, so no import loop).
export type { CommandData, CommandModule } from '../app/seam.js';

const OPTION_TYPES = {
  string: ApplicationCommandOptionType.String,
  integer: ApplicationCommandOptionType.Integer,
  boolean: ApplicationCommandOptionType.Boolean,
  attachment: ApplicationCommandOptionType.Attachment,
  user: ApplicationCommandOptionType.User,
  role: ApplicationCommandOptionType.Role,
} as const;

const DESCRIPTION_LIMIT = 100;

function described(key: string): { description: string; description_localizations: Record<string, string> } {
  const cut = (s: string): string => (s.length <= DESCRIPTION_LIMIT ? s : `${s.slice(0, DESCRIPTION_LIMIT - 1)}…`);
  const local = Object.fromEntries(Object.entries(localisations(key)).map(([k, v]) => [k, cut(v)]));
  return { description: cut(text(undefined, key)), description_localizations: local };
}

/**
 * An option's description: the subcommand's own where it has one (an option name two subcommands use
 * for different things, such as `/game leave player:` and `/game join player:ai`), else the command's.
 */
function optionKey(command: string, sub: string | undefined, name: string): string {
  const own = `commands.${command}.sub.${sub ?? ''}.options.${name}`;
  return sub !== undefined && hasText(own) ? own : `commands.${command}.options.${name}`;
}

function buildOption(command: string, spec: OptionSpec, sub?: string): APIApplicationCommandBasicOption {
  const base = {
    name: spec.name,
    name_localizations: localisations(`names.options.${spec.name}`),
    ...described(optionKey(command, sub, spec.name)),
    required: spec.required ?? false,
  };
  switch (spec.type) {
    case 'string':
      if ('choices' in spec) {
        return {
          ...base,
          type: ApplicationCommandOptionType.String,
          choices: spec.choices.map((value) => ({
            name: text(undefined, `commands.${command}.choices.${spec.name}.${value}`),
            name_localizations: localisations(`commands.${command}.choices.${spec.name}.${value}`),
            value,
          })),
        };
      }
      return {
        ...base,
        type: ApplicationCommandOptionType.String,
        max_length: spec.maxLength,
        autocomplete: spec.autocomplete ?? false,
      };
    case 'integer':
      return {
        ...base,
        type: ApplicationCommandOptionType.Integer,
        min_value: spec.min,
        max_value: spec.max,
        autocomplete: spec.autocomplete ?? false,
      };
    case 'boolean':
      return { ...base, type: OPTION_TYPES.boolean };
    case 'attachment':
      return { ...base, type: OPTION_TYPES.attachment };
    case 'user':
      return { ...base, type: OPTION_TYPES.user };
    case 'role':
      return { ...base, type: OPTION_TYPES.role };
    case 'channel':
      return {
        ...base,
        type: ApplicationCommandOptionType.Channel,
        channel_types: spec.channelTypes as APIApplicationCommandChannelOption['channel_types'],
      };
  }
}

/** A chat-input command definition with localised descriptions, usable in guilds only. */
export function slashCommand(
  name: string,
  spec: { options?: readonly OptionSpec[]; subcommands?: readonly SubcommandSpec[] },
): CommandData {
  const options: APIApplicationCommandOption[] = spec.subcommands
    ? spec.subcommands.map((sub) => ({
        type: ApplicationCommandOptionType.Subcommand,
        name: sub.name,
        ...described(`commands.${name}.sub.${sub.name}.description`),
        options: (sub.options ?? []).map((o) => buildOption(name, o, sub.name)),
      }))
    : (spec.options ?? []).map((o) => buildOption(name, o));
  return {
    type: ApplicationCommandType.ChatInput,
    name,
    name_localizations: localisations(`names.${name}`),
    ...described(`commands.${name}.description`),
    options,
    contexts: [InteractionContextType.Guild],
  };
}

/**
 * A module whose definition is built when first read: its descriptions come from the catalogue,
 * and a ruleset's words join the catalogue when its table is registered, which may be after the
 * module is loaded.
 */
function lazyData(build: () => CommandData, rest: Omit<CommandModule, 'data'>): CommandModule {
  let data: CommandData | undefined;
  return {
    get data() {
      data ??= build();
      return data;
    },
    ...rest,
  };
}

/**
 * A command whose handler receives its options typed from its own declaration (issue 12): the
 * slash command registered and the object the handler reads are built from one list.
 */
export function defineCommand<const Specs extends readonly OptionSpec[]>(
  name: string,
  options: Specs,
  run: (ctx: CommandContext, options: OptionsOf<Specs>) => Promise<void>,
  autocomplete?: CommandModule['autocomplete'],
  answersPrivately?: (options: OptionsOf<Specs>) => boolean,
): CommandModule {
  return lazyData(() => slashCommand(name, { options }), {
    execute: (ctx) => run(ctx, readOptions(options, ctx.request)),
    ...(autocomplete ? { autocomplete } : {}),
    ...(answersPrivately ? { answersPrivately: (request) => answersPrivately(readOptions(options, request)) } : {}),
  });
}

/** For a command or subcommand whose every answer is private, whatever its options (`answersPrivately`). */
export const alwaysPrivate = (): boolean => true;

/** One subcommand with its options and a handler that receives them typed. */
export interface TypedSubcommand {
  readonly spec: SubcommandSpec;
  readonly run: (ctx: CommandContext) => Promise<void>;
  /** Run by a button only (the rematch under a finished game): not registered with Discord. */
  readonly buttonOnly?: boolean;
  /** Every answer to this request is private (CommandModule's `answersPrivately`). */
  readonly answersPrivately?: (request: BotRequest) => boolean;
}

/** How a subcommand is offered: by a button only; answering privately (for which options). */
export interface SubcommandTraits<Specs extends readonly OptionSpec[]> {
  readonly buttonOnly?: boolean;
  readonly answersPrivately?: (options: OptionsOf<Specs>) => boolean;
}

export const subcommand = <const Specs extends readonly OptionSpec[]>(
  name: string,
  options: Specs,
  run: (ctx: CommandContext, options: OptionsOf<Specs>) => Promise<void>,
  { buttonOnly = false, answersPrivately }: SubcommandTraits<Specs> = {},
): TypedSubcommand => ({
  spec: { name, options },
  run: (ctx) => run(ctx, readOptions(options, ctx.request)),
  ...(buttonOnly ? { buttonOnly } : {}),
  ...(answersPrivately
    ? { answersPrivately: (request: BotRequest) => answersPrivately(readOptions(options, request)) }
    : {}),
});

/**
 * A command made of subcommands, each with typed options. A request naming none (the terminal's
 * `/game` alone) or one that is not its own (a forged "constructor") runs `fallback`.
 */
export function defineSubcommands(
  name: string,
  subcommands: readonly TypedSubcommand[],
  fallback: string,
  autocomplete?: CommandModule['autocomplete'],
): CommandModule {
  const byName = new Map(subcommands.map((s) => [s.spec.name, s]));
  const chosen = (request: BotRequest) => byName.get(request.subcommand ?? fallback) ?? byName.get(fallback);
  return lazyData(
    () => slashCommand(name, { subcommands: subcommands.filter((s) => !s.buttonOnly).map((s) => s.spec) }),
    {
      execute: (ctx) => chosen(ctx.request)?.run(ctx) ?? Promise.resolve(),
      ...(autocomplete ? { autocomplete } : {}),
      answersPrivately: (request) => chosen(request)?.answersPrivately?.(request) === true,
    },
  );
}

/** Checks a loaded module's shape at start-up: a bad module stops the bot with a clear message. */
export const CommandModuleSchema = z.object({
  data: z
    .object({
      name: z.string().regex(/^[-_a-z0-9]{1,32}$/, 'command names are 1-32 lower-case letters, digits, - or _'),
      description: z.string().min(1).max(100),
      options: z
        .array(z.looseObject({ name: z.string(), type: z.number() }))
        .max(25)
        .optional(),
    })
    .loose(),
  execute: z.custom<CommandModule['execute']>((v) => typeof v === 'function', 'execute must be a function'),
  autocomplete: z
    .custom<NonNullable<CommandModule['autocomplete']>>(
      (v) => typeof v === 'function',
      'autocomplete must be a function',
    )
    .optional(),
  answersPrivately: z
    .custom<NonNullable<CommandModule['answersPrivately']>>(
      (v) => typeof v === 'function',
      'answersPrivately must be a function',
    )
    .optional(),
});
