/**
 * Buttons and menus a ruleset's prompt is built from (squadron's and vector's): each one runs a slash
 * command with its options (src/bot/pipeline/custom-id.ts), so a click and the typed command are one path.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { encodeComponentId } from '../pipeline/custom-id.js';
import type { ActionRow } from '../pipeline/request.js';

export interface At {
  readonly game: string;
  readonly version: number;
}

export type Options = Readonly<Record<string, string | boolean>>;

type Button = Extract<ActionRow['components'][number], { type: ComponentType.Button }>;

export function button(
  at: At,
  label: string,
  command: string,
  options: Options,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger = ButtonStyle.Secondary,
): Button {
  return {
    type: ComponentType.Button,
    style,
    label: label.slice(0, 80),
    custom_id: encodeComponentId({ ...at, action: { kind: 'command', command, options } }),
  } as Button;
}

/** Buttons laid out five to a row, at most five rows (Discord's limits); the rest are left to typing. */
export function rows(buttons: readonly Button[]): ActionRow[] {
  const out: ActionRow[] = [];
  for (let i = 0; i < Math.min(buttons.length, 25); i += 5)
    out.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
  return out;
}

/** A select menu that runs `command` with `options` and the chosen value as the option `into`. */
export function menu(
  at: At,
  command: string,
  options: Options,
  into: string,
  placeholder: string,
  choices: readonly { label: string; value: string; description?: string }[],
): ActionRow {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: encodeComponentId({
          ...at,
          action: { kind: 'command', command, options: { ...options, select: into } },
        }),
        placeholder: placeholder.slice(0, 150),
        options: choices.slice(0, 25).map((c) => ({
          label: c.label.slice(0, 100),
          value: c.value,
          ...(c.description ? { description: c.description.slice(0, 100) } : {}),
        })),
      },
    ],
  };
}
