/**
 * Discord stand-ins for local play and tests: a channel that keeps messages in memory (and writes
 * pictures to a folder), and a responder that prints answers, marking private ones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Choice, GameChannel, ModalForm, Outgoing, Responder, ScheduledEvent } from '../pipeline/request.js';
import { ComponentType } from 'discord-api-types/v10';
import { DEFAULT_LOCALE, translator, type Translate } from '../locales/index.js';

/** An attachment the terminal calls a picture; any other (the log's JSON export) is a file (issue 39). */
const PICTURE = /\.(png|gif|jpe?g|webp)$/i;

export interface LocalMessage {
  readonly id: string;
  readonly channelId: string;
  content: string;
  components: Outgoing['components'];
  files: string[];
  readonly ping: readonly string[];
  pinned: boolean;
  ephemeral: boolean;
  /** How it is laid out (a card: text, pictures and buttons together, as on Discord). */
  layout?: 'card';
}

/**
 * Renders components as text, since a terminal has no buttons: the buttons on one line, then each
 * menu with its choices (what `pick <menu> = <choice>` takes).
 */
function describeComponents(message: Outgoing, t: Translate): string {
  const all = (message.components ?? []).flatMap((row) => row.components);
  const buttons = all.flatMap((c) =>
    c.type === ComponentType.Button && 'label' in c && c.label ? [`[${c.label}]`] : [],
  );
  const menus = all.flatMap((c) =>
    c.type === ComponentType.StringSelect && c.placeholder
      ? [`\n  [${c.placeholder} ▾] ${t('terminal.options')}: ${c.options.map((o) => o.label).join(' | ')}`]
      : [],
  );
  return `${buttons.length > 0 ? `\n  ${t('terminal.buttons')}: ${buttons.join(' ')}` : ''}${menus.join('')}`;
}

export class LocalChannel implements GameChannel {
  readonly messages: LocalMessage[] = [];
  /** The newest form (modal) a command opened, for the terminal's `fill` line. */
  lastModal: ModalForm | undefined;
  /** Told of every block the terminal shows, with the message it shows (tests read what a player saw). */
  onShow: ((messageId: string, text: string) => void) | undefined;
  private nextId = 1;
  private pictureCount = 0;

  constructor(
    private readonly print: (text: string) => void = () => undefined,
    private readonly picturesDir?: string,
    private readonly names: (id: string) => string = (id) => id,
    private readonly locale: string = DEFAULT_LOCALE,
  ) {
    if (picturesDir) mkdirSync(picturesDir, { recursive: true });
  }

  /** The terminal's own words (private, updated, buttons), in the player's language. */
  get t(): Translate {
    return translator(this.locale);
  }

  /** Saves attachments to the pictures folder and returns their paths. */
  saveFiles(message: Outgoing): string[] {
    if (!this.picturesDir) return (message.files ?? []).map((f) => f.name);
    return (message.files ?? []).map((file) => {
      this.pictureCount += 1;
      const path = join(this.picturesDir ?? '.', `${String(this.pictureCount).padStart(3, '0')}-${file.name}`);
      writeFileSync(path, file.data);
      return path;
    });
  }

  format(message: Outgoing, files: readonly string[]): string {
    const content = (message.content ?? '').replace(/<@(\w+)>/g, (_, id: string) => `@${this.names(id)}`);
    const t = this.t;
    // Each picture with its alt text, as Discord shows it to a screen reader (a card's media
    // gallery, or an attachment's description: `/map`, `/ship`, `/replay`).
    const alt = (i: number): string => {
      const description = message.files?.[i]?.description;
      return description ? ` — ${description.replace(/\s*\n\s*/g, '; ')}` : '';
    };
    const pictures = files.flatMap((f, i) => (PICTURE.test(f) ? [`${f}${alt(i)}`] : []));
    const others = files.filter((f) => !PICTURE.test(f));
    const attached = [
      ...(pictures.length > 0 ? [t('reply.attachedPicture', { files: pictures.join(', ') })] : []),
      ...(others.length > 0 ? [t('reply.attachedFile', { files: others.join(', ') })] : []),
    ];
    return `${content}${attached.map((line) => `\n  ${line}`).join('')}${describeComponents(message, t)}`;
  }

  record(channelId: string, message: Outgoing, ephemeral: boolean): LocalMessage {
    const files = this.saveFiles(message);
    const stored: LocalMessage = {
      id: `m${this.nextId++}`,
      channelId,
      content: message.content ?? '',
      components: message.components,
      files,
      ping: message.ping ?? [],
      pinned: false,
      ephemeral,
      ...(message.layout ? { layout: message.layout } : {}),
    };
    this.messages.push(stored);
    return stored;
  }

  /** Prints one block for a message, and tells whoever watches what was shown. */
  show(messageId: string, text: string): void {
    this.print(text);
    this.onShow?.(messageId, text);
  }

