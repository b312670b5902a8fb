/**
 * Start-up to connected (issue 45): milliseconds from starting the bot's process to the local
 * Discord-compatible server sending READY in answer to its IDENTIFY (the bot has read its settings,
 * loaded its command modules and game data, opened its store and logged in), for the two ways the
 * bot is started, with their exact command lines (process-tuning.ts; cross-env's part is the
 * environment given here):
 *
 * - compiled, `npm start`: `node --single-threaded-gc dist/src/bot/main.js`;
 * - tsx, `npm run dev`: `tsx --single-threaded-gc src/bot/main.ts`, tsx's own command (a small
 *   process that starts node with its loader; that is what `npm run dev` and the old `npm start` ran).
 *
 * npm's own start-up and the prestart check (src/cli/build.mjs --if-stale) are left out: they are the
 * same for both. The runs alternate in one process, which first changing from pair to pair, each
 * with a fresh fake server and the same SQLite store per form (opened as a host's would be after the
 * first start), so both meet the machine in the same state; the ratio is the median of the pair
 * ratios. The first pair warms the disk cache and tsx's cache of compiled files, and is not kept.
 * dist/ is built first if it is missing or older than the sources (tests/e2e/build-dist.ts).
 *
 * Alone: `npx tsx tests/bench/startup.ts`. With the rest: `npm run bench` (`npm run bench -- startup`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFakeDiscord } from '../discord/fake-discord.js';
import { buildIfStale } from '../e2e/build-dist.js';
import { COMPILED_ENTRY, SOURCE_ENTRY, START_ENV, START_FLAGS } from '../e2e/process-tuning.js';
import { sized } from './mode.js';
import { median, pairRatios, percentile, printTable, spread, type Row } from './stats.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN = 'bench-startup-token-0123456789abcdef';
const PAIRS = sized(10, 1);
const WARM_UP = 1;

type Form = 'compiled' | 'tsx';

/** tsx's command, as its package names it (the file node_modules/.bin/tsx links to). */
function tsxCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  return join(dirname(manifest), typeof bin === 'string' ? bin : (bin['tsx'] ?? ''));
}

const COMMAND: Record<Form, readonly string[]> = {
  compiled: [...START_FLAGS, COMPILED_ENTRY],
  tsx: [tsxCli(), ...START_FLAGS, SOURCE_ENTRY],
};

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One start: milliseconds from spawning the process to READY sent, then the process stopped. */
async function startOnce(form: Form, store: string): Promise<number> {
  const fake = await startFakeDiscord({ token: TOKEN });
  const ready = fake.nextReady(60_000);
  const started = performance.now();
  const child = spawn(process.execPath, COMMAND[form], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      LOG_LEVEL: 'warn',
      ...START_ENV,
      DISCORD_TOKEN: TOKEN,
      DISCORD_API_URL: fake.apiUrl,
      STORE_URL: `sqlite://${store}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await ready;
    return performance.now() - started;
  } catch (error) {
    throw new Error(`the ${form} bot did not connect: ${String(error)}\n${output}`, { cause: error });
  } finally {
    await stop(child);
    await fake.close();
  }
}

export async function benchStartup(): Promise<Row[]> {
  await buildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'talon-bench-startup-'));
  const samples: Record<Form, number[]> = { compiled: [], tsx: [] };
  try {
    for (let pair = 0; pair < WARM_UP + PAIRS; pair += 1) {
      const order: Form[] = pair % 2 === 0 ? ['compiled', 'tsx'] : ['tsx', 'compiled'];
      for (const form of order) {
        const ms = await startOnce(form, join(dir, `${form}.sqlite`));
        if (pair >= WARM_UP) samples[form].push(ms);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ratios = pairRatios(samples.compiled, samples.tsx);
  const ratio = median(ratios);
  const row = (form: Form, command: string): Row => ({
    measure: `start-up to connected, ${form} (${command}; ms; n=${samples[form].length})`,
    median: median(samples[form]).toFixed(0),
    p99: percentile(samples[form], 99).toFixed(0),
    goal: '-',
    ratio: '-',
    met: true,
  });
  return [
    row('compiled', 'npm start'),
    row('tsx', 'npm run dev'),
    {
      measure: 'start-up to connected, compiled / tsx (median of pair ratios)',
      median: '-',
      goal: '< 1.0 (compiled starts sooner)',
      ratio: `${ratio.toFixed(2)} (${spread(ratios)})`,
      met: ratio < 1,
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable(await benchStartup());
}
