/**
 * `npm run trial:store [-- --no-mount]`: the store trials for issue 10 ("A store that never lies"),
 * each against the real bot process and the fake Discord:
 *   (a) a store that cannot be written (a path under a regular file, a database path that is a
 *       directory, a read-only filesystem, an existing store remounted read-only): the bot exits
 *       non-zero within seconds with one line naming the path, and no stack trace;
 *   (b) a full disk (a small tmpfs filled up, or without mount a page limit set on the bot's SQLite
 *       connection by a preload): every command answered is in the store after a restart on a copy
 *       with space, every command that failed got the private "not saved" answer, none of those is
 *       in the store, and play goes on once there is space again;
 *   (c) a damaged record in c1 (bad JSON in its head row) next to a healthy game in c2: c1's players
 *       get the private explanation, the channel one notice, `/game status` says the same, the row is
 *       left as it is, c2 plays on, and the host's `/game restore` brings c1 back playing;
 *   (d) a record saved by a newer schema (schemaVersion 99): the newer explanation, and the host's
 *       `/game end` frees the channel for `/game new`.
 * Prints a table of checks and exits non-zero when any fails. Bounded to about two minutes.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  openSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import KeyvSqlite from '@keyv/sqlite';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { playersToPing } from '../../src/bot/records/turn-keys.js';
import { IMPULSE_TABLE } from '../../src/bot/rulesets/impulse/index.js';
import { openGameStore, type GameRecord } from '../../src/store/index.js';
import {
  ALICE,
  BOB,
  C1,
  C2,
  CAROL,
  startFakeDiscord,
  textOf,
  type RecordedMessage,
  type UserFixture,
} from '../discord/fake-discord.js';
import { startBot } from '../e2e/bot-process.js';
import {
  TOKEN,
  closeRig,
  current,
  isPrompt,
  isSuccess,
  lobby,
  openRig,
  pickCommand,
  publicMessages,
  restartBot,
  sendAndWait,
  settle,
  sleep,
  stackLines,
  stateOf,
  t,
  table,
  templateRegex,
  track,
  type Rig,
  type Sent,
} from './harness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOTAL_MS = 115_000;
const EXIT_WITHIN_MS = 10_000;

interface Check {
  readonly section: string;
  readonly name: string;
  readonly result: 'pass' | 'FAIL' | 'skip' | 'info';
  readonly detail: string;
}

const checks: Check[] = [];
function record(section: string, name: string, pass: boolean | 'skip' | 'info', detail = ''): boolean {
  checks.push({
    section,
    name,
    result: pass === 'skip' || pass === 'info' ? pass : pass ? 'pass' : 'FAIL',
    detail: detail.replace(/\s+/g, ' ').slice(0, 300),
  });
  return pass === true;
}

/** Mounts made here, unmounted at the end whatever happens. */
const mounts: string[] = [];

function tryMount(dir: string, options: string): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
    mounts.push(dir);
    return undefined;
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
  }
}

function unmount(dir: string): void {
  try {
    execFileSync('umount', [dir], { stdio: 'pipe' });
  } catch {
    try {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
    } catch {
      // Left for the operating system; reported by the mount list if it matters.
    }
  }
  const i = mounts.indexOf(dir);
  if (i >= 0) mounts.splice(i, 1);
}

const pickOf = (seed: string) => {
  const rng = createRng(seedRng(seed));
  return (n: number) => rng.int(n);
};

const short = (m: RecordedMessage | null): string =>
  m ? `${m.ephemeral ? '(private) ' : ''}${JSON.stringify(textOf(m).slice(0, 140))}` : 'no answer';

/** Plays one random legal command in a channel; what came back. */
async function playOne(
  rig: Rig,
  pick: (n: number) => number,
  channelId = C1.id,
): Promise<{ sent: Sent; before: GameRecord; type: string } | undefined> {
  const before = await current(rig, channelId);
  if (!before) return undefined;
  const chosen = pickCommand(before, pick);
  if (!chosen) return undefined;
  const sent = await sendAndWait(rig, chosen.user, chosen.slash, channelId, before);
  return { sent, before, type: chosen.command.type };
}

