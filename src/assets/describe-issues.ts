/** A zod failure as the loaders report it: one line per issue, naming the file and the path inside it. */
import type { z } from 'zod';

/** "file: path.to.field: message" for each zod issue. */
export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : '(top level)';
    return `${file}: ${path}: ${issue.message}`;
  });
}
