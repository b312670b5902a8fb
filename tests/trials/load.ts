/**
 * `npm run trial:load [-- --sizes 100,500,2000 --stores sqlite,postgres --shards 1,2 --minutes M
 * --pace 5-55 --form compiled|source --bot-env KEY=VALUE,... --profile DIR --quick]`: the load trial of issue 45. Bounded, on loopback only.
 *
 * For each configuration (SQLite with one shard; PostgreSQL with one and with two shards) it starts
 * the fake Discord server (tests/discord/fake-discord.ts) with enough guilds (100 channels and 200
 * players each, their ids spread over the shards), deploys the commands and starts the real bot
 * process (`npm start`'s compiled entry and flags, dist/ rebuilt first when stale as its prestart step
 * does; `--form source` runs the sources under tsx as `npm run dev` does; tests/e2e/bot-process.ts) on a fresh store: a SQLite file in
 * a temporary directory, or a fresh PostgreSQL schema `t_load_<random>` dropped afterwards;
 * SHARD_COUNT=2 for two shards. Then, size by size in increasing order (the games of the smaller size
 * stay and are played on), it sets up cruiser duels through the lobby commands (/game new, two
 * /game join, /game start; a player of each side, nobody plays two games) and plays every game at
 * once: each game's player whose turn it is sends a random legal command, chosen by the engine run in
 * this process on the game's state (read once from the store after /game start, then followed by
 * applying each acknowledged command, as the bot does), waits for the answer, and thinks for a time
 * drawn uniformly from `--pace` seconds (default 5-55) before the next one. So the bot sees a steady
 * rate of about N / 30 commands a second (67/s at 2,000 games); the rate reached is printed.
 *
 * Measured, per row (store x shards x size):
 * - command reply latency: INTERACTION_CREATE written on the bot's gateway socket -> the first
 *   response with the answer at the fake server (`firstResultAt`), for the commands that do not close
 *   a stretch of play; median and p99.
 * - impulse-end reply latency: the same for the commands that close an impulse, the Power Phase or the
 *   game, up to the moment the map arrives (the reply's map.png, or the channel post carrying it).
 * - memory: a preload (tests/trials/load-probe.mjs, loaded through NODE_OPTIONS: the bot itself is not
 *   changed) answers each bot process's process.memoryUsage(), after a full collection when asked.
 *   "per active game": (heap after a forced full GC once play has stopped and the bot has gone quiet,
 *   every game just played, minus the same at 0 games) / N, and RSS (median during play minus RSS at
 *   0 games) / N. "per idle game": heap and RSS the same way after `--idle` more seconds (default 10)
 *   with no command. Summed over the bot's processes (with shards: the manager and each shard). The
 *   figure judged against the goal is the heap one (the live objects the games keep); RSS is printed
 *   beside it and also holds the allocator's slack and the map renderer's buffers.
 * - scheduler pass time: `timers.lastPassMs` from the bot's health endpoint (HEALTH_PORT, GET /healthz),
 *   polled during play, the longest pass seen; "n/a" when the bot has no such endpoint.
 * - nothing lost: at the end every game is read from the store; every command that got a successful
 *   answer must be its log entry at the sequence it was given, and the log may hold no entry that no
 *   command accounts for (doubled).
 * The trial's own event-loop delay and CPU, and the bot's CPU and event-loop delay, are printed per row, so a trial process
 * that could not keep up is seen, not mistaken for the bot.
 *
 * Goals (issue 45), judged at 2,000 games: command p99 < 3x its median, < 50 KB per idle game, nothing
 * lost or doubled. Exits 1 when anything was lost or doubled, 2 on a failure to run.
 * The machine's cores are shared: absolute figures are noisy; compare rows of one run.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { impulse } from '../../src/engine/index.js';
import { openGameStore, type GameRecord, type GameStore } from '../../src/store/index.js';
import {
  OWNER,
  startFakeDiscord,
  textOf,
  type FakeDiscord,
  type GuildFixture,
  type RecordedMessage,
  type ResultRoute,
  type UserFixture,
} from '../discord/fake-discord.js';
import { runScript, startBot, type BotProcess, type Form } from '../e2e/bot-process.js';
import { describeLongRuns, longRuns } from './profile-runs.js';
import { buildIfStale } from '../e2e/build-dist.js';
import { randomCommand } from '../helpers/random-play.js';
import { toSlash, type Slash } from '../helpers/slash.js';
import { median, percentile } from '../bench/stats.js';
import { TOKEN, flag, hasMap, sleep, stringFlag, t, table, track, type TrialEnv } from './harness.js';

const PROBE = pathToFileURL(fileURLToPath(new URL('./load-probe.mjs', import.meta.url))).href;
const PG_BASE = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

const CHANNELS_PER_GUILD = 100;
const GOAL_SIZE = 2000;
const GOAL_RATIO = 3;
const GOAL_IDLE_KB = 50;

// --- Options ------------------------------------------------------------------------------------

type StoreKind = 'sqlite' | 'postgres';

interface Options {
  readonly sizes: number[];
  readonly stores: StoreKind[];
  readonly shards: number[];
  readonly minutes: number;
  readonly pace: readonly [number, number];
  readonly idleSeconds: number;
  readonly parallel: number;
  readonly quick: boolean;
  readonly seed: string;
  /** The bot as production runs it (`npm start`: compiled, the default) or as `npm run dev` does (tsx). */
  readonly form: Form;
  /** Settings for the bot's environment (`--bot-env KEY=VALUE,...`: REST_PER_SECOND, STORE_CACHE_MB...). */
  readonly botEnv: Readonly<Record<string, string>>;
  /** A folder for a CPU profile of each bot process's main thread during play (`--profile DIR`). */
  readonly profileDir: string | undefined;
}

function listFlag(name: string, fallback: string): string[] {
  return stringFlag(name, fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function formFlag(): Form {
  const form = stringFlag('form', 'compiled');
  if (form !== 'compiled' && form !== 'source')
    throw new Error('--form takes compiled (npm start) or source (npm run dev)');
  return form;
}

/** `--bot-env REST_PER_SECOND=200,STORE_CACHE_MB=8`: settings of the README's table, for the bot's process. */
function botEnvFlag(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of listFlag('bot-env', '')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(pair);
    if (!match?.[1]) throw new Error(`--bot-env takes KEY=VALUE pairs separated by commas, got ${pair}`);
    env[match[1]] = match[2] ?? '';
  }
  return env;
}

/** `--profile DIR`: where the bot's CPU profiles and collections are saved; none without the flag. */
function profileFlag(): string | undefined {
  if (!process.argv.slice(2).some((a) => a === '--profile' || a.startsWith('--profile='))) return undefined;
  const dir = stringFlag('profile', '');
  if (!dir || dir.startsWith('--')) throw new Error('--profile takes a folder to save the profiles in');
  return dir;
}

function readOptions(): Options {
  const quick = process.argv.includes('--quick');
  const sizes = listFlag('sizes', quick ? '4,8' : '100,500,2000').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 10_000))
    throw new Error('--sizes takes whole numbers from 1 to 10000, e.g. 100,500,2000');
  const stores = listFlag('stores', 'sqlite,postgres');
  for (const s of stores) if (s !== 'sqlite' && s !== 'postgres') throw new Error(`--stores: unknown store ${s}`);
  const shards = listFlag('shards', '1,2').map(Number);
  if (shards.some((n) => n !== 1 && n !== 2)) throw new Error('--shards takes 1, 2 or 1,2');
  const paceText = stringFlag('pace', quick ? '1-3' : '5-55');
  const pace = paceText.split('-').map(Number) as [number, number];
  if (pace.length !== 2 || !(pace[0] >= 0) || !(pace[1] >= pace[0])) throw new Error('--pace takes MIN-MAX seconds');
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    stores: stores as StoreKind[],
    shards,
    minutes: flag('minutes', quick ? 0.25 : 1),
    pace,
    idleSeconds: flag('idle', quick ? 3 : 10),
    parallel: Math.max(1, Math.floor(flag('parallel', 8))),
    quick,
    seed: stringFlag('seed', 'load'),
    form: formFlag(),
    botEnv: botEnvFlag(),
    profileDir: profileFlag(),
  };
}

