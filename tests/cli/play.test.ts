/** `npm run play` (issue 13): local play in the player's language with `--locale`. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const play = (args: string[], input: string) => {
  const out = mkdtempSync(join(tmpdir(), 'play-'));
  try {
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/play.ts', '--out', out, ...args], {
      input,
      encoding: 'utf8',
      timeout: 60_000,
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

describe('npm run play', () => {
  it('plays in the language --locale names', () => {
    const run = play(['--locale', 'zh-CN'], '/game status\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('开始了');
    expect(run.stdout).toContain('种子哈希');
  }, 60_000);

  it('refuses a locale it does not have, naming those it has', () => {
    const run = play(['--locale', 'xx'], 'quit\n');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('en-US, zh-CN, zh-TW, pt-BR');
  }, 60_000);
});
