/**
 * A game channel driven by typed lines instead of Discord: the same command modules, pipeline,
 * store and pictures. Used by `npm run play` and by tests of the bot's behaviour.
 *   /move ship:Vigil how:turn-left     a slash command, as the current user
 *   as bob                             switch the user who types
 *   click End step                     press a button of the newest message that has it
 *   pick Vigil: movement = turn-left   choose in a select menu of the newest prompt
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

  /** Runs one line; returns the responder so callers (tests) can look at the answers. */
  async run(line: string, as?: string): Promise<LocalResponder> {
    if (as !== undefined) this.switchTo(as);
    const responder = new LocalResponder(this.channel, this.channelId, this.print);
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

  /** The newest message with a component whose label (or placeholder) starts with `label`. */
  private findComponent(
    label: string,
    kind: ComponentType,
  ): { message: LocalMessage; customId: string; options?: { label: string; value: string }[] } | undefined {
    const wanted = label.trim().toLowerCase();
    for (const message of [...this.channel.messages].reverse()) {
      for (const row of message.components ?? []) {
        for (const c of row.components) {
          if (c.type !== kind) continue;
          const text = 'label' in c && c.label ? c.label : 'placeholder' in c && c.placeholder ? c.placeholder : '';
          if (text.toLowerCase().startsWith(wanted) && 'custom_id' in c) {
            return {
              message,
              customId: c.custom_id,
              ...('options' in c && Array.isArray(c.options)
                ? { options: c.options as { label: string; value: string }[] }
                : {}),
            };
          }
        }
      }
    }
    return undefined;
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

  private async pick(placeholder: string, choice: string, responder: LocalResponder): Promise<LocalResponder> {
    const found = this.findComponent(placeholder, ComponentType.StringSelect);
    const option = found?.options?.find(
      (o) => o.label.toLowerCase().startsWith(choice.trim().toLowerCase()) || o.value === choice.trim(),
    );
    if (!found || !option) {
      this.print(`no menu "${placeholder}" with "${choice}"`);
      return responder;
    }
    await runComponent(
      this.app,
      this.commands,
      this.base(),
      { customId: found.customId, messageId: found.message.id, values: [option.value] },
      responder,
    );
    return responder;
  }
}
