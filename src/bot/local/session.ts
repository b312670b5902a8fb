/**
 * A game channel driven by typed lines instead of Discord: the same command modules, pipeline,
 * store and pictures. Used by `npm run play` and by tests of the bot's behaviour.
 *   /move ship:Vigil how:turn-left     a slash command, as the current user
 *   as bob                             switch the user who types
 *   click End step                     press a button of the newest message that has it
 *   pick Vigil: movement = turn-left   choose in a select menu: the newest one you can see (your own
 *   pick Mira Sol = 2 straight         private answers too) whose placeholder starts with the words
 *                                      before "=", the option by its value or the start of its label
 *   fill Vigil = charge, straight | Harrow = nothing   send the newest form back (fields by label;
 *                                      those not named keep what the form was filled with)
 */
import { ApplicationCommandOptionType, ComponentType } from 'discord-api-types/v10';
import type { App } from '../app/context.js';
import { runCommand, runComponent, type Commands } from '../pipeline/dispatch.js';
import type { Actor, BotRequest } from '../pipeline/request.js';
import type { LocalChannel } from './local-transport.js';
import { LocalResponder, type LocalMessage } from './local-transport.js';
import { parseLine } from './parse-line.js';
import { declaredOptions } from '../pipeline/option-check.js';
import { translator } from '../locales/index.js';

export type LocalUser = Actor;

export class LocalSession {
  private current: LocalUser;

  constructor(
    readonly app: App,
    readonly commands: Commands,
    readonly channel: LocalChannel,
    readonly users: readonly LocalUser[],
    readonly channelId = 'local',
    private readonly print: (text: string) => void = () => undefined,
  ) {
    const first = users[0];
    if (!first) throw new Error('local play needs at least one user');
    this.current = first;
  }

  get user(): LocalUser {
    return this.current;
  }

  private subcommandsOf = (command: string): string[] => {
    const data = this.commands.get(command)?.data;
    return (data?.options ?? []).filter((o) => o.type === 1).map((o) => o.name);
  };

  private base(): Omit<BotRequest, 'command' | 'options'> {
    return { actor: this.current, channelId: this.channelId, guildId: 'local' };
  }

  /**
   * Runs one line; returns the responder so callers (tests) can look at the answers. It returns once
   * what the line led to is delivered too (a command lets its posts go out on their own once it has
   * answered, announce.ts), so the next line is typed below the prompt it answers.
   */
  async run(line: string, as?: string): Promise<LocalResponder> {
    try {
      return await this.runLine(line, as);
    } finally {
      await this.app.announcing.idle();
    }
  }

  private async runLine(line: string, as?: string): Promise<LocalResponder> {
    if (as !== undefined) this.switchTo(as);
    const responder = new LocalResponder(this.channel, this.channelId, this.print);
    this.repliesTo.push({ user: this.current.id, responder });
    const trimmed = line.trim();
    const switchMatch = /^as\s+(\S+)$/i.exec(trimmed);
    if (switchMatch) {
      this.switchTo(switchMatch[1] ?? '');
      this.print(`(now typing as ${this.current.name})`);
      return responder;
    }
    const click = /^click\s+(.+)$/i.exec(trimmed);
    if (click) return this.click(click[1] ?? '', responder);
    const pick = /^pick\s+(.+?)\s*=\s*(.+)$/i.exec(trimmed);
    if (pick) return this.pick(pick[1] ?? '', pick[2] ?? '', responder);
    const fill = /^fill(?:\s+(.*))?$/i.exec(trimmed);
    if (fill) return this.fill(fill[1] ?? '', responder);
    const parsed = parseLine(trimmed, this.subcommandsOf);
    if (typeof parsed === 'string') {
      this.print(parsed);
      return responder;
    }
    await runCommand(
      this.app,
      this.commands,
      { ...this.base(), ...parsed, options: this.withUserIds(parsed.command, parsed.subcommand, parsed.options) },
      responder,
    );
    return responder;
  }

  /** A user option typed as a name ("player:bob") becomes that user's id, as Discord would send it. */
  private withUserIds(
    command: string,
    subcommand: string | undefined,
    options: BotRequest['options'],
  ): BotRequest['options'] {
    const data = this.commands.get(command)?.data;
    const declared = data ? (declaredOptions(data, subcommand) ?? []) : [];
    const out = { ...options };
    for (const option of declared) {
      const value = out[option.name];
      if (option.type !== ApplicationCommandOptionType.User || typeof value !== 'string') continue;
      const user = this.users.find((u) => u.name.toLowerCase() === value.toLowerCase());
      if (user) out[option.name] = user.id;
    }
    return out;
  }

  switchTo(name: string): void {
    const user = this.users.find((u) => u.name.toLowerCase() === name.toLowerCase() || u.id === name);
    if (!user) throw new Error(`no local user "${name}" (users: ${this.users.map((u) => u.name).join(', ')})`);
    this.current = user;
  }

  /**
   * The newest message this user can see (their own private answers, not another's; no one else's
   * DMs) with a component whose label (or placeholder) starts with `label`: as written, or else with
   * case, accents, marks and spaces set aside ("Mira Sol choose" finds "Mira Sol: choose a manoeuvre").
   */
  private findComponent(
    label: string,
    kind: ComponentType,
  ): { message: LocalMessage; customId: string; text: string; options?: MenuOption[] } | undefined {
    const wanted = label.trim().toLowerCase();
    const folded = foldText(label);
    for (const message of [...this.channel.messages].reverse()) {
      if (!this.canSee(message)) continue;
      const found = (message.components ?? [])
        .flatMap((row) => row.components)
        .filter((c) => c.type === kind && 'custom_id' in c)
        .map((c) => ({
          c,
          text: 'label' in c && c.label ? c.label : 'placeholder' in c && c.placeholder ? c.placeholder : '',
        }));
      const hit =
        found.find((f) => f.text.toLowerCase().startsWith(wanted)) ??
        (folded === '' ? undefined : found.find((f) => foldText(f.text).startsWith(folded)));
      if (hit && 'custom_id' in hit.c)
        return {
          message,
          customId: hit.c.custom_id,
          text: hit.text,
          ...('options' in hit.c && Array.isArray(hit.c.options)
            ? { options: hit.c.options.map((o) => ({ label: o.label, value: o.value })) }
            : {}),
        };
    }
    return undefined;
  }

