/** `npm run replay` (issue 13): it replays a `/game log` export as it does a game record. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localBot, type LocalBot } from '../helpers/local-bot.js';

let bot: LocalBot | undefined;
const dir = mkdtempSync(join(tmpdir(), 'replay-'));
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const replay = (file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', file], { encoding: 'utf8', timeout: 60_000 });

/** The `/game log` file of a duel after `moves`, as a player gets it. */
async function exported(end: boolean): Promise<string> {
  bot = await localBot({ seed: 'replay-cli-seed-0001' });
  const s = bot.session;
  for (const line of ['/game new scenario:cruiser-duel', '/game join side:concord']) await s.run(line, 'alice');
  await s.run('/game join side:veyra', 'bob');
  await s.run('/game start', 'alice');
  if (end) await s.run('/game concede', 'bob');
  const log = await s.run('/game log', 'alice');
  const data = log.answers[0]?.message.files?.[0]?.data;
  if (!data) throw new Error('no export');
  const file = join(dir, end ? 'over.json' : 'running.json');
  writeFileSync(file, data);
  return file;
}

describe('npm run replay', () => {
  it('replays a finished game’s /game log export and finds the recorded state', async () => {
    const run = replay(await exported(true));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('outcome: concord');
    expect(run.stdout).toContain('the recorded state matches the replay');
  }, 60_000);

  it('says in one line why a running game’s export cannot be replayed', async () => {
    const run = replay(await exported(false));
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('still being played');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
