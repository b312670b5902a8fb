/** A value or an error, without exceptions: player mistakes are values, only bugs throw. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** A rule error: a stable code for tests and message templates, and the numbers and ids behind it. */
export interface RuleError<Code extends string = string> {
  readonly code: Code;
  readonly detail: Readonly<Record<string, unknown>>;
}

export const ruleError = <Code extends string>(code: Code, detail: Record<string, unknown> = {}): RuleError<Code> => ({
  code,
  detail,
});
