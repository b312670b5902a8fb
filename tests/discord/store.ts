/**
 * Everything the bot posted: messages (with every revision, the files' bytes and who got pinged) and the
 * uploaded files the fake serves back over HTTP.
 */
import { asArray, asObjects, asString, isObject, type JsonObject, type UploadedFile } from './http.js';
import { allComponents, type FieldError, Flags, Limits, textDisplays } from './limits.js';
import { computePings, NO_PINGS, type Pings } from './mentions.js';
import type { UserFixture } from './world.js';

export interface RecordedAttachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  /** The uploaded bytes, e.g. a PNG to decode. */
  data: Buffer;
  url: string;
  proxyUrl: string;
  description: string | null;
  /** Read from the PNG header when the file is a PNG, as Discord reports image sizes. */
  width: number | null;
  height: number | null;
}

export interface MessageSnapshot {
  content: string;
  embeds: JsonObject[];
  components: JsonObject[];
  attachments: RecordedAttachment[];
  flags: number;
  /** Date.now() when this version was replaced. */
  replacedAt: number;
}

export interface RecordedMessage {
  id: string;
  channelId: string;
  guildId: string | null;
  author: UserFixture;
  /** Discord message type: 0 default, 19 reply, 20 chat-input command response. */
  type: number;
  content: string;
  embeds: JsonObject[];
  components: JsonObject[];
  attachments: RecordedAttachment[];
  flags: number;
  allowedMentions: JsonObject | null;
  messageReference: JsonObject | null;
  /** Date.now() timestamps. */
  createdAt: number;
  editedAt: number | null;
  deletedAt: number | null;
  /** The interaction whose token produced this message (reply, deferral, follow-up), if any. */
  interactionId: string | null;
  ephemeral: boolean;
  pinned: boolean;
  pinnedAt: number | null;
  /** Set when a thread was started from this message. */
  threadId: string | null;
  /** Who was notified. Ephemeral and still-loading messages notify nobody. */
  pings: Pings;
  /** Earlier versions, oldest first. */
  revisions: MessageSnapshot[];
  /** The `nonce` the message was posted with (channel messages only), echoed back as sent. */
  nonce: string | number | null;
}

export interface NewFile {
  filename: string;
  contentType: string;
  data: Buffer;
  description?: string | null;
}

/** PNG dimensions live at fixed offsets of the IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Stores uploaded files under ids and serves them at `<base>/attachments/<id>/<filename>`. */
export class AttachmentStore {
  private readonly files = new Map<string, RecordedAttachment>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly nextId: () => string,
  ) {}

  add(file: NewFile): RecordedAttachment {
    const id = this.nextId();
    const path = `attachments/${id}/${encodeURIComponent(file.filename)}`;
    const size = pngSize(file.data);
    const attachment: RecordedAttachment = {
      id,
      filename: file.filename,
      contentType: file.contentType,
      size: file.data.length,
      data: file.data,
      url: `${this.baseUrl()}/${path}`,
      proxyUrl: `${this.baseUrl()}/proxy/${path}`,
      description: file.description ?? null,
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
    this.files.set(id, attachment);
    return attachment;
  }

  get(id: string): RecordedAttachment | undefined {
    return this.files.get(id);
  }
}

export interface AttachmentResolution {
  attachments: RecordedAttachment[];
  errors: FieldError[];
  /** Set when Discord would answer 413 instead of a field error. */
  tooLarge: string | null;
}

/**
 * Works out a message's attachments after a create or edit. Discord (API v10) treats a body's
 * `attachments` list as the complete new set: existing ids are kept, numeric ids refer to `files[n]`.
 * Without the list, edits keep what was there and any uploaded files are added.
 */
export function resolveAttachments(
  body: JsonObject,
  files: UploadedFile[],
  existing: RecordedAttachment[],
  store: AttachmentStore,
): AttachmentResolution {
  const errors: FieldError[] = [];
  if (files.length > Limits.files)
    return { attachments: [], errors, tooLarge: `${files.length} files (limit ${Limits.files})` };
  const bytes = files.reduce((sum, f) => sum + f.data.length, 0);
  if (bytes > Limits.uploadBytes)
    return { attachments: [], errors, tooLarge: `${bytes} bytes of files (limit ${Limits.uploadBytes})` };

  const used = new Set<UploadedFile>();
  const result: RecordedAttachment[] = [];
  const listed = Array.isArray(body.attachments);
  if (!listed) result.push(...existing);
  asArray(body.attachments).forEach((entry, i) => {
    if (!isObject(entry)) return;
    const id = String(entry.id);
    const kept = existing.find((a) => a.id === id);
    if (kept) {
      result.push(kept);
      return;
    }
    const file = files.find((f) => f.index !== null && String(f.index) === id);
    if (!file) {
      errors.push({
        path: ['attachments', i, 'id'],
        code: 'ATTACHMENT_NOT_FOUND',
        message: `Attachment "${id}" is neither an existing attachment nor an uploaded files[${id}]`,
      });
      return;
    }
    used.add(file);
    result.push(
      store.add({
        filename: asString(entry.filename) ?? file.filename,
        contentType: file.contentType,
        data: file.data,
        description: asString(entry.description) ?? null,
      }),
    );
  });
  for (const file of files) {
    if (!used.has(file))
      result.push(store.add({ filename: file.filename, contentType: file.contentType, data: file.data }));
  }
  if (result.length > Limits.files)
    return { attachments: [], errors, tooLarge: `${result.length} attachments (limit ${Limits.files})` };
  return { attachments: result, errors, tooLarge: null };
}

export function isEmptyMessage(
  message: Pick<RecordedMessage, 'content' | 'embeds' | 'components' | 'attachments'>,
): boolean {
  return (
    message.content.length === 0 &&
    message.embeds.length === 0 &&
    message.components.length === 0 &&
    message.attachments.length === 0
  );
}

