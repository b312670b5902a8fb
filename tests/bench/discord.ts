/**
 * Discord round-trip benchmark (issue 5, item 11): milliseconds from the local Discord-compatible
 * server's INTERACTION_CREATE to the bot's reply, through real sockets, for a `/move` (a text reply)
 * and for the command that ends an impulse (its reply carries map.png and the damage report). The
 * real bot runs as its own process (`npm start`'s entry, its own temporary SQLite store) and plays
 * seeded random legal duels, a new game whenever one ends.
 *
 * The floors are the least a discord.js bot can do (tests/bench/floor-bot.ts): the same client set-up
 * answering at once. For `/move` both floors answer with a short text (the same samples serve both).
 * For an impulse end there are two floors, both sized on the map of median byte size the real bot
 * sent in that case:
 *
 * - "floor: encodes a same-sized PNG": for each reply, creates a canvas of the map's pixel size, fills
 *   it with the background colour, PNG-encodes it and uploads it. THE GOAL (<= 1.5 x the floor) IS
 *   CHECKED AGAINST THIS ONE. The issue's floor is "a minimal discord.js bot that replies with a
 *   same-sized PNG", and a PNG of a given size has to be encoded by someone: a bot that shows the
 *   board after each command must make that picture per reply, and the least it can do is encode a
 *   blank canvas of that size. That is also how the rendering bench (tests/bench/render.ts) defines
 *   its floor: the bare PNG encode of the same canvas. (A blank canvas compresses to a few KB, so
 *   this floor uploads less than the real map; the table prints its size.)
 * - "floor: ready PNG": uploads, as it is, a map the real bot sent (the same bytes, nothing encoded).
 *   It charges the real bot its whole map render and PNG encode, which no bot that draws the map
 *   after the move can avoid, so no such bot can come near 1.5 x it; it is reported too, beside the
 *   other, so nothing is hidden.
 *
 * The floors run after the real bot, on the same local server, one floor process per case with the
 * three kinds of interaction interleaved so the floors see the same machine load.
 *
 * The stamps (tests/discord/interactions.ts, all performance.now() in this process): `dispatchedAt`
 * is when the fake wrote INTERACTION_CREATE on the bot's gateway socket. Impulse end: until
 * `firstAttachmentAt`, the first response that carried a file (the callback if the bot replied at
 * once, else the edit or follow-up after a deferral): the moment the map is there to see. Move:
 * until `firstResultAt`, the first response with final content. For an immediate reply (callback
 * type 4, what both bots send) it is the same instant as `callbackAt`; after a deferral (type 5, the
 * bot's watchdog at 1.5 s) `callbackAt` would only be the "thinking…" placeholder, so it is not used.
 *
 * Between two interactions the bench waits until the bot has gone quiet (its turn prompt and status
 * edits done), as a player would, so no sample pays for the previous command's tail.
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
import { ALICE, BOB, C1, G1, startFakeDiscord, type FakeDiscord, type InteractionHandle, type RecordedAttachment, type UserFixture } from '../discord/fake-discord.js';
import { runScript, startBot, type BotEnv, type BotProcess } from '../e2e/bot-process.js';
import { randomCommand } from '../helpers/random-play.js';
import { toSlash, type Slash } from '../helpers/slash.js';
import { type Row, median, percentile, printTable } from './stats.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN = 'bench-discord-token-0123456789abcdef';

/**
 * Samples per case, at least: moves are the rarest (about one command in seven), so every impulse
 * end met on the way to them is kept too. Each floor is timed as many times as the real bot.
 */
const MOVES = 60;
const IMPULSE_ENDS = 30;
const FLEET_IMPULSE_ENDS = 15;
/** Interactions of each kind answered but not timed, per bot, before measuring. */
const WARM_UP = { moves: 5, maps: 3 };
/** Wall-clock budgets (ms) for the real bot's play, so a slow machine still finishes in ~2.5 minutes. */
const DUEL_BUDGET_MS = 60_000;
const FLEET_BUDGET_MS = 25_000;
/** The bot counts as quiet once no REST request has reached the fake for this long. */
const QUIET_MS = 15;
/** After set-up commands, whose tails are less predictable, a longer quiet. */
const SETUP_QUIET_MS = 100;

