/**
 * The bot is started the same way everywhere it runs: `npm start` (compiled), `npm run dev`,
 * `npm run play`, `npm run bench`, the Docker image, and the end-to-end tests and benchmarks
 * (process-tuning.ts). A change to one that the others miss would make the benchmarks measure a
 * process no host runs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { COMPILED_ENTRY, SOURCE_ENTRY, START_ENV, START_FLAGS } from './process-tuning.js';

const root = new URL('../../', import.meta.url);
const scripts = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
const assignments = Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`);

describe('how the bot process is started', () => {
  test('npm start runs the compiled bot with the same environment and flags, built first if need be (issue 45)', () => {
    expect(scripts['start']).toBe(
      `cross-env ${assignments.join(' ')} node ${[...START_FLAGS, COMPILED_ENTRY].join(' ')}`,
    );
    expect(scripts['prestart']).toBe('node src/cli/build.mjs --if-stale');
    expect(scripts['prepare']).toBe('npm run build');
  });

  test.each([
    ['dev', SOURCE_ENTRY],
    ['play', 'src/cli/play.ts'],
    ['bench', 'tests/bench/index.ts'],
  ])('npm run %s sets the same environment and flags', (name, script) => {
    expect(scripts[name]).toBe(`cross-env ${assignments.join(' ')} tsx ${[...START_FLAGS, script].join(' ')}`);
  });

  test('the Docker image sets the same environment and flags', () => {
    expect(dockerfile).toContain(`ENV ${assignments.join(' ')}\n`);
    expect(dockerfile).toContain(
      `CMD ${JSON.stringify(['node', ...START_FLAGS, COMPILED_ENTRY]).replaceAll(',', ', ')}`,
    );
  });
});