/** Applies the fields an edit body carries (absent fields stay, null clears), keeping the old version. */
export function applyEdit(message: RecordedMessage, body: JsonObject, attachments: RecordedAttachment[]): void {
  message.revisions.push({
    content: message.content,
    embeds: message.embeds,
    components: message.components,
    attachments: message.attachments,
    flags: message.flags,
    replacedAt: Date.now(),
  });
  if ('content' in body) message.content = asString(body.content) ?? '';
  if ('embeds' in body) message.embeds = asObjects(body.embeds);
  if ('components' in body) message.components = asObjects(body.components);
  if ('allowed_mentions' in body && isObject(body.allowed_mentions)) message.allowedMentions = body.allowed_mentions;
  if (typeof body.flags === 'number') {
    // An edit can only toggle embed suppression, and set Components V2 (which is never unset);
    // ephemerality is fixed at creation.
    message.flags =
      (message.flags & ~Flags.SuppressEmbeds) | (body.flags & (Flags.SuppressEmbeds | Flags.IsComponentsV2));
  }
  message.attachments = attachments;
  message.editedAt = Date.now();
}

/**
 * Pings are decided when a message first becomes visible: at creation, or for a deferred ("thinking")
 * response at the edit that fills it in. Ephemeral messages never notify anyone.
 */
export function settlePings(message: RecordedMessage, repliedUserId: string | null): void {
  if (message.ephemeral || message.flags & Flags.Loading) {
    message.pings = NO_PINGS;
    return;
  }
  message.pings = computePings(textOf(message), message.allowedMentions ?? undefined, repliedUserId);
}

/**
 * A message's text as people read it: its content, or for a Components V2 message its text displays
 * (whose mentions ping like content's), joined by newlines.
 */
export function textOf(message: Pick<RecordedMessage, 'content' | 'components'>): string {
  return [message.content, ...textDisplays(message.components)].filter((t) => t.length > 0).join('\n');
}

/** A message's buttons and menus, wherever they sit (in action rows at the top, or in a container). */
export function controlsOf(message: Pick<RecordedMessage, 'components'>): JsonObject[] {
  return allComponents(message.components).filter((c) => [2, 3, 5, 6, 7, 8].includes(c.type as number));
}

/** A media gallery item as a test reads it: the attachment it shows (when it names one) and its alt text. */
export interface GalleryItem {
  url: string;
  description: string | null;
  attachment: RecordedAttachment | undefined;
}

/** The pictures a Components V2 message shows in its media galleries, in order. */
export function galleryOf(message: Pick<RecordedMessage, 'components' | 'attachments'>): GalleryItem[] {
  return allComponents(message.components)
    .filter((c) => c.type === 12)
    .flatMap((c) => asObjects(c.items))
    .map((item) => {
      const url = isObject(item.media) ? (asString(item.media.url) ?? '') : '';
      const name = url.startsWith('attachment://') ? url.slice('attachment://'.length) : undefined;
      return {
        url,
        description: asString(item.description) ?? null,
        attachment: name === undefined ? undefined : message.attachments.find((a) => a.filename === name),
      };
    });
}

type Listener = (message: RecordedMessage) => void;

export class MessageStore {
  private readonly byId = new Map<string, RecordedMessage>();
  /**
   * The same messages by channel, oldest first: a channel's list (every post with a nonce, every pin)
   * then costs what the channel holds, not what the whole fake does (the load trial, issue 45, holds
   * hundreds of thousands of messages across thousands of channels).
   */
  private readonly byChannel = new Map<string, RecordedMessage[]>();
  private readonly listeners = new Set<Listener>();

  add(message: RecordedMessage): void {
    if (!this.byId.has(message.id)) {
      const list = this.byChannel.get(message.channelId);
      if (list) list.push(message);
      else this.byChannel.set(message.channelId, [message]);
    }
    this.byId.set(message.id, message);
    this.changed(message);
  }

  get(id: string): RecordedMessage | undefined {
    return this.byId.get(id);
  }

  /** Messages oldest first, deleted ones left out. */
  list(channelId?: string): RecordedMessage[] {
    const messages = channelId === undefined ? [...this.byId.values()] : (this.byChannel.get(channelId) ?? []);
    return messages.filter((m) => m.deletedAt === null);
  }

  all(): RecordedMessage[] {
    return [...this.byId.values()];
  }

  /**
   * The live message that author posted in the channel with this nonce at or after `since` (what
   * enforce_nonce returns instead of a new one). Compared as text (assumed: Discord keys nonces as strings).
   */
  withNonce(channelId: string, authorId: string, nonce: string | number, since: number): RecordedMessage | undefined {
    return this.list(channelId)
      .reverse()
      .find(
        (m) =>
          m.nonce !== null && String(m.nonce) === String(nonce) && m.author.id === authorId && m.createdAt >= since,
      );
  }

  /** Call after every mutation so waiters re-check their predicates. */
  changed(message: RecordedMessage): void {
    for (const listener of [...this.listeners]) listener(message);
  }

  /** Resolves with the first message (existing or future, created or edited) matching the predicate. */
  waitFor(
    predicate: (message: RecordedMessage) => boolean,
    timeoutMs: number,
    describe: string,
  ): Promise<RecordedMessage> {
    const existing = this.list().find(predicate);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const listener: Listener = (message) => {
        if (message.deletedAt !== null || !predicate(message)) return;
        cleanup();
        resolve(message);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`fake Discord: no message matching ${describe} within ${timeoutMs}ms`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.listeners.delete(listener);
      };
      this.listeners.add(listener);
    });
  }
}
