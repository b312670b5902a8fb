// `npm run build` (and `npm ci`'s prepare step): compiles src/ and commands/ to dist/ (issue 45).
// `--if-stale` (npm start's prestart step, the compiled-start test and benchmark): only when dist/ is
// missing or older than the sources, so the README's `npm ci && npm start` always runs what is checked
// out, also after a `git pull` without a build. Plain JavaScript: it runs before anything is compiled,
// and node starts it in a few tens of milliseconds where tsx would cost every start a few hundred.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
// Written last: a build that failed or was cut short leaves none, so the next start builds again.
const stamp = join(dist, '.built');
const inputs = ['src', 'commands', 'tsconfig.json', 'tsconfig.build.json'];

/** The newest modification time under `path`, folders included (a deleted file changes its folder's). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function fresh() {
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return inputs.every((input) => newest(join(root, input)) <= built);
}

function tscPath() {
  try {
    return createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
}

const ifStale = process.argv.includes('--if-stale');
if (!(ifStale && fresh())) {
  const tsc = tscPath();
  if (!tsc) {
    console.error(
      'Cannot build dist/: TypeScript is not installed (installed with --omit=dev?). Run `npm ci`, then `npm start`.',
    );
    process.exit(1);
  }
  if (ifStale) console.log(`dist/ is ${existsSync(stamp) ? 'older than the sources' : 'missing'}: building it first`);
  const started = Date.now();
  // Cleared first: a source deleted or renamed must not leave its old module (a command!) in dist/.
  rmSync(dist, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  console.log(`built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
