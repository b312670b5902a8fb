/**
 * Discord round-trip benchmark (issue 5, item 11): milliseconds from the local Discord-compatible
 * server's INTERACTION_CREATE to the bot's reply, through real sockets, for a `/move` (a text reply)
 * and for the command that ends an impulse (its reply carries map.png and the damage report), each
 * measured against a minimal discord.js bot (the floor) running side by side with the real bot.
 *
 * Side by side, interleaved. Both bots run at once for the whole bench, each as its own process: the
 * real bot (`npm start`'s entry, its own temporary SQLite store) and the floor bot
 * (tests/bench/floor-bot.ts). The fake Discord (tests/discord/fake-discord.ts) sends every interaction
 * to the one gateway session that identified last, so one fake cannot serve two bots; this process
 * therefore starts two fake servers, both on 127.0.0.1, one per bot, each with its own application
 * id, bot user and token. The real bot plays seeded random legal duels (a new game whenever one
 * ends), then fleet battles, one command at a time; every time its reply is a sample (a `/move`
 * answered with text, or any game command whose reply carries map.png), the floor is sent the same
 * kind of interaction right after, on its own server. So the commands go real, floor, real, floor...
 * one interaction at a time, and each sample of the real bot has a floor sample taken at the same
 * machine moment: a pair. (The floor always comes second: whether a reply is a sample is only known
 * once it has arrived.) Each case reports the median of each side and, as the headline ratio, the
 * median of the per-pair ratios (real / floor), with their p10 and p90 (and min and max in the
 * detailed table); the goal (<= 1.5 x) is checked on that median. The ratio of the two medians is
 * printed beside it for comparison with earlier runs. The first pairs of each kind in each case are
 * a warm-up for both bots, answered but not kept.
 *
 * The floors are the least a discord.js bot can do (tests/bench/floor-bot.ts): the same client set-up
 * answering at once. For `/move` the floor (issue 41) commits to SQLite, as durably as the bot's own
 * save (the store's backend and write), as many bytes as the real bot's save of that move wrote (read
 * back from its store), then answers with a short text: a reply that must survive a crash cannot come
 * before its write is on disk. The old floor, a short text and nothing written, is printed beside it
 * for the record. Both follow each real `/move`, which first alternating. For an impulse end there are
 * two floors, and each real sample is paired with one sample of each, both made to the measure of the
 * map the real bot sent in that very reply, taken one after the other right after the real one,
 * which of the two first alternating from pair to pair:
 *
 * - "floor: encodes a same-sized PNG": creates a canvas of that map's pixel size (the map's size
 *   varies with the board's extent), fills it with the background colour, PNG-encodes it and uploads
 *   it. THE GOAL (<= 1.5 x the floor) IS CHECKED AGAINST THIS ONE. The issue's floor is "a minimal
 *   discord.js bot that replies with a same-sized PNG", and a PNG of a given size has to be encoded by
 *   someone: a bot that shows the board after each command must make that picture per reply, and the
 *   least it can do is encode a blank canvas of that size. That is also how the rendering bench
 *   (tests/bench/render.ts) defines its floor: the bare PNG encode of the same canvas. (A blank canvas
 *   compresses to a few KB, so this floor uploads less than the real map; the table prints its size.)
 * - "floor: ready PNG": uploads, as it is, the map the real bot sent (the same bytes, handed to the
 *   floor bot by an untimed `/load` just before; nothing encoded). It charges the real bot its whole
 *   map render and PNG encode, which no bot that draws the map after the move can avoid, so no such
 *   bot can come near 1.5 x it; it is reported too, beside the other, so nothing is hidden.
 *
 * The stamps (tests/discord/interactions.ts, all performance.now() in this process): `dispatchedAt`
 * is when the fake wrote INTERACTION_CREATE on the bot's gateway socket. Impulse end: until
 * `firstAttachmentAt`, the first response that carried a file (the callback if the bot replied at
 * once, else the edit or follow-up after a deferral): the moment the map is there to see. Move:
 * until `firstResultAt`, the first response with final content. For an immediate reply (callback
 * type 4, what both bots send) it is the same instant as `callbackAt`; after a deferral (type 5, the
 * bot's watchdog at 1.5 s) `callbackAt` would only be the "thinking…" placeholder, so it is not used.
 *
 * Between two interactions the bench waits until both bots have gone quiet (no REST request on
 * either server for a while; after a real game command, first until the bot has edited the game's
 * pinned status message, found on the fake as its latest pin), as a player would, so no sample pays
 * for the previous one's tail. The impulse-end cases are named by the map of median byte size the
 * real bot sent in them.
 *
 * Alone: `npx tsx tests/bench/discord.ts`. With the rest: `npm run bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import type { impulse } from '../../src/engine/index.js';
import { openGameStore, type GameRecord, type GameStore } from '../../src/store/index.js';
import {
  ALICE,
  BOB,
  C1,
  G1,
  startFakeDiscord,
  type FakeDiscord,
  type InteractionHandle,
  type RecordedAttachment,
  type UserFixture,
} from '../discord/fake-discord.js';
import { runScript, startBot, type BotEnv, type BotProcess } from '../e2e/bot-process.js';
import { START_ENV, START_FLAGS } from '../e2e/process-tuning.js';
import { sized } from './mode.js';
import { randomCommand } from '../helpers/random-play.js';
import { toSlash, type Slash } from '../helpers/slash.js';
import { type Row, median, pairRatios, percentile, printTable, spread } from './stats.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN = 'bench-discord-token-0123456789abcdef';
/** The floor bot is another application, on its own fake server. */
const FLOOR_TOKEN = 'bench-floor-token-0123456789abcdef';
const FLOOR_APPLICATION_ID = '1180000000000000002';

