/** How a command declares one option (or a subcommand): names only; every word comes from the catalogue. */

interface OptionBase {
  readonly name: string;
  readonly required?: boolean;
}

/**
 * One option of a slash command. Every free-text option has a `maxLength` and every number a range
 * (issue 11): Discord's client enforces them, and the dispatcher checks them again for anything else.
 */
export type OptionSpec =
  /** Fixed choices; their labels are `commands.<command>.choices.<option>.<value>`. */
  | (OptionBase & { readonly type: 'string'; readonly choices: readonly string[] })
  | (OptionBase & { readonly type: 'string'; readonly maxLength: number; readonly autocomplete?: boolean })
  | (OptionBase & {
      readonly type: 'integer';
      readonly min: number;
      readonly max: number;
      readonly autocomplete?: boolean;
    })
  | (OptionBase & { readonly type: 'boolean' | 'attachment' | 'user' | 'role' })
  /** A channel of the server, of these Discord channel types (15: a forum). */
  | (OptionBase & { readonly type: 'channel'; readonly channelTypes: readonly number[] });

export interface SubcommandSpec {
  readonly name: string;
  readonly options?: readonly OptionSpec[];
}