/** Plays `n` commands that must all be accepted; false (and the reason) when one is not. */
async function playAccepted(
  rig: Rig,
  pick: (n: number) => number,
  n: number,
  channelId = C1.id,
): Promise<string | undefined> {
  for (let i = 0; i < n; i += 1) {
    const played = await playOne(rig, pick, channelId);
    if (!played) return `no game to play in ${channelId}`;
    const after = await current(rig, channelId);
    if (!isSuccess(played.sent) || !after || after.log.length <= played.before.log.length)
      return `${played.sent.label} was not accepted: ${short(played.sent.answer)}`;
  }
  return undefined;
}

// ---- (a) a store that cannot be written -----------------------------------------------------------

async function unwritable(): Promise<void> {
  const section = '(a) unwritable';
  const fake = await startFakeDiscord({ token: TOKEN });
  const base = mkdtempSync(join(tmpdir(), 'talon-store-a-'));
  try {
    const variants: { name: string; path: () => string | { skip: string } }[] = [
      {
        name: 'path under a regular file',
        path: () => {
          writeFileSync(join(base, 'file'), 'not a directory\n');
          return join(base, 'file', 'talon.sqlite');
        },
      },
      {
        name: 'database path is a directory',
        path: () => {
          mkdirSync(join(base, 'isdir.sqlite'));
          return join(base, 'isdir.sqlite');
        },
      },
      {
        name: 'read-only filesystem, no store yet',
        path: () => {
          const dir = join(base, 'ro');
          mkdirSync(dir);
          const failed = tryMount(dir, 'ro,size=1m');
          return failed ? { skip: `mount -t tmpfs -o ro failed: ${failed}` } : join(dir, 'talon.sqlite');
        },
      },
      {
        name: 'existing store, filesystem remounted read-only',
        path: () => {
          const dir = join(base, 'ro2');
          mkdirSync(dir);
          const failed = tryMount(dir, 'size=4m');
          if (failed) return { skip: `mount -t tmpfs failed: ${failed}` };
          return join(dir, 'talon.sqlite');
        },
      },
    ];
    for (const variant of variants) {
      const path = variant.path();
      if (typeof path !== 'string') {
        record(section, variant.name, 'skip', path.skip);
        continue;
      }
      if (variant.name.startsWith('existing')) {
        // A store with a game in it, closed cleanly, then the filesystem goes read-only under it.
        const store = await openGameStore(`sqlite://${path}`);
        await store.kv.write('a marker', [['marker', { at: new Date().toISOString() }]]);
        await store.close();
        try {
          execFileSync('mount', ['-o', 'remount,ro', join(base, 'ro2')], { stdio: 'pipe' });
        } catch (error) {
          record(section, variant.name, 'skip', `remount ro failed: ${String(error)}`);
          continue;
        }
      }
      const began = performance.now();
      const bot = track(
        startBot({
          DISCORD_TOKEN: TOKEN,
          DISCORD_API_URL: fake.apiUrl,
          STORE_URL: `sqlite://${path}`,
          DISCORD_CLIENT_ID: fake.applicationId,
        }),
      );
      const code = await new Promise<number | string | null>((resolve) => {
        const timer = setTimeout(() => resolve('still running'), EXIT_WITHIN_MS);
        bot.child.once('exit', (c, signal) => {
          clearTimeout(timer);
          resolve(c ?? signal);
        });
      });
      await bot.kill('SIGKILL');
      const ms = Math.round(performance.now() - began);
      const output = bot.output();
      const lines = output.split('\n').filter((l) => l.trim() !== '');
      const naming = lines.filter((l) => l.includes(path));
      const stack = stackLines(output);
      const ok =
        typeof code === 'number' && code !== 0 && naming.length === 1 && stack.length === 0 && lines.length === 1;
      record(
        section,
        variant.name,
        ok,
        `exit ${String(code)} after ${ms}ms; ${lines.length} line(s); ${naming.length} naming the path; ${stack.length} stack lines: ${JSON.stringify(lines.slice(0, 3).join(' / ').slice(0, 240))}`,
      );
    }
  } finally {
    for (const dir of [join(base, 'ro'), join(base, 'ro2')]) if (mounts.includes(dir)) unmount(dir);
    await fake.close();
    rmSync(base, { recursive: true, force: true });
  }
}

