/** `npm start` on a fresh machine: without a token it explains how to get one; bad settings are named. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../src/bot/app/config.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('start-up', () => {
  it('without a token says how to get one and points to local play, with no stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/bot/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('No DISCORD_TOKEN is set');
    expect(run.stdout).toContain('npm run play');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 40_000);

  it('with a token but no way to Discord says so in one line, with no stack trace', () => {
    const token = `${'x'.repeat(24)}.${'y'.repeat(6)}.${'z'.repeat(27)}`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/bot/main.ts'], {
      cwd: ROOT,
      // Port 9 on this machine refuses the connection: nothing leaves loopback.
      env: {
        PATH: process.env['PATH'] ?? '',
        DISCORD_TOKEN: token,
        DISCORD_API_URL: 'http://127.0.0.1:9',
        STORE_URL: 'memory:',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Could not reach Discord (ECONNREFUSED)');
    expect(run.stderr).not.toMatch(/at .*\.(ts|js):\d+/);
  }, 70_000);

  it('names each bad variable', () => {
    expect(() =>
      readConfig({ DISCORD_TOKEN: 'x'.repeat(30), DISCORD_API_URL: 'not a url', LOG_LEVEL: 'loud' }),
    ).toThrow(ConfigError);
    expect(() => readConfig({ DISCORD_API_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(
      /DISCORD_API_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('takes the defaults a host expects', () => {
    expect(readConfig({})).toMatchObject({ STORE_URL: 'sqlite://data/talon.sqlite', LOG_LEVEL: 'info' });
  });
});
