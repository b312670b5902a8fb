/**
 * Discord stand-ins for local play and tests: a channel that keeps messages in memory (and writes
 * pictures to a folder), and a responder that prints answers, marking private ones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Choice, GameChannel, ModalForm, Outgoing, Responder, ScheduledEvent } from '../pipeline/request.js';

export interface LocalMessage {
  readonly id: string;
  readonly channelId: string;
  content: string;
  components: Outgoing['components'];
  files: string[];
  readonly ping: readonly string[];
  pinned: boolean;
  ephemeral: boolean;
}

/** Renders components as a text hint, since a terminal has no buttons. */
function describeComponents(message: Outgoing): string {
  const rows = message.components ?? [];
  const labels = rows.flatMap((row) =>
    row.components.map((c) =>
      'label' in c && c.label ? `[${c.label}]` : 'placeholder' in c && c.placeholder ? `[${c.placeholder} ▾]` : '',
    ),
  );
  return labels.filter(Boolean).length > 0 ? `\n  buttons: ${labels.filter(Boolean).join(' ')}` : '';
}

export class LocalChannel implements GameChannel {
  readonly messages: LocalMessage[] = [];
  /** The newest form (modal) a command opened, for the terminal's `fill` line. */
  lastModal: ModalForm | undefined;
  private nextId = 1;
  private pictureCount = 0;

  constructor(
    private readonly print: (text: string) => void = () => undefined,
    private readonly picturesDir?: string,
    private readonly names: (id: string) => string = (id) => id,
  ) {
    if (picturesDir) mkdirSync(picturesDir, { recursive: true });
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
    return `${content}${files.length > 0 ? `\n  picture: ${files.join(', ')}` : ''}${describeComponents(message)}`;
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
    };
    this.messages.push(stored);
    return stored;
  }

  async send(channelId: string, message: Outgoing): Promise<string> {
    const stored = this.record(channelId, message, false);
    this.print(this.format(message, stored.files));
    return stored.id;
  }

  async edit(_channelId: string, messageId: string, message: Outgoing): Promise<void> {
    const stored = this.messages.find((m) => m.id === messageId);
    // As Discord answers an edit of a message that is gone: 404 Unknown Message.
    if (!stored) throw Object.assign(new Error(`no message ${messageId}`), { status: 404 });
    stored.content = message.content ?? stored.content;
    stored.components = message.components ?? stored.components;
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
    this.print(`(DM to ${this.names(userId)}) ${this.format(message, stored.files)}`);
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
    this.print(`${ephemeral ? '(only you) ' : ''}${this.channel.format(message, stored.files)}`);
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
