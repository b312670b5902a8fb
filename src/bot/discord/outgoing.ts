/** Our transport-neutral messages as discord.js message options, with mentions locked down. */
import {
  AttachmentBuilder,
  ComponentType,
  MessageFlags,
  type MessageCreateOptions,
  type MessageEditOptions,
} from 'discord.js';
import type { APIComponentInContainer, APIContainerComponent } from 'discord-api-types/v10';
import { CARD_TEXT_LIMIT, type Outgoing, type OutgoingFile } from '../pipeline/request.js';

/** Discord refuses longer nonces (NONCE_TYPE_TOO_LONG). */
export const MAX_NONCE_LENGTH = 25;

/** Only the users the bot means to ping; never @everyone, roles or anyone else named in text. */
export const allowedMentions = (message: Outgoing) => ({
  parse: [] as [],
  users: [...(message.ping ?? [])],
  repliedUser: false,
});

/**
 * With `enforceNonce`, Discord answers a post whose nonce it saw from us in that channel within the
 * last few minutes with the message already made: a retry after a lost answer cannot post twice.
 */
function nonceOptions(nonce: string | undefined): Pick<MessageCreateOptions, 'nonce' | 'enforceNonce'> {
  if (nonce === undefined) return {};
  if (nonce.length === 0 || nonce.length > MAX_NONCE_LENGTH) {
    throw new RangeError(
      `message nonce must be 1-${MAX_NONCE_LENGTH} characters, got ${nonce.length}: ${JSON.stringify(nonce.slice(0, 40))}`,
    );
  }
  return { nonce, enforceNonce: true };
}

/** Discord refuses a message over 2000 characters. */
export const MAX_CONTENT_LENGTH = 2000;

/**
 * The last guard before Discord: content cut to the limit (with "…"), so that no reply, whatever
 * text went into it, is refused and lost. Replies cut their own parts sensibly first; this only
 * catches what they missed.
 */
export const fitContent = (content: string): string => fitText(content, MAX_CONTENT_LENGTH);

/** Text cut to a limit, marked with "…". */
export const fitText = (text: string, limit: number): string =>
  text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;

/** An attachment Discord shows as a picture (in a card's media gallery); any other is shown as a file. */
const PICTURE = /\.(png|gif|jpe?g|webp)$/i;

/** Discord's limits on a Components V2 message: its components in all, nested ones included, and a gallery's items. */
export const MAX_CARD_COMPONENTS = 40;
const MAX_GALLERY_ITEMS = 10;
/** A media gallery item's description (its alt text), as an attachment's. */
const MAX_ALT_TEXT = 1024;

/** The flags a message needs: a card is a Components V2 message. */
export const layoutFlags = (message: Outgoing): number => (message.layout === 'card' ? MessageFlags.IsComponentsV2 : 0);

const altText = (file: OutgoingFile) =>
  file.description ? { description: file.description.slice(0, MAX_ALT_TEXT) } : {};

const attachmentsOf = (files: readonly OutgoingFile[]) =>
  files.map((f) => new AttachmentBuilder(f.data, { name: f.name, ...altText(f) }));

/**
 * A card as Discord lays it out (Components V2): one container holding the text (a text display, cut
 * to the limit across text displays), the pictures in a media gallery (each with its alt text), any
 * other file, then the buttons and menus. Text with the flag set can no longer go in `content`.
 */
export function cardComponents(message: Outgoing): APIContainerComponent[] {
  const text = message.content ?? '';
  const files = message.files ?? [];
  const pictures = files.filter((f) => PICTURE.test(f.name)).slice(0, MAX_GALLERY_ITEMS);
  const others = files.filter((f) => !PICTURE.test(f.name));
  const children: APIComponentInContainer[] = [
    ...(text.length > 0 || files.length === 0
      ? [{ type: ComponentType.TextDisplay as const, content: fitText(text || '…', CARD_TEXT_LIMIT) }]
      : []),
    ...(pictures.length > 0
      ? [
          {
            type: ComponentType.MediaGallery as const,
            items: pictures.map((f) => ({ media: { url: `attachment://${f.name}` }, ...altText(f) })),
          },
        ]
      : []),
    ...others.map((f) => ({ type: ComponentType.File as const, file: { url: `attachment://${f.name}` } })),
    ...(message.components ?? []),
  ];
  return [{ type: ComponentType.Container, components: children }];
}

/** Components in all, as Discord counts them against MAX_CARD_COMPONENTS: every one, nested ones too. */
export function componentCount(components: readonly unknown[]): number {
  return components.reduce<number>((sum, c) => {
    const inner = (c as { components?: unknown[]; accessory?: unknown }) ?? {};
    return (
      sum +
      1 +
      (Array.isArray(inner.components) ? componentCount(inner.components) : 0) +
      (inner.accessory ? componentCount([inner.accessory]) : 0)
    );
  }, 0);
}

export function toCreate(message: Outgoing): MessageCreateOptions {
  if (message.layout === 'card')
    return {
      flags: MessageFlags.IsComponentsV2,
      files: attachmentsOf(message.files ?? []),
      components: cardComponents(message),
      allowedMentions: allowedMentions(message),
      ...nonceOptions(message.nonce),
    };
  return {
    content:
      message.content && message.content.length > 0
        ? fitContent(message.content)
        : message.files?.length
          ? undefined
          : '…',
    files: (message.files ?? []).map(
      (f) => new AttachmentBuilder(f.data, { name: f.name, ...(f.description ? { description: f.description } : {}) }),
    ),
    components: [...(message.components ?? [])],
    allowedMentions: allowedMentions(message),
    ...nonceOptions(message.nonce),
  };
}

/** Edits change a message in place, so they carry no nonce. */
export function toEdit(message: Outgoing): MessageEditOptions {
  // A card stays a card: the flag, and every part of it, whatever changed.
  if (message.layout === 'card')
    return {
      flags: MessageFlags.IsComponentsV2,
      ...(message.files ? { files: attachmentsOf(message.files) } : {}),
      components: cardComponents(message),
      allowedMentions: allowedMentions(message),
    };
  return {
    ...(message.content !== undefined ? { content: fitContent(message.content) } : {}),
    ...(message.files
      ? {
          files: message.files.map(
            (f) =>
              new AttachmentBuilder(f.data, { name: f.name, ...(f.description ? { description: f.description } : {}) }),
          ),
        }
      : {}),
    ...(message.components ? { components: [...message.components] } : {}),
    allowedMentions: allowedMentions(message),
  };
}

/** A message's text as Discord shows it: its content and every text display of its components (a card's). */
export function shownText(message: { readonly content?: string; readonly components?: readonly unknown[] }): string {
  const parts: string[] = message.content ? [message.content] : [];
  const walk = (components: readonly unknown[]): void => {
    for (const c of components) {
      const part = (c ?? {}) as { type?: number; content?: string; components?: unknown[] };
      if (part.type === ComponentType.TextDisplay && typeof part.content === 'string') parts.push(part.content);
      if (Array.isArray(part.components)) walk(part.components);
    }
  };
  walk(message.components ?? []);
  return parts.join('\n');
}