/** What the bot of this checkout supports: PostgreSQL once the store helper says so, SHARD_COUNT once configured. */
/** Whether PostgreSQL answers at PG_BASE: its rows are skipped, said so, when it does not (a host without it). */
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// --- The world ----------------------------------------------------------------------------------

/** Snowflakes with made-up timestamps: guild i lands on shard i % n ((id >> 22) % n). */
const snowflake = (millis: number): string => (BigInt(millis) << 22n).toString();

interface Slot {
  readonly index: number;
  readonly guildId: string;
  readonly channelId: string;
  /** Plays Concord and hosts. */
  readonly a: UserFixture;
  /** Plays Veyra. */
  readonly b: UserFixture;
}

function buildWorld(games: number): { guilds: GuildFixture[]; slots: Slot[] } {
  const guilds: GuildFixture[] = [];
  const slots: Slot[] = [];
  const count = Math.max(2, Math.ceil(games / CHANNELS_PER_GUILD));
  for (let g = 0; g < count; g += 1) {
    const guild: GuildFixture = {
      id: snowflake(1_000_000_000 + g),
      name: `load-${g}`,
      owner_id: OWNER.id,
      channels: [],
      members: [{ user: OWNER }],
    };
    guilds.push(guild);
  }
  for (let i = 0; i < games; i += 1) {
    // Round robin over the guilds, so the first games of every size are in guilds of both shards.
    const guild = guilds[i % count] as GuildFixture;
    const channelId = snowflake(2_000_000_000 + i);
    guild.channels.push({ id: channelId, name: `duel-${i}`, type: 0 });
    const a: UserFixture = { id: snowflake(3_000_000_000 + 2 * i), username: `a${i}`, global_name: `A${i}` };
    const b: UserFixture = { id: snowflake(3_000_000_001 + 2 * i), username: `b${i}`, global_name: `B${i}` };
    guild.members.push({ user: a }, { user: b });
    slots.push({ index: i, guildId: guild.id, channelId, a, b });
  }
  return { guilds, slots };
}

// --- The bot's processes -------------------------------------------------------------------------

interface Memory {
  rss: number;
  heapUsed: number;
  processes: number;
}

/** Sums every bot process's memory, as its probe reports it (after a full collection with `gc`). */
async function botMemory(probeDir: string, gc: boolean): Promise<Memory> {
  const files = readdirSync(probeDir).filter((f) => f.endsWith('.port'));
  let rss = 0;
  let heapUsed = 0;
  let processes = 0;
  await Promise.all(
    files.map(async (file) => {
      const port = readFileSync(join(probeDir, file), 'utf8').trim();
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/memory${gc ? '?gc=1' : ''}`, {
          signal: AbortSignal.timeout(60_000),
        });
        const body = (await answer.json()) as { rss: number; heapUsed: number };
        rss += body.rss;
        heapUsed += body.heapUsed;
        processes += 1;
      } catch {
        // A process that ended (a shard respawned) no longer answers: its file is stale.
      }
    }),
  );
  return { rss, heapUsed, processes };
}

/**
 * The bot's event-loop delay and thread-pool delay since the last reset, the worst of its processes
 * (p99 and max, ms), and its garbage collection (share of the time, most ms in one second); resets them.
 */
type BotLoop = Record<'p99' | 'max' | 'poolP99' | 'poolMax' | 'gcShare' | 'gcWorstSecond', number>;

async function botLoop(probeDir: string): Promise<BotLoop> {
  const worst: BotLoop = {
    p99: Number.NaN,
    max: Number.NaN,
    poolP99: Number.NaN,
    poolMax: Number.NaN,
    gcShare: Number.NaN,
    gcWorstSecond: Number.NaN,
  };
  for (const file of readdirSync(probeDir).filter((f) => f.endsWith('.port'))) {
    const port = readFileSync(join(probeDir, file), 'utf8').trim();
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/loop?reset=1`, { signal: AbortSignal.timeout(60_000) });
      const body = (await answer.json()) as BotLoop;
      for (const key of ['p99', 'max', 'poolP99', 'poolMax', 'gcShare', 'gcWorstSecond'] as const)
        worst[key] = Math.max(body[key], Number.isNaN(worst[key]) ? 0 : worst[key]);
    } catch {
      // A process that ended (a shard respawned) no longer answers: its file is stale.
    }
  }
  return worst;
}

/** performance.now() of this process on the machine's monotonic clock (ms), as the probe stamps the bot's requests. */
const MONOTONIC_ORIGIN = Number(process.hrtime.bigint()) / 1e6 - performance.now();
const monotonic = (now: number): number => MONOTONIC_ORIGIN + now;

/**
 * The bot's reply time per command as the bot itself began to send the answer (the probe's `/sent`,
 * every process's, read and reset): dispatch on the gateway -> the bot's request carrying the answer.
 * A command whose request the probe did not see (the process ended meanwhile) is left out and counted.
 */
