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
  };
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

export function commandRequest(interaction: ChatInputCommandInteraction | AutocompleteInteraction): BotRequest {
  const flat = flatten(interaction.options.data);
  return {
    command: interaction.commandName,
    ...flat,
    ...(interaction.isAutocomplete() ? { focused: interaction.options.getFocused(true).name } : {}),
    actor: actorOf(interaction),
    channelId: interaction.channelId,
    guildId: interaction.guildId,
    interactionToken: interaction.token,
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
  };
}
