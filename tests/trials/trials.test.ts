/**
 * The crash trial and the store-fault trial in CI (issue 45: "the crash trial and the store-fault
 * trial run against SQLite, memory and PostgreSQL alike in CI"). CI runs `npm test`, not the trial
 * scripts, so this runs them as a host would (`npm run trial:crash`, `npm run trial:store`, each its
 * own process) and reads what they print: the exit code, and every row of the table.
 *
 * The crash trial runs three trials on each store, the moments chosen so that every kind of strike
 * is tried on some store: SIGKILL right after `/game start` (SQLite), mid-play (PostgreSQL), during a
 * timeout (all three), at the end of a game (SQLite, memory); a refused write inside a memory-store
 * bot mid-play; PostgreSQL's connection cut mid-save. The store-fault trial runs all its steps on
 * SQLite and on PostgreSQL. PostgreSQL is TEST_POSTGRES_URL's server (`.ci/run` checks it answers);
 * when it does not, the trials exit 2 with one line saying so, and these tests fail with it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Generous: a trial restarts the real bot several times, and CI runs other test files beside it. */
const TIMEOUT_MS = 15 * 60_000;

/** Runs a trial script under tsx (as its npm script does), with what it printed. */
function trial(script: string, args: readonly string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** The rows of the table whose header line starts with `first`, cells split on runs of two spaces or more. */
function tableRows(output: string, first: string): string[][] {
  const lines = output.split('\n');
  const head = lines.findIndex((line) => line.trimStart().startsWith(`${first} `));
  if (head < 0) return [];
  const rows: string[][] = [];
  // The header, then a rule of dashes, then one row a line until a blank line.
  for (const line of lines.slice(head + 2)) {
    if (line.trim() === '') break;
    rows.push(line.trim().split(/\s{2,}/));
  }
  return rows;
}

/** What a trial that stopped before its table said (exit 2: e.g. "PostgreSQL is not answering at ..."). */
const stopped = (code: number | null, output: string): string | undefined =>
  code === 0 || code === 1 ? undefined : output.trim().split('\n').slice(-3).join(' / ');

describe('the crash trial (issue 10) on every store (issue 45)', () => {
  const runs = [
    { store: 'sqlite', moments: ['start', 'timeout', 'end'] },
    { store: 'memory', moments: ['play', 'timeout', 'end'] },
    { store: 'postgres', moments: ['play', 'timeout', 'cut'] },
  ] as const;
  for (const run of runs) {
    it(
      `${run.store}: ${run.moments.join(', ')}: nothing lost, doubled, missing or stuck`,
      async () => {
        const { code, output } = await trial('tests/trials/crash.ts', [
          '--store',
          run.store,
          '--moments',
          run.moments.join(','),
          '--trials',
          String(run.moments.length),
          '--seed',
          `ci-${run.store}`,
          // One at a time: CI runs other test files beside this one on two cores.
          '--parallel',
          '1',
        ]);
        const rows = tableRows(output, 'store');
        // store, moment, trials, lost, doubled, owed missing, did not go on, other
        const expected = run.moments.map((moment) => [run.store, moment, '1', '0', '0', '0', '0', '0']);
        // What each failed trial reported, so a failure here says what went wrong.
        const problems = output
          .split('\n')
          .filter((line) => / FAIL \[/.test(line) || /^ {6}(lost|doubled|missing|stalled|other): /.test(line));
        expect({ code, rows, problems, said: stopped(code, output) }).toEqual({
          code: 0,
          rows: [...expected, ['total', String(run.moments.length), '0', '0', '0', '0', '0']],
          problems: [],
        });
        expect(output).toMatch(/failed trials: none/);
        // The strikes landed where they were meant to (trial 1 on memory refuses the first write of
        // the save; trial 3 on PostgreSQL cuts the connection inside the save's INSERT).
        if (run.store === 'memory') expect(output).toMatch(/memory play: write 1 refused/);
        if (run.store === 'postgres') expect(output).toMatch(/postgres cut: cut while writing, not saved/);
      },
      TIMEOUT_MS,
    );
  }
});

describe('the store-fault trial (issue 10) on SQLite and PostgreSQL (issue 45)', () => {
  for (const store of ['sqlite', 'postgres'] as const) {
    it(
      `${store}: refused at start, the store failing mid-play, a damaged record, a newer record`,
      async () => {
        const { code, output } = await trial('tests/trials/store.ts', ['--store', store]);
        const rows = tableRows(output, '#');
        // #, store, section, check, result
        // A failed check with what the trial saw (its numbered line under "details:").
        const detail = (n: string | undefined) =>
          output.split('\n').find((line) => line.trimStart().startsWith(`${n ?? '?'}. [`)) ?? '';
        const failed = rows
          .filter((row) => row[4] !== 'pass' && row[4] !== 'info' && row[4] !== 'skip')
          .map((row) => `${row[2] ?? ''}: ${row[3] ?? ''}: ${detail(row[0]).trim().slice(0, 400)}`);
        const sections = new Set(rows.map((row) => row[2]?.slice(0, 3)));
        expect({
          code,
          failed,
          sections: [...sections].sort(),
          stores: [...new Set(rows.map((r) => r[1]))],
          said: stopped(code, output),
        }).toEqual({
          code: 0,
          failed: [],
          sections: ['(a)', '(b)', '(c)', '(d)'],
          stores: [store],
        });
        // Every step was tried: at least this many checks passed (a skip is only for a mount the host refuses).
        expect(rows.filter((row) => row[4] === 'pass').length).toBeGreaterThanOrEqual(store === 'sqlite' ? 30 : 35);
        expect(output).toMatch(/all store checks passed/);
      },
      TIMEOUT_MS,
    );
  }
});
