/** Our transport-neutral messages as discord.js message options, with mentions locked down. */
import { AttachmentBuilder, type MessageCreateOptions, type MessageEditOptions } from 'discord.js';
import type { Outgoing } from '../pipeline/request.js';

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
export const fitContent = (content: string): string =>
  content.length <= MAX_CONTENT_LENGTH ? content : `${content.slice(0, MAX_CONTENT_LENGTH - 1)}…`;

export function toCreate(message: Outgoing): MessageCreateOptions {
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
