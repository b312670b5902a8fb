/**
 * The real bot as a child process, pointed at the fake Discord server: `npm start`'s flags and
 * environment (process-tuning.ts) with DISCORD_API_URL set, as a host would run it: the sources under
 * tsx (as `npm run dev`), or `npm start`'s own compiled entry (`form: 'compiled'`, issue 45; dist/
 * built by `npm run build`). Also runs the deploy-commands script the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { COMPILED_ENTRY, SOURCE_ENTRY, START_ENV, START_FLAGS } from './process-tuning.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface BotEnv {
  readonly DISCORD_TOKEN: string;
  readonly DISCORD_API_URL: string;
  readonly STORE_URL: string;
  readonly DISCORD_CLIENT_ID?: string;
  readonly DISCORD_GUILD_ID?: string;
  readonly TICK_SECONDS?: string;
  readonly CLOCK_OFFSET_SECONDS?: string;
  /** More than 1: the bot is discord.js's ShardingManager over that many shard processes (issue 45). */
  readonly SHARD_COUNT?: string;
  /** `warn` unless a test reads the bot's info lines (a sharded bot's "shard started", "timer fired"). */
  readonly LOG_LEVEL?: 'debug' | 'info' | 'warn' | 'error';
  /** Operations (issue 45): the health endpoint's port, and `json` log lines. */
  readonly HEALTH_PORT?: string;
  readonly LOG_FORMAT?: 'text' | 'json';
}

/** The TypeScript sources under tsx, or the JavaScript compiled to dist/ run by node alone. */
export type Form = 'source' | 'compiled';

function run(script: string, env: BotEnv, form: Form = 'source'): ChildProcess {
  const loader = form === 'source' ? ['--import', 'tsx'] : [];
  return spawn(process.execPath, [...START_FLAGS, ...loader, script], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'warn', ...START_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface BotProcess {
  readonly child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startBot(env: BotEnv, form: Form = 'source'): BotProcess {
  const child = run(form === 'source' ? SOURCE_ENTRY : COMPILED_ENTRY, env, form);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** Runs a script to its end; `child` is there so a caller that gives up on it can stop it. */
export function runScript(
  script: string,
  env: BotEnv,
  form: Form = 'source',
): Promise<{ code: number | null; output: string }> & { readonly child: ChildProcess } {
  const child = run(script, env, form);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return Object.assign(done, { child });
}