/**
 * Pairs per case, at least: moves are the rarest (about one command in seven), so every impulse end
 * met on the way to them is paired and kept too.
 */
const MOVES = sized(60, 2);
const IMPULSE_ENDS = sized(30, 2);
const FLEET_IMPULSE_ENDS = sized(15, 1);
/** Pairs of each kind answered by both bots but not kept, per case, before measuring. */
const WARM_UP = { moves: sized(5, 1), maps: sized(3, 1) };
/**
 * Wall-clock budgets (ms) per case, warm-up and floors included, so a slow machine still finishes in
 * ~2.5 minutes. A bound on the real bot's commands per case besides.
 */
const DUEL_BUDGET_MS = 75_000;
const FLEET_BUDGET_MS = 30_000;
const MAX_COMMANDS = 3000;
/** The bots count as quiet once no REST request has reached either fake for this long. */
const QUIET_MS = 15;
/** After set-up commands, whose tails are less predictable, a longer quiet. */
const SETUP_QUIET_MS = 100;

const GOAL_RATIO = 1.5;
const GOAL_IMPULSE_END_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once no REST request reached any of the fakes for `ms` (30 s at most). */
async function quiet(fakes: readonly FakeDiscord[], ms: number): Promise<void> {
  const count = () => fakes.reduce((n, f) => n + f.requests.length, 0);
  let seen = count();
  let since = performance.now();
  const until = since + 30_000;
  while (performance.now() - since < ms) {
    if (performance.now() > until) throw new Error(`the bots never went quiet for ${ms} ms within 30 s`);
    await sleep(5);
    if (count() !== seen) {
      seen = count();
      since = performance.now();
    }
  }
}

const elapsed = (from: number | null, to: number | null): number => {
  if (from === null || to === null) throw new Error('an interaction is missing a timing stamp');
  return to - from;
};

/** The map.png an interaction's reply carried, if any. */
function mapOf(handle: InteractionHandle): RecordedAttachment | undefined {
  return [handle.original, ...handle.followUps]
    .flatMap((m) => m?.attachments ?? [])
    .find((a) => a.filename === 'map.png');
}

