/**
 * The slash commands the bot registers (issue 12): the shared ones from commands/, and those each
 * ruleset brings. A ruleset's command is routed to the ruleset of the channel's game; in a game of
 * another ruleset it is answered privately with the commands that game uses. Two rulesets may bring
 * one name: Discord sees one command whose options are both rulesets' (an option both declare must
 * be declared alike), and each game's handler checks the options against its own declaration.
 */
import type { APIApplicationCommandOption } from 'discord-api-types/v10';
import type { CommandContext } from '../app/context.js';
import { loose } from '../locales/index.js';
import type { CommandData, CommandModule } from '../pipeline/command.js';
import { checkOptions } from '../pipeline/option-check.js';
import { refusal } from '../pipeline/option-refusal.js';
import type { TableRegistry } from './registry.js';
import type { TableRuleset } from './table.js';

/** Discord's limits on global commands and on options per command. */
export const COMMAND_LIMIT = 100;
export const OPTION_LIMIT = 25;

export class CommandTableError extends Error {
  override readonly name = 'CommandTableError';
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** An option as two rulesets must agree on it: all but whether it is required. */
const shape = (option: APIApplicationCommandOption) => ({ ...option, required: undefined });

/**
 * One definition for a name several rulesets bring: the union of their options. An option is
 * required only where every ruleset requires it (each game's own check asks for its own required
 * ones), and required options come first, as Discord wants them.
 */
function merged(name: string, datas: readonly CommandData[]): CommandData {
  const [first, ...rest] = datas;
  if (!first) throw new CommandTableError(`/${name} has no definition`);
  const options = new Map<string, APIApplicationCommandOption>();
  for (const data of datas)
    for (const option of data.options ?? []) {
      const known = options.get(option.name);
      if (known && !same(shape(known), shape(option)))
        throw new CommandTableError(`/${name}: two rulesets declare the option "${option.name}" differently`);
      if (!known) options.set(option.name, option);
    }
  const requiredByAll = (optionName: string) =>
    datas.every((d) => (d.options ?? []).some((o) => o.name === optionName && 'required' in o && o.required === true));
  const union = [...options.values()].map(
    (o) => ({ ...o, required: requiredByAll(o.name) }) as APIApplicationCommandOption,
  );
  if (union.some((o) => 'options' in o) && !rest.every((d) => same(d.options, first.options)))
    throw new CommandTableError(`/${name}: rulesets sharing a command with subcommands must declare it alike`);
  const ordered = [
    ...union.filter((o) => 'required' in o && o.required),
    ...union.filter((o) => !('required' in o && o.required)),
  ];
  return { ...first, options: ordered };
}

/** The private answer to a ruleset's command in a game that plays another one. */
async function otherRuleset(ctx: CommandContext, table: TableRuleset): Promise<void> {
  const t = loose(ctx.t);
  const list = table.commands.map((c) => `\`/${c.data.name}\``).join(' ');
  await ctx.respond.reply(
    {
      content: ctx.t('reply.otherRuleset', {
        command: ctx.request.command,
        ruleset: t(`commands.game.choices.ruleset.${table.rules.id}`),
        list,
      }),
    },
    true,
  );
}

/**
 * The handler of the channel's game's ruleset for this command: with no game here, the first
 * ruleset's (which answers that there is no game, or sets one up).
 */
async function route(
  ctx: CommandContext,
  byRuleset: ReadonlyMap<string, CommandModule>,
): Promise<{ module: CommandModule } | { refused: TableRuleset } | undefined> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (record) {
    const module = byRuleset.get(record.ruleset);
    return module ? { module } : { refused: ctx.app.rulesets.of(record) };
  }
  const first = [...byRuleset.values()][0];
  return first ? { module: first } : undefined;
}

function routed(name: string, byRuleset: ReadonlyMap<string, CommandModule>): CommandModule {
  const datas = [...byRuleset.values()].map((m) => m.data);
  const data = datas.length === 1 && datas[0] ? datas[0] : merged(name, datas);
  return {
    data,
    async execute(ctx) {
      const target = await route(ctx, byRuleset);
      if (!target) return;
      if ('refused' in target) return otherRuleset(ctx, target.refused);
      // The merged declaration let the request in; the game's own ruleset's must too.
      const checked = target.module.data === data ? undefined : checkOptions(target.module.data, ctx.request);
      if (checked && !checked.ok) return ctx.respond.reply({ content: refusal(ctx, checked.error) }, true);
      return target.module.execute(checked ? { ...ctx, request: checked.value } : ctx);
    },
    async autocomplete(ctx) {
      const target = await route(ctx, byRuleset);
      return target && 'module' in target ? ((await target.module.autocomplete?.(ctx)) ?? []) : [];
    },
    // Told before routing, which reads the store: private when every ruleset that brings the command
    // answers this request privately, by its handler or by refusing its options (the refusal in a
    // game of another ruleset is private too).
    answersPrivately: (request) =>
      [...byRuleset.values()].every((module) => {
        const checked = module.data === data ? undefined : checkOptions(module.data, request);
        return checked?.ok === false || module.answersPrivately?.(checked?.value ?? request) === true;
      }),
  };
}

/** Every command the bot registers and routes: the shared ones and every ruleset's. */
export function commandTable(
  shared: ReadonlyMap<string, CommandModule>,
  rulesets: TableRegistry,
): Map<string, CommandModule> {
  const byName = new Map<string, Map<string, CommandModule>>();
  for (const table of rulesets.all)
    for (const module of table.commands) {
      const name = module.data.name;
      if (shared.has(name)) throw new CommandTableError(`${table.rules.id} brings /${name}, which is a shared command`);
      const entry = byName.get(name) ?? new Map<string, CommandModule>();
      if (entry.has(table.rules.id)) throw new CommandTableError(`${table.rules.id} brings /${name} twice`);
      byName.set(name, entry.set(table.rules.id, module));
    }
  const all = new Map(shared);
  for (const [name, byRuleset] of byName) all.set(name, routed(name, byRuleset));
  checkLimits(all);
  return all;
}

/** Discord refuses more than 100 global commands and more than 25 options on one. */
export function checkLimits(commands: ReadonlyMap<string, CommandModule>): void {
  if (commands.size > COMMAND_LIMIT)
    throw new CommandTableError(`${commands.size} commands: Discord takes at most ${COMMAND_LIMIT}`);
  for (const [name, module] of commands) {
    const count = module.data.options?.length ?? 0;
    if (count > OPTION_LIMIT)
      throw new CommandTableError(`/${name} has ${count} options: Discord takes at most ${OPTION_LIMIT}`);
  }
}
