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
  it('prints the same matrix whether one process plays the games or two share them, a pairing above 65% played on', () => {
    const pair = ['--classes', 'kiri-frigate,lantern-escort', '--games', '4', '--play-on', '8'];
    const one = balance(...pair, '--jobs', '1');
    const two = balance(...pair, '--jobs', '2');
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(one.stdout).toMatch(/\| Kiri \(\d+\) \| — \|/);
    expect(one.stdout).toMatch(/\| Lantern \(\d+\) \| \d+% \| — \| \d+% \|/);
    expect(two.stdout).toBe(one.stdout);
    // After 4 games the pairing reads above 65%: 4 more games, then judged on all 8.
    expect(one.stderr).toMatch(
      /^4 of 4 games, \d+ s\n1 of 1 pairings above the goal at equal points, played on to 8 games/,
    );
    expect(one.stdout).toContain('(1 was played on)');
  }, 120_000);

  it('names the classes there are when asked for one there is not', () => {
    const r = balance('--classes', 'vesk-escort,warbird');
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(/^no ship class warbird to pair \(there are: .*vesk-escort/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
