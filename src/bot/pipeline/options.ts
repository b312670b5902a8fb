/** Reading a request's options with zod (a boundary like any other): a clear problem when one is wrong. */
import { z } from 'zod';
import type { Result } from '../../engine/index.js';
import { problem, type Problem } from './problem.js';
import type { Attachment, BotRequest } from './request.js';

export function stringOption(request: BotRequest, name: string, max = 100): Result<string | undefined, Problem> {
  const value = request.options[name];
  if (value === undefined) return { ok: true, value: undefined };
  const parsed = z
    .string()
    .max(max)
    .safeParse(typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: problem('reply.badOption', { option: name, problem: `at most ${max} characters` }) };
}

/**
 * A key a button's id carries besides the command's options (an undo answer, the side a prompt was
 * posted for): never an option a person types, so not in any declaration.
 */
export const buttonValue = (request: BotRequest, key: string): string | undefined =>
  request.component === undefined ? undefined : str(request, key);

export const str = (request: BotRequest, name: string): string | undefined => {
  const v = request.options[name];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
};

export const bool = (request: BotRequest, name: string): boolean | undefined => {
  const v = request.options[name];
  return typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : undefined;
};

export const int = (request: BotRequest, name: string): number | undefined => {
  const v = request.options[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined;
  return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
};

export const attachment = (request: BotRequest, name: string): Attachment | undefined => {
  const v = request.options[name];
  return typeof v === 'object' ? v : undefined;
};
