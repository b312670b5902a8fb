/**
 * One asset file read and checked with its zod schema: its value, or undefined with the problems
 * (not JSON, or each schema issue with its path) pushed onto `problems`, named by `file`.
 */
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { describeIssues } from './describe-issues.js';

export async function readJson<T>(
  path: string,
  file: string,
  schema: z.ZodType<T>,
  problems: string[],
): Promise<T | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    problems.push(`${file}: not valid JSON: ${(e as Error).message}`);
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    problems.push(...describeIssues(file, parsed.error));
    return undefined;
  }
  return parsed.data;
}