/** What one command of the real bot gave: a timed move, a timed impulse end, or nothing to time. */
type Reply =
  | { kind: 'move'; ms: number; bytes: number }
  | { kind: 'map'; ms: number; file: RecordedAttachment }
  | { kind: 'other' };

interface Tally {
  games: number;
  commands: number;
}

class RealBotDriver {
  private readonly pick: (n: number) => number;

  constructor(
    private readonly fake: FakeDiscord,
    /** Both servers: quiet means quiet on both. */
    private readonly all: readonly FakeDiscord[],
    private readonly store: GameStore,
    seed: string,
  ) {
    const rng = createRng(seedRng(seed));
    this.pick = (n) => rng.int(n);
  }

  /** Sends a command and waits for its reply and, with `statusId`, for the bot's last step after it. */
  async slash(user: UserFixture, s: Slash, statusId?: string): Promise<InteractionHandle> {
    const before = this.fake.requests.length;
    const handle = this.fake.interact(
      this.fake.slash(user, C1.id, s.command, s.options, s.subcommand ? { subcommand: s.subcommand } : undefined),
    );
    await handle.settled(10_000);
    if (statusId === undefined) await quiet(this.all, SETUP_QUIET_MS);
    else await this.statusEdited(statusId, before);
    return handle;
  }

  /**
   * After replying to a game command the bot posts or edits the turn prompt, and last of all edits
   * the pinned status message: waits for that edit (2 s at most), then for a short quiet.
   */
  private async statusEdited(statusId: string, from: number): Promise<void> {
    const path = `/channels/${C1.id}/messages/${statusId}`;
    const edited = () => this.fake.requests.slice(from).some((r) => r.method === 'PATCH' && r.path === path);
    const until = performance.now() + 2000;
    while (!edited() && performance.now() < until) await sleep(2);
    await quiet(this.all, QUIET_MS);
  }

  /**
   * The game's pinned status message, read off the fake (the bot's latest pin in c1) rather than the
   * bot's store, whose layout is the bot's own business.
   */
  private statusId(): string | undefined {
    const pins = this.fake.messages(C1.id).filter((m) => m.pinned && m.author.id === this.fake.botUser.id);
    return pins.reduce<(typeof pins)[number] | undefined>(
      (last, m) => (last === undefined || (m.pinnedAt ?? 0) >= (last.pinnedAt ?? 0) ? m : last),
      undefined,
    )?.id;
  }

  /** Waits for the channel to be free (the last game archived), then creates, joins and starts a game. */
  async newGame(scenario: string): Promise<void> {
    for (let tries = 0; ; tries += 1) {
      const open = await this.store.get(C1.id);
      if (!open) break;
      if (tries > 500) throw new Error(`the game in c1 is still ${open.status} after 10 s`);
      await sleep(20);
    }
    await this.slash(ALICE, { command: 'game', subcommand: 'new', options: { scenario, name: 'bench' } });
    await this.slash(ALICE, { command: 'game', subcommand: 'join', options: {} });
    await this.slash(BOB, { command: 'game', subcommand: 'join', options: {} });
    await this.slash(ALICE, { command: 'game', subcommand: 'start', options: {} });
    const started = await this.store.get(C1.id);
    if (started?.status !== 'active')
      throw new Error(`/game start did not start the ${scenario} game (${started?.status ?? 'no game'})`);
  }

