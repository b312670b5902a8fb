/**
 * Every `npm run` tool answers `--help` with its usage, and a mistyped option, a missing file or a
 * file that is not JSON with one line (and the usage where it helps), never with a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readArgs, readJsonFile } from '../../src/cli/args.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (tool: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${tool}.ts`, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at |node:internal|Node\.js v/);

// Each test starts a tool in a process of its own; on a busy machine a cold start of a tool takes
// longer than the 5 s a test gets by default, so these get as long as a spawn does.
describe('the tools’ command lines', { timeout: 60_000 }, () => {
  it.each(['play', 'tournament', 'balance', 'replay', 'verify'])('npm run %s -- --help prints its usage', (tool) => {
    const r = run(tool, '--help');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`usage: npm run ${tool} --`);
  });

  it.each(['play', 'tournament', 'balance'])(
    'npm run %s with an option it does not know: one line and the usage',
    (tool) => {
      const r = run(tool, '--gmaes', '5');
      expect(r.status).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe("Unknown option '--gmaes'");
      expect(r.stderr).toContain(`usage: npm run ${tool} --`);
      noStack(r.stderr);
    },
  );

  it('a tournament of a ruleset there is not names those there are', () => {
    const r = run('tournament', '--ruleset', 'chess');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no ruleset "chess" (there are: impulse, squadron, vector, fleet, skirmish)');
  });

  it.each(['replay', 'verify'])(
    'npm run %s of a missing file, or one that is not JSON, says so in one line',
    (tool) => {
      const missing = run(tool, join(dir, 'nothing-here.json'));
      expect(missing.status).toBe(2);
      expect(missing.stderr.trim()).toBe(`${join(dir, 'nothing-here.json')}: no such file`);
      const broken = join(dir, 'broken.json');
      writeFileSync(broken, '{ "initial": ');
      const notJson = run(tool, broken);
      expect(notJson.status).toBe(2);
      expect(notJson.stderr.trim().split('\n')).toHaveLength(1);
      expect(notJson.stderr).toContain(`${broken}: not JSON`);
    },
  );
});

describe('readArgs and readJsonFile', () => {
  const cli = { usage: 'usage: test', options: { games: { type: 'string' as const } }, positionals: 1 };

  it('reads options and at most the positionals it takes', () => {
    const parsed = readArgs(cli, ['--games', '4', 'file.json']);
    expect(typeof parsed === 'number' ? parsed : [parsed.values.games, parsed.positionals]).toEqual([
      '4',
      ['file.json'],
    ]);
    expect(readArgs(cli, ['a.json', 'b.json'])).toBe(2);
    expect(readArgs(cli, ['--games'])).toBe(2);
    expect(readArgs(cli, ['-h'])).toBe(0);
  });

  it('names a folder given for a file', async () => {
    expect(await readJsonFile(dir)).toEqual({ ok: false, why: `${dir}: a folder, not a file` });
  });
});
