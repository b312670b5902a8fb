/**
 * What the trials share: the real bot process (tests/e2e/bot-process.ts) against a fresh fake
 * Discord (tests/discord/fake-discord.ts), a watch-only store on the same SQLite file to know what is
 * legal next and what was saved, and the small waits and message readers the checks need. Every wait
 * here is bounded in time; nothing loops without a limit.
 */
import { performance } from 'node:perf_hooks';
import type { impulse } from '../../src/engine/index.js';
import { translator, type MessageKey } from '../../src/bot/locales/index.js';
import { answerToRemember } from '../../src/bot/rulesets/impulse/initiative-memory.js';
import { openGameStore, type GameRecord, type GameStore } from '../../src/store/index.js';
import {
  ALICE,
  BOB,
  C1,
  G1,
  startFakeDiscord,
  textOf,
  type FakeDiscord,
  type FakeDiscordOptions,
  type InteractionHandle,
  type RecordedMessage,
  type UserFixture,
} from '../discord/fake-discord.js';
import { randomCommand, type Pick } from '../helpers/random-play.js';
import { toSlash, type Slash } from '../helpers/slash.js';
import { runScript, startBot, type BotEnv, type BotProcess } from '../e2e/bot-process.js';

export const TOKEN = 'trial-test-token-0123456789abcdef';
/** How long a bot may take to connect: generous, as a shared machine under load starts tsx slowly. */
const READY_MS = 90_000;
/**
 * How long an answer may take: a bound for a bot that never answers, not a speed goal (a deferred
 * answer with a map may take seconds on a loaded machine).
 */