// ---- (b) a full disk ------------------------------------------------------------------------------

/** A preload for the bot process: caps the SQLite file at its current size while a control file says "full". */
function pageLimitHook(dir: string, control: string): string {
  const file = join(dir, 'page-limit.mjs');
  writeFileSync(
    file,
    `import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire(${JSON.stringify(join(ROOT, 'package.json'))});
const sqlite3 = require('sqlite3');
const Original = sqlite3.Database;
const open = [];
function Limited(...args) { const db = new Original(...args); open.push(db); return db; }
Limited.prototype = Original.prototype;
sqlite3.Database = Limited;
let last = 'free';
setInterval(() => {
  let want = 'free';
  try { want = readFileSync(${JSON.stringify(control)}, 'utf8').trim() || 'free'; } catch {}
  if (want === last) return;
  last = want;
  for (const db of open) {
    if (want === 'full') db.get('PRAGMA page_count', (error, row) => { if (!error && row) db.run('PRAGMA max_page_count = ' + row.page_count); });
    else db.run('PRAGMA max_page_count = 1073741823');
  }
}, 25).unref();
`,
  );
  return file;
}

/** Fills the filesystem under `dir` with one file until it has no room left; the file's path. */
function fill(dir: string): string {
  const file = join(dir, 'filler');
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(4096, 0x5a);
  try {
    for (let i = 0; i < 1_000_000; i += 1) writeSync(fd, chunk);
  } catch {
    // ENOSPC: full.
  } finally {
    closeSync(fd);
  }
  return file;
}

