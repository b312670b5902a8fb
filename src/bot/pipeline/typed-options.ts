/**
 * A command's options as the types its declaration gives them (issue 12): a handler receives
 * `{ ship?: string; how?: 'straight' | ...; boost?: boolean }` built from the same list of
 * `OptionSpec`s the slash command is registered with, so no handler reads an option by name and
 * casts it. By the time a handler runs, the option check (option-check.ts) has held every value to
 * its declaration; reading here only gives the values their types.
 */
import type { OptionSpec } from './option-spec.js';
import type { Attachment, BotRequest, OptionValue } from './request.js';

type ValueOf<S extends OptionSpec> = S extends { readonly type: 'string'; readonly choices: readonly (infer C)[] }
  ? C
  : S extends { readonly type: 'string' }
    ? string
    : S extends { readonly type: 'integer' }
      ? number
      : S extends { readonly type: 'boolean' }
        ? boolean
        : S extends { readonly type: 'attachment' }
          ? Attachment
          : S extends { readonly type: 'user' | 'role' | 'channel' }
            ? string
            : never;

type RequiredSpec<Specs extends readonly OptionSpec[]> = Extract<Specs[number], { readonly required: true }>;
type OptionalSpec<Specs extends readonly OptionSpec[]> = Exclude<Specs[number], { readonly required: true }>;

/** The options a declaration gives: required ones always there, the rest when given. */
export type OptionsOf<Specs extends readonly OptionSpec[]> = {
  readonly [S in RequiredSpec<Specs> as S['name']]: ValueOf<S>;
} & { readonly [S in OptionalSpec<Specs> as S['name']]?: ValueOf<S> };

/** One checked value in its declared type (undefined should the check not have run). */
function typed(spec: OptionSpec, value: OptionValue): unknown {
  switch (spec.type) {
    case 'string':
    case 'user':
    case 'role':
    case 'channel':
      return typeof value === 'string' ? value : undefined;
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'attachment':
      return typeof value === 'object' ? value : undefined;
  }
}

export function readOptions<const Specs extends readonly OptionSpec[]>(
  specs: Specs,
  request: BotRequest,
): OptionsOf<Specs> {
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    const value = request.options[spec.name];
    const read = value === undefined ? undefined : typed(spec, value);
    if (read !== undefined) out[spec.name] = read;
  }
  return out as OptionsOf<Specs>;
}
