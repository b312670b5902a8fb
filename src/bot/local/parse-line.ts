/**
 * A typed command line, as in Discord: `/move ship:Vigil how:turn-left`, `/game new scenario:cruiser-duel`,
 * `/fire target:"Ashen Claw"`. Values with spaces go in quotes; `true`/`false` are booleans and
 * whole numbers are integers, as Discord would send them.
 */
import type { OptionValue } from '../pipeline/request.js';

export interface ParsedLine {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: Record<string, OptionValue>;
}

const TOKEN = /([a-z-]+):(?:"([^"]*)"|'([^']*)'|(\S+))|(\S+)/gi;

export function parseLine(
  line: string,
  subcommandsOf: (command: string) => readonly string[] = () => [],
): ParsedLine | string {
  const trimmed = line.trim();
  if (!trimmed.startsWith('/')) return 'commands start with "/", for example /game new scenario:cruiser-duel';
  const [head, ...rest] = trimmed.slice(1).split(/\s+/);
  const command = (head ?? '').toLowerCase();
  let body = rest.join(' ');
  let subcommand: string | undefined;
  const first = rest[0]?.toLowerCase();
  if (first !== undefined && !first.includes(':') && subcommandsOf(command).includes(first)) {
    subcommand = first;
    body = rest.slice(1).join(' ');
  }
  const options: Record<string, OptionValue> = {};
  for (const match of body.matchAll(TOKEN)) {
    if (match[5] !== undefined)
      return `I could not read "${match[5]}": write options as name:value, and put a value with spaces in quotes (ship:"Ashen Claw")`;
    const name = (match[1] ?? '').toLowerCase();
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    options[name] =
      raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : /^-?\d+$/.test(raw) && name !== 'ship' && name !== 'weapon'
            ? Number(raw)
            : raw;
  }
  return subcommand ? { command, subcommand, options } : { command, options };
}
