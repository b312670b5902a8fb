/** Our transport-neutral messages as discord.js message options, with mentions locked down. */
import { AttachmentBuilder, type MessageCreateOptions, type MessageEditOptions } from 'discord.js';
import type { Outgoing } from '../request.js';

/** Only the users the bot means to ping; never @everyone, roles or anyone else named in text. */
export const allowedMentions = (message: Outgoing) => ({ parse: [] as [], users: [...(message.ping ?? [])], repliedUser: false });

export function toCreate(message: Outgoing): MessageCreateOptions {
  return {
    content: message.content && message.content.length > 0 ? message.content : message.files?.length ? undefined : '…',
    files: (message.files ?? []).map((f) => new AttachmentBuilder(f.data, { name: f.name, ...(f.description ? { description: f.description } : {}) })),
    components: [...(message.components ?? [])],
    allowedMentions: allowedMentions(message),
  };
}

export function toEdit(message: Outgoing): MessageEditOptions {
  return {
    ...(message.content !== undefined ? { content: message.content } : {}),
    ...(message.files ? { files: message.files.map((f) => new AttachmentBuilder(f.data, { name: f.name, ...(f.description ? { description: f.description } : {}) })) } : {}),
    ...(message.components ? { components: [...message.components] } : {}),
    allowedMentions: allowedMentions(message),
  };
}
