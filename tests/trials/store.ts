/**
 * `npm run trial:store [-- --store sqlite|postgres|all --no-mount]`: the store trials for issue 10 ("A
 * store that never lies"), on SQLite and on PostgreSQL (issue 45), each against the real bot process
 * and the fake Discord:
 *   (a) a store the bot cannot use at start: on SQLite a path under a regular file, a database path
 *       that is a directory, a read-only filesystem, an existing store remounted read-only; on
 *       PostgreSQL a server that does not answer (a closed port) and a database that does not exist.
 *       The bot exits non-zero within seconds with one line naming the path (or host:port/db), and
 *       no stack trace;
 *   (b) the store failing mid-play: on SQLite a full disk (a small tmpfs filled up, or without mount
 *       a page limit set on the bot's SQLite connection by a preload); on PostgreSQL the bot's role
 *       losing its write permission on the table, then its connection (its server-side connections
 *       terminated and its login refused until the trial gives it back). Every command answered is in
 *       the store after a restart (on SQLite on a copy with space), every command that failed got the
 *       private "not saved" answer, none of those is in the store, and play goes on once the store
 *       is back, without a restart;
 *   (c) a damaged record in c1 (bad JSON in its head row) next to a healthy game in c2: c1's players
 *       get the private explanation, the channel one notice, `/game status` says the same, the row is
 *       left as it is, c2 plays on, and the host's `/game restore` brings c1 back playing;
 *   (d) a record saved by a newer schema (schemaVersion 99): the newer explanation, and the host's
 *       `/game end` frees the channel for `/game new`.
 * Every PostgreSQL step has a schema `t_<random>` of its own (and a role, for (b)), dropped after.
 * Prints a table of checks and exits non-zero when any fails. Bounded to a few minutes per store.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
import { createServer } from 'node:net';
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
  stringFlag,
  t,
  table,
  templateRegex,
  track,
  type Rig,
  type Sent,
} from './harness.js';
import {
  PostgresMissing,
  TEST_POSTGRES_URL,
  adminClient,
  appName,
  botRole,
  cutBackends,
  freshSchema,
  namedBy,
  postgresRows,
  whereIs,
  type RawRows,
  storesNamed,
} from './trial-stores.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The bound on one store's trials (not a goal: a shared machine under load is slow). */
const STORE_MS = 240_000;
/**
 * How long a refused bot may take to exit: a bound, so a hang fails the check, with room for a
 * loaded machine's slow start (the time taken is in the check's detail).
 */
const EXIT_WITHIN_MS = 30_000;

const STORES = ['sqlite', 'postgres'] as const;
type StoreKind = (typeof STORES)[number];

interface Check {
  readonly store: StoreKind;
  readonly section: string;
  readonly name: string;
  readonly result: 'pass' | 'FAIL' | 'skip' | 'info';
  readonly detail: string;
}

