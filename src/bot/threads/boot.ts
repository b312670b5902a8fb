/**
 * How the bot's own threads start (the AI's, issue 18; the animations', issue 40; the maps', issue 45): a worker's first
 * lines register tsx in the new thread (whatever started the bot: tsx, node with tsx, a test runner),
 * so it runs the TypeScript sources as the bot does, then load the thread's module. The compiled bot
 * (issue 45, `npm start` from dist/) hands a `.js` module (src/paths.ts `sibling`), loaded as it is.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/** The code of a worker (`new Worker(code, { eval: true })`) that runs the module at `module` (.ts or .js). */
export const threadBoot = (module: URL): string =>
  module.pathname.endsWith('.ts')
    ? `import(${JSON.stringify(tsxApi())})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); })`
    : `import(${JSON.stringify(module.href)})`;

/** Where tsx's ESM API is, as its package's exports name it (`tsx/esm/api` for `import`). */
function tsxApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exported = z
    .object({ exports: z.object({ './esm/api': z.object({ import: z.object({ default: z.string() }) }) }) })
    .parse(require(manifest));
  return pathToFileURL(join(dirname(manifest), exported.exports['./esm/api'].import.default)).href;
}