async function botSentLatencies(
  probeDir: string,
  answers: readonly SentAnswer[],
): Promise<{ ms: number[]; unmatched: number }> {
  const sent = new Map<string, [ResultRoute, number][]>();
  for (const file of readdirSync(probeDir).filter((f) => f.endsWith('.port'))) {
    const port = readFileSync(join(probeDir, file), 'utf8').trim();
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/sent?reset=1`, { signal: AbortSignal.timeout(60_000) });
      const body = (await answer.json()) as Record<string, [ResultRoute, number][]>;
      for (const [token, list] of Object.entries(body)) sent.set(token, [...(sent.get(token) ?? []), ...list]);
    } catch {
      // A process that ended (a shard respawned) no longer answers: its file is stale.
    }
  }
  const ms: number[] = [];
  let unmatched = 0;
  for (const a of answers) {
    const at = sent.get(a.token)?.find(([route]) => route === a.route)?.[1];
    if (at === undefined) unmatched += 1;
    else ms.push(at - a.dispatchedAt);
  }
  return { ms, unmatched };
}

/** A run of the main thread this long without going idle is reported with `--profile` (profile-runs.ts). */
const LONG_RUN_MS = 15;

/** A row's label as part of a file name. */
const fileSlug = (row: string): string => row.replace(/[^a-z0-9]+/gi, '-');

/**
 * Starts (`start`) or stops and saves a CPU profile of each bot process's main thread (the probe's
 * `/profile`): `<dir>/<row>-<pid>.cpuprofile`, for the browser's developer tools.
 */
async function botProfile(probeDir: string, dir: string | undefined, row: string, start: boolean): Promise<void> {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(probeDir).filter((f) => f.endsWith('.port'))) {
    const port = readFileSync(join(probeDir, file), 'utf8').trim();
    const pid = file.replace('.port', '');
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/profile${start ? '?start=1' : ''}`, {
        signal: AbortSignal.timeout(120_000),
      });
      if (!start && answer.ok) {
        const path = join(dir, `${fileSlug(row)}-${pid}.cpuprofile`);
        const text = await answer.text();
        writeFileSync(path, text);
        console.log(`[${row}] CPU profile of process ${pid}: ${path}`);
        // A command that arrived during a long run waited at least that long: what filled them.
        console.log(`[${row}] main thread: ${describeLongRuns(longRuns(text, LONG_RUN_MS), LONG_RUN_MS)}`);
      }
    } catch {
      // A process that ended (a shard respawned) no longer answers: its file is stale.
    }
  }
}

