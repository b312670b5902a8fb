/**
 * `npm run balance` (issue 18, deliverable 6) as an organiser runs it: its games are seeded, so the
 * report is the same however many processes share them, and a class it does not know is said in
 * one line naming those it does.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const balance = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/balance.ts', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('npm run balance', () => {
  it('prints the same matrix whether one process plays the games or two share them', () => {
    const pair = ['--classes', 'vesk-escort,kestrel-frigate', '--games', '4'];
    const one = balance(...pair, '--jobs', '1');
    const two = balance(...pair, '--jobs', '2');
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(one.stdout).toMatch(/\| Vesk \(\d+\) \| — \|/);
    expect(one.stdout).toMatch(/\| Kestrel \(\d+\) \| \d+% \| — \| \d+% \|/);
    expect(two.stdout).toBe(one.stdout);
    expect(one.stderr).toContain('4 of 4 games');
  }, 120_000);

  it('names the classes there are when asked for one there is not', () => {
    const r = balance('--classes', 'vesk-escort,warbird');
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(/^no ship class warbird to pair \(there are: .*vesk-escort/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