const checks: Check[] = [];
/** The store whose steps run now (each check is told under it). */
let storeNow: StoreKind = 'sqlite';
function record(section: string, name: string, pass: boolean | 'skip' | 'info', detail = ''): boolean {
  checks.push({
    store: storeNow,
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

/**
 * Whether a logged command is of this type: itself, or a batch carrying it (an initiative answer
 * given the same way twice is logged with the standing order that remembers it: issue 39).
 */
const holds = (command: unknown, type: string): boolean => {
  const c = command as { type: string; commands?: readonly { type: string }[] };
  return c.type === type || (c.type === 'batch' && (c.commands ?? []).some((inner) => inner.type === type));
};

// ---- (a) a store the bot cannot use at start ------------------------------------------------------

/** One way to be refused at start: the store URL, and what the one line must name. */
interface Refusal {
  readonly name: string;
  readonly prepare: () => Promise<{ url: string; names: string } | { skip: string }>;
}

/** The bot started on each refused store: exits non-zero within seconds, one line naming the place, no stack. */
async function refusedAtStart(variants: readonly Refusal[], cleanUp: () => void): Promise<void> {
  const section = '(a) refused at start';
  const fake = await startFakeDiscord({ token: TOKEN });
  try {
    for (const variant of variants) {
      const prepared = await variant.prepare();
      if ('skip' in prepared) {
        record(section, variant.name, 'skip', prepared.skip);
        continue;
      }
      const began = performance.now();
      const bot = track(
        startBot({
          DISCORD_TOKEN: TOKEN,
          DISCORD_API_URL: fake.apiUrl,
          STORE_URL: prepared.url,
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
      const naming = lines.filter((l) => l.includes(prepared.names));
      const stack = stackLines(output);
      const ok =
        typeof code === 'number' && code !== 0 && naming.length === 1 && stack.length === 0 && lines.length === 1;
      record(
        section,
        variant.name,
        ok,
        `exit ${String(code)} after ${ms}ms; ${lines.length} line(s); ${naming.length} naming ${prepared.names}; ${stack.length} stack lines: ${JSON.stringify(lines.slice(0, 3).join(' / ').slice(0, 240))}`,
      );
    }
  } finally {
    cleanUp();
    await fake.close();
  }
}

/** SQLite: paths that cannot hold a store. */
async function sqliteRefused(): Promise<void> {
  const base = mkdtempSync(join(tmpdir(), 'talon-store-a-'));
  const sqlite = (path: string) => ({ url: `sqlite://${path}`, names: path });
  await refusedAtStart(
    [
      {
        name: 'path under a regular file',
        prepare: async () => {
          writeFileSync(join(base, 'file'), 'not a directory\n');
          return sqlite(join(base, 'file', 'talon.sqlite'));
        },
      },
      {
        name: 'database path is a directory',
        prepare: async () => {
          mkdirSync(join(base, 'isdir.sqlite'));
          return sqlite(join(base, 'isdir.sqlite'));
        },
      },
      {
        name: 'read-only filesystem, no store yet',
        prepare: async () => {
          const dir = join(base, 'ro');
          mkdirSync(dir);
          const failed = tryMount(dir, 'ro,size=1m');
          return failed ? { skip: `mount -t tmpfs -o ro failed: ${failed}` } : sqlite(join(dir, 'talon.sqlite'));
        },
      },
      {
        name: 'existing store, filesystem remounted read-only',
        prepare: async () => {
          const dir = join(base, 'ro2');
          mkdirSync(dir);
          const failed = tryMount(dir, 'size=4m');
          if (failed) return { skip: `mount -t tmpfs failed: ${failed}` };
          const path = join(dir, 'talon.sqlite');
          // A store with something in it, closed cleanly, then the filesystem goes read-only under it.
          const store = await openGameStore(`sqlite://${path}`);
          await store.kv.write('a marker', [['marker', { at: new Date().toISOString() }]]);
          await store.close();
          try {
            execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' });
          } catch (error) {
            return { skip: `remount ro failed: ${String(error)}` };
          }
          return sqlite(path);
        },
      },
    ],
    () => {
      for (const dir of [join(base, 'ro'), join(base, 'ro2')]) if (mounts.includes(dir)) unmount(dir);
      rmSync(base, { recursive: true, force: true });
    },
  );
}

/** A loopback port nothing listens on (one just given up). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** PostgreSQL: a server that does not answer, a database that is not there. */
async function postgresRefused(): Promise<void> {
  const at = (change: (url: URL) => void) => {
    const url = new URL(TEST_POSTGRES_URL);
    change(url);
    url.searchParams.set('schema', 'talon_trial');
    return { url: url.toString(), names: whereIs(url.toString()) };
  };
  await refusedAtStart(
    [
      {
        name: 'server not answering (a closed port)',
        prepare: async () => {
          const port = await closedPort();
          return at((url) => {
            url.hostname = '127.0.0.1';
            url.port = String(port);
          });
        },
      },
      {
        name: 'database that does not exist',
        prepare: async () =>
          at((url) => {
            url.pathname = `/talon_missing_${randomBytes(4).toString('hex')}`;
          }),
      },
    ],
    () => undefined,
  );
}

// ---- (b) the store failing mid-play ---------------------------------------------------------------

/** One way the store fails under a running bot, and how it comes back. */
interface Outage {
  /** "while full", "while the connection is lost": how the checks name it. */
  readonly name: string;
  begin(): Promise<void>;
  end(): Promise<void>;
}

/**
 * Plays a started game in c1 through each outage in turn: commands during one are answered as
 * accepted or privately "not saved", at least one is "not saved", the bot stays up, and a command is
 * accepted once the store is back, without a restart. Then `restart` starts the bot again on what
 * was saved, where every answered command must be and none of the others, and the game goes on.
 */
async function outages(
  section: string,
  rig: Rig,
  faults: readonly Outage[],
  restart: () => Promise<void>,
): Promise<void> {
  const pick = pickOf(`store-outage-${storeNow}`);
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
  const play = async (label: string, otherAnswers: string[]): Promise<'ok' | 'not saved' | 'other' | 'none'> => {
    const played = await playOne(rig, pick);
    if (!played) return 'none';
    const after = await current(rig);
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
  const before: string[] = [];
  for (let i = 0; i < 4; i += 1) await play('before', before);
  record(section, 'commands are accepted before', before.length === 0, before.slice(0, 3).join(' | '));
  await settle(rig, 300, 5000);
  for (const fault of faults) {
    await fault.begin();
    await sleep(100);
    const outcomes: string[] = [];
    const otherAnswers: string[] = [];
    const refusedBefore = notSaved.length;
    // Until a few are refused: a write may still go through on a connection the outage has not reached.
    for (let i = 0; i < 40 && notSaved.length - refusedBefore < 4; i += 1) {
      const outcome = await play(fault.name, otherAnswers);
      outcomes.push(outcome);
      if (outcome === 'none') break;
    }
    const refused = notSaved.length - refusedBefore;
    const alive = rig.bot.child.exitCode === null && rig.bot.child.signalCode === null;
    record(
      section,
      `writes failed ${fault.name}`,
      refused > 0,
      `${refused} "not saved" of ${outcomes.length} commands ${fault.name} (${outcomes.join(',')})`,
    );
    record(section, `the bot stayed up ${fault.name}`, alive, alive ? '' : rig.output().slice(-300));
    record(
      section,
      `every answer ${fault.name} was "accepted" or "not saved"`,
      otherAnswers.length === 0,
      otherAnswers.slice(0, 3).join(' | '),
    );
    await fault.end();
    await sleep(100);
    const again: string[] = [];
    const outcome = await play('back', again);
    record(
      section,
      `a command is accepted once the store is back (no restart), after ${fault.name.replace(/^while /, '')}`,
      outcome === 'ok',
      `${outcome} ${again.join(' | ')}`,
    );
  }
  await restart();
  await settle(rig, 500);
  const saved = await current(rig);
  const log = saved?.log ?? [];
  const missing = acked.filter((a) => {
    const entry = log[a.seq - 1];
    return !entry || entry.by !== a.by || !holds(entry.command, a.type);
  });
  record(
    section,
    'every answered command is in the store (after a restart)',
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
    'the game goes on after the restart',
    more !== undefined && isSuccess(more.sent) && (after?.log.length ?? 0) > log.length,
    more ? `${more.sent.label}: ${short(more.sent.answer)}` : 'no game',
  );
}

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

/** SQLite: a full disk, and a restart on a copy of the store where there is room. */
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
  let filler: string | undefined;
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
    const live = rig;
    await outages(
      section,
      live,
      [
        {
          name: 'while full',
          // Full: no room for one more page.
          begin: async () => {
            if (mode === 'tmpfs') filler = fill(data);
            else writeFileSync(control, 'full');
          },
          end: async () => {
            if (filler) unlinkSync(filler);
            else writeFileSync(control, 'free');
          },
        },
      ],
      async () => {
        await live.bot.kill('SIGKILL');
        // A copy of the store where there is room, and the bot started on it.
        const roomy = join(base, 'copy');
        mkdirSync(roomy);
        for (const suffix of ['', '-wal', '-shm'])
          if (existsSync(dbFile + suffix)) copyFileSync(dbFile + suffix, join(roomy, `talon.sqlite${suffix}`));
        await live.store.close();
        const copyUrl = `sqlite://${join(roomy, 'talon.sqlite')}`;
        live.store = await openGameStore(copyUrl, { watchOnly: true });
        const env = { ...live.env, STORE_URL: copyUrl };
        delete (env as Record<string, string | undefined>)['NODE_OPTIONS'];
        await restartBot(live, env);
      },
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

/**
 * PostgreSQL: the bot connects as a role of its own; first the role may no longer write the table,
 * then it loses its connection (its backends terminated, its login refused) until the trial gives
 * it back. The restart is on the same store: nothing was copied, the server kept what it committed.
 */
async function connectionLost(): Promise<void> {
  const section = '(b) store lost';
  let rig: Rig | undefined;
  const schema = await freshSchema();
  const role = await botRole(schema);
  const app = appName();
  const admin = schema.admin;
  const quoted = `"${role.name}"`;
  const table = `"${schema.name}".talon_kv`;
  try {
    record(
      section,
      'how the store is lost',
      'info',
      `the bot connects as role ${role.name}; REVOKE INSERT, UPDATE, DELETE on its table, then ALTER ROLE NOLOGIN and pg_terminate_backend on its connections (application_name ${app})`,
    );
    // The trial reads as the server's owner: it must see the store while the bot cannot.
    rig = await openRig(namedBy(role.url, app), {}, {}, () => openGameStore(schema.url, { watchOnly: true }));
    const live = rig;
    let cut = 0;
    await outages(
      section,
      live,
      [
        {
          name: 'while writes are refused',
          begin: async () => void (await admin.query(`REVOKE INSERT, UPDATE, DELETE ON ${table} FROM ${quoted}`)),
          end: async () => void (await admin.query(`GRANT INSERT, UPDATE, DELETE ON ${table} TO ${quoted}`)),
        },
        {
          name: 'while the connection is lost',
          begin: async () => {
            await admin.query(`ALTER ROLE ${quoted} NOLOGIN`);
            cut = (await cutBackends(admin, app, 'all')).length;
          },
          end: async () => void (await admin.query(`ALTER ROLE ${quoted} LOGIN`)),
        },
      ],
      async () => {
        record(section, 'the bot had connections to cut', cut > 0, `${cut} terminated`);
        await restartBot(live);
      },
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
    await admin.query(`ALTER ROLE ${quoted} LOGIN`).catch(() => undefined);
    await cutBackends(admin, app, 'all').catch(() => undefined);
    await role.drop();
    await schema.drop();
  }
}

// ---- (c) and (d): a damaged record, a newer record ------------------------------------------------

/** The raw rows of a SQLite store, through its own adapter. */
function sqliteRows(file: string): RawRows {
  const withDb = async <T>(work: (db: KeyvSqlite) => Promise<T>): Promise<T> => {
    const db = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000 });
    try {
      return await work(db);
    } finally {
      await db.disconnect();
    }
  };
  return {
    read: (key) =>
      withDb(
        async (db) => ((await db.query('SELECT value FROM keyv WHERE key = ?', key)) as { value: string }[])[0]?.value,
      ),
    write: (key, text) =>
      withDb(async (db) => void (await db.query('UPDATE keyv SET value = ? WHERE key = ?', text, key))),
    like: (pattern) =>
      withDb(
        async (db) =>
          (await db.query('SELECT key, value FROM keyv WHERE key LIKE ?', pattern)) as { key: string; value: string }[],
      ),
  };
}

/** Stops the bot, rewrites a game's head row as it is stored, and starts the bot again; returns what was written. */
async function rewriteHead(rig: Rig, raw: RawRows, key: string, change: (text: string) => string): Promise<string> {
  await rig.bot.kill('SIGTERM');
  const text = change((await raw.read(key)) ?? '{}');
  await raw.write(key, text);
  await restartBot(rig);
  await settle(rig, 300, 5000);
  return text;
}

/** A legal command for the game as it was, by whoever had to act (the record may be unreadable now). */
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

/** SQLite: a file of its own. PostgreSQL: a schema of its own. */
async function quarantineOn(store: StoreKind): Promise<void> {
  if (store === 'sqlite') {
    const base = mkdtempSync(join(tmpdir(), 'talon-store-c-'));
    const dbFile = join(base, 'talon.sqlite');
    try {
      await quarantine(() => openRig(`sqlite://${dbFile}`), sqliteRows(dbFile));
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
    return;
  }
  const schema = await freshSchema();
  try {
    await quarantine(() => openRig(schema.url), postgresRows(schema.admin, schema.name));
  } finally {
    await schema.drop();
  }
}

async function quarantine(open: () => Promise<Rig>, raw: RawRows): Promise<void> {
  const head = `talon:game:${C1.id}`;
  const pick = pickOf('store-quarantine');
  let rig: Rig | undefined;
  let section = '(c) damaged';
  try {
    rig = await open();
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
    const bad = await rewriteHead(rig, raw, head, (good) => good.slice(0, Math.floor(good.length / 2)));
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
      notHost.answer?.ephemeral === true && textOf(notHost.answer) !== damaged && (await raw.read(head)) === bad,
      short(notHost.answer),
    );
    const row = await raw.read(head);
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
    const wentOn = goOn !== undefined && isSuccess(goOn.sent) && (goOnAfter?.log.length ?? 0) > goOn.before.log.length;
    record(
      section,
      'c1 plays on after the restore',
      wentOn,
      `${goOn ? `${goOn.sent.label}: ${short(goOn.sent.answer)}` : 'no game'}${wentOn ? '' : `; the bot said: ${rig.output().slice(-400)}`}`,
    );

    // (d) the same channel's head saved by a newer schema.
    section = '(d) newer';
    await settle(rig, 300, 5000);
    const beforeNewer = await current(rig);
    if (!beforeNewer) throw new Error('no game in c1 for (d)');
    const newerText = await rewriteHead(rig, raw, head, (text) => {
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
      notHostEnd.answer?.ephemeral === true && (await raw.read(head)) === newerText,
      short(notHostEnd.answer),
    );
    const ended = await gameCmd(rig, ALICE, 'end');
    record(
      section,
      "the host's /game end sets it aside, publicly",
      ended.answer?.ephemeral === false && templateRegex('reply.setAside').test(textOf(ended.answer)),
      short(ended.answer),
    );
    const aside = await raw.like(`talon:quarantine:${C1.id}:%`);
    const kept = aside.some((r) => (JSON.parse(r.value) as { value?: { text?: string } }).value?.text === newerText);
    record(
      section,
      'the record is kept aside as it was',
      kept && (await raw.read(head)) === undefined,
      `${aside.length} quarantine rows; head row ${(await raw.read(head)) === undefined ? 'gone' : 'still there'}`,
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
  }
}

// ---- each store's steps ---------------------------------------------------------------------------

const STEPS: Readonly<Record<StoreKind, (noMount: boolean) => Promise<void>>> = {
  sqlite: async (noMount) => {
    await sqliteRefused();
    await fullDisk(noMount);
    await quarantineOn('sqlite');
  },
  postgres: async () => {
    await postgresRefused();
    await connectionLost();
    await quarantineOn('postgres');
  },
};

async function main(): Promise<number> {
  const began = performance.now();
  const noMount = process.argv.includes('--no-mount');
  const stores = storesNamed(STORES, stringFlag('store', 'sqlite'));
  if (stores.includes('postgres')) {
    try {
      await (await adminClient()).end();
    } catch (error) {
      if (!(error instanceof PostgresMissing)) throw error;
      console.log(error.message);
      return 2;
    }
  }
  const total = STORE_MS * stores.length;
  const watchdog = setTimeout(() => {
    console.error(`store trials took over ${total / 1000}s: stopping`);
    report();
    cleanUp();
    process.exit(1);
  }, total);
  watchdog.unref();
  for (const store of stores) {
    storeNow = store;
    await STEPS[store](noMount);
  }
  clearTimeout(watchdog);
  report();
  console.log(`\n${checks.length} checks in ${((performance.now() - began) / 1000).toFixed(0)}s`);
  return checks.some((c) => c.result === 'FAIL') ? 1 : 0;
}

function report(): void {
  console.log(
    table(
      ['#', 'store', 'section', 'check', 'result'],
      checks.map((c, i) => [String(i + 1), c.store, c.section, c.name, c.result]),
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