/** CPU seconds the bot's processes used so far (/proc/<pid>/stat utime + stime). */
function botCpuSeconds(probeDir: string): number {
  let ticks = 0;
  for (const file of readdirSync(probeDir).filter((f) => f.endsWith('.port'))) {
    try {
      const stat = readFileSync(`/proc/${file.replace('.port', '')}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return ticks / 100;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A slash command's answer, as Discord types it (CHAT_INPUT_COMMAND); the trial sends only slash commands. */
const COMMAND_ANSWER_TYPE = 20;

/**
 * How long a channel waited, after each answered command, for the bot's next new message in it (ms):
 * the turn prompt a command leads to, or anything posted before it, whether posted to the channel or
 * as an interaction's follow-up; a command's own answer is not one. Commands with no message after
 * them (a prompt edited in place, the game's last command) are left out. Read once the bot is quiet,
 * so a message that came late still counts, at its lateness.
 */
function firstPostLag(
  messages: (channelId: string) => readonly RecordedMessage[],
  answered: readonly { channelId: string; at: number }[],
): number[] {
  const posts = new Map<string, number[]>();
  for (const channelId of new Set(answered.map((a) => a.channelId)))
    posts.set(
      channelId,
      messages(channelId)
        // The fake stamps messages with Date.now(); the trial times with performance.now().
        .filter((m) => m.type !== COMMAND_ANSWER_TYPE && !m.ephemeral)
        .map((m) => m.createdAt - performance.timeOrigin)
        .sort((a, b) => a - b),
    );
  const lags: number[] = [];
  for (const { channelId, at } of answered) {
    const next = (posts.get(channelId) ?? []).find((t) => t > at);
    if (next !== undefined) lags.push(next - at);
  }
  return lags;
}

/**
 * The bot's requests besides interaction callbacks, by kind, per answered command: those Discord
 * counts against the bot's global limit (new posts, edits, the rest), and apart those it does not,
 * made through interactions' webhooks (turn prompts riding on the command that led to them).
 */
interface Demand {
  readonly posts: number;
  readonly edits: number;
  readonly other: number;
  /** Follow-ups and their edits through interactions' webhooks (not counted against the limit). */
  readonly viaInteractions: number;
  /** The other requests by method and route (ids left out), most first: what "other" is. */
  readonly otherRoutes: string;
}

/** Interaction callbacks and interactions' webhooks: Discord does not count them against the bot's global limit. */
const uncounted = (r: { path: string }): boolean =>
  r.path.startsWith('/interactions/') || r.path.startsWith('/webhooks/');

/** A request as the demand counts it: a new message, an edit, or its method and route (ids left out). */
function kindOf(r: { method: string; path: string }): 'post' | 'edit' | string {
  if (r.method === 'POST' && /^\/channels\/\d+\/messages$/.test(r.path)) return 'post';
  if (r.method === 'PATCH' && /^\/channels\/\d+\/messages\/\d+$/.test(r.path)) return 'edit';
  return `${r.method} ${r.path.replace(/\d{6,}/g, ':id')}`;
}

function demandPerCommand(requests: readonly { method: string; path: string }[], answered: number): Demand {
  const kinds = new Map<string, number>();
  let viaInteractions = 0;
  for (const r of requests) {
    if (r.path.startsWith('/interactions/')) continue;
    if (uncounted(r)) {
      viaInteractions += 1;
      continue;
    }
    const kind = kindOf(r);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const per = (n: number): number => (answered > 0 ? n / answered : Number.NaN);
  const others = [...kinds].filter(([kind]) => kind !== 'post' && kind !== 'edit').sort((a, b) => b[1] - a[1]);
  return {
    posts: per(kinds.get('post') ?? 0),
    edits: per(kinds.get('edit') ?? 0),
    other: per(others.reduce((sum, [, n]) => sum + n, 0)),
    viaInteractions: per(viaInteractions),
    otherRoutes: others.map(([route, n]) => `${route} ${n}`).join(', '),
  };
}

interface Health {
  lastPassAt: string | null;
  lastPassMs: number | null;
  /** The bot's own requests to Discord waiting their turn (REST_PER_SECOND); null from a bot without the figure. */
  queued: number | null;
  /** Pinned statuses waiting for a spare turn; null from a bot without the figure. */
  statusEdits: number | null;
}

async function health(port: number | undefined): Promise<Health | undefined> {
  if (port === undefined) return undefined;
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) });
    const body = (await answer.json()) as {
      timers?: { lastPassAt?: string | null; lastPassMs?: number | null };
      requests?: { queued?: number; statusEdits?: number };
    };
    return {
      lastPassAt: body.timers?.lastPassAt ?? null,
      lastPassMs: body.timers?.lastPassMs ?? null,
      queued: body.requests?.queued ?? null,
      statusEdits: body.requests?.statusEdits ?? null,
    };
  } catch {
    return undefined;
  }
}

// --- Games ---------------------------------------------------------------------------------------

interface Acked {
  readonly seq: number;
  readonly by: string;
  readonly type: string;
}

interface Game {
  readonly slot: Slot;
  state: impulse.GameState;
  /** The log length the game has now, as far as this process knows. */
  logLength: number;
  sideUser: Map<string, UserFixture>;
  readonly acked: Acked[];
  /** Commands that got no answer: each may or may not be in the log. */
  unanswered: number;
  readonly lastChoice: Map<string, 'take' | 'give'>;
  over: boolean;
}

interface PhaseStats {
  readonly cmd: number[];
  /**
   * The same commands' answers as the bot began to send them: matched, after play, with the probe's
   * record of the bot's requests (load-probe.mjs `/sent`). Without the time the fake's own busy event
   * loop took to read a reply, which a real Discord's servers do not add.
   */
  readonly cmdSent: SentAnswer[];
  readonly ends: number[];
  /** Each answered command: its channel and when its answer came (performance.now()). */
  readonly answered: { readonly channelId: string; readonly at: number }[];
  sent: number;
  acked: number;
  refused: number;
  unanswered: number;
  deferred: number;
  desynced: number;
  mapBytes: number[];
}

/** A command's answer to find among the bot's requests: its token, route and dispatch (monotonic ms). */
interface SentAnswer {
  readonly token: string;
  readonly route: ResultRoute;
  readonly dispatchedAt: number;
}

const newStats = (): PhaseStats => ({
  cmd: [],
  cmdSent: [],
  ends: [],
  answered: [],
  sent: 0,
  acked: 0,
  refused: 0,
  unanswered: 0,
  deferred: 0,
  desynced: 0,
  mapBytes: [],
});

const EMPTY = Buffer.alloc(0);
const powerNote = t('reply.powerSubmitted');

/** The answer a successful command gets: public, or for the Power Phase the private note. */
const succeeded = (answer: RecordedMessage | null): boolean =>
  answer !== null && (!answer.ephemeral || textOf(answer).startsWith(powerNote));

class Driver {
  readonly games: Game[] = [];
  stopping = false;
  setupFailures: string[] = [];
  readonly refusals: string[] = [];
  /** Lobby steps answered too late for Discord but carried out. */
  setupLate = 0;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly store: GameStore,
    private readonly options: Options,
    private readonly pick: (n: number) => number,
  ) {}

  private async slash(user: UserFixture, channelId: string, s: Slash, timeoutMs = 30_000) {
    const handle = this.fake.interact(
      this.fake.slash(user, channelId, s.command, s.options, s.subcommand ? { subcommand: s.subcommand } : undefined),
    );
    const answer = await handle.settled(timeoutMs).catch(() => null);
    return { handle, answer };
  }

  /** The lobby of one duel through the fake, then its state read once from the store. */
  private async setUp(slot: Slot): Promise<void> {
    const joined = (side: string) => (r: GameRecord | undefined) => r?.players.some((p) => p.side === side) === true;
    const steps: [UserFixture, Slash, (r: GameRecord | undefined) => boolean][] = [
      [
        slot.a,
        { command: 'game', subcommand: 'new', options: { scenario: 'cruiser-duel', name: `Load ${slot.index}` } },
        (r) => r !== undefined,
      ],
      [slot.a, { command: 'game', subcommand: 'join', options: { side: 'concord' } }, joined('concord')],
      [slot.b, { command: 'game', subcommand: 'join', options: { side: 'veyra' } }, joined('veyra')],
      [slot.a, { command: 'game', subcommand: 'start', options: {} }, (r) => r?.state !== null && r !== undefined],
    ];
    for (const [user, s, done] of steps) {
      const { answer } = await this.slash(user, slot.channelId, s, 60_000);
      if (answer && !answer.ephemeral) continue;
      // No answer in time (a busy bot missing Discord's 3 s, or a cold bot's first maps): the step may
      // still have been carried out. The store says; a refusal is a failure.
      if (!answer) {
        await sleep(3000);
        if (done(await this.store.get(slot.channelId).catch(() => undefined))) {
          this.setupLate += 1;
          continue;
        }
      }
      this.setupFailures.push(
        `${slot.channelId} /game ${s.subcommand}: ${answer ? textOf(answer).slice(0, 100) : 'no answer'}`,
      );
      return;
    }
    const record = await this.readRecord(slot.channelId);
    if (!record?.state) {
      this.setupFailures.push(`${slot.channelId}: started, but no state in the store`);
      return;
    }
    this.games.push(this.gameOf(slot, record));
  }

  private gameOf(slot: Slot, record: GameRecord): Game {
    const sideUser = new Map<string, UserFixture>();
    for (const p of record.players) if (p.side) sideUser.set(p.side, p.userId === slot.a.id ? slot.a : slot.b);
    return {
      slot,
      state: record.state as unknown as impulse.GameState,
      logLength: record.log.length,
      sideUser,
      acked: [],
      unanswered: 0,
      lastChoice: new Map(),
      over: record.status !== 'active',
    };
  }

  private async readRecord(channelId: string): Promise<GameRecord | undefined> {
    for (let i = 0; i < 50; i += 1) {
      const record = await this.store.get(channelId).catch(() => undefined);
      if (record) return record;
      await sleep(100);
    }
    return undefined;
  }

  /** Sets up games until there are `size`, `parallel` lobbies at a time. */
  async grow(slots: readonly Slot[], size: number): Promise<void> {
    const todo = slots.slice(this.games.length + this.setupFailures.length, size);
    let next = 0;
    // The first two games one at a time (one in a guild of each shard): a fresh bot process draws its
    // first map slowly (fonts, code not yet optimised).
    if (this.games.length === 0)
      for (; next < Math.min(2, todo.length); next += 1) await this.setUp(todo[next] as Slot);
    const worker = async () => {
      while (next < todo.length) {
        const slot = todo[next] as Slot;
        next += 1;
        await this.setUp(slot);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.parallel, todo.length) }, worker));
  }

  /** Reads the game back after an answer that left this process unsure of it. */
  private async resync(game: Game): Promise<void> {
    const record = await this.store.get(game.slot.channelId).catch(() => undefined);
    if (!record?.state) {
      game.over = true;
      return;
    }
    game.state = record.state as unknown as impulse.GameState;
    game.logLength = record.log.length;
    game.over = record.status !== 'active';
  }

  private think(): number {
    const [low, high] = this.options.pace;
    return (low + ((high - low) * this.pick(10_000)) / 10_000) * 1000;
  }

  /**
   * The initiative answered unlike the side's last answer: the bot turns a repeated answer into a
   * standing order (issue 39) that it then plays by itself, which this process's copy of the game would
   * have to follow; players who answer both ways keep the log made of their own commands only.
   */
  private answerAnew(game: Game, command: impulse.Command | undefined): impulse.Command | undefined {
    if (command?.type !== 'chooseInitiative') return command;
    const choice = game.lastChoice.get(command.side) === 'take' ? 'give' : 'take';
    game.lastChoice.set(command.side, choice);
    return { ...command, choice };
  }

  /** One game's players until `until` (performance.now()). */
  private async play(game: Game, until: number, stats: PhaseStats): Promise<void> {
    // Staggered first commands, so the rate is steady from the start.
    await sleep(Math.min(this.pick(Math.max(1, Math.round(this.options.pace[1] * 1000))), until - performance.now()));
    while (!game.over && !this.stopping && performance.now() < until) {
      const command = this.answerAnew(game, randomCommand(game.state, this.pick));
      if (!command) {
        game.over = true;
        break;
      }
      const user = game.sideUser.get(command.side);
      if (!user) throw new Error(`no player for side ${command.side} in ${game.slot.channelId}`);
      const applied = impulse.applyCommand(game.state, command);
      if (!applied.ok) throw new Error(`the engine refused its own legal command: ${applied.error.code}`);
      const closes = applied.value.events.some(
        (e) => e.type === 'impulseStarted' || e.type === 'powerPhaseStarted' || e.type === 'gameEnded',
      );
      stats.sent += 1;
      const { handle, answer } = await this.slash(user, game.slot.channelId, toSlash(command), 20_000);
      const timings = handle.timings;
      if (timings.callbackAt !== null && handle.callback?.type === 5) stats.deferred += 1;
      if (succeeded(answer)) {
        game.acked.push({ seq: game.logLength + 1, by: user.id, type: command.type });
        game.logLength += 1;
        game.state = applied.value.state;
        stats.acked += 1;
        if (timings.firstResultAt !== null)
          stats.answered.push({ channelId: game.slot.channelId, at: timings.firstResultAt });
        if (applied.value.events.some((e) => e.type === 'gameEnded')) game.over = true;
        const start = timings.dispatchedAt ?? 0;
        if (!closes && timings.firstResultAt !== null) {
          stats.cmd.push(timings.firstResultAt - start);
          if (timings.firstResultRoute !== null)
            stats.cmdSent.push({
              token: handle.token,
              route: timings.firstResultRoute,
              dispatchedAt: monotonic(start),
            });
        }
        if (closes) {
          const ms = await this.mapArrived(game.slot.channelId, handle, start, stats);
          if (ms !== undefined) stats.ends.push(ms);
        }
      } else {
        if (answer) {
          stats.refused += 1;
          if (this.refusals.length < 5)
            this.refusals.push(`${toSlash(command).command}: ${textOf(answer).slice(0, 120)}`);
        } else {
          stats.unanswered += 1;
          game.unanswered += 1;
          // Counted in the percentiles as never answered (shown as "never"), not left out.
          (closes ? stats.ends : stats.cmd).push(Number.POSITIVE_INFINITY);
        }
        // The command may or may not be in the log (no answer), or this process's state is off: read it back.
        if (!answer) await sleep(2000);
        stats.desynced += 1;
        await this.resync(game);
      }
      // The phase ends on time: a player still thinking then simply has not acted yet.
      await sleep(Math.max(0, Math.min(this.think(), until - performance.now())));
    }
  }

  /**
   * When the map of a stretch's end arrived: on the reply itself (firstAttachmentAt), or on a post in
   * the channel (as after the Power Phase's private note), at most 15 s after the command.
   */
  private async mapArrived(
    channelId: string,
    handle: { timings: { firstAttachmentAt: number | null } },
    start: number,
    stats: PhaseStats,
  ): Promise<number | undefined> {
    const startEpoch = performance.timeOrigin + start;
    for (let i = 0; i < 150; i += 1) {
      if (handle.timings.firstAttachmentAt !== null) return handle.timings.firstAttachmentAt - start;
      const post = this.fake
        .messages(channelId)
        .find((m) => m.createdAt >= Math.floor(startEpoch) && hasMap(m) && !m.ephemeral);
      if (post) {
        stats.mapBytes.push(post.attachments.find((a) => a.filename === 'map.png')?.size ?? 0);
        return Math.max(0, post.createdAt - startEpoch);
      }
      await sleep(100);
    }
    return undefined;
  }

  /** Plays every game until the phase is over; every command in flight is finished. */
  async phase(ms: number, stats: PhaseStats): Promise<void> {
    this.stopping = false;
    const until = performance.now() + ms;
    await Promise.all(this.games.map((game) => this.play(game, until, stats)));
  }

  /** Frees the bytes of every file the fake holds (maps): the trial needs their sizes, not their pixels. */
  dropFiles(stats?: PhaseStats): void {
    for (const message of this.fake.messages())
      for (const attachment of [...message.attachments, ...message.revisions.flatMap((r) => r.attachments)])
        if (attachment.data.length > 0) {
          if (stats && attachment.filename === 'map.png') stats.mapBytes.push(attachment.size);
          attachment.data = EMPTY;
        }
  }

  /** Every game read back: acknowledged commands missing from their place (lost), entries nobody sent (doubled). */
  async verify(): Promise<{ lost: string[]; doubled: string[] }> {
    const lost: string[] = [];
    const doubled: string[] = [];
    for (const game of this.games) {
      const id = game.slot.channelId;
      const record =
        (await this.store.get(id).catch(() => undefined)) ??
        (await this.store.latestArchived(id).catch(() => undefined));
      if (!record) {
        lost.push(`${id}: no game in the store`);
        continue;
      }
      const log = record.log;
      log.forEach((entry, i) => {
        if (entry.seq !== i + 1) doubled.push(`${id}: log entry ${i + 1} has seq ${entry.seq}`);
      });
      for (const ack of game.acked) {
        const entry = log[ack.seq - 1];
        // The bot may carry a command in a batch of its own making (e.g. an answer with a standing order).
        const types = [
          entry?.command.type,
          ...((entry?.command as { commands?: { type: string }[] } | undefined)?.commands ?? []).map((c) => c.type),
        ];
        if (!entry || entry.by !== ack.by || !types.includes(ack.type))
          lost.push(
            `${id}: acknowledged ${ack.type} by ${ack.by} is not log entry ${ack.seq} (log: ${log.map((e) => `${e.seq}:${e.command.type}:${e.by}`).join(' ')}; acked: ${game.acked.map((x) => `${x.seq}:${x.type}:${x.by}`).join(' ')})`,
          );
      }
      const clocks = log.filter((e) => e.by === 'clock').length;
      // A command that got no answer may have been saved after the game was last read back.
      if (log.length - clocks > game.logLength + game.unanswered)
        doubled.push(`${id}: ${log.length} log entries, ${game.logLength} accounted for`);
      if (log.length < game.logLength) lost.push(`${id}: ${log.length} log entries, expected ${game.logLength}`);
    }
    return { lost, doubled };
  }
}

// --- One configuration ---------------------------------------------------------------------------

/** How many times the bot logged that discord.js waited out a rate limit. */
function rateLimitedLines(bot: BotProcess | undefined): number {
  return bot ? bot.output().split('rate limited').length - 1 : 0;
}

/** Waits until the bot made no REST request for `quietMs` (at most `capMs`); true when it went quiet. */
async function quiet(fake: FakeDiscord, quietMs: number, capMs: number): Promise<boolean> {
  const start = performance.now();
  let count = fake.requests.length;
  let since = performance.now();
  while (performance.now() - start < capMs) {
    await sleep(100);
    if (fake.requests.length !== count) {
      count = fake.requests.length;
      since = performance.now();
    } else if (performance.now() - since >= quietMs) return true;
  }
  return false;
}

interface Row {
  readonly store: StoreKind;
  readonly shards: number;
  readonly size: number;
  readonly games: number;
  readonly stats: PhaseStats;
  readonly seconds: number;
  readonly activeHeapKb: number;
  readonly activeRssKb: number;
  readonly idleHeapKb: number;
  readonly idleRssKb: number;
  /** Bytes of heap above the 0-game figure with this many idle games (for the marginal figure). */
  readonly idleHeapBytes: number;
  readonly setupLate: number;
  /** REST requests a second besides interaction callbacks (Discord's global limit is 50 a second). */
  readonly restPerSecond: number;
  /** The bot's "rate limited" warnings during play (discord.js waiting out a limit). */
  readonly rateLimited: number;
  /** The most requests seen waiting their turn in the bot's own queue during play (health endpoint). */
  readonly queuedMax: number | null;
  /** The most pinned statuses seen waiting for a spare turn during play (health endpoint). */
  readonly statusEditsMax: number | null;
  /** After each answered command, the wait for the bot's next new message in its channel (ms). */
  readonly postLag: number[];
  /** Command replies as the bot began to send them (see PhaseStats.cmdSent), and how many were not found. */
  readonly botSent: { readonly ms: number[]; readonly unmatched: number };
  /** Requests by kind per answered command, counted until the bot went quiet after play. */
  readonly demand: Demand;
  readonly setupFailed: number;
  readonly passMs: number | null;
  readonly passes: number;
  readonly botCpu: number;
  readonly trialCpu: number;
  readonly loopP99: number;
  readonly loopMax: number;
  /** The bot's own event-loop delay during play (the worst process): a command waits at least this. */
  readonly botLoopP99: number;
  readonly botLoopMax: number;
  /** The delay of the bot's libuv thread pool (SQLite, sharp, files) during play, loop delay included. */
  readonly botPoolP99: number;
  readonly botPoolMax: number;
  /** The bot's garbage collection during play (the worst process): share of the time, most ms in one second. */
  readonly botGcShare: number;
  readonly botGcWorstSecond: number;
  readonly setupSeconds: number;
  lost: number;
  doubled: number;
}

interface Config {
  readonly store: StoreKind;
  readonly shards: number;
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url.replace(/\?.*$/, '') });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

async function runConfig(config: Config, options: Options): Promise<Row[]> {
  const label = `${config.store}, ${config.shards} shard${config.shards > 1 ? 's' : ''}`;
  const maxSize = Math.max(...options.sizes);
  const { guilds, slots } = buildWorld(maxSize);
  const dir = mkdtempSync(join(tmpdir(), 'talon-load-'));
  const probeDir = join(dir, 'probe');
  mkdirSync(probeDir);
  const schema = `t_load_${randomBytes(6).toString('hex')}`;
  const storeUrl = config.store === 'sqlite' ? `sqlite://${join(dir, 'bot.sqlite')}` : `${PG_BASE}?schema=${schema}`;
  // The fake's acknowledge deadline and rate-limit headers stay Discord's; it never rate limits.
  // Every shard may identify at once (max_concurrency), so two shards start as fast as one.
  const fake = await startFakeDiscord({ token: TOKEN, guilds, shards: config.shards, maxConcurrency: config.shards });
  // Asked for with one shard only: each shard serves its own port (HEALTH_PORT + its number), which
  // the trial does not read yet.
  const healthPort = config.shards === 1 ? await freePort() : undefined;
  const env: TrialEnv = {
    DISCORD_TOKEN: TOKEN,
    DISCORD_API_URL: fake.apiUrl,
    STORE_URL: storeUrl,
    DISCORD_CLIENT_ID: fake.applicationId,
    ...(config.shards > 1 ? { SHARD_COUNT: String(config.shards) } : {}),
    ...(healthPort !== undefined ? { HEALTH_PORT: String(healthPort) } : {}),
    ...options.botEnv,
  };
  let bot: BotProcess | undefined;
  let store: GameStore | undefined;
  const rows: Row[] = [];
  try {
    // Commands registered globally: every guild of the world can use them.
    const deploy = options.form === 'source' ? 'src/bot/deploy-commands.ts' : 'dist/src/bot/deploy-commands.js';
    const deployed = await runScript(deploy, env, options.form);
    if (!deployed.output.includes('registered')) throw new Error(`deploy-commands failed: ${deployed.output}`);
    const began = performance.now();
    bot = track(
      startBot(
        {
          ...env,
          // Node options asked for with --bot-env (a V8 setting to try) come after the probe's preload.
          NODE_OPTIONS: [`--import=${PROBE}`, env['NODE_OPTIONS']].filter(Boolean).join(' '),
          LOAD_PROBE_DIR: probeDir,
          ...(options.profileDir !== undefined ? { LOAD_PROBE_TRACE_GC: '1' } : {}),
        } as TrialEnv,
        options.form,
      ),
    );
    const exited = new Promise<never>((_, reject) =>
      bot?.child.once('exit', (code, signal) => reject(new Error(`the bot exited (${signal ?? code})`))),
    );
    exited.catch(() => undefined);
    await Promise.race([
      config.shards > 1 ? fake.waitForShards(config.shards, 120_000) : fake.waitForReady(120_000),
      exited,
    ]);
    console.log(`[${label}] bot ready in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    store = await openGameStore(storeUrl, { watchOnly: true });
    const rng = createRng(seedRng(`${options.seed}-${config.store}-${config.shards}`));
    const driver = new Driver(fake, store, options, (n) => rng.int(n));
    await sleep(3000);
    const base = await botMemory(probeDir, true);
    console.log(
      `[${label}] 0 games: heap ${(base.heapUsed / 2 ** 20).toFixed(1)} MiB, rss ${(base.rss / 2 ** 20).toFixed(1)} MiB (${base.processes} processes)`,
    );
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    for (const size of options.sizes) {
      const setupStart = performance.now();
      await driver.grow(slots, size);
      driver.dropFiles();
      const setupSeconds = (performance.now() - setupStart) / 1000;
      if (driver.setupFailures.length > 0)
        console.log(`[${label}] set-up failures: ${driver.setupFailures.slice(0, 3).join(' | ')}`);
      console.log(`[${label}] ${driver.games.length} games set up (${setupSeconds.toFixed(0)} s); playing`);
      await sleep(3000);
      const stats = newStats();
      const samples: Memory[] = [];
      const passes = new Map<string, number>();
      const cpu0 = botCpuSeconds(probeDir);
      await botProfile(probeDir, options.profileDir, `${label}-${size}`, true);
      await botLoop(probeDir);
      await botSentLatencies(probeDir, []);
      const trialCpu0 = process.cpuUsage();
      loop.reset();
      const phaseStart = performance.now();
      const phaseEpoch = Date.now();
      const requests0 = fake.requests.length;
      const limited0 = rateLimitedLines(bot);
      let sampling = true;
      let queuedMax: number | null = null;
      let statusEditsMax: number | null = null;
      const sampler = (async () => {
        while (sampling) {
          await sleep(5000);
          if (!sampling) break;
          samples.push(await botMemory(probeDir, false));
          const h = await health(healthPort);
          if (h?.queued !== null && h?.queued !== undefined) queuedMax = Math.max(queuedMax ?? 0, h.queued);
          if (h?.statusEdits !== null && h?.statusEdits !== undefined)
            statusEditsMax = Math.max(statusEditsMax ?? 0, h.statusEdits);
          // Passes that began during play (one of the set-up is not this size's play).
          if (h?.lastPassAt && h.lastPassMs !== null && Date.parse(h.lastPassAt) >= phaseEpoch)
            passes.set(h.lastPassAt, h.lastPassMs);
          driver.dropFiles(stats);
        }
      })();
      await driver.phase(options.minutes * 60_000, stats);
      sampling = false;
      await sampler;
      const seconds = (performance.now() - phaseStart) / 1000;
      // REST requests other than interactions' callbacks and webhooks count against Discord's global
      // limit per bot (50 a second unless Discord granted more).
      const restPerSecond = fake.requests.slice(requests0).filter((r) => !uncounted(r)).length / seconds;
      const rateLimited = rateLimitedLines(bot) - limited0;
      const botCpu = (botCpuSeconds(probeDir) - cpu0) / seconds;
      const botLoopDelay = await botLoop(probeDir);
      const botSent = await botSentLatencies(probeDir, stats.cmdSent);
      const used = process.cpuUsage(trialCpu0);
      await botProfile(probeDir, options.profileDir, `${label}-${size}`, false);
      if (options.profileDir !== undefined && bot) {
        // With the profile, the collector's own account of each collection (--trace-gc) is in the bot's output.
        const path = join(options.profileDir, `${fileSlug(`${label}-${size}`)}-output.txt`);
        writeFileSync(path, bot.output());
        console.log(`[${label}] the bot's output, with its collections: ${path}`);
      }
      const trialCpu = (used.user + used.system) / 1e6 / seconds;
      const loopP99 = loop.percentile(99) / 1e6;
      const loopMax = loop.max / 1e6;
      driver.dropFiles(stats);
      // A bot that fell behind still works through what it was sent: memory is read once it is quiet.
      const drained = await quiet(fake, 2000, 180_000);
      if (!drained) console.log(`[${label}] the bot was still busy 180 s after play stopped`);
      const postLag = firstPostLag((channelId) => fake.messages(channelId), stats.answered);
      const demand = demandPerCommand(fake.requests.slice(requests0), stats.acked);
      const active = await botMemory(probeDir, true);
      const activeRss = median(samples.filter((m) => m.processes === base.processes).map((m) => m.rss));
      await sleep(options.idleSeconds * 1000);
      const h = await health(healthPort);
      if (h?.lastPassAt && h.lastPassMs !== null && Date.parse(h.lastPassAt) >= phaseEpoch)
        passes.set(h.lastPassAt, h.lastPassMs);
      const idle = await botMemory(probeDir, true);
      const n = driver.games.length;
      // A sample missing a process (its probe did not answer) is no figure at all.
      const whole = (m: Memory) => m.processes === base.processes;
      const kb = (bytes: number) => bytes / 1024 / n;
      const row: Row = {
        store: config.store,
        shards: config.shards,
        size,
        games: n,
        stats,
        seconds,
        activeHeapKb: whole(active) ? kb(active.heapUsed - base.heapUsed) : Number.NaN,
        activeRssKb: whole(active) ? kb((Number.isNaN(activeRss) ? active.rss : activeRss) - base.rss) : Number.NaN,
        idleHeapKb: whole(idle) ? kb(idle.heapUsed - base.heapUsed) : Number.NaN,
        idleRssKb: whole(idle) ? kb(idle.rss - base.rss) : Number.NaN,
        idleHeapBytes: whole(idle) ? idle.heapUsed - base.heapUsed : Number.NaN,
        setupLate: driver.setupLate,
        restPerSecond,
        rateLimited,
        queuedMax,
        statusEditsMax,
        postLag,
        demand,
        setupFailed: driver.setupFailures.length,
        passMs: passes.size > 0 ? Math.max(...passes.values()) : null,
        passes: passes.size,
        botCpu,
        trialCpu,
        loopP99,
        loopMax,
        botLoopP99: botLoopDelay.p99,
        botLoopMax: botLoopDelay.max,
        botPoolP99: botLoopDelay.poolP99,
        botPoolMax: botLoopDelay.poolMax,
        botGcShare: botLoopDelay.gcShare,
        botGcWorstSecond: botLoopDelay.gcWorstSecond,
        botSent,
        setupSeconds,
        lost: 0,
        doubled: 0,
      };
      rows.push(row);
      console.log(`[${label}] ${describeRow(row)}`);
    }
    loop.disable();
    // Nothing lost: every game read back from the store once play has stopped.
    await sleep(2000);
    const { lost, doubled } = await driver.verify();
    for (const line of [...lost, ...doubled].slice(0, 10)) console.log(`[${label}] ${line}`);
    for (const line of driver.refusals) console.log(`[${label}] refused: ${line}`);
    // Counted against the largest size's row (the games of every size are the same games, played on).
    const last = rows.at(-1);
    if (last) {
      last.lost = lost.length;
      last.doubled = doubled.length;
    }
    for (const r of rows.slice(0, -1)) {
      r.lost = lost.length;
      r.doubled = doubled.length;
    }
    const violations = fake.violations.filter((v) => !v.includes('got no callback within'));
    if (violations.length > 0) console.log(`[${label}] fake Discord violations: ${violations.slice(0, 3).join(' | ')}`);
  } finally {
    await bot?.kill('SIGTERM');
    await store?.close().catch(() => undefined);
    await fake.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    if (config.store === 'postgres')
      await dropSchema(PG_BASE, schema).catch((error: unknown) =>
        console.log(`[${label}] could not drop schema ${schema}: ${String(error)}`),
      );
  }
  return rows;
}

// --- Report --------------------------------------------------------------------------------------

const fixed = (n: number, digits = 0): string =>
  Number.isFinite(n) ? n.toFixed(digits) : n === Number.POSITIVE_INFINITY ? 'never' : '-';

function describeRow(r: Row): string {
  const s = r.stats;
  return (
    `${r.games} games, ${s.acked}/${s.sent} commands answered in ${fixed(r.seconds)} s (${fixed(s.sent / r.seconds, 1)}/s), ` +
    `cmd median ${fixed(median(s.cmd), 1)} p99 ${fixed(percentile(s.cmd, 99), 1)} ms, impulse end ${fixed(median(s.ends))}/${fixed(percentile(s.ends, 99))} ms, ` +
    `refused ${s.refused}, unanswered ${s.unanswered}, deferred ${s.deferred}; bot CPU ${fixed(r.botCpu * 100)}%, ` +
    `bot loop delay p99 ${fixed(r.botLoopP99)} ms max ${fixed(r.botLoopMax)} ms, pool delay p99 ${fixed(r.botPoolP99)} ms max ${fixed(r.botPoolMax)} ms, ` +
    `bot GC ${fixed(r.botGcShare * 100, 1)}% of the time, at most ${fixed(r.botGcWorstSecond)} ms in a second, ` +
    `trial CPU ${fixed(r.trialCpu * 100)}%, trial loop delay p99 ${fixed(r.loopP99)} ms max ${fixed(r.loopMax)} ms` +
    (r.demand.otherRoutes ? `; other requests: ${r.demand.otherRoutes}` : '')
  );
}

/** Heap per idle game between this size and the previous one of the same configuration (fixed costs left out). */
function marginal(rows: readonly Row[], i: number): string {
  const r = rows[i];
  const before = rows[i - 1];
  if (!r || !before || before.store !== r.store || before.shards !== r.shards || r.games === before.games) return '-';
  return fixed((r.idleHeapBytes - before.idleHeapBytes) / 1024 / (r.games - before.games));
}

function report(rows: readonly Row[], options: Options, skipped: readonly string[]): number {
  const header = [
    'store',
    'shards',
    'size',
    'games',
    'commands answered/sent',
    'cmd median ms',
    'cmd p99 ms',
    'p99/median',
    'impulse-end median/p99 ms',
    'KB/active game heap (rss)',
    'KB/idle game heap (rss)',
    'sched pass ms',
    'lost',
    'doubled',
  ];
  const lines = rows.map((r) => {
    const s = r.stats;
    const med = median(s.cmd);
    const p99 = percentile(s.cmd, 99);
    return [
      r.store,
      r.shards,
      r.size,
      r.games,
      `${s.acked}/${s.sent}`,
      fixed(med, 1),
      fixed(p99, 1),
      fixed(p99 / med, 2),
      `${fixed(median(s.ends))}/${fixed(percentile(s.ends, 99))}`,
      `${fixed(r.activeHeapKb)} (${fixed(r.activeRssKb)})`,
      `${fixed(r.idleHeapKb)} (${fixed(r.idleRssKb)})`,
      r.passMs === null ? 'n/a' : `${fixed(r.passMs, 1)} (${r.passes})`,
      r.lost,
      r.doubled,
    ];
  });
  console.log('');
  console.log(table(header, lines));
  console.log('');
  const notes = rows.map((r, i) => [
    `${r.store}/${r.shards}/${r.size}`,
    fixed(r.stats.sent / r.seconds, 1),
    r.stats.refused,
    r.stats.unanswered,
    r.stats.deferred,
    fixed(r.botCpu * 100),
    `${fixed(r.botLoopP99)}/${fixed(r.botLoopMax)}`,
    `${fixed(r.botPoolP99)}/${fixed(r.botPoolMax)}`,
    `${fixed(r.botGcShare * 100, 1)}/${fixed(r.botGcWorstSecond)}`,
    botSentCell(r.botSent),
    fixed(r.trialCpu * 100),
    `${fixed(r.loopP99)}/${fixed(r.loopMax)}`,
    fixed(median(r.stats.mapBytes) / 1024),
    fixed(r.setupSeconds),
    `${r.setupLate}/${r.setupFailed}`,
    `${fixed(r.restPerSecond)} (${r.rateLimited}; ${r.queuedMax === null ? 'n/a' : r.queuedMax}; ${r.statusEditsMax === null ? 'n/a' : r.statusEditsMax})`,
    r.postLag.length === 0
      ? 'n/a'
      : `${fixed(median(r.postLag) / 1000, 1)}/${fixed(percentile(r.postLag, 99) / 1000, 1)}`,
    `${fixed(r.demand.posts, 2)}/${fixed(r.demand.edits, 2)}/${fixed(r.demand.other, 2)} (${fixed(r.demand.viaInteractions, 2)})`,
    marginal(rows, i),
  ]);
  console.log(
    table(
      [
        'row',
        'cmd/s',
        'refused',
        'unanswered',
        'deferred',
        'bot CPU %',
        'bot loop p99/max ms',
        'bot pool p99/max ms',
        'bot GC %/most ms in 1 s',
        'cmd as the bot sent it median/p99 ms (ratio; unmatched)',
        'trial CPU %',
        'trial loop p99/max ms',
        'map KB',
        'set-up s',
        'set-up late/failed',
        'REST/s counted by the limit (rate-limited; most queued; most statuses waiting)',
        'next post after a command median/p99 s',
        'requests per command: posts/edits/other (via interactions)',
        'marginal KB/idle game',
      ],
      notes,
    ),
  );
  const lostOrDoubled = rows.some((r) => r.lost > 0 || r.doubled > 0);
  console.log('');
  if (options.quick) console.log('quick run (--quick): tiny sizes, so the figures mean nothing and no goal is judged');
  else {
    const judged = rows.filter((r) => r.size === GOAL_SIZE);
    if (judged.length === 0) console.log(`no row at ${GOAL_SIZE} games: the goals are judged there only`);
    for (const r of judged) {
      const ratio = percentile(r.stats.cmd, 99) / median(r.stats.cmd);
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
      console.log(
        `${r.store}, ${r.shards} shard(s), ${r.size} games: p99 < ${GOAL_RATIO}x median ${verdict(ratio < GOAL_RATIO)} (${fixed(ratio, 2)}x); ` +
          `< ${GOAL_IDLE_KB} KB per idle game ${verdict(r.idleHeapKb < GOAL_IDLE_KB)} (heap ${fixed(r.idleHeapKb)} KB, rss ${fixed(r.idleRssKb)} KB); ` +
          `nothing lost ${verdict(r.lost === 0 && r.doubled === 0)} (${r.lost} lost, ${r.doubled} doubled)`,
      );
    }
  }
  for (const line of skipped) console.log(`not run: ${line}`);
  return lostOrDoubled ? 1 : 0;
}

/** The command reply as the bot began to send it: median/p99 (their ratio; answers not found). */
function botSentCell(sent: Row['botSent']): string {
  if (sent.ms.length === 0) return `n/a (${sent.unmatched})`;
  const med = median(sent.ms);
  const p99 = percentile(sent.ms, 99);
  return `${fixed(med, 1)}/${fixed(p99, 1)} (${fixed(p99 / med, 1)}x; ${sent.unmatched})`;
}

async function main(): Promise<number> {
  const options = readOptions();
  // As `npm start`'s prestart step: dist/ rebuilt first if it is missing or older than the sources.
  if (options.form === 'compiled') await buildIfStale();
  const postgres = await postgresAnswers();
  const configs: Config[] = [];
  const skipped: string[] = [];
  for (const store of options.stores)
    for (const shards of options.shards) {
      if (store === 'sqlite' && shards > 1) continue; // Two shards need PostgreSQL (one SQLite file per process).
      if (store === 'postgres' && !postgres) {
        skipped.push(`postgres, ${shards} shard(s): PostgreSQL does not answer at ${new URL(PG_BASE).host}`);
        continue;
      }
      configs.push({ store, shards });
    }
  const began = performance.now();
  console.log(
    `load trial: sizes ${options.sizes.join(', ')}; ${configs.map((c) => `${c.store}/${c.shards}`).join(', ')}; ` +
      `${options.minutes} min of play per size; players think ${options.pace[0]}-${options.pace[1]} s between commands ` +
      `(about ${fixed(Math.max(...options.sizes) / ((options.pace[0] + options.pace[1]) / 2), 1)} commands/s at ${Math.max(...options.sizes)} games); ` +
      `scheduler from the health endpoint (one shard); ` +
      `the bot ${options.form === 'compiled' ? 'compiled (npm start)' : 'under tsx (npm run dev)'}` +
      Object.entries(options.botEnv)
        .map(([key, value]) => `, ${key}=${value}`)
        .join(''),
  );
  const rows: Row[] = [];
  for (const [i, config] of configs.entries()) {
    rows.push(...(await runConfig(config, options)));
    // The table so far after each configuration, so a run cut short still leaves its figures.
    if (i < configs.length - 1) report(rows, options, []);
  }
  console.log(
    `\nnode ${process.version}, ${new Date().toISOString()}, took ${fixed((performance.now() - began) / 1000)} s`,
  );
  return report(rows, options, skipped);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