const GOAL_RATIO = 1.5;
const GOAL_IMPULSE_END_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Case {
  readonly name: string;
  readonly bot: readonly number[];
  /** The floor that uploads a map the real bot sent. */
  readonly ready: readonly number[];
  /** The floor that encodes a PNG of the map's pixel size per reply: the one the goal is checked against. */
  readonly encoding: readonly number[];
}

interface RealSamples {
  moves: number[];
  maps: number[];
  /** The map.png files the samples' replies carried. */
  files: RecordedAttachment[];
  games: number;
  commands: number;
}

/** Resolves once no REST request reached the fake for `ms`. */
async function quiet(fake: FakeDiscord, ms: number): Promise<void> {
  let seen = fake.requests.length;
  let since = performance.now();
  while (performance.now() - since < ms) {
    await sleep(5);
    if (fake.requests.length !== seen) {
      seen = fake.requests.length;
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
  return [handle.original, ...handle.followUps].flatMap((m) => m?.attachments ?? []).find((a) => a.filename === 'map.png');
}

class RealBotDriver {
  private readonly pick: (n: number) => number;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly store: GameStore,
    seed: string,
  ) {
    const rng = createRng(seedRng(seed));
    this.pick = (n) => rng.int(n);
  }

  /** Sends a command and waits for its reply and, with `statusId`, for the bot's last step after it. */
  async slash(user: UserFixture, s: Slash, statusId?: string): Promise<InteractionHandle> {
    const before = this.fake.requests.length;
    const handle = this.fake.interact(this.fake.slash(user, C1.id, s.command, s.options, s.subcommand ? { subcommand: s.subcommand } : undefined));
    await handle.settled(10_000);
    if (statusId === undefined) await quiet(this.fake, SETUP_QUIET_MS);
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
    await quiet(this.fake, QUIET_MS);
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
    if (started?.status !== 'active') throw new Error(`/game start did not start the ${scenario} game (${started?.status ?? 'no game'})`);
  }

  /**
   * Plays random legal commands, starting games as they end, until it has the samples wanted (after
   * the warm-up) or the budget is spent. A move is a /move whose reply has no picture; an impulse end
   * is a game command whose reply carries map.png.
   */
  async play(scenario: string, want: { moves: number; maps: number }, budgetMs: number): Promise<RealSamples> {
    // Once both minimums are met the loop stops; until then every sample counts.
    const out: RealSamples = { moves: [], maps: [], files: [], games: 0, commands: 0 };
    let warmMoves = want.moves > 0 ? WARM_UP.moves : 0;
    let warmMaps = WARM_UP.maps;
    const until = performance.now() + budgetMs;
    while ((out.moves.length < want.moves || out.maps.length < want.maps) && performance.now() < until) {
      const record = await this.store.get(C1.id);
      if (!record || record.status !== 'active') {
        await this.newGame(scenario);
        out.games += 1;
        continue;
      }
      const state = record.state as unknown as impulse.GameState;
      const command = randomCommand(state, this.pick);
      if (!command) {
        await sleep(10);
        continue;
      }
      const handle = await this.slash(userOf(record, command.side), toSlash(command), record.messages.status);
      out.commands += 1;
      const after = await this.store.get(C1.id);
      if (after?.id === record.id && after.version === record.version) throw new Error(`the bot refused ${handle.label}: ${handle.original?.content ?? '?'}`);
      const map = mapOf(handle);
      const t = handle.timings;
      if (map) {
        if (warmMaps > 0) warmMaps -= 1;
        else {
          out.maps.push(elapsed(t.dispatchedAt, t.firstAttachmentAt));
          out.files.push(map);
        }
      } else if (handle.label === '/move' && want.moves > 0) {
        if (warmMoves > 0) warmMoves -= 1;
        else out.moves.push(elapsed(t.dispatchedAt, t.firstResultAt));
      }
    }
    return out;
  }
}

const userOf = (record: GameRecord, side: string): UserFixture => (record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB);

/** The floor bot as its own process, the same way the real one is run. */
function startFloorBot(env: Record<string, string>): { child: ChildProcess; output: () => string; kill: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/floor-bot.ts'], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

interface FloorSamples {
  moves: number[];
  /** The ready-PNG floor's impulse ends. */
  ready: number[];
  /** The encoding floor's impulse ends, and the PNGs it made. */
  encoding: number[];
  encoded: RecordedAttachment[];
}

/**
 * Times a floor process: warm-up, then its moves, ready-PNG maps (`/done`) and encoded maps (`/map`)
 * interleaved so all see the same machine load.
 */
async function timeFloor(fake: FakeDiscord, moves: number, maps: number): Promise<FloorSamples> {
  const move: Slash = { command: 'move', options: { ship: 'vigil', how: 'straight' } };
  const ready: Slash = { command: 'done', options: {} };
  const encode: Slash = { command: 'map', options: {} };
  const once = async (s: Slash): Promise<InteractionHandle> => {
    const handle = fake.interact(fake.slash(ALICE, C1.id, s.command, s.options));
    await handle.settled(10_000);
    await quiet(fake, QUIET_MS);
    return handle;
  };
  for (let i = 0; i < WARM_UP.moves; i += 1) await once(move);
  for (let i = 0; i < WARM_UP.maps; i += 1) {
    await once(ready);
    await once(encode);
  }
  const out: FloorSamples = { moves: [], ready: [], encoding: [], encoded: [] };
  while (out.moves.length < moves || out.ready.length < maps) {
    if (out.moves.length < moves) {
      const t = (await once(move)).timings;
      out.moves.push(elapsed(t.dispatchedAt, t.firstResultAt));
    }
    if (out.ready.length < maps) {
      const t = (await once(ready)).timings;
      out.ready.push(elapsed(t.dispatchedAt, t.firstAttachmentAt));
      const handle = await once(encode);
      out.encoding.push(elapsed(handle.timings.dispatchedAt, handle.timings.firstAttachmentAt));
      const file = mapOf(handle);
      if (!file) throw new Error('the encoding floor replied without map.png');
      out.encoded.push(file);
    }
  }
  return out;
}

/** The map file of median size among those the real bot sent. */
function medianFile(files: readonly RecordedAttachment[]): RecordedAttachment {
  const sorted = [...files].sort((a, b) => a.size - b.size);
  const file = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!file) throw new Error('the real bot sent no map to size the floor on');
  return file;
}

const ratio = (bot: readonly number[], floor: readonly number[]): number => median(bot) / median(floor);

function printCases(cases: readonly Case[]): void {
  const header = ['case', 'n', 'bot median', 'bot p99', 'ready median', 'ready p99', 'bot/ready', 'encoding median', 'encoding p99', 'bot/encoding'];
  const lines = cases.map((c) => [
    c.name,
    `${c.bot.length}/${c.ready.length}/${c.encoding.length}`,
    median(c.bot).toFixed(1),
    percentile(c.bot, 99).toFixed(1),
    median(c.ready).toFixed(1),
    percentile(c.ready, 99).toFixed(1),
    ratio(c.bot, c.ready).toFixed(2),
    median(c.encoding).toFixed(1),
    percentile(c.encoding, 99).toFixed(1),
    ratio(c.bot, c.encoding).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

function ratioRow(c: Case): Row {
  const r = ratio(c.bot, c.encoding);
  return {
    measure: `discord ${c.name}, real bot (ms; n=${c.bot.length})`,
    median: median(c.bot).toFixed(1),
    p99: percentile(c.bot, 99).toFixed(1),
    goal: `<= ${GOAL_RATIO} x encoding floor`,
    ratio: r.toFixed(2),
    met: r <= GOAL_RATIO,
  };
}

/** The floor rows; for /move, whose floors are one and the same, a single row. */
function floorRows(c: Case, move: boolean): Row[] {
  const row = (which: string, samples: readonly number[], goal: string): Row => ({
    measure: `discord ${c.name}, ${which} (ms; n=${samples.length})`,
    median: median(samples).toFixed(1),
    p99: percentile(samples, 99).toFixed(1),
    goal,
    ratio: '-',
    met: true,
  });
  if (move) return [row('floor: text reply', c.encoding, '-')];
  return [
    row('floor: encodes a same-sized PNG', c.encoding, '-'),
    row('floor: ready PNG', c.ready, `- (bot = ${ratio(c.bot, c.ready).toFixed(2)} x)`),
  ];
}

export async function benchDiscord(): Promise<Row[]> {
  const fake = await startFakeDiscord({ token: TOKEN });
  const dir = mkdtempSync(join(tmpdir(), 'talon-bench-'));
  const env: BotEnv = { DISCORD_TOKEN: TOKEN, DISCORD_API_URL: fake.apiUrl, STORE_URL: `sqlite://${join(dir, 'talon.sqlite')}`, DISCORD_CLIENT_ID: fake.applicationId, DISCORD_GUILD_ID: G1.id };
  let bot: BotProcess | undefined;
  let floor: ReturnType<typeof startFloorBot> | undefined;
  let store: GameStore | undefined;
  try {
    const deployed = await runScript('src/bot/deploy-commands.ts', env);
    if (deployed.code !== 0) throw new Error(`deploy-commands failed:\n${deployed.output}`);
    bot = startBot(env);
    await fake.waitForReady(30_000);
    store = await openGameStore(env.STORE_URL, { watchOnly: true });

    // The real bot: duels for moves and impulse ends, then a few fleet-battle impulse ends (a bigger map).
    const driver = new RealBotDriver(fake, store, 'bench');
    const duel = await driver.play('cruiser-duel', { moves: MOVES, maps: IMPULSE_ENDS }, DUEL_BUDGET_MS);
    await driver.slash(ALICE, { command: 'game', subcommand: 'end', options: {} });
    const fleet = await driver.play('fleet-battle', { moves: 0, maps: FLEET_IMPULSE_ENDS }, FLEET_BUDGET_MS);
    const violations = fake.takeViolations();
    if (violations.length > 0) throw new Error(`the real bot broke Discord's rules:\n${violations.join('\n')}`);
    await bot.kill();
    bot = undefined;

    // The floors, sized on a map the real bot sent of the median size: its bytes for the ready-PNG
    // floor, its pixel size for the encoding floor.
    const duelFile = medianFile(duel.files);
    const fleetFile = fleet.files.length > 0 ? medianFile(fleet.files) : undefined;
    const floorOn = async (file: RecordedAttachment, moves: number, maps: number) => {
      if (file.width === null || file.height === null) throw new Error('the real bot sent a map.png whose size the fake could not read');
      const png = join(dir, 'floor-map.png');
      writeFileSync(png, file.data);
      const ready = fake.nextReady(30_000);
      floor = startFloorBot({ DISCORD_TOKEN: TOKEN, DISCORD_API_URL: fake.apiUrl, FLOOR_PNG: png, FLOOR_WIDTH: String(file.width), FLOOR_HEIGHT: String(file.height) });
      await ready;
      const timed = await timeFloor(fake, moves, maps);
      await floor.kill();
      floor = undefined;
      return timed;
    };
    const duelFloor = await floorOn(duelFile, duel.moves.length, duel.maps.length);
    const fleetFloor = fleetFile ? await floorOn(fleetFile, 0, fleet.maps.length) : undefined;
    const violationsFloor = fake.takeViolations();
    if (violationsFloor.length > 0) throw new Error(`the floor bot broke Discord's rules:\n${violationsFloor.join('\n')}`);

    const kb = (size: number) => `${(size / 1024).toFixed(0)} KB`;
    const map = (f: RecordedAttachment) => `map.png ${kb(f.size)}, ${f.width ?? '?'}x${f.height ?? '?'}`;
    const encodedKb = (floorSamples: FloorSamples) => kb(median(floorSamples.encoded.map((f) => f.size)));
    const cases: Case[] = [
      { name: '/move reply (text)', bot: duel.moves, ready: duelFloor.moves, encoding: duelFloor.moves },
      { name: `duel impulse end reply (${map(duelFile)} + report)`, bot: duel.maps, ready: duelFloor.ready, encoding: duelFloor.encoding },
      ...(fleetFile && fleetFloor ? [{ name: `fleet impulse end reply (${map(fleetFile)} + report)`, bot: fleet.maps, ready: fleetFloor.ready, encoding: fleetFloor.encoding }] : []),
    ];
    console.log(`\ndiscord round trip (ms from INTERACTION_CREATE to the reply, real bot process vs minimal discord.js bots):`);
    console.log(`real bot: ${duel.games} duels, ${duel.commands} commands; ${fleet.games} fleet battles, ${fleet.commands} commands`);
    console.log(`ready    = floor: ready PNG (uploads a map the real bot sent, the same bytes; nothing drawn or encoded)`);
    console.log(
      `encoding = floor: encodes a same-sized PNG (per reply, a blank canvas of the map's pixel size filled and PNG-encoded, ` +
        `then uploaded: ${[encodedKb(duelFloor), ...(fleetFloor ? [encodedKb(fleetFloor)] : [])].join(' / ')}); the goal is checked against this one`,
    );
    console.log(`/move: both floors answer with the same short text, so its two floor columns are the same samples`);
    if (duel.moves.length < MOVES || duel.maps.length < IMPULSE_ENDS || fleet.maps.length < FLEET_IMPULSE_ENDS) console.log('(the time budget ran out before every case had its samples: the figures are less stable)');
    printCases(cases);
    const [moveCase, duelCase, fleetCase] = cases as [Case, Case, Case | undefined];
    const ends = fleetCase ? [duelCase, fleetCase] : [duelCase];
    const endRatios = ends.map((c) => ratio(c.bot, c.encoding));
    const moveRatio = ratio(moveCase.bot, moveCase.encoding);
    const duelEnd = median(duel.maps);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`goal: impulse-end reply ratio to the encoding floor <= ${GOAL_RATIO}: ${verdict(endRatios.every((r) => r <= GOAL_RATIO))} (${endRatios.map((r) => r.toFixed(2)).join(', ')})`);
    console.log(`goal: /move reply ratio to the floor (the same for both) <= ${GOAL_RATIO}: ${verdict(moveRatio <= GOAL_RATIO)} (${moveRatio.toFixed(2)})`);
    console.log(`for the record, impulse-end ratio to the ready-PNG floor: ${ends.map((c) => ratio(c.bot, c.ready).toFixed(2)).join(', ')}`);
    console.log(`goal: duel impulse-end reply median < ${GOAL_IMPULSE_END_MS} ms: ${verdict(duelEnd < GOAL_IMPULSE_END_MS)} (${duelEnd.toFixed(1)} ms)\n`);

    return [
      ratioRow(moveCase),
      ...floorRows(moveCase, true),
      ratioRow(duelCase),
      ...floorRows(duelCase, false),
      {
        measure: 'discord duel impulse end reply, real bot (ms)',
        median: duelEnd.toFixed(1),
        p99: percentile(duel.maps, 99).toFixed(1),
        goal: `< ${GOAL_IMPULSE_END_MS}`,
        ratio: (duelEnd / GOAL_IMPULSE_END_MS).toFixed(2),
        met: duelEnd < GOAL_IMPULSE_END_MS,
      },
      ...(fleetCase ? [ratioRow(fleetCase), ...floorRows(fleetCase, false)] : []),
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
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const rows = await benchDiscord();
  console.log(`node ${process.version}, ${new Date().toISOString()}, took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  printTable(rows);
}
