/**
 * A command read at the engine's boundary (DESIGN.md section 4, zod at every boundary): whatever a
 * caller sends is checked against the ruleset's command schema before any rule sees it.
 */
import type { z } from 'zod';
import { err, ok, ruleError, type Result, type RuleError } from './result.js';

/** The command as the schema reads it, or BAD_COMMAND with the first problem the schema found. */
export function parseCommand<Command>(
  schema: z.ZodType<Command>,
  command: unknown,
): Result<Command, RuleError<'BAD_COMMAND'>> {
  const parsed = schema.safeParse(command);
  if (!parsed.success) return err(ruleError('BAD_COMMAND', { problem: parsed.error.issues[0]?.message ?? '' }));
  return ok(parsed.data);
}