  /**
   * One step of play: a random legal command (or, with no game running, a new game). A move is a
   * /move whose reply has no picture; an impulse end is a game command whose reply carries map.png.
   */
  async step(scenario: string, tally: Tally): Promise<Reply> {
    const record = await this.store.get(C1.id);
    if (!record || record.status !== 'active') {
      await this.newGame(scenario);
      tally.games += 1;
      return { kind: 'other' };
    }
    const state = record.state as unknown as impulse.GameState;
    const command = randomCommand(state, this.pick);
    if (!command) {
      await sleep(10);
      return { kind: 'other' };
    }
    const handle = await this.slash(userOf(record, command.side), toSlash(command), this.statusId());
    tally.commands += 1;
    const after = await this.store.get(C1.id);
    if (after?.id === record.id && after.version === record.version)
      throw new Error(`the bot refused ${handle.label}: ${handle.original?.content ?? '?'}`);
    const map = mapOf(handle);
    const t = handle.timings;
    if (map) return { kind: 'map', ms: elapsed(t.dispatchedAt, t.firstAttachmentAt), file: map };
    if (handle.label === '/move' && after)
      return { kind: 'move', ms: elapsed(t.dispatchedAt, t.firstResultAt), bytes: await this.saved(record, after) };
    return { kind: 'other' };
  }

  /**
   * What the bot's save of a command wrote, in bytes as stored: the game's head and the new log
   * entries (one statement on SQLite), read back from the bot's store file. The durable floor
   * writes as much.
   */
  private async saved(before: GameRecord, after: GameRecord): Promise<number> {
    const keys = [`game:${C1.id}`];
    for (let n = before.log.length + 1; n <= after.log.length; n += 1) keys.push(`log:${after.id}:${n}`);
    const rows = await Promise.all(keys.map((key) => this.store.kv.get(key)));
    return rows.reduce((sum, row) => sum + (row?.bytes ?? 0), 0);
  }
}

const userOf = (record: GameRecord, side: string): UserFixture =>
  record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB;

