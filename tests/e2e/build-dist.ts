/**
 * dist/ for the tests and benchmarks that run the compiled bot (issue 45), built the way `npm start`'s
 * prestart step builds it: only if it is missing or older than the sources (src/cli/build.mjs
 * --if-stale). CI's `npm ci` has built it already (the prepare step); a developer may not have.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Resolves once dist/ is there and newer than every source; rejects with the build's output if it fails. */
export function buildIfStale(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/cli/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (${code}):\n${output}`))));
  });
}
