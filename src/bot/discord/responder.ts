/**
 * Answers one Discord interaction. Steps run one after another (a deferral by the watchdog and the
 * answer never race), and the first answer decides whether the exchange is private, as Discord requires.
 */
import {
  MessageFlags,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Choice, ModalForm, Outgoing, Responder } from '../pipeline/request.js';
import { layoutFlags, toCreate, toEdit } from './outgoing.js';

type Answerable =
  ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction | ModalSubmitInteraction;

export class DiscordResponder implements Responder {
  private mode: 'none' | 'deferredPublic' | 'deferredPrivate' | 'answered' = 'none';
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly interaction: Answerable | AutocompleteInteraction) {}

  get answered(): boolean {
    return this.mode !== 'none';
  }

  private then<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private get answerable(): Answerable {
    if (this.interaction.isAutocomplete()) throw new Error('an autocomplete interaction only takes choices');
    return this.interaction;
  }

  defer(ephemeral: boolean): Promise<void> {
    return this.then(async () => {
      if (this.mode !== 'none') return;
      await this.answerable.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      this.mode = ephemeral ? 'deferredPrivate' : 'deferredPublic';
    });
  }

  reply(message: Outgoing, ephemeral = false): Promise<void> {
    return this.then(async () => {
      const i = this.answerable;
      const create = toCreate(message);
      // A card (Components V2) keeps its flag whichever way it is answered.
      const flags = (ephemeral ? MessageFlags.Ephemeral : 0) | layoutFlags(message);
      switch (this.mode) {
        case 'none':
          await i.reply({
            content: create.content,
            files: create.files,
            components: create.components,
            allowedMentions: create.allowedMentions,
            ...(flags ? { flags } : {}),
          });
          break;
        case 'deferredPublic':
          if (ephemeral) {
            // A public deferral cannot turn private: drop the placeholder, answer privately. Were the
            // placeholder left, Discord would fill it with this follow-up, in public: a failed drop
            // fails the answer rather than show a private one to the channel.
            await i.deleteReply();
            await i.followUp({
              content: create.content,
              files: create.files,
              components: create.components,
              allowedMentions: create.allowedMentions,
              flags: MessageFlags.Ephemeral | layoutFlags(message),
            });
          } else await i.editReply(toEdit(message));
          break;
        case 'deferredPrivate':
          await i.editReply(toEdit(message));
          break;
        case 'answered':
          await i.followUp({
            content: create.content,
            files: create.files,
            components: create.components,
            allowedMentions: create.allowedMentions,
            ...(flags ? { flags } : {}),
          });
          break;
      }
      this.mode = 'answered';
    });
  }

  update(message: Outgoing): Promise<void> {
    return this.then(async () => {
      const i = this.answerable;
      if (this.mode === 'none' && (i.isButton() || i.isStringSelectMenu())) {
        await i.update(toEdit(message) as Parameters<typeof i.update>[0]);
        this.mode = 'answered';
        return;
      }
      if (this.mode === 'none' && i.isModalSubmit() && i.isFromMessage()) {
        await i.update(toEdit(message) as Parameters<typeof i.update>[0]);
        this.mode = 'answered';
        return;
      }
      await i.editReply(toEdit(message));
      this.mode = 'answered';
    });
  }

  /** A modal of short text fields; a modal's own submission cannot open another. */
  modal(form: ModalForm): Promise<void> {
    return this.then(async () => {
      const i = this.answerable;
      if (i.isModalSubmit() || this.mode !== 'none') throw new Error('a modal opens only as the first answer');
      await i.showModal({
        custom_id: form.customId,
        title: form.title.slice(0, 45),
        components: form.fields.map((f) => ({
          type: 1,
          components: [
            {
              type: 4,
              custom_id: f.id,
              label: f.label.slice(0, 45),
              style: 1,
              required: false,
              max_length: f.maxLength,
              ...(f.value ? { value: f.value.slice(0, f.maxLength) } : {}),
              ...(f.placeholder ? { placeholder: f.placeholder.slice(0, 100) } : {}),
            },
          ],
        })),
      });
      this.mode = 'answered';
    });
  }

  choices(choices: readonly Choice[]): Promise<void> {
    return this.then(async () => {
      if (!this.interaction.isAutocomplete()) throw new Error('choices answer autocomplete only');
      await this.interaction.respond(choices.slice(0, 25).map((c) => ({ name: c.name, value: c.value })));
      this.mode = 'answered';
    });
  }
}