/** The floor bot as its own process, the same way the real one is run. */
function spawnFloorBot(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  kill: () => Promise<void>;
} {
  const child = spawn(process.execPath, [...START_FLAGS, '--import', 'tsx', 'tests/bench/floor-bot.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...START_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, kill: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Sends the floor bot its interactions, on its own server, one at a time. */
class FloorDriver {
  constructor(
    private readonly fake: FakeDiscord,
    private readonly all: readonly FakeDiscord[],
    /** Where the real bot's map is written for the floor's `/load`. */
    private readonly pngPath: string,
  ) {}

  private async once(command: string, options: Record<string, string | number> = {}): Promise<InteractionHandle> {
    const handle = this.fake.interact(this.fake.slash(ALICE, C1.id, command, options));
    await handle.settled(10_000);
    await quiet(this.all, QUIET_MS);
    return handle;
  }

  /** The old `/move` floor, kept for the record: a text reply, nothing written. */
  async move(): Promise<number> {
    const t = (await this.once('move', { ship: 'vigil', how: 'straight' })).timings;
    return elapsed(t.dispatchedAt, t.firstResultAt);
  }

  /** The `/move` floor: `bytes` committed to SQLite as durably as the bot's save, then a text reply. */
  async save(bytes: number): Promise<number> {
    const t = (await this.once('save', { bytes })).timings;
    return elapsed(t.dispatchedAt, t.firstResultAt);
  }

  /** Not timed: hands the floor bot the map the real bot sent, for the next `ready()`. */
  async load(file: RecordedAttachment): Promise<void> {
    writeFileSync(this.pngPath, file.data);
    await this.once('load', { png: this.pngPath });
  }

  /** The ready-PNG floor: uploads the map last loaded. */
  async ready(): Promise<number> {
    const t = (await this.once('done')).timings;
    return elapsed(t.dispatchedAt, t.firstAttachmentAt);
  }

  /** The encoding floor: encodes and uploads a blank PNG of the given map's pixel size. */
  async encode(like: RecordedAttachment): Promise<{ ms: number; file: RecordedAttachment }> {
    if (like.width === null || like.height === null)
      throw new Error('the real bot sent a map.png whose size the fake could not read');
    const handle = await this.once('map', { width: like.width, height: like.height });
    const file = mapOf(handle);
    if (!file) throw new Error('the encoding floor replied without map.png');
    return { ms: elapsed(handle.timings.dispatchedAt, handle.timings.firstAttachmentAt), file };
  }
}

/** Index i of every array is one pair (one real sample and the floor samples taken right after it). */
interface MovePairs {
  bot: number[];
  /** The durable floor: the same bytes written, then the reply. */
  durable: number[];
  /** The old floor: a text reply. */
  text: number[];
  /** What the bot's save of each move wrote. */
  bytes: number[];
}

interface MapPairs {
  bot: number[];
  encoding: number[];
  ready: number[];
  /** The maps the real bot sent. */
  files: RecordedAttachment[];
  /** The PNGs the encoding floor made. */
  encoded: RecordedAttachment[];
}

interface CaseRun {
  moves: MovePairs;
  maps: MapPairs;
  tally: Tally;
  /** The budget ran out before the case had its pairs. */
  short: boolean;
}

/**
 * One case: the real bot plays; each of its samples is followed at once by the floor's, and the two
 * make a pair. The first pairs of each kind are the warm-up. Ends once the case has its pairs (or
 * the budget is spent).
 */
async function runCase(
  real: RealBotDriver,
  floor: FloorDriver,
  scenario: string,
  want: { moves: number; maps: number },
  budgetMs: number,
): Promise<CaseRun> {
  const tally: Tally = { games: 0, commands: 0 };
  const until = performance.now() + budgetMs;
  const warm = { moves: want.moves > 0 ? WARM_UP.moves : 0, maps: WARM_UP.maps };
  const seen = { moves: 0, maps: 0 };
  const moves: MovePairs = { bot: [], durable: [], text: [], bytes: [] };
  const maps: MapPairs = { bot: [], encoding: [], ready: [], files: [], encoded: [] };
  const more = () => moves.bot.length < want.moves || maps.bot.length < want.maps;
  while (more() && performance.now() < until && tally.commands <= MAX_COMMANDS) {
    const reply = await real.step(scenario, tally);
    if (reply.kind === 'move' && want.moves > 0) {
      // Both floors right after the real sample, which of them first alternating from pair to pair.
      const first = seen.moves % 2 === 0;
      const durable = first ? await floor.save(reply.bytes) : undefined;
      const text = await floor.move();
      const durableMs = durable ?? (await floor.save(reply.bytes));
      seen.moves += 1;
      if (seen.moves <= warm.moves) continue;
      moves.bot.push(reply.ms);
      moves.durable.push(durableMs);
      moves.text.push(text);
      moves.bytes.push(reply.bytes);
    } else if (reply.kind === 'map') {
      await floor.load(reply.file);
      // Both floors right after the real sample, which of them first alternating from pair to pair.
      let encoded: { ms: number; file: RecordedAttachment };
      let ready: number;
      if (seen.maps % 2 === 0) {
        encoded = await floor.encode(reply.file);
        ready = await floor.ready();
      } else {
        ready = await floor.ready();
        encoded = await floor.encode(reply.file);
      }
      seen.maps += 1;
      if (seen.maps <= warm.maps) continue;
      maps.bot.push(reply.ms);
      maps.files.push(reply.file);
      maps.encoding.push(encoded.ms);
      maps.encoded.push(encoded.file);
      maps.ready.push(ready);
    }
  }
  return { moves, maps, tally, short: more() };
}

/** The map file of median size among those the real bot sent. */
function medianFile(files: readonly RecordedAttachment[]): RecordedAttachment {
  const sorted = [...files].sort((a, b) => a.size - b.size);
  const file = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!file) throw new Error('the real bot sent no map');
  return file;
}

interface Comparison {
  /** "text reply", "encodes a same-sized PNG" or "ready PNG". */
  readonly floor: string;
  /** Paired with the case's `bot` samples, index by index. */
  readonly samples: readonly number[];
  /** The floor the goal is checked against. */
  readonly goal: boolean;
}

interface Case {
  readonly name: string;
  readonly bot: readonly number[];
  readonly floors: readonly Comparison[];
}

/** The headline ratio: the median of the per-pair ratios. */
const pairRatio = (bot: readonly number[], floor: readonly number[]): number => median(pairRatios(bot, floor));

function printCases(cases: readonly Case[]): void {
  const header = [
    'case',
    'floor',
    'pairs',
    'bot median',
    'bot p99',
    'floor median',
    'floor p99',
    'ratio (median of pairs)',
    'p10',
    'p90',
    'min',
    'max',
    'median / median',
  ];
  const lines = cases.flatMap((c) =>
    c.floors.map((f) => {
      const ratios = pairRatios(c.bot, f.samples);
      return [
        c.name,
        f.floor + (f.goal ? ' (goal)' : ''),
        String(c.bot.length),
        median(c.bot).toFixed(1),
        percentile(c.bot, 99).toFixed(1),
        median(f.samples).toFixed(1),
        percentile(f.samples, 99).toFixed(1),
        median(ratios).toFixed(2),
        percentile(ratios, 10).toFixed(2),
        percentile(ratios, 90).toFixed(2),
        Math.min(...ratios).toFixed(2),
        Math.max(...ratios).toFixed(2),
        (median(c.bot) / median(f.samples)).toFixed(2),
      ];
    }),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const goalFloor = (c: Case): Comparison => {
  const floor = c.floors.find((f) => f.goal);
  if (!floor) throw new Error(`${c.name} has no goal floor`);
  return floor;
};

/** The real bot's row: its median and p99, and the median of the pair ratios against the goal floor. */
function ratioRow(c: Case): Row {
  const floor = goalFloor(c);
  const ratios = pairRatios(c.bot, floor.samples);
  const r = median(ratios);
  return {
    measure: `discord ${c.name}, real bot (ms; n=${c.bot.length} pairs)`,
    median: median(c.bot).toFixed(1),
    p99: percentile(c.bot, 99).toFixed(1),
    goal: `<= ${GOAL_RATIO} x ${c.name.startsWith('/move') ? 'durable floor' : 'encoding floor'} (median of pair ratios)`,
    ratio: `${r.toFixed(2)} (${spread(ratios)})`,
    met: r <= GOAL_RATIO,
  };
}

/** The floor rows; a floor other than the goal's shows the real bot's pair ratio to it in its goal cell. */
function floorRows(c: Case): Row[] {
  return c.floors.map((f) => ({
    measure: `discord ${c.name}, floor: ${f.floor} (ms; n=${f.samples.length})`,
    median: median(f.samples).toFixed(1),
    p99: percentile(f.samples, 99).toFixed(1),
    goal: f.goal ? '-' : `- (bot = ${pairRatio(c.bot, f.samples).toFixed(2)} x, median of pair ratios)`,
    ratio: '-',
    met: true,
  }));
}

export async function benchDiscord(): Promise<Row[]> {
  const fake = await startFakeDiscord({ token: TOKEN });
  const floorFake = await startFakeDiscord({
    token: FLOOR_TOKEN,
    applicationId: FLOOR_APPLICATION_ID,
    botUser: { id: FLOOR_APPLICATION_ID, username: 'floor', global_name: null, bot: true },
  });
  const both = [fake, floorFake] as const;
  const dir = mkdtempSync(join(tmpdir(), 'talon-bench-'));
  const env: BotEnv = {
    DISCORD_TOKEN: TOKEN,
    DISCORD_API_URL: fake.apiUrl,
    STORE_URL: `sqlite://${join(dir, 'talon.sqlite')}`,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: G1.id,
  };
  let bot: BotProcess | undefined;
  let floor: ReturnType<typeof spawnFloorBot> | undefined;
  let store: GameStore | undefined;
  try {
    const deployed = await runScript('src/bot/deploy-commands.ts', env);
    if (deployed.code !== 0) throw new Error(`deploy-commands failed:\n${deployed.output}`);
    // Both bots up at once, each on its own server, for the whole run.
    bot = startBot(env);
    const floorReady = floorFake.nextReady(30_000);
    floor = spawnFloorBot({
      DISCORD_TOKEN: FLOOR_TOKEN,
      DISCORD_API_URL: floorFake.apiUrl,
      STORE_URL: `sqlite://${join(dir, 'floor.sqlite')}`,
    });
    await fake.waitForReady(30_000);
    await floorReady;
    store = await openGameStore(env.STORE_URL, { watchOnly: true });

    // Duels for moves and impulse ends, then a few fleet-battle impulse ends (a bigger map).
    const real = new RealBotDriver(fake, both, store, 'bench');
    const floorDriver = new FloorDriver(floorFake, both, join(dir, 'floor-map.png'));
    const duel = await runCase(real, floorDriver, 'cruiser-duel', { moves: MOVES, maps: IMPULSE_ENDS }, DUEL_BUDGET_MS);
    await real.slash(ALICE, { command: 'game', subcommand: 'end', options: {} });
    const fleet = await runCase(
      real,
      floorDriver,
      'fleet-battle',
      { moves: 0, maps: FLEET_IMPULSE_ENDS },
      FLEET_BUDGET_MS,
    );
    const violations = fake.takeViolations();
    if (violations.length > 0) throw new Error(`the real bot broke Discord's rules:\n${violations.join('\n')}`);
    const violationsFloor = floorFake.takeViolations();
    if (violationsFloor.length > 0)
      throw new Error(`the floor bot broke Discord's rules:\n${violationsFloor.join('\n')}`);
    if (duel.moves.bot.length === 0 || duel.maps.bot.length === 0)
      throw new Error(
        `the duels gave ${duel.moves.bot.length} move and ${duel.maps.bot.length} impulse-end pairs: nothing to compare`,
      );
    await bot.kill();
    bot = undefined;
    await floor.kill();
    floor = undefined;

    const kb = (size: number) => `${(size / 1024).toFixed(0)} KB`;
    const pixels = (f: RecordedAttachment) => `${f.width ?? '?'}x${f.height ?? '?'}`;
    const sizes = (run: CaseRun) => {
      const seen = [...new Set(run.maps.files.map(pixels))];
      return seen.length === 1
        ? `all ${seen[0] ?? '?'}`
        : `${seen.length} pixel sizes, ${seen.slice(0, 4).join(', ')}${seen.length > 4 ? ', ...' : ''}`;
    };
    const encodedKb = (run: CaseRun) => kb(median(run.maps.encoded.map((f) => f.size)));
    const mapCase = (name: string, run: CaseRun): Case => {
      const typical = medianFile(run.maps.files);
      return {
        name: `${name} impulse end reply (map.png ${kb(typical.size)}, ${pixels(typical)} + report)`,
        bot: run.maps.bot,
        floors: [
          { floor: 'encodes a same-sized PNG', samples: run.maps.encoding, goal: true },
          { floor: 'ready PNG', samples: run.maps.ready, goal: false },
        ],
      };
    };
    const moveCase: Case = {
      name: `/move reply (text; its save ${kb(median(duel.moves.bytes))})`,
      bot: duel.moves.bot,
      floors: [
        {
          floor: 'the same bytes written to SQLite as durably, then a text reply',
          samples: duel.moves.durable,
          goal: true,
        },
        { floor: 'text reply, nothing written (the old floor)', samples: duel.moves.text, goal: false },
      ],
    };
    const duelCase = mapCase('duel', duel);
    const fleetCase = fleet.maps.bot.length > 0 ? mapCase('fleet', fleet) : undefined;
    const cases: Case[] = [moveCase, duelCase, ...(fleetCase ? [fleetCase] : [])];

    console.log(
      `\ndiscord round trip (ms from INTERACTION_CREATE to the reply): the real bot process and a minimal discord.js bot process running side by side,`,
    );
    console.log(
      `each on its own local fake Discord server, interactions interleaved one at a time (real, then floor), each real sample paired with the floor's right after it`,
    );
    console.log(
      `real bot: ${duel.tally.games} duels, ${duel.tally.commands} commands; ${fleet.tally.games} fleet battles, ${fleet.tally.commands} commands (warm-up included)`,
    );
    console.log(
      `maps (named by the one of median byte size): duel ${sizes(duel)}${fleetCase ? `; fleet ${sizes(fleet)}` : ''}`,
    );
    console.log(
      `ready    = floor: ready PNG (uploads the map the real bot sent in that pair, the same bytes; nothing drawn or encoded)`,
    );
    console.log(
      `encoding = floor: encodes a same-sized PNG (per reply, a blank canvas of the pixel size of the map the real bot sent in that pair, filled and PNG-encoded, ` +
        `then uploaded: median ${[encodedKb(duel), ...(fleetCase ? [encodedKb(fleet)] : [])].join(' / ')}); the goal is checked against this one`,
    );
    console.log(
      `ratio = median over the pairs of (real / floor), with its p10, p90, min and max; "median / median" is the ratio of the two medians`,
    );
    if (duel.short || fleet.short)
      console.log('(the time budget ran out before every case had its pairs: the figures are less stable)');
    printCases(cases);
    const ends = fleetCase ? [duelCase, fleetCase] : [duelCase];
    const endRatios = ends.map((c) => pairRatio(c.bot, goalFloor(c).samples));
    const moveRatio = pairRatio(moveCase.bot, goalFloor(moveCase).samples);
    const duelEnd = median(duelCase.bot);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `goal: impulse-end reply ratio to the encoding floor (median of pair ratios) <= ${GOAL_RATIO}: ${verdict(endRatios.every((r) => r <= GOAL_RATIO))} (${endRatios.map((r) => r.toFixed(2)).join(', ')})`,
    );
    console.log(
      `goal: /move reply ratio to the durable floor (median of pair ratios) <= ${GOAL_RATIO}: ${verdict(moveRatio <= GOAL_RATIO)} (${moveRatio.toFixed(2)}; to the old text floor ${pairRatio(moveCase.bot, moveCase.floors[1]?.samples ?? []).toFixed(2)})`,
    );
    console.log(
      `for the record, impulse-end ratio to the ready-PNG floor (median of pair ratios): ${ends.map((c) => pairRatio(c.bot, c.floors[1]?.samples ?? []).toFixed(2)).join(', ')}`,
    );
    console.log(
      `goal: duel impulse-end reply median < ${GOAL_IMPULSE_END_MS} ms: ${verdict(duelEnd < GOAL_IMPULSE_END_MS)} (${duelEnd.toFixed(1)} ms)\n`,
    );

    return [
      ratioRow(moveCase),
      ...floorRows(moveCase),
      ratioRow(duelCase),
      ...floorRows(duelCase),
      {
        measure: 'discord duel impulse end reply, real bot (ms)',
        median: duelEnd.toFixed(1),
        p99: percentile(duelCase.bot, 99).toFixed(1),
        goal: `< ${GOAL_IMPULSE_END_MS}`,
        ratio: (duelEnd / GOAL_IMPULSE_END_MS).toFixed(2),
        met: duelEnd < GOAL_IMPULSE_END_MS,
      },
      ...(fleetCase ? [ratioRow(fleetCase), ...floorRows(fleetCase)] : []),
    ];
  } catch (error) {
    if (bot) console.error(`real bot output:\n${bot.output()}`);
    if (floor) console.error(`floor bot output:\n${floor.output()}`);
    throw error;
  } finally {
    await bot?.kill();
    await floor?.kill();
    await store?.close();
    await fake.close();
    await floorFake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const rows = await benchDiscord();
  console.log(
    `node ${process.version}, ${new Date().toISOString()}, took ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  printTable(rows);
}
