/**
 * The standings as files an organiser takes elsewhere (issue 17, deliverable 6): CSV for a
 * spreadsheet, JSON for a program. CSV follows RFC 4180 (fields with a comma, quote or line break
 * quoted, quotes doubled), and a name a spreadsheet would run as a formula (one starting with = + - @,
 * a tab or a carriage return) is prefixed with an apostrophe: player names are player-chosen text.
 */
import type { StandingRow } from './standings.js';

export interface NamedRow extends StandingRow {
  readonly name: string;
  readonly rating?: number;
  readonly provisional?: boolean;
}

const COLUMNS = [
  'rank',
  'player',
  'name',
  'score',
  'wins',
  'draws',
  'losses',
  'byes',
  'mov',
  'sos',
  'esos',
  'vp',
  'rating',
  'provisional',
  'dropped',
] as const;

/** A spreadsheet never runs a player's name as a formula. */
const defused = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function field(value: string | number | boolean | undefined): string {
  const text = value === undefined ? '' : typeof value === 'string' ? defused(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function standingsCsv(rows: readonly NamedRow[]): string {
  const lines = rows.map((r) => COLUMNS.map((c) => field(r[c])).join(','));
  return `${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The same rows as JSON, with the league and round they belong to. */
export function standingsJson(league: { id: string; name: string; round: number }, rows: readonly NamedRow[]): string {
  return `${JSON.stringify({ league, standings: rows.map((r) => Object.fromEntries(COLUMNS.map((c) => [c, r[c] ?? null]))) }, null, 2)}\n`;
}