async function fullDisk(noMount: boolean): Promise<void> {
  const section = '(b) full disk';
  const base = mkdtempSync(join(tmpdir(), 'talon-store-b-'));
  const data = join(base, 'data');
  mkdirSync(data);
  const failed = noMount ? 'not tried (--no-mount)' : tryMount(data, 'size=2m');
  const mode = failed === undefined ? 'tmpfs' : 'page limit';
  const control = join(base, 'full');
  const extra: Record<string, string> =
    failed === undefined ? {} : { NODE_OPTIONS: `--import ${pageLimitHook(base, control)}` };
  const dbFile = join(data, 'talon.sqlite');
  let rig: Rig | undefined;
  const pick = pickOf('store-full');
  try {
    record(
      section,
      'how the disk is made full',
      'info',
      failed === undefined
        ? 'a 2 MiB tmpfs filled to the last block with a file'
        : `mount failed (${failed}); PRAGMA max_page_count capped at the file's size by a preload on the bot's SQLite connections instead`,
    );
    rig = await openRig(`sqlite://${dbFile}`, extra);
    await lobby(rig);
    const start = await sendAndWait(
      rig,
      ALICE,
      { command: 'game', subcommand: 'start', options: {} },
      C1.id,
      await current(rig),
    );
    if (!start.answer || start.answer.ephemeral) throw new Error(`/game start refused: ${short(start.answer)}`);
    const acked: { seq: number; by: string; type: string; label: string }[] = [];
    const notSaved: { label: string; type: string }[] = [];
    const otherAnswers: string[] = [];
    const play = async (label: string): Promise<'ok' | 'not saved' | 'other' | 'none'> => {
      const played = await playOne(rig as Rig, pick);
      if (!played) return 'none';
      const after = await current(rig as Rig);
      if (isSuccess(played.sent)) {
        acked.push({
          seq: played.before.log.length + 1,
          by: played.sent.user.id,
          type: played.type,
          label: played.sent.label,
        });
        if (!after || after.log.length <= played.before.log.length)
          otherAnswers.push(
            `${label}: ${played.sent.label} was answered ${short(played.sent.answer)} but the log did not grow`,
          );
        return 'ok';
      }
      if (played.sent.answer?.ephemeral && textOf(played.sent.answer) === t('reply.notSaved')) {
        notSaved.push({ label: played.sent.label, type: played.type });
        return 'not saved';
      }
      otherAnswers.push(`${label}: ${played.sent.label} got ${short(played.sent.answer)}`);
      return 'other';
    };
    for (let i = 0; i < 4; i += 1) await play('before full');
    await settle(rig, 300, 5000);
    // Full: no room for one more page.
    let filler: string | undefined;
    if (mode === 'tmpfs') filler = fill(data);
    else writeFileSync(control, 'full');
    await sleep(100);
    const outcomes: string[] = [];
    for (let i = 0; i < 40 && notSaved.length < 6; i += 1) {
      const outcome = await play('while full');
      outcomes.push(outcome);
      if (outcome === 'none') break;
    }
    const alive = rig.bot.child.exitCode === null && rig.bot.child.signalCode === null;
    record(
      section,
      'writes failed while full',
      notSaved.length > 0,
      `${notSaved.length} "not saved" of ${outcomes.length} commands while full (${outcomes.join(',')})`,
    );
    record(section, 'the bot stayed up', alive, alive ? '' : rig.output().slice(-300));
    record(
      section,
      'every answer while full was "accepted" or "not saved"',
      otherAnswers.length === 0,
      otherAnswers.slice(0, 3).join(' | '),
    );
    // Space again: the bot takes commands again without a restart.
    if (filler) unlinkSync(filler);
    else writeFileSync(control, 'free');
    await sleep(100);
    const again = await play('space again');
    record(section, 'a command is accepted once there is space again (no restart)', again === 'ok', again);
    await rig.bot.kill('SIGKILL');
    // A copy of the store where there is room, and the bot started on it.
    const roomy = join(base, 'copy');
    mkdirSync(roomy);
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(dbFile + suffix)) copyFileSync(dbFile + suffix, join(roomy, `talon.sqlite${suffix}`));
    await rig.store.close();
    const copyUrl = `sqlite://${join(roomy, 'talon.sqlite')}`;
    rig.store = await openGameStore(copyUrl, { watchOnly: true });
    const env = { ...rig.env, STORE_URL: copyUrl };
    delete (env as Record<string, string | undefined>)['NODE_OPTIONS'];
    await restartBot(rig, env);
    await settle(rig, 500);
    const saved = await current(rig);
    const log = saved?.log ?? [];
    const missing = acked.filter((a) => {
      const entry = log[a.seq - 1];
      return !entry || entry.by !== a.by || entry.command.type !== a.type;
    });
    record(
      section,
      'every answered command is in the store (restart on a copy with space)',
      saved !== undefined && missing.length === 0,
      `${acked.length} answered, log has ${log.length}; missing: ${missing.map((m) => `${m.seq}:${m.label}`).join(', ') || 'none'}`,
    );
    record(
      section,
      'no "not saved" command is in the store',
      log.length === acked.length,
      `log ${log.length} entries, ${acked.length} answered, ${notSaved.length} not saved`,
    );
    record(
      section,
      '"not saved" answers are private with the locale text',
      notSaved.length > 0,
      `reply.notSaved = ${JSON.stringify(t('reply.notSaved').slice(0, 60))}…`,
    );
    const more = await playOne(rig, pick);
    const after = await current(rig);
    record(
      section,
      'the game goes on from the copy',
      more !== undefined && isSuccess(more.sent) && (after?.log.length ?? 0) > log.length,
      more ? `${more.sent.label}: ${short(more.sent.answer)}` : 'no game',
    );
  } catch (error) {
    record(
      section,
      'trial ran',
      false,
      `${error instanceof Error ? error.message : String(error)} ${rig ? rig.output().slice(-400) : ''}`,
    );
  } finally {
    if (rig) await closeRig(rig);
    if (mounts.includes(data)) unmount(data);
    rmSync(base, { recursive: true, force: true });
  }
}

// ---- (c) and (d): a damaged record, a newer record ------------------------------------------------

async function rawRow(file: string, key: string): Promise<string | undefined> {
  const db = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000 });
  try {
    const rows = (await db.query('SELECT value FROM keyv WHERE key = ?', key)) as { value: string }[];
    return rows[0]?.value;
  } finally {
    await db.disconnect();
  }
}

