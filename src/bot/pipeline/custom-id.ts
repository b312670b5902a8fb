/**
 * Component ids (at most 100 characters, Discord's limit) carry the prompt's game version and what
 * the click means, so components are handled from the id and the store alone (they survive restarts)
 * and a click on an older prompt is refused as stale.
 *   g<game>:<version>:c:<command>[/<subcommand>]:<k=v;k=v>  a button that runs a slash command
 *   g<game>:<version>:d:<ship>:<slot>                        a select menu composing the turn (a draft);
 *                                                            the slot is the ruleset's word, checked by its composer
 *   g<game>:<version>:s                                      "Submit turn": the draft as one batch
 *   g<game>:<version>:p                                      "Plan every ship": opens the turn form
 *   g<game>:<version>:q                                      the turn form sent back (a modal's submit)
 *   g<game>:<version>:r:<window>:<option>                    an answer to the reaction open in `window` (issue 42)
 */
import { DraftSlotSchema, type DraftSlot } from '../games/draft.js';

export type ComponentAction =
  | {
      readonly kind: 'command';
      readonly command: string;
      readonly subcommand?: string;
      readonly options: Readonly<Record<string, string | boolean>>;
    }
  | { readonly kind: 'draft'; readonly ship: string; readonly slot: DraftSlot }
  | { readonly kind: 'submit' }
  | { readonly kind: 'plan' }
  | { readonly kind: 'planned' }
  | { readonly kind: 'reaction'; readonly window: string; readonly option: string };

export interface ComponentId {
  /** Which game (a short tag of its id): a click on a button of an earlier game in the channel is stale. */
  readonly game: string;
  readonly version: number;
  readonly action: ComponentAction;
}

export const CUSTOM_ID_LIMIT = 100;
const SAFE = /^[^:;=]*$/;

function encodeOptions(options: Readonly<Record<string, string | boolean>>): string {
  return Object.entries(options)
    .map(([k, v]) => `${k}=${typeof v === 'boolean' ? (v ? '!t' : '!f') : encodeURIComponent(v)}`)
    .join(';');
}

function decodeOptions(text: string): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const pair of text.split(';').filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const raw = pair.slice(at + 1);
    out[pair.slice(0, at)] = raw === '!t' ? true : raw === '!f' ? false : decodeURIComponent(raw);
  }
  return out;
}

export function encodeComponentId(id: ComponentId): string {
  const a = id.action;
  const body =
    a.kind === 'command'
      ? `c:${a.command}${a.subcommand ? `/${a.subcommand}` : ''}:${encodeOptions(a.options)}`
      : a.kind === 'draft'
        ? `d:${encodeURIComponent(a.ship)}:${a.slot}`
        : a.kind === 'reaction'
          ? `r:${encodeURIComponent(a.window)}:${encodeURIComponent(a.option)}`
          : a.kind === 'plan'
            ? 'p'
            : a.kind === 'planned'
              ? 'q'
              : 's';
  const out = `g${id.game}:${id.version}:${body}`;
  const unsafe =
    (a.kind === 'command' && !SAFE.test(a.command)) ||
    (a.kind === 'draft' && !DraftSlotSchema.safeParse(a.slot).success);
  if (out.length > CUSTOM_ID_LIMIT || unsafe) throw new Error(`component id too long or unsafe: ${out}`);
  return out;
}

/** What the id means, or undefined for an id this bot did not make (bad percent-encoding included). */
export function decodeComponentId(customId: string): ComponentId | undefined {
  try {
    return decodeId(customId);
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
}

function decodeId(customId: string): ComponentId | undefined {
  if (customId.length > CUSTOM_ID_LIMIT) return undefined;
  const match = /^g([a-z0-9]{0,12}):(\d+):(.*)$/.exec(customId);
  if (!match) return undefined;
  const game = match[1] ?? '';
  const version = Number(match[2]);
  const body = match[3] ?? '';
  if (body === 's') return { game, version, action: { kind: 'submit' } };
  if (body === 'p') return { game, version, action: { kind: 'plan' } };
  if (body === 'q') return { game, version, action: { kind: 'planned' } };
  // Any ruleset's slot reads here (ids of prompts posted before slots were the rulesets' included);
  // whether the game's ruleset has that slot is its composer's question (dispatch.ts).
  const draft = /^d:([^:]+):([^:]+)$/.exec(body);
  const slot = DraftSlotSchema.safeParse(draft?.[2]);
  if (draft && slot.success)
    return { game, version, action: { kind: 'draft', ship: decodeURIComponent(draft[1] ?? ''), slot: slot.data } };
  const reaction = /^r:([^:]+):([^:]+)$/.exec(body);
  if (reaction) {
    const [window, option] = [decodeURIComponent(reaction[1] ?? ''), decodeURIComponent(reaction[2] ?? '')];
    return { game, version, action: { kind: 'reaction', window, option } };
  }
  const command = /^c:([a-z-]+)(?:\/([a-z-]+))?:(.*)$/.exec(body);
  if (command) {
    const action: ComponentAction = {
      kind: 'command',
      command: command[1] ?? '',
      options: decodeOptions(command[3] ?? ''),
    };
    return { game, version, action: command[2] ? { ...action, subcommand: command[2] } : action };
  }
  return undefined;
}

/** A short tag of a game's id (its creation time in base 36, last characters): enough to tell games in one channel apart. */
export const gameTag = (record: { readonly id: string }): string =>
  record.id
    .slice(-6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
