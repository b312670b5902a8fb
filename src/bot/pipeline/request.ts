/**
 * What reaches a command, whatever carried it: a Discord interaction or a line typed in the terminal.
 * Commands see only these types, so local play runs the very same pipeline as Discord.
 */
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord-api-types/v10';

export interface Attachment {
  readonly url: string;
  readonly name: string;
  readonly size: number;
  readonly contentType?: string;
}

export type OptionValue = string | number | boolean | Attachment;

export interface Actor {
  readonly id: string;
  readonly name: string;
  readonly locale?: string;
  /** The member has Manage Server in this guild (an administrator of games). */
  readonly canManage: boolean;
  /** The member's roles in this guild (a league's organiser role); absent outside Discord. */
  readonly roles?: readonly string[];
}

export interface BotRequest {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: Readonly<Record<string, OptionValue>>;
  /** For autocomplete: the option being typed. */
  readonly focused?: string;
  /** For a component: the game version it was made for and the id of the message it is on. */
  readonly component?: {
    readonly game: string;
    readonly version: number;
    readonly messageId: string;
    readonly customId: string;
  };
  readonly actor: Actor;
  /** Display names of the users the options name (Discord resolves them with the command), by id. */
  readonly names?: Readonly<Record<string, string>>;
  readonly channelId: string;
  readonly guildId: string | null;
  /**
   * The interaction's webhook token (Discord only; valid 15 minutes): after a crash, the outbox asks
   * Discord whether the answer was given before posting it again.
   */
  readonly interactionToken?: string;
  /** The interaction's id (Discord only): a message it made names it, so it is known again after a crash. */
  readonly interactionId?: string;
}

export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface OutgoingFile {
  readonly name: string;
  readonly data: Buffer;
  /** Alt text. */
  readonly description?: string;
}

export interface Outgoing {
  readonly content?: string;
  readonly files?: readonly OutgoingFile[];
  readonly components?: readonly ActionRow[];
  /** The only users this message may ping; nobody when absent. */
  readonly ping?: readonly string[];
  /** Up to 25 characters; a new post repeating it within a few minutes gives back the first message (Discord's enforce_nonce). */
  readonly nonce?: string;
  /**
   * 'card': the parts laid out together as one card, in order: the text, the pictures (with their
   * alt text), then the buttons and menus (on Discord a Components V2 container, whose text may run to
   * CARD_TEXT_LIMIT characters). An edit of a card must be a card too, carrying all its parts.
   */
  readonly layout?: 'card';
}

/** The most text a plain message carries (Discord's content limit). */
export const MESSAGE_TEXT_LIMIT = 2000;
/** The most text a card carries (Discord's limit on text displays across a Components V2 message). */
export const CARD_TEXT_LIMIT = 4000;

export interface Choice {
  readonly name: string;
  readonly value: string;
}

/** Answers one request. The first answer decides whether it is private (ephemeral). */
export interface Responder {
  /** Acknowledge now and answer later (before slow work). */
  defer(ephemeral: boolean): Promise<void>;
  /** The answer, or a follow-up when the request was already answered. */
  reply(message: Outgoing, ephemeral?: boolean): Promise<void>;
  /** For a component: replace the message it sits on. */
  update(message: Outgoing): Promise<void>;
  /** For autocomplete. */
  choices(choices: readonly Choice[]): Promise<void>;
  /** For a button or a command: a form to fill in (a Discord modal); its submission comes back as a component. */
  modal(form: ModalForm): Promise<void>;
  readonly answered: boolean;
}

/** A form of short text fields (a Discord modal: at most five fields, labels up to 45 characters). */
export interface ModalForm {
  readonly customId: string;
  readonly title: string;
  readonly fields: readonly {
    readonly id: string;
    readonly label: string;
    readonly value?: string;
    readonly placeholder?: string;
    readonly maxLength: number;
  }[];
}

/** A server's scheduled event at a place that is not a voice channel (Discord's EXTERNAL event). */
export interface ScheduledEvent {
  readonly name: string;
  readonly description: string;
  readonly location: string;
  readonly start: Date;
  readonly end: Date;
}

/** The channel a game lives in. */
export interface GameChannel {
  send(channelId: string, message: Outgoing): Promise<string>;
  edit(channelId: string, messageId: string, message: Outgoing): Promise<void>;
  /**
   * Edits a message on a turn no other request wants (the pinned status, issue 45): waits while other
   * requests wait, then makes the message (what it should say by then) and sends it. When `message`
   * gives nothing, nothing is sent; true when the edit was sent.
   */
  editWhenSpare(channelId: string, messageId: string, message: () => Promise<Outgoing | undefined>): Promise<boolean>;
  pin(channelId: string, messageId: string): Promise<void>;
  /** Opens a thread under the channel and returns its id. */
  createThread(channelId: string, name: string): Promise<string>;
  /**
   * Opens a post in a forum channel with its first message, tagged `tag` (the tag is added to the
   * forum when missing and the bot may; else the post goes untagged), and returns the thread's id.
   */
  createForumPost(forumId: string, name: string, message: Outgoing, tag?: string): Promise<string>;
  /** A scheduled event of the server (a league round's end): made, or moved when `eventId` is given. */
  scheduleEvent(guildId: string, event: ScheduledEvent, eventId?: string): Promise<string>;
  /** A direct message to a user (reminders for players who asked for them). */
  dm(userId: string, message: Outgoing): Promise<void>;
  /**
   * After a crash: was the interaction with this token answered? 'answered' (nothing to do), 'edited'
   * (it was only deferred, and `message` now fills it in), or 'gone' (post the answer instead).
   */
  finishAnswer(token: string, message: Outgoing): Promise<'answered' | 'edited' | 'gone'>;
  /**
   * A new message in the channel of an interaction answered publicly, made through that interaction's
   * webhook (`token`, alive 15 minutes) and returning its id: Discord does not count it against the
   * bot's global limit (issue 45). A transport without interactions (the terminal) has none.
   */
  followUp?(token: string, message: Outgoing): Promise<string>;
  /** Edits a message made by `followUp`, through the same interaction's webhook (not counted either). */
  editFollowUp?(token: string, messageId: string, message: Outgoing): Promise<void>;
  /**
   * The bot's newest messages in the channel, newest first, with their text (a card's text included)
   * and the interaction that made each (none for a channel post): after a crash, whether a follow-up
   * was made before it is looked up here.
   */
  recentPosts?(
    channelId: string,
  ): Promise<readonly { readonly id: string; readonly text: string; readonly interaction?: string }[]>;
}