  async send(channelId: string, message: Outgoing): Promise<string> {
    const stored = this.record(channelId, message, false);
    this.show(stored.id, this.format(message, stored.files));
    return stored.id;
  }

  /** The terminal has no limit to keep: the edit is made at once. */
  async editWhenSpare(
    channelId: string,
    messageId: string,
    message: () => Promise<Outgoing | undefined>,
  ): Promise<boolean> {
    const made = await message();
    if (made === undefined) return false;
    await this.edit(channelId, messageId, made);
    return true;
  }

  async edit(_channelId: string, messageId: string, message: Outgoing): Promise<void> {
    const stored = this.messages.find((m) => m.id === messageId);
    // As Discord answers an edit of a message that is gone: 404 Unknown Message.
    if (!stored) throw Object.assign(new Error(`no message ${messageId}`), { status: 404 });
    const before = JSON.stringify([stored.content, stored.components]);
    stored.content = message.content ?? stored.content;
    stored.components = message.components ?? stored.components;
    // A terminal cannot change what it printed: an edited message (the turn prompt as the same
    // player goes on) is printed again, marked, so nobody waits in silence (issue 39). The pinned
    // status is edited after every command and stays quiet here: `/game status` shows it.
    if (stored.pinned || JSON.stringify([stored.content, stored.components]) === before) return;
    const shown: Outgoing = {
      content: stored.content,
      ...(stored.components ? { components: stored.components } : {}),
      ...(stored.layout ? { layout: stored.layout } : {}),
    };
    this.show(stored.id, `${this.t('terminal.updated')} ${this.format(shown, [])}`);
  }

  /** Local answers are given in the same process as the command: none is ever left to finish. */
  async finishAnswer(): Promise<'gone'> {
    return 'gone';
  }

  async pin(_channelId: string, messageId: string): Promise<void> {
    const stored = this.messages.find((m) => m.id === messageId);
    if (stored) stored.pinned = true;
  }

  async dm(userId: string, message: Outgoing): Promise<void> {
    const stored = this.record(`dm:${userId}`, message, false);
    this.show(
      stored.id,
      `${this.t('terminal.dmTo', { name: this.names(userId) })} ${this.format(message, stored.files)}`,
    );
  }

  async createThread(channelId: string, name: string): Promise<string> {
    const id = `${channelId}-thread-${this.nextId++}`;
    this.print(`(thread "${name}" opened: ${id})`);
    return id;
  }

  /** The terminal has no forums: the post is a thread of the forum's id, its first message printed there. */
  async createForumPost(forumId: string, name: string, message: Outgoing, tag?: string): Promise<string> {
    const id = await this.createThread(forumId, tag ? `${name} [${tag}]` : name);
    await this.send(id, message);
    return id;
  }

  async scheduleEvent(_guildId: string, event: ScheduledEvent, eventId?: string): Promise<string> {
    const id = eventId ?? `event-${this.nextId++}`;
    this.events.set(id, event);
    this.print(`(event "${event.name}" until ${event.end.toISOString()})`);
    return id;
  }

  /** Scheduled events made here, by id (tests read them). */
  readonly events = new Map<string, ScheduledEvent>();
}

/** Answers one request in the terminal. */
export class LocalResponder implements Responder {
  answered = false;
  readonly answers: { message: Outgoing; ephemeral: boolean; id: string }[] = [];
  choicesGiven: readonly Choice[] = [];

  constructor(
    private readonly channel: LocalChannel,
    private readonly channelId: string,
    private readonly print: (text: string) => void = () => undefined,
  ) {}

  async defer(): Promise<void> {
    this.answered = true;
  }

  async reply(message: Outgoing, ephemeral = false): Promise<void> {
    this.answered = true;
    const stored = this.channel.record(this.channelId, message, ephemeral);
    this.answers.push({ message, ephemeral, id: stored.id });
    this.channel.show(
      stored.id,
      `${ephemeral ? `${this.channel.t('terminal.onlyYou')} ` : ''}${this.channel.format(message, stored.files)}`,
    );
  }

  async update(message: Outgoing): Promise<void> {
    await this.reply(message, true);
  }

  /** The form shown, kept so the terminal's `fill` line can send it back. */
  modalShown: ModalForm | undefined;

  async modal(form: ModalForm): Promise<void> {
    this.answered = true;
    this.modalShown = form;
    this.channel.lastModal = form;
    const fields = form.fields.map((f) => `  ${f.label} = ${f.value ?? ''}`).join('\n');
    this.print(
      `(form) ${form.title}\n${fields}\n  (send it with: fill ${form.fields[0]?.label ?? 'field'} = ... | ...)`,
    );
  }

  async choices(choices: readonly Choice[]): Promise<void> {
    this.answered = true;
    this.choicesGiven = choices;
    this.print(choices.map((c) => `  ${c.value} — ${c.name}`).join('\n') || '  (no suggestions)');
  }
}
