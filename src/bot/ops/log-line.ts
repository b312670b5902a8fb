/**
 * One log line as a host reads it (issue 45): `text` for a terminal (time, level, message, then the
 * context as key=value and the line's own fields as JSON), `json` for a log collector (one object a
 * line: time, level, msg, the context's guild/channel/game and the fields). Never throws: a field that
 * cannot be serialised (a cycle) is written as text rather than losing the line.
 */
import type { LogContext } from './log-context.js';

export type LogFormat = 'text' | 'json';

const RESERVED = new Set(['time', 'level', 'msg']);

/** Errors as their stack (JSON would make `{}` of them), bigints as digits. */
const replacer = (_key: string, value: unknown): unknown =>
  value instanceof Error ? (value.stack ?? value.message) : typeof value === 'bigint' ? value.toString() : value;

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value, replacer);
  } catch {
    return JSON.stringify(String(value));
  }
}

export function logLine(
  format: LogFormat,
  level: string,
  message: string,
  fields: Readonly<Record<string, unknown>> | undefined,
  context: Readonly<LogContext>,
  time: Date = new Date(),
): string {
  const where = (['guild', 'channel', 'game'] as const).flatMap((k) =>
    context[k] === undefined ? [] : [[k, context[k]] as const],
  );
  if (format === 'json') {
    const line: Record<string, unknown> = { time: time.toISOString(), level, msg: message };
    for (const [k, v] of where) line[k] = v;
    // A field named like one of the line's own keys keeps its value under `field.<name>`.
    for (const [k, v] of Object.entries(fields ?? {})) line[RESERVED.has(k) ? `field.${k}` : k] = v;
    try {
      return JSON.stringify(line, replacer);
    } catch {
      // A field with a cycle: each field on its own, the unserialisable ones as text.
      const safe = Object.fromEntries(Object.entries(line).map(([k, v]) => [k, JSON.parse(stringify(v)) as unknown]));
      return JSON.stringify(safe);
    }
  }
  const pairs = where.map(([k, v]) => ` ${k}=${v}`).join('');
  const rest = fields && Object.keys(fields).length > 0 ? ` ${stringify(fields)}` : '';
  return `${time.toISOString()} ${level} ${message}${pairs}${rest}`;
}
