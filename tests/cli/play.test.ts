/**
 * `npm run play` (issue 13): local play in the player's language with `--locale`; an edited prompt
 * printed again, marked, and the keyboard passed to the player it names (issue 39).
 */
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

  it('prints an edited prompt again, marked, and passes the keyboard to the player it names now (issue 39)', () => {
    const dials = ['Mira Sol', 'Oren Vale', 'Warden Gunner', 'Lance Cadet'].map((s) => `pick ${s} = 2 straight`);
    const run = play(['--ruleset', 'squadron'], ['click Set my dials', ...dials, 'quit', ''].join('\n'));
    expect(run.status).toBe(0);
    // After alice's last dial the same moment goes on, asking bob alone: an edit, shown in full.
    const updated = run.stdout.split('\n').filter((line) => line.startsWith('(updated) '));
    expect(updated.at(-1)).toMatch(/^\(updated\) @bob Round 1, Planning/);
    expect(run.stdout).toContain('Concord Navy: 4 of 4 dials set');
    expect(run.stdout.trimEnd().endsWith('(now typing as bob)\nbob>')).toBe(true);
  }, 60_000);

  it('refuses a locale it does not have, naming those it has', () => {
    const run = play(['--locale', 'xx'], 'quit\n');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('en-US, zh-CN, zh-TW, pt-BR');
  }, 60_000);
});