  /** Which user each private answer went to (as Discord shows it to them alone), filled as answers come. */
  private readonly repliesTo: { user: string; responder: LocalResponder }[] = [];
  private readonly privateTo = new Map<string, string>();

  private canSee(message: LocalMessage): boolean {
    const finished = this.repliesTo.splice(0, Math.max(0, this.repliesTo.length - 1));
    for (const { user, responder } of [...finished, ...this.repliesTo])
      for (const answer of responder.answers) if (answer.ephemeral) this.privateTo.set(answer.id, user);
    if (message.channelId.startsWith('dm:')) return message.channelId === `dm:${this.current.id}`;
    const reader = message.ephemeral ? this.privateTo.get(message.id) : undefined;
    return reader === undefined || reader === this.current.id;
  }

  private async click(label: string, responder: LocalResponder): Promise<LocalResponder> {
    const found = this.findComponent(label, ComponentType.Button);
    if (!found) {
      this.print(`no button "${label}" on the recent messages`);
      return responder;
    }
    await runComponent(
      this.app,
      this.commands,
      this.base(),
      { customId: found.customId, messageId: found.message.id },
      responder,
    );
    return responder;
  }

  /** Sends the newest form back: `label = value` pairs separated by `|`. */
  private async fill(text: string, responder: LocalResponder): Promise<LocalResponder> {
    const form = this.channel.lastModal;
    if (!form) {
      this.print('no form is open (a button such as "Plan every ship" opens one)');
      return responder;
    }
    const fields = Object.fromEntries(form.fields.map((f) => [f.id, f.value ?? '']));
    for (const pair of text.split('|').filter((p) => p.trim() !== '')) {
      const at = pair.indexOf('=');
      const label = pair.slice(0, Math.max(0, at)).trim().toLowerCase();
      const field = form.fields.find((f) => f.label.toLowerCase() === label);
      if (at < 0 || !field) {
        this.print(
          `the form has no field "${pair.slice(0, Math.max(0, at)).trim()}" (${form.fields.map((f) => f.label).join(', ')})`,
        );
        return responder;
      }
      fields[field.id] = pair.slice(at + 1).trim();
    }
    this.channel.lastModal = undefined;
    await runComponent(
      this.app,
      this.commands,
      this.base(),
      { customId: form.customId, messageId: '', fields },
      responder,
    );
    return responder;
  }

  /**
   * Chooses in a select menu: the newest the user can see whose placeholder starts with `placeholder`,
   * the option by its value or the start of its label ("2 straight" for "🟢 2 ↑ straight · green").
   * No menu, or no single option, prints what there is to pick.
   */
  private async pick(placeholder: string, choice: string, responder: LocalResponder): Promise<LocalResponder> {
    const found = this.findComponent(placeholder, ComponentType.StringSelect);
    const t = translator(this.current.locale);
    if (!found) {
      const menus = [...this.channel.messages]
        .reverse()
        .filter((m) => this.canSee(m))
        .flatMap((m) => (m.components ?? []).flatMap((row) => row.components))
        .flatMap((c) => (c.type === ComponentType.StringSelect && c.placeholder ? [c.placeholder] : []));
      const recent = [...new Set(menus)].slice(0, 10);
      const none = t('terminalPick.noMenu', { menu: placeholder });
      this.print(recent.length > 0 ? `${none} ${t('terminalPick.menus', { list: recent.join(' | ') })}` : none);
      return responder;
    }
    const options = found.options ?? [];
    const picked = optionFor(options, choice);
    if (!picked || picked.length !== 1 || !picked[0]) {
      const several = picked !== undefined && picked.length > 1;
      const list = (several ? picked : options).map((o) => o.label).join(' | ');
      this.print(t(several ? 'terminalPick.several' : 'terminalPick.noOption', { menu: found.text, choice, list }));
      return responder;
    }
    await runComponent(
      this.app,
      this.commands,
      this.base(),
      { customId: found.customId, messageId: found.message.id, values: [picked[0].value] },
      responder,
    );
    return responder;
  }
}

interface MenuOption {
  readonly label: string;
  readonly value: string;
}

/** Text set side by side with what was typed: lower case, no accents, only letters and digits. */
const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The options `typed` names: the one with that value, else those whose label starts with it (as
 * written, then folded), an exact label winning over longer ones. Undefined when none does.
 */
function optionFor(options: readonly MenuOption[], typed: string): readonly MenuOption[] | undefined {
  const raw = typed.trim().toLowerCase();
  const byValue = options.filter((o) => o.value.toLowerCase() === raw);
  if (byValue.length > 0) return byValue;
  const folded = foldText(typed);
  const tiers: [(o: MenuOption) => boolean, (o: MenuOption) => boolean][] = [
    [(o) => o.label.toLowerCase().startsWith(raw), (o) => o.label.toLowerCase() === raw],
    [(o) => folded !== '' && foldText(o.label).startsWith(folded), (o) => foldText(o.label) === folded],
  ];
  for (const [starts, equals] of tiers) {
    const hits = options.filter(starts);
    if (hits.length === 0) continue;
    const exact = hits.filter(equals);
    return exact.length === 1 ? exact : hits;
  }
  return undefined;
}
