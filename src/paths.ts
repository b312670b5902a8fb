/**
 * Where the running code is (issue 45). The same modules run in two forms: as TypeScript under tsx
 * (`npm run dev`, the tests, the tools) from `src/` and `commands/`, and compiled to JavaScript
 * (`npm start`, the Docker image) from `dist/src/` and `dist/commands/`. A path found from
 * `import.meta.url` must hold in both, so they are all found here rather than by `../..` counted in
 * each file: data the build does not copy (`assets/`) is under the project's root, code (command
 * modules, worker threads) is beside its caller in the caller's own form.
 */
import { fileURLToPath } from 'node:url';

/** This file is `src/paths.ts` or `dist/src/paths.js`: one level up is the tree the code runs from. */
export const CODE_ROOT = new URL('../', import.meta.url);

/** True when running compiled (from dist/), false under tsx or a test runner. */
export const COMPILED = import.meta.url.endsWith('.js');

/** The project's root (package.json, assets/, data/), whichever form runs. */
export const PROJECT_ROOT = fileURLToPath(COMPILED ? new URL('../', CODE_ROOT) : CODE_ROOT);

/**
 * The module `path` (relative, written without its extension) next to the module at `from`, in the
 * same form as it: `sibling(import.meta.url, './ai-thread')` is ai-thread.ts beside thinker.ts under
 * tsx and ai-thread.js beside thinker.js compiled. A worker thread or child process started from
 * the compiled bot must load compiled code: it has no TypeScript loader of its own.
 */
export function sibling(from: string, path: string): URL {
  const form = /\.[cm]?[jt]s$/.exec(new URL(from).pathname)?.[0];
  if (!form) throw new Error(`sibling: ${from} is not a module file`);
  return new URL(`${path}${form}`, from);
}
