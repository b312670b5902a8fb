/** A discord.js interaction as our transport-neutral request. */
import {
  ApplicationCommandOptionType,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { Actor, BotRequest, OptionValue } from '../pipeline/request.js';

type Any = ChatInputCommandInteraction | AutocompleteInteraction | MessageComponentInteraction | ModalSubmitInteraction;

export function actorOf(interaction: Any): Actor {
  const member = interaction.member;
  const display = member && 'displayName' in member ? member.displayName : (member?.nick ?? null);
  return {
    id: interaction.user.id,
    name: display ?? interaction.user.globalName ?? interaction.user.username,
    locale: interaction.locale,
    canManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
    roles: rolesOf(member),
  };
}

/** A member's role ids, whether discord.js cached the member (a role manager) or sent the raw list. */
function rolesOf(member: Any['member']): string[] {
  if (!member) return [];
  const roles = member.roles as unknown;
  if (Array.isArray(roles)) return roles.filter((r): r is string => typeof r === 'string');
  const cache = (roles as { cache?: Map<string, unknown> } | undefined)?.cache;
  return cache ? [...cache.keys()] : [];
}

function optionValue(option: CommandInteractionOption): OptionValue | undefined {
  if (option.type === ApplicationCommandOptionType.Attachment && option.attachment) {
    const a = option.attachment;
    return { url: a.url, name: a.name, size: a.size, ...(a.contentType ? { contentType: a.contentType } : {}) };
  }
  return option.value ?? undefined;
}

/** Options flattened out of a subcommand (and subcommand group) wrapper. */
function flatten(options: readonly CommandInteractionOption[]): {
  subcommand?: string;
  options: Record<string, OptionValue>;
} {
  const out: Record<string, OptionValue> = {};
  let subcommand: string | undefined;
  for (const option of options) {
    if (
      option.type === ApplicationCommandOptionType.Subcommand ||
      option.type === ApplicationCommandOptionType.SubcommandGroup
    ) {
      subcommand = option.name;
      Object.assign(out, flatten(option.options ?? []).options);
      continue;
    }
    const value = optionValue(option);
    if (value !== undefined) out[option.name] = value;
  }
  return subcommand ? { subcommand, options: out } : { options: out };
}

/** Display names of the users named in the options (a substitute, an opponent), from Discord's resolved data. */
function namesOf(options: readonly CommandInteractionOption[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const option of options) {
    Object.assign(out, namesOf(option.options ?? []));
    if (option.type !== ApplicationCommandOptionType.User || !option.user) continue;
    const member = option.member as { nick?: string | null; displayName?: string } | null | undefined;
    out[option.user.id] = member?.displayName ?? member?.nick ?? option.user.globalName ?? option.user.username;
  }
  return out;
}

export function commandRequest(interaction: ChatInputCommandInteraction | AutocompleteInteraction): BotRequest {
  const flat = flatten(interaction.options.data);
  const names = namesOf(interaction.options.data);
  return {
    command: interaction.commandName,
    ...flat,
    ...(Object.keys(names).length > 0 ? { names } : {}),
    ...(interaction.isAutocomplete() ? { focused: interaction.options.getFocused(true).name } : {}),
    actor: actorOf(interaction),
    channelId: interaction.channelId,
    guildId: interaction.guildId,
    interactionToken: interaction.token,
    interactionId: interaction.id,
  };
}

export function componentBase(
  interaction: MessageComponentInteraction | ModalSubmitInteraction,
): Omit<BotRequest, 'command' | 'options'> {
  return {
    actor: actorOf(interaction),
    channelId: interaction.channelId ?? '',
    guildId: interaction.guildId,
    interactionToken: interaction.token,
    interactionId: interaction.id,
  };
}
