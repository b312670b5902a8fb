/** A `squadron` engine command as the slash command a player would type (issue 14's end-to-end tests). */
import type { squadron } from '../../src/engine/index.js';
import { slashOf } from '../../src/bot/rulesets/squadron/slash-of.js';
import type { Slash } from './slash.js';

export const squadronSlash = (c: squadron.SquadronCommand): Slash => {
  const s = slashOf(c);
  return { command: s.command, ...(s.subcommand ? { subcommand: s.subcommand } : {}), options: { ...s.options } };
};

/** The slash as one typed line for the local session. */
export const squadronLine = (s: Slash): string =>
  `/${s.command}${s.subcommand ? ` ${s.subcommand}` : ''} ${Object.entries(s.options)
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(' ')}`.trim();
