/**
 * Interaction options checked against the command's own definition before any handler sees them
 * (zod at the boundary; issue 11). Discord's client keeps to the declared types, ranges, lengths and
 * choices, but anything can arrive: a forged payload, a button id, a line typed in the terminal. A
 * value outside the declaration is refused privately with the rule it broke, in the player's words;
 * a value that only needs its form changed (the terminal's "5" for an integer) is normalised.
 */
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import { z } from 'zod';
import { err, ok, type Result } from '../../engine/index.js';
import type { CommandData } from './command.js';
import { problem, type Problem } from './problem.js';
import type { BotRequest, OptionValue } from './request.js';

type Declared = APIApplicationCommandOption;

const AttachmentSchema = z.object({
  url: z.string().min(1).max(2048),
  name: z.string().max(1024),
  size: z.number().int().nonnegative(),
  contentType: z.string().max(255).optional(),
});
const SNOWFLAKE = /^\d{1,20}$/;

/** The options a request's (sub)command declares, or undefined when the request names no such command. */
export function declaredOptions(data: CommandData, subcommand: string | undefined): readonly Declared[] | undefined {
  const top = data.options ?? [];
  const subs = top.filter((o) => o.type === ApplicationCommandOptionType.Subcommand);
  if (subs.length === 0) return subcommand === undefined ? top : undefined;
  // Discord always names one; the terminal's "/game" alone is the command's default (no options).
  if (subcommand === undefined) return [];
  const sub = subs.find((o) => o.name === subcommand);
  return sub && 'options' in sub ? (sub.options ?? []) : sub ? [] : undefined;
}

/** One value against its declaration: the normalised value, or the problem's key and values. */
function checkValue(declared: Declared, value: OptionValue, locale: string | undefined): Result<OptionValue, Problem> {
  const option = declared.name;
  switch (declared.type) {
    case ApplicationCommandOptionType.String: {
      const raw = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
      if (typeof raw !== 'string') return err(problem('input.kind', { option }));
      const choices = 'choices' in declared ? (declared.choices ?? []) : [];
      if (choices.length > 0) {
        const values = choices.map((c) => String(c.value));
        // Typed in the terminal as "a" for "A": the declared spelling.
        const chosen = values.find((v) => v === raw) ?? values.find((v) => v.toLowerCase() === raw.toLowerCase());
        if (chosen !== undefined) return ok(chosen);
        // Each choice as the reader's client names it, with the value to type after it.
        const named = choices.map((c) => {
          const name =
            (locale ? c.name_localizations?.[locale as keyof typeof c.name_localizations] : undefined) ?? c.name;
          return name.toLowerCase() === String(c.value).toLowerCase() ? `\`${c.value}\`` : `${name} (\`${c.value}\`)`;
        });
        return err(problem('input.choice', { option, choices: named.join(', ') }));
      }
      const max = 'max_length' in declared ? declared.max_length : undefined;
      if (max !== undefined && [...raw].length > max) return err(problem('input.tooLong', { option, max }));
      return ok(raw);
    }
    case ApplicationCommandOptionType.Integer: {
      const min = 'min_value' in declared ? declared.min_value : undefined;
      const max = 'max_value' in declared ? declared.max_value : undefined;
      const parsed = z.coerce
        .number()
        .int()
        .safeParse(typeof value === 'string' && !/^-?\d{1,16}$/.test(value.trim()) ? Number.NaN : value);
      if (!parsed.success || typeof value === 'boolean' || typeof value === 'object')
        return err(problem('input.range', { option, min: min ?? '…', max: max ?? '…' }));
      if ((min !== undefined && parsed.data < min) || (max !== undefined && parsed.data > max))
        return err(problem('input.range', { option, min: min ?? '…', max: max ?? '…' }));
      return ok(parsed.data);
    }
    case ApplicationCommandOptionType.Boolean:
      if (typeof value === 'boolean') return ok(value);
      if (value === 'true' || value === 'false') return ok(value === 'true');
      return err(problem('input.kind', { option }));
    case ApplicationCommandOptionType.User:
    case ApplicationCommandOptionType.Role:
    case ApplicationCommandOptionType.Channel: {
      const raw = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
      return typeof raw === 'string' && SNOWFLAKE.test(raw) ? ok(raw) : err(problem('input.kind', { option }));
    }
    case ApplicationCommandOptionType.Attachment: {
      const parsed = AttachmentSchema.safeParse(value);
      return parsed.success ? ok(parsed.data) : err(problem('input.kind', { option }));
    }
    default:
      return err(problem('input.kind', { option }));
  }
}

/**
 * The request with its options checked and normalised, or why not. A slash command may carry only
 * declared options and must carry the required ones; a button (our own custom id) may carry extra
 * keys its handler reads (an undo answer, a request's number), but declared ones are held to their
 * declaration all the same, since an id can be forged.
 */
export function checkOptions(data: CommandData, request: BotRequest): Result<BotRequest, Problem> {
  const fromButton = request.component !== undefined;
  // Some buttons run a subcommand that has no slash form (the rematch under a finished game).
  const declared = declaredOptions(data, request.subcommand) ?? (fromButton ? [] : undefined);
  if (!declared) return err(problem('input.unreadable'));
  const options: Record<string, OptionValue> = {};
  for (const [name, value] of Object.entries(request.options)) {
    const declaration = declared.find((d) => d.name === name);
    if (!declaration) {
      if (!fromButton) return err(problem('input.unknown', { option: name.replace(/[^-\w]/g, '').slice(0, 32) }));
      if (typeof value !== 'string' && typeof value !== 'boolean') return err(problem('input.unreadable'));
      options[name] = value;
      continue;
    }
    const checked = checkValue(declaration, value, request.actor.locale);
    if (!checked.ok) return checked;
    options[name] = checked.value;
  }
  if (!fromButton) {
    const missing = declared.find((d) => 'required' in d && d.required === true && options[d.name] === undefined);
    if (missing) return err(problem('input.missing', { option: missing.name }));
  }
  return ok({ ...request, options });
}