async function rowsLike(file: string, pattern: string): Promise<{ key: string; value: string }[]> {
  const db = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000 });
  try {
    return (await db.query('SELECT key, value FROM keyv WHERE key LIKE ?', pattern)) as {
      key: string;
      value: string;
    }[];
  } finally {
    await db.disconnect();
  }
}

async function writeRow(file: string, key: string, value: string): Promise<void> {
  const db = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000 });
  try {
    await db.query('UPDATE keyv SET value = ? WHERE key = ?', value, key);
  } finally {
    await db.disconnect();
  }
}

/** A legal command for the game as it was, by whoever had to act (the record may be unreadable now). */
/** Stops the bot, rewrites a game's head row as it is on disk, and starts the bot again; returns what was written. */
async function rewriteHead(rig: Rig, file: string, key: string, change: (text: string) => string): Promise<string> {
  await rig.bot.kill('SIGTERM');
  const text = change((await rawRow(file, key)) ?? '{}');
  await writeRow(file, key, text);
  await restartBot(rig);
  await settle(rig, 300, 5000);
  return text;
}

async function tryCommand(rig: Rig, record: GameRecord, pick: (n: number) => number, channelId = C1.id): Promise<Sent> {
  const chosen = pickCommand(record, pick);
  if (!chosen) throw new Error('no legal command');
  return sendAndWait(rig, chosen.user, chosen.slash, channelId, undefined);
}

const gameCmd = (
  rig: Rig,
  user: UserFixture,
  subcommand: string,
  channelId = C1.id,
  options: Record<string, string> = {},
): Promise<Sent> => sendAndWait(rig, user, { command: 'game', subcommand, options }, channelId, undefined);