export const ANSWER_MS = 30_000;
export const t = translator(undefined);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A matcher for what a locale template says: its text with each placeholder, whole, matching
 * anything. A placeholder is a balanced {...} group, so a plural ("{count, plural, one {# command}
 * other {# commands}}") is one placeholder too, not text with braces in it.
 */
export const templateRegex = (key: MessageKey): RegExp => {
  const parts: string[] = [''];
  let depth = 0;
  for (const ch of t(key)) {
    if (ch === '{') {
      if (depth === 0) parts.push('');
      depth += 1;
    } else if (ch === '}' && depth > 0) depth -= 1;
    else if (depth === 0) parts[parts.length - 1] += ch;
  }
  const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[\\s\\S]*?')}`);
};

const PROMPTS = (['reply.turnPrompt', 'reply.turnPromptPower', 'reply.turnPromptInitiative'] as const).map(
  templateRegex,
);
const STATUS = (['reply.status', 'reply.statusLobby', 'reply.statusOver'] as const).map(templateRegex);

const firstLine = (m: RecordedMessage): string => textOf(m).split('\n')[0] ?? '';
export const isPrompt = (m: RecordedMessage): boolean => PROMPTS.some((r) => r.test(firstLine(m)));
export const isStatus = (m: RecordedMessage): boolean => m.pinned || STATUS.some((r) => r.test(firstLine(m)));
export const hasMap = (m: RecordedMessage): boolean => m.attachments.some((a) => a.filename === 'map.png');

export interface Rig {
  readonly fake: FakeDiscord;
  env: TrialEnv;
  bot: BotProcess;
  /** Reads what the bot wrote (no cache): what is legal next, what was saved. */
  store: GameStore;
  /** performance.now() when the current bot process was seen ready. */
  readyAt: number;
  /** Everything every bot process of this rig printed, in order. */
  output(): string;
}

/** Extra environment for the bot process (BotEnv's fields, and e.g. NODE_OPTIONS for a preload). */
export type TrialEnv = BotEnv & Readonly<Record<string, string | undefined>>;

const outputs = new WeakMap<Rig, string[]>();
const closed = new WeakSet<Rig>();

/** Every bot process started here: none outlives this process, whatever happens to it. */
const started = new Set<BotProcess>();
export function track(bot: BotProcess): BotProcess {
  started.add(bot);
  bot.child.once('exit', () => started.delete(bot));
  return bot;
}
process.once('exit', () => {
  for (const bot of started) bot.child.kill('SIGKILL');
});

/**
 * A fresh fake Discord, the commands deployed to it (in parallel with the bot's start-up, which does
 * not need them) and the bot connected. Throws when either does not happen in time.
 */
export async function openRig(
  storeUrl: string,
  extra: Record<string, string> = {},
  world: Omit<FakeDiscordOptions, 'token'> = {},
  /** How the trial reads the bot's store (default: the same URL, watch-only; memory needs the bot's own). */
  watch: () => Promise<GameStore> = () => openGameStore(storeUrl, { watchOnly: true }),
): Promise<Rig> {
  const fake = await startFakeDiscord({ ...world, token: TOKEN });
  const env: TrialEnv = {
    DISCORD_TOKEN: TOKEN,
    DISCORD_API_URL: fake.apiUrl,
    STORE_URL: storeUrl,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: G1.id,
    ...extra,
  };
  const deployed = runScript('src/bot/deploy-commands.ts', env);
  const ready = fake.nextReady(READY_MS);
  const bot = track(startBot(env));
  try {
    const [deploy] = await Promise.all([deployed, Promise.race([ready, exited(bot)])]);
    if (!deploy.output.includes('registered')) throw new Error(`deploy-commands failed: ${deploy.output}`);
  } catch (error) {
    await bot.kill('SIGKILL');
    // The deploy script given up on must not outlive the trial (it would wait on a closed server).
    if (deployed.child.exitCode === null && deployed.child.signalCode === null) deployed.child.kill('SIGKILL');
    await fake.close();
    throw new Error(`the bot did not start: ${String(error)}\n${bot.output().slice(-2000)}`, { cause: error });
  }
  let store: GameStore;
  try {
    store = await watch();
  } catch (error) {
    await bot.kill('SIGKILL');
    await fake.close();
    throw error;
  }
  const rig: Rig = {
    fake,
    env,
    bot,
    store,
    readyAt: performance.now(),
    output: () => [...(outputs.get(rig) ?? []), rig.bot.output()].join('\n--- restart ---\n'),
  };
  outputs.set(rig, []);
  return rig;
}

/** Rejects when the bot process ends (it was meant to keep running). */
function exited(bot: BotProcess): Promise<never> {
  return new Promise((_, reject) =>
    bot.child.once('exit', (code, signal) => reject(new Error(`the bot exited (${signal ?? code})`))),
  );
}

/** SIGKILL (no warning, no clean-up) and nothing else. */
export async function killBot(rig: Rig): Promise<void> {
  await rig.bot.kill('SIGKILL');
}

/** Starts the bot again (optionally with other settings) and waits until it is connected. */
export async function restartBot(rig: Rig, env: TrialEnv = rig.env): Promise<void> {
  if (closed.has(rig)) throw new Error('the rig is closed');
  if (rig.bot.child.exitCode === null && rig.bot.child.signalCode === null) await rig.bot.kill('SIGKILL');
  outputs.get(rig)?.push(rig.bot.output());
  rig.env = env;
  const ready = rig.fake.nextReady(READY_MS);
  rig.bot = track(startBot(env));
  try {
    await Promise.race([ready, exited(rig.bot)]);
  } catch (error) {
    throw new Error(`the bot did not come back: ${String(error)}\n${rig.bot.output().slice(-2000)}`, { cause: error });
  }
  rig.readyAt = performance.now();
}

export async function closeRig(rig: Rig): Promise<void> {
  closed.add(rig);
  await rig.bot.kill('SIGKILL');
  await rig.store.close().catch(() => undefined);
  await rig.fake.close().catch(() => undefined);
}

/**
 * Waits until the bot has made no REST request for `quietMs` (it has delivered what it owed), at
 * most `capMs`. True when it went quiet.
 */
export async function settle(rig: Rig, quietMs = 500, capMs = 15_000): Promise<boolean> {
  const start = performance.now();
  let count = rig.fake.requests.length;
  let since = performance.now();
  while (performance.now() - start < capMs) {
    await sleep(50);
    if (rig.fake.requests.length !== count) {
      count = rig.fake.requests.length;
      since = performance.now();
    } else if (performance.now() - since >= quietMs) return true;
  }
  return false;
}

/** One interaction sent, and what came of it so far. */
export interface Sent {
  readonly label: string;
  readonly user: UserFixture;
  readonly handle: InteractionHandle;
  readonly sentAt: number;
  /** The message the user finally saw, once there is one. */
  answer: RecordedMessage | null;
  /** The log length and version in the store just before it was sent. */
  readonly logBefore: number;
  readonly versionBefore: number;
}

export function send(rig: Rig, user: UserFixture, s: Slash, channelId: string, before: GameRecord | undefined): Sent {
  const handle = rig.fake.interact(
    rig.fake.slash(user, channelId, s.command, s.options, s.subcommand ? { subcommand: s.subcommand } : undefined),
  );
  const sent: Sent = {
    label: slashLabel(s),
    user,
    handle,
    sentAt: performance.now(),
    answer: null,
    logBefore: before?.log.length ?? 0,
    versionBefore: before?.version ?? -1,
  };
  handle.settled(ANSWER_MS).then(
    (message) => (sent.answer = message),
    () => undefined,
  );
  return sent;
}

/** Sends and waits for the answer (at most `timeoutMs`); the answer is null when none came. */
export async function sendAndWait(
  rig: Rig,
  user: UserFixture,
  s: Slash,
  channelId: string,
  before: GameRecord | undefined,
  timeoutMs = ANSWER_MS,
): Promise<Sent> {
  const sent = send(rig, user, s, channelId, before);
  await sent.handle.settled(timeoutMs).then(
    (message) => (sent.answer = message),
    () => undefined,
  );
  return sent;
}

/** The answer a successful command gets: public, or for the Power Phase the private note. */
export const isSuccess = (sent: Sent): boolean =>
  sent.answer !== null && (!sent.answer.ephemeral || textOf(sent.answer).startsWith(t('reply.powerSubmitted')));

export const slashLabel = (s: Slash): string =>
  `/${s.command}${s.subcommand ? ` ${s.subcommand}` : ''}${Object.entries(s.options)
    .map(([k, v]) => ` ${k}:${String(v)}`)
    .join('')}`;

/** The player of a side in this game. */
export const userOfSide = (record: GameRecord, side: string): UserFixture =>
  record.players.find((p) => p.side === side)?.userId === ALICE.id ? ALICE : BOB;

export const stateOf = (record: GameRecord): impulse.GameState => record.state as unknown as impulse.GameState;

/**
 * A random legal command for whoever must act now, as the slash command a player types.
 *
 * An initiative answer is never the one the side gave last: the bot would remember a repeated answer
 * as a standing order (issue 39) and from then on answer for the side by itself, between the trial's
 * reading of the store and its next command, which the trial cannot follow (a legal-looking
 * `/initiative` refused, a line posted again every impulse). The load trial does the same.
 */
export function pickCommand(
  record: GameRecord,
  pick: Pick,
): { user: UserFixture; slash: Slash; command: impulse.Command } | undefined {
  if (record.status !== 'active' || record.state === null) return undefined;
  const state = stateOf(record);
  const picked = randomCommand(state, pick);
  if (!picked) return undefined;
  const command = answerAnew(record, state, picked);
  return { user: userOfSide(record, command.side), slash: toSlash(command), command };
}

function answerAnew(record: GameRecord, state: impulse.GameState, command: impulse.Command): impulse.Command {
  if (command.type !== 'chooseInitiative') return command;
  if (answerToRemember(record, state, command.side) !== command.choice) return command;
  return { ...command, choice: command.choice === 'take' ? 'give' : 'take' };
}

/** The open game of a channel, or undefined (a quarantined one reads as undefined too). */
export async function current(rig: Rig, channelId = C1.id): Promise<GameRecord | undefined> {
  return rig.store.get(channelId).catch(() => undefined);
}

/** Sets up a cruiser duel in the channel: Alice hosts and plays Concord, Bob plays Veyra. */
export async function lobby(
  rig: Rig,
  channelId = C1.id,
  name = 'Trial duel',
  host: UserFixture = ALICE,
): Promise<void> {
  for (const [user, s] of [
    [host, { command: 'game', subcommand: 'new', options: { scenario: 'cruiser-duel', name } }],
    [ALICE, { command: 'game', subcommand: 'join', options: { side: 'concord' } }],
    [BOB, { command: 'game', subcommand: 'join', options: { side: 'veyra' } }],
  ] as const) {
    const sent = await sendAndWait(rig, user, s, channelId, undefined);
    if (!sent.answer || sent.answer.ephemeral)
      throw new Error(
        `${sent.label} in ${channelId} was refused: ${sent.answer ? textOf(sent.answer) : 'no answer'}\n${rig.output().slice(-2000)}`,
      );
  }
}

/** Polls `probe` until it returns something, at most `ms`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 5000,
  every = 50,
): Promise<T | undefined> {
  const start = performance.now();
  for (let i = 0; i < 10_000 && performance.now() - start < ms; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(every);
  }
  return undefined;
}

/** Public (non-ephemeral) messages the bot sent in a channel, oldest first. */
export const publicMessages = (rig: Rig, channelId: string): RecordedMessage[] =>
  rig.fake.messages(channelId).filter((m) => !m.ephemeral && m.author.id === rig.fake.botUser.id);

/** Lines with a stack frame in them ("    at foo (file:1:2)"). */
export const stackLines = (output: string): string[] => output.split('\n').filter((line) => /^\s{2,}at\s/.test(line));

/** A fixed-width table for the final report. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(cells[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** `--name value` from the command line, or the default. */
export function flag(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = args[i]?.includes('=') ? args[i]?.split('=')[1] : args[i + 1];
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`--${name} needs a number, got ${String(raw)}`);
  return value;
}

export function stringFlag(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return (args[i]?.includes('=') ? args[i]?.split('=')[1] : args[i + 1]) ?? fallback;
}
