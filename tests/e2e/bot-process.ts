/**
 * The real bot as a child process, pointed at the fake Discord server: `npm start`'s entry, flags and
 * environment (process-tuning.ts) with DISCORD_API_URL set, as a host would run it. Also runs the deploy-commands script the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { START_ENV, START_FLAGS } from './process-tuning.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface BotEnv {
  readonly DISCORD_TOKEN: string;
  readonly DISCORD_API_URL: string;
  readonly STORE_URL: string;
  readonly DISCORD_CLIENT_ID?: string;
  readonly DISCORD_GUILD_ID?: string;
  readonly TICK_SECONDS?: string;
  readonly CLOCK_OFFSET_SECONDS?: string;
}

function run(script: string, env: BotEnv): ChildProcess {
  return spawn(process.execPath, [...START_FLAGS, '--import', 'tsx', script], {
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

export function startBot(env: BotEnv): BotProcess {
  const child = run('src/bot/main.ts', env);
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

export function runScript(script: string, env: BotEnv): Promise<{ code: number | null; output: string }> {
  const child = run(script, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