async function quarantine(): Promise<void> {
  const base = mkdtempSync(join(tmpdir(), 'talon-store-c-'));
  const dbFile = join(base, 'talon.sqlite');
  const head = `talon:game:${C1.id}`;
  const pick = pickOf('store-quarantine');
  let rig: Rig | undefined;
  let section = '(c) damaged';
  try {
    rig = await openRig(`sqlite://${dbFile}`);
    await lobby(rig, C1.id, 'Damaged duel', ALICE);
    await gameCmd(rig, ALICE, 'start');
    const c1Played = await playAccepted(rig, pick, 3);
    await lobby(rig, C2.id, 'Healthy duel', CAROL);
    await gameCmd(rig, CAROL, 'start', C2.id);
    const c2Played = await playAccepted(rig, pick, 2, C2.id);
    if (c1Played || c2Played) throw new Error(`setting up: ${c1Played ?? c2Played ?? ''}`);
    await settle(rig, 300, 5000);
    const before = await current(rig);
    if (!before) throw new Error('no game in c1');
    const bad = await rewriteHead(rig, dbFile, head, (good) => good.slice(0, Math.floor(good.length / 2)));
    const damaged = t('reply.quarantinedDamaged');
    const notices = () => publicMessages(rig as Rig, C1.id).filter((m) => textOf(m) === damaged).length;
    const first = await tryCommand(rig, before, pick);
    record(
      section,
      'a command in c1 gets the private damaged explanation',
      first.answer?.ephemeral === true && textOf(first.answer) === damaged,
      `${first.label}: ${short(first.answer)}`,
    );
    await settle(rig, 300, 5000);
    record(section, 'the channel is told once', notices() === 1, `${notices()} public notices`);
    const second = await tryCommand(rig, before, pick);
    await settle(rig, 300, 5000);
    record(
      section,
      'a second command: private explanation again, still one notice',
      second.answer?.ephemeral === true && textOf(second.answer) === damaged && notices() === 1,
      `${second.label}: ${short(second.answer)}; ${notices()} notices`,
    );
    const status = await gameCmd(rig, BOB, 'status');
    await settle(rig, 300, 5000);
    record(
      section,
      '/game status says the same, privately',
      status.answer?.ephemeral === true && textOf(status.answer) === damaged && notices() === 1,
      `${short(status.answer)}; ${notices()} notices`,
    );
    const notHost = await gameCmd(rig, BOB, 'restore');
    record(
      section,
      'a player who is not the host cannot /game restore',
      notHost.answer?.ephemeral === true && textOf(notHost.answer) !== damaged && (await rawRow(dbFile, head)) === bad,
      short(notHost.answer),
    );
    const row = await rawRow(dbFile, head);
    record(
      section,
      'the raw row is unchanged',
      row === bad,
      row === bad ? `${bad.length} bytes as written` : `now ${JSON.stringify(row?.slice(0, 80))}`,
    );
    const c2 = await playOne(rig, pick, C2.id);
    const c2After = await current(rig, C2.id);
    record(
      section,
      'c2 keeps playing',
      c2 !== undefined && isSuccess(c2.sent) && (c2After?.log.length ?? 0) > c2.before.log.length,
      c2 ? `${c2.sent.label}: ${short(c2.sent.answer)}` : 'no game in c2',
    );
    let restoredAt = Date.now();
    let restored = await gameCmd(rig, ALICE, 'restore');
    const restoredOk = (sent: Sent) =>
      sent.answer?.ephemeral === false && templateRegex('reply.restored').test(textOf(sent.answer));
    record(section, "the host's /game restore answers publicly", restoredOk(restored), short(restored.answer));
    if (!restoredOk(restored)) {
      // So that the rest can still be checked: someone with Manage Server restores it instead.
      restoredAt = Date.now();
      restored = await gameCmd(rig, CAROL, 'restore');
      record(
        section,
        '(instead) /game restore by Manage Server (Carol) answers publicly',
        restoredOk(restored),
        short(restored.answer),
      );
    }
    await settle(rig, 500);
    const back = await current(rig);
    record(
      section,
      'c1 is rebuilt from its log as it was',
      back !== undefined &&
        back.status === 'active' &&
        back.log.length === before.log.length &&
        JSON.stringify(stateOf(back).flow) === JSON.stringify(stateOf(before).flow),
      back
        ? `log ${back.log.length} (was ${before.log.length}), flow ${JSON.stringify(stateOf(back).flow)}`
        : 'still unreadable',
    );
    if (back) {
      const users = playersToPing(IMPULSE_TABLE, back, stateOf(back));
      const prompt = publicMessages(rig, C1.id).filter(
        (m) => m.createdAt >= restoredAt && isPrompt(m) && users.every((u) => m.pings.users.includes(u)),
      );
      const nonces = publicMessages(rig, C1.id)
        .filter((m) => m.createdAt >= restoredAt)
        .map((m) => m.nonce);
      record(
        section,
        'a new turn prompt after the restore pings who must act',
        prompt.length === 1,
        `${prompt.length} new prompts pinging ${JSON.stringify(users)}; new public messages since the restore: ${publicMessages(rig, C1.id).filter((m) => m.createdAt >= restoredAt).length} (nonces ${JSON.stringify(nonces)})`,
      );
    }
    const goOn = await playOne(rig, pick);
    const goOnAfter = await current(rig);
    record(
      section,
      'c1 plays on after the restore',
      goOn !== undefined && isSuccess(goOn.sent) && (goOnAfter?.log.length ?? 0) > goOn.before.log.length,
      goOn ? `${goOn.sent.label}: ${short(goOn.sent.answer)}` : 'no game',
    );

    // (d) the same channel's head saved by a newer schema.
    section = '(d) newer';
    await settle(rig, 300, 5000);
    const beforeNewer = await current(rig);
    if (!beforeNewer) throw new Error('no game in c1 for (d)');
    const newerText = await rewriteHead(rig, dbFile, head, (text) => {
      const parsed = JSON.parse(text) as { value: Record<string, unknown> };
      parsed.value['schemaVersion'] = 99;
      return JSON.stringify(parsed);
    });
    const newer = t('reply.quarantinedNewer');
    const newerNotices = () => publicMessages(rig as Rig, C1.id).filter((m) => textOf(m) === newer).length;
    const tried = await tryCommand(rig, beforeNewer, pick);
    record(
      section,
      'a command in c1 gets the private newer explanation',
      tried.answer?.ephemeral === true && textOf(tried.answer) === newer,
      `${tried.label}: ${short(tried.answer)}`,
    );
    const tried2 = await tryCommand(rig, beforeNewer, pick);
    await settle(rig, 300, 5000);
    record(
      section,
      'the channel is told once',
      (tried2.answer ? textOf(tried2.answer) : undefined) === newer && newerNotices() === 1,
      `${newerNotices()} public notices`,
    );
    const newerStatus = await gameCmd(rig, BOB, 'status');
    record(
      section,
      '/game status says the same, privately',
      newerStatus.answer?.ephemeral === true && textOf(newerStatus.answer) === newer,
      short(newerStatus.answer),
    );
    const notHostEnd = await gameCmd(rig, BOB, 'end');
    record(
      section,
      'a player who is not the host cannot /game end it',
      notHostEnd.answer?.ephemeral === true && (await rawRow(dbFile, head)) === newerText,
      short(notHostEnd.answer),
    );
    const ended = await gameCmd(rig, ALICE, 'end');
    record(
      section,
      "the host's /game end sets it aside, publicly",
      ended.answer?.ephemeral === false && templateRegex('reply.setAside').test(textOf(ended.answer)),
      short(ended.answer),
    );
    const aside = await rowsLike(dbFile, `talon:quarantine:${C1.id}:%`);
    const kept = aside.some((r) => (JSON.parse(r.value) as { value?: { text?: string } }).value?.text === newerText);
    record(
      section,
      'the record is kept aside as it was',
      kept && (await rawRow(dbFile, head)) === undefined,
      `${aside.length} quarantine rows; head row ${(await rawRow(dbFile, head)) === undefined ? 'gone' : 'still there'}`,
    );
    const created = await gameCmd(rig, ALICE, 'new', C1.id, { scenario: 'cruiser-duel', name: 'Fresh duel' });
    const fresh = await current(rig);
    record(
      section,
      '/game new works in the freed channel',
      created.answer?.ephemeral === false && fresh?.status === 'lobby' && fresh.name === 'Fresh duel',
      `${short(created.answer)}; c1 now ${fresh ? `${fresh.status} "${fresh.name}"` : 'empty'}`,
    );
    const alive = rig.bot.child.exitCode === null;
    record('(c)+(d)', 'the bot stayed up throughout', alive, alive ? '' : rig.output().slice(-300));
  } catch (error) {
    record(
      section,
      'trial ran',
      false,
      `${error instanceof Error ? error.message : String(error)} ${rig ? rig.output().slice(-400) : ''}`,
    );
  } finally {
    if (rig) await closeRig(rig);
    rmSync(base, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const began = performance.now();
  const noMount = process.argv.includes('--no-mount');
  const watchdog = setTimeout(() => {
    console.error(`store trials took over ${TOTAL_MS / 1000}s: stopping`);
    report();
    cleanUp();
    process.exit(1);
  }, TOTAL_MS);
  watchdog.unref();
  await unwritable();
  await fullDisk(noMount);
  await quarantine();
  clearTimeout(watchdog);
  report();
  console.log(`\n${checks.length} checks in ${((performance.now() - began) / 1000).toFixed(0)}s`);
  return checks.some((c) => c.result === 'FAIL') ? 1 : 0;
}

function report(): void {
  console.log(
    table(
      ['#', 'section', 'check', 'result'],
      checks.map((c, i) => [String(i + 1), c.section, c.name, c.result]),
    ),
  );
  console.log('\ndetails:');
  checks.forEach((c, i) => console.log(`${String(i + 1).padStart(2)}. [${c.result}] ${c.detail || '—'}`));
  const failed = checks.filter((c) => c.result === 'FAIL');
  console.log(failed.length === 0 ? '\nall store checks passed' : `\n${failed.length} check(s) FAILED`);
}

function cleanUp(): void {
  for (const dir of [...mounts]) unmount(dir);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

main().then(
  (code) => {
    cleanUp();
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    cleanUp();
    process.exit(2);
  },
);
