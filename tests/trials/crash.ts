/**
 * `npm run trial:crash [-- --store sqlite|memory|postgres|all --trials N --moments a,b --seconds S
 * --seed TEXT --start K]`: crash trials for issue 10 ("A store that never lies"), on every store the
 * bot offers (issue 45). Each trial plays a seeded cruiser duel through the real bot process and the
 * fake Discord with random legal slash commands, strikes at a moment chosen per trial, and checks that
 *   (a) every command whose interaction got a successful answer is in the game's log exactly once,
 *       and nothing is in the log twice;
 *   (b) the posts the game owed arrived exactly once: the seed-hash post, the end summary with the
 *       seed (and the archive), one map per impulse report (no fewer, no more), no two messages with
 *       one nonce, the struck command's public line once, and a turn prompt for the moment now;
 *   (c) the game goes on: one more legal command is accepted (unless the game is over).
 * The moments: right after `/game start` is sent, in the middle of random play (0-200 ms after a
 * command), during a timeout (a step clock, the bot's clock past the deadline), and at the end of a
 * game (0-200 ms after `/game concede`).
 * The strike, by store:
 *   - SQLite and PostgreSQL: SIGKILL, and the bot started again on the same store (for the timeout:
 *     back with its clock past the deadline and killed again shortly after start-up). PostgreSQL has
 *     one more moment, `cut`: in the middle of play the trial makes the command's game change wait
 *     (it holds the game's advisory lock, or by turns the game's head row, so the change waits at
 *     its lock or inside its save's INSERT) and terminates the bot's connection there
 *     (`pg_terminate_backend`); the bot lives on, the cut command is answered "not saved" privately
 *     and is not in the log (or, had it slipped through, is saved and answered), and the next
 *     command goes through (the pool connects again).
 *   - memory: a memory store dies with its process by design (it is for tests and local play), so a
 *     SIGKILL leaves nothing to check. What can go wrong inside a running bot is a save failing part
 *     way, so the memory trial makes the k-th store write from the moment on throw (k = 1-3 by turns: the
 *     whole save refused, or its log entry kept and its head refused, or a write after the save)
 *     and checks the same things without a restart: the command answered "not saved" privately and
 *     absent from the log, or saved and answered; for the timeout the bot's clock is moved past the
 *     deadline (no restart) and the timer must still fire once. The trial reads the bot's store
 *     through a loopback window a preload opens in the bot's process (trial-stores.ts).
 * Prints one line per trial and a table; exits 0 only when nothing was lost, doubled, missing or stuck.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { impulse } from '../../src/engine/index.js';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { buildPrompt } from '../../src/bot/presentation/prompt.js';
import { playersToPing } from '../../src/bot/records/turn-keys.js';
import { IMPULSE_TABLE } from '../../src/bot/rulesets/impulse/index.js';
import { openGameStore, type GameRecord, type LogEntry } from '../../src/store/index.js';
import { ALICE, BOB, C1, textOf, type RecordedMessage, type UserFixture } from '../discord/fake-discord.js';
import type { Slash } from '../helpers/slash.js';
import {
  ANSWER_MS,
  TOKEN,
  closeRig,
  current,
  flag,
  hasMap,
  isSuccess,
  isPrompt,
  isStatus,
  killBot,
  lobby,
  openRig,
  pickCommand,
  publicMessages,
  restartBot,
  send,
  sendAndWait,
  settle,
  sleep,
  stateOf,
  stringFlag,
  t,
  table,
  templateRegex,
  waitFor,
  type Rig,
  type Sent,
} from './harness.js';
import {
  PostgresMissing,
  adminClient,
  appName,
  cutBackends,
  freshSchema,
  holdGame,
  memoryHook,
  namedBy,
  type Cut,
  type MemoryWindow,
  storesNamed,
} from './trial-stores.js';

const STORES = ['sqlite', 'memory', 'postgres'] as const;
type StoreKind = (typeof STORES)[number];

const MOMENTS = ['start', 'play', 'timeout', 'end', 'cut'] as const;
type Moment = (typeof MOMENTS)[number];

/** The moments tried on each store (`cut` is a PostgreSQL connection's own). */
const MOMENTS_OF: Readonly<Record<StoreKind, readonly Moment[]>> = {
  sqlite: ['start', 'play', 'timeout', 'end'],
  memory: ['start', 'play', 'timeout', 'end'],
  postgres: ['start', 'play', 'timeout', 'end', 'cut'],
};

/** How a trial strikes: SIGKILL and a restart, a store write refused inside the bot, a connection cut. */
type Strike = 'kill' | 'fault' | 'cut';
const strikeOf = (store: StoreKind, moment: Moment): Strike =>
  store === 'memory' ? 'fault' : moment === 'cut' ? 'cut' : 'kill';

/** How long the bot's clock jumps ahead for the timeout moment (the step deadline is 1 minute). */
const OFFSET_SECONDS = 600;
const TRIAL_TIMEOUT_MS = 90_000;
const MAX_COMMANDS = 30;

interface Problems {
  lost: string[];
  doubled: string[];
  missing: string[];
  stalled: string[];
  other: string[];
}

const noProblems = (): Problems => ({ lost: [], doubled: [], missing: [], stalled: [], other: [] });
const problemCount = (p: Problems): number =>
  p.lost.length + p.doubled.length + p.missing.length + p.stalled.length + p.other.length;

/** A command the bot acknowledged: it must be in the log at `seq`. */
interface Acked {
  readonly seq: number;
  readonly by: string;
  readonly type: string;
  readonly label: string;
}

/** The bot under trial, and what its store lets the trial do to it. */
interface Target {
  readonly store: StoreKind;
  readonly rig: Rig;
  /** memory: the window onto the store inside the bot's process. */
  readonly memory?: MemoryWindow;
  /**
   * memory: which store write from the strike on is refused. It goes round 1, 2, 3 with the trial's
   * number, so a few trials see the whole save refused, its head refused after its log entry went
   * in, and a write after the save (the presentation, the due index), whatever the moment.
   */
  readonly nth: number;
  /**
   * PostgreSQL: the trial's own connection, the name the bot's connections go by, its schema, and
   * where a cut comes (by turns with the trial's number): at the first sight of the game's change,
   * or once that change has started writing.
   */
  readonly postgres?: {
    readonly admin: pg.Client;
    readonly app: string;
    readonly schema: string;
    readonly cut: 'locking' | 'writing';
  };
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`this store has no ${what}`);
  return value;
};

interface InFlight {
  readonly sent: Sent;
  readonly kind: 'start' | 'command';
  /** The engine command's type (for a game command). */
  readonly type?: string;
  readonly secret: boolean;
  /** ms after sending that the strike came (a kill, a cut). */
  readonly killAfter: number;
  /** What the strike hit, for the coverage line (no times in it, so that trials group). */
  readonly hit: string;
  /** What the strike hit, for the trial's own line. */
  readonly note: string;
}

interface TrialResult {
  readonly store: StoreKind;
  readonly index: number;
  readonly moment: Moment;
  readonly seed: string;
  readonly problems: Problems;
  readonly note: string;
  readonly landed: string;
  readonly ms: number;
}

const STARTED = (record: GameRecord) => t('reply.started', { name: record.name, hash: record.seedHash });
const SUMMARY = templateRegex('reply.summary');
const TIMEOUT_NOTICE = [templateRegex('clock.timeoutDefault'), templateRegex('clock.timeoutLoss')];
const isTimeoutNotice = (m: RecordedMessage) => TIMEOUT_NOTICE.some((r) => r.test(textOf(m)));
const short = (m: RecordedMessage | null): string =>
  m ? `${m.ephemeral ? '(private) ' : ''}${JSON.stringify(textOf(m).slice(0, 100))}` : 'no answer';

/** The game of channel c1 as it is now: open, or else the newest archived one. */
async function finalRecord(rig: Rig): Promise<GameRecord | undefined> {
  return (await current(rig)) ?? (await rig.store.latestArchived(C1.id).catch(() => undefined));
}

/**
 * How many map messages the log implies: one per command that closed an impulse (and one per
 * timeout notice that did), besides the opening map and the summary's.
 */
function reportCount(record: GameRecord): number {
  if (record.initial === null) return 0;
  let state = record.initial as unknown as impulse.GameState;
  let reports = 0;
  let clockGroup: { at: string; report: boolean } | undefined;
  const closeGroup = () => {
    if (clockGroup?.report) reports += 1;
    clockGroup = undefined;
  };
  for (const entry of record.log) {
    const applied = impulse.applyCommand(state, entry.command as unknown as impulse.Command);
    if (!applied.ok) throw new Error(`log entry ${entry.seq} does not replay: ${applied.error.code}`);
    state = applied.value.state;
    const report = applied.value.events.some(
      (e) => e.type === 'impulseStarted' || e.type === 'powerPhaseStarted' || e.type === 'gameEnded',
    );
    if (entry.by === 'clock') {
      if (clockGroup && clockGroup.at !== entry.at) closeGroup();
      clockGroup ??= { at: entry.at, report: false };
      clockGroup.report ||= report;
      continue;
    }
    closeGroup();
    if (report) reports += 1;
  }
  closeGroup();
  return reports;
}

/**
 * Whether a log entry is a command of this type: the command itself, or a batch carrying it (an
 * initiative answer given the same way twice is logged in one batch with the standing order that
 * remembers it: issue 39).
 */
const holds = (entry: LogEntry, type: string | undefined): boolean => {
  const command = entry.command as { type: string; commands?: readonly { type: string }[] };
  return command.type === type || (command.type === 'batch' && (command.commands ?? []).some((c) => c.type === type));
};

const clockGroups = (log: readonly LogEntry[]): number =>
  new Set(log.filter((e) => e.by === 'clock').map((e) => e.at)).size;

/** Plays one random legal command and waits for its answer; false when the game does not want one. */
async function playOne(rig: Rig, pick: (n: number) => number, acked: Acked[], problems: Problems): Promise<boolean> {
  const before = await current(rig);
  if (!before || before.status !== 'active') return false;
  const chosen = pickCommand(before, pick);
  if (!chosen) return false;
  const sent = await sendAndWait(rig, chosen.user, chosen.slash, C1.id, before);
  const after = await current(rig);
  if (!isSuccess(sent) || !after || after.log.length <= before.log.length) {
    problems.other.push(
      `the bot did not accept the legal ${sent.label} by ${chosen.user.username} (log ${before.log.length}): ${sent.answer ? JSON.stringify(textOf(sent.answer).slice(0, 200)) : 'no answer'}`,
    );
    return false;
  }
  acked.push({ seq: before.log.length + 1, by: chosen.user.id, type: chosen.command.type, label: sent.label });
  return true;
}

/** Waits for a sent interaction's answer (at most ANSWER_MS). */
const answerOf = (sent: Sent): Promise<unknown> =>
  sent.handle.settled(ANSWER_MS).then(
    (message) => (sent.answer = message),
    () => undefined,
  );

/** A stored key without its ids (which record a refused write was for). */
const keyKind = (key: string | undefined): string =>
  (key ?? '?')
    .replace(/^talon:/, '')
    .replace(/\d{6,}/g, '#')
    .replace(/:[\w-]{16,}/g, ':…');

/** What a bot connection was doing when it was cut, from its latest statement. */
function phaseOf(cut: Cut): string {
  const query = cut.query.trim();
  if (/advisory/i.test(query)) return 'locking';
  if (/^(insert|update|delete)/i.test(query)) return 'writing';
  if (/^select/i.test(query)) return 'reading';
  return (query.split(/\s/)[0] ?? '?').toUpperCase();
}

/**
 * Sends a command and strikes: SIGKILLs the bot 0-200 ms later (0-800 for the start); or, on
 * memory, has the bot's k-th store write from now refused; or, on PostgreSQL's `cut`, terminates the
 * bot's connection once its transaction is open (or once it writes), and waits for the answer.
 */
async function sendAndStrike(
  target: Target,
  strike: Strike,
  pick: (n: number) => number,
  user: UserFixture,
  slash: Slash,
  before: GameRecord | undefined,
  kind: InFlight['kind'],
  type?: string,
): Promise<InFlight> {
  const rig = target.rig;
  const base = { kind, ...(type ? { type } : {}), secret: type === 'submitPower' };
  if (strike === 'kill') {
    const delay = pick(kind === 'start' ? 801 : 201);
    const sent = send(rig, user, slash, C1.id, before);
    await sleep(delay);
    const killAfter = Math.round(performance.now() - sent.sentAt);
    await killBot(rig);
    // Let the fake's bookkeeping of what reached it before the kill settle.
    await sleep(20);
    return { sent, ...base, killAfter, hit: 'kill', note: `kill ${killAfter}ms after ${sent.label}` };
  }
  if (strike === 'fault') {
    const memory = need(target.memory, 'memory window');
    const nth = target.nth;
    await memory.arm(nth);
    const sent = send(rig, user, slash, C1.id, before);
    await answerOf(sent);
    await settle(rig, 300, 5000);
    const { armed, refused } = await memory.status();
    if (armed > 0) await memory.arm(0);
    const hit = refused.length > 0 ? `write ${nth} refused (${keyKind(refused[0])})` : `write ${nth} never came`;
    return { sent, ...base, killAfter: 0, hit, note: `${hit}: ${sent.label}` };
  }
  const { admin, app, schema, cut: at } = need(target.postgres, 'PostgreSQL connection');
  // The command's game change waits at its lock or in its save's INSERT, and is cut there.
  const release = await holdGame(schema, C1.id, at);
  const sent = send(rig, user, slash, C1.id, before);
  let cut: Cut[] = [];
  try {
    for (let i = 0; i < 10_000 && cut.length === 0 && sent.answer === null; i += 1) {
      if (performance.now() - sent.sentAt > 10_000) break;
      cut = await cutBackends(admin, app, 'waiting');
      if (cut.length === 0) await sleep(5);
    }
  } finally {
    await release();
  }
  const killAfter = Math.round(performance.now() - sent.sentAt);
  await answerOf(sent);
  await settle(rig, 300, 5000);
  const first = cut[0];
  const hit = first ? `cut while ${phaseOf(first)}` : `nothing waiting to cut at ${at}`;
  return { sent, ...base, killAfter, hit, note: `${hit} ${killAfter}ms after ${sent.label}` };
}

interface Scene {
  readonly strike: Strike;
  readonly acked: Acked[];
  /** The log length once the last acknowledged command was in. */
  readonly logAcked: number;
  readonly inflight: InFlight | undefined;
  /** The start was acknowledged before the kill (or was not the killed command). */
  readonly startAcked: boolean;
  readonly clockAcked: boolean;
  /** Date.now() at the (last) kill, or once a fault or cut had played out: later messages came after it. */
  readonly killedAt: number;
  /** For the timeout: how many missed deadlines were saved when the bot was killed. */
  readonly firedAtKill?: number;
  /** For a memory timeout: what the refused write hit. */
  readonly hit?: string;
  readonly note: string;
}

/** Plays up to the moment and strikes there (for the timeout on SQLite and PostgreSQL: kills twice). */
async function stage(target: Target, moment: Moment, pick: (n: number) => number, problems: Problems): Promise<Scene> {
  const rig = target.rig;
  const strike = strikeOf(target.store, moment);
  const acked: Acked[] = [];
  await lobby(rig);
  const lobbyRecord = await current(rig);
  if (moment === 'start') {
    const inflight = await sendAndStrike(
      target,
      strike,
      pick,
      ALICE,
      { command: 'game', subcommand: 'start', options: {} },
      lobbyRecord,
      'start',
    );
    return {
      strike,
      acked,
      logAcked: 0,
      inflight,
      startAcked: inflight.sent.answer !== null && !inflight.sent.answer.ephemeral,
      clockAcked: false,
      killedAt: Date.now(),
      note: inflight.note,
    };
  }
  const started = await sendAndWait(
    rig,
    ALICE,
    { command: 'game', subcommand: 'start', options: {} },
    C1.id,
    lobbyRecord,
  );
  if (!started.answer || started.answer.ephemeral)
    throw new Error(`/game start was refused: ${(started.answer ? textOf(started.answer) : undefined) ?? 'no answer'}`);
  const plays =
    moment === 'play' || moment === 'cut' ? 1 + pick(MAX_COMMANDS - 5) : moment === 'end' ? pick(15) : pick(10);
  let played = 0;
  for (let i = 0; i < plays; i += 1) {
    if (!(await playOne(rig, pick, acked, problems))) break;
    played += 1;
  }
  const logAcked = (await current(rig))?.log.length ?? 0;
  if (moment === 'timeout') {
    const clock = await sendAndWait(
      rig,
      ALICE,
      { command: 'game', subcommand: 'clock', options: { mode: 'step', minutes: 1 } },
      C1.id,
      await current(rig),
    );
    const clockAcked = clock.answer !== null && !clock.answer.ephemeral;
    if (!clockAcked)
      problems.other.push(
        `/game clock mode:step minutes:1 was refused: ${(clock.answer ? textOf(clock.answer) : undefined) ?? 'no answer'}`,
      );
    if (strike === 'fault') {
      // The bot's clock moves past the deadline while it runs; the timer's save may be the one refused.
      const memory = need(target.memory, 'memory window');
      const nth = target.nth;
      await memory.arm(nth);
      await memory.jump(OFFSET_SECONDS);
      const fired = await waitFor(
        async () => ((await finalRecord(rig))?.log.some((e) => e.by === 'clock') ? true : undefined),
        10_000,
      );
      await settle(rig, 500, 10_000);
      const { armed, refused } = await memory.status();
      if (armed > 0) await memory.arm(0);
      const hit = refused.length > 0 ? `write ${nth} refused (${keyKind(refused[0])})` : `write ${nth} never came`;
      return {
        strike,
        acked,
        logAcked,
        inflight: undefined,
        startAcked: true,
        clockAcked,
        killedAt: Date.now(),
        hit,
        note: `${played} played, clock set and moved past the deadline, ${hit}${fired ? '' : ', the timer did not fire in 10s'}`,
      };
    }
    await sleep(pick(101));
    await killBot(rig);
    // Back with its clock past the deadline, and killed again shortly after it is up.
    await restartBot(rig, { ...rig.env, TICK_SECONDS: '0.5', CLOCK_OFFSET_SECONDS: String(OFFSET_SECONDS) });
    const delay = pick(151);
    await sleep(delay);
    await killBot(rig);
    const atKill = await finalRecord(rig);
    return {
      strike,
      acked,
      logAcked,
      inflight: undefined,
      startAcked: true,
      clockAcked,
      killedAt: Date.now(),
      firedAtKill: clockGroups(atKill?.log ?? []),
      note: `${played} played, clock set, kill ${delay}ms after the restart past the deadline`,
    };
  }
  const before = await current(rig);
  if (!before || before.status !== 'active')
    return {
      strike,
      acked,
      logAcked,
      inflight: undefined,
      startAcked: true,
      clockAcked: false,
      killedAt: Date.now(),
      note: `${played} played, game over before the strike`,
    };
  if (moment === 'end') {
    const user = pick(2) === 0 ? ALICE : BOB;
    const inflight = await sendAndStrike(
      target,
      strike,
      pick,
      user,
      { command: 'game', subcommand: 'concede', options: {} },
      before,
      'command',
      'concede',
    );
    return {
      strike,
      acked,
      logAcked,
      inflight,
      startAcked: true,
      clockAcked: false,
      killedAt: Date.now(),
      note: `${played} played, ${inflight.note}`,
    };
  }
  const chosen = pickCommand(before, pick);
  if (!chosen) throw new Error('no legal command in an active game');
  const inflight = await sendAndStrike(
    target,
    strike,
    pick,
    chosen.user,
    chosen.slash,
    before,
    'command',
    chosen.command.type,
  );
  return {
    strike,
    acked,
    logAcked,
    inflight,
    startAcked: true,
    clockAcked: false,
    killedAt: Date.now(),
    note: `${played} played, ${inflight.note}`,
  };
}

/**
 * The checks (a) and (b) on the game as the bot left it (restarted after a kill, still running after
 * a fault or a cut), and where the strike landed, as seen afterwards (for the coverage line).
 */
async function check(rig: Rig, scene: Scene, moment: Moment): Promise<{ problems: Problems; landed: string }> {
  const p = noProblems();
  let landed = 'no strike';
  const record = await finalRecord(rig);
  if (!record) {
    p.lost.push(`no game in c1 (open or archived) after the ${scene.strike === 'kill' ? 'restart' : scene.strike}`);
    return { problems: p, landed };
  }
  const log = record.log;
  const inflight = scene.inflight;
  const answered = inflight !== undefined && isSuccess(inflight.sent);

  // (a) the log: in order, nothing twice, every acknowledged command there.
  log.forEach((entry, i) => {
    if (entry.seq !== i + 1) p.doubled.push(`log entry ${i + 1} has seq ${entry.seq}`);
  });
  for (const ack of scene.acked) {
    const entry = log[ack.seq - 1];
    if (!entry || entry.by !== ack.by || !holds(entry, ack.type))
      p.lost.push(
        `acknowledged ${ack.label} is not log entry ${ack.seq} (found ${entry ? `${entry.command.type} by ${entry.by}` : 'nothing'})`,
      );
  }
  // After the acknowledged commands: the struck one, if it was saved, and what the bot did on its own
  // (a deadline's moves by the clock, standing orders followed: issue 39), never a player's twice.
  const later = log.slice(scene.logAcked);
  const automatic = (e: LogEntry) => e.by === 'clock' || e.by === 'orders';
  const next = later.find((e) => !automatic(e));
  const committed =
    inflight?.kind === 'command' &&
    next !== undefined &&
    next.by === inflight.sent.user.id &&
    holds(next, inflight.type);
  if (inflight?.kind === 'command' && answered && !committed)
    p.lost.push(
      `${inflight.sent.label} was answered ${JSON.stringify(inflight.sent.answer ? textOf(inflight.sent.answer).slice(0, 80) : undefined)} but is not in the log`,
    );
  const clocks = later.filter(automatic).length;
  const expected = scene.logAcked + (committed ? 1 : 0) + clocks;
  if (log.length > expected)
    p.doubled.push(
      `the log has ${log.length} entries, expected ${expected} (${scene.logAcked} acknowledged${committed ? ' + the struck command' : ''}${clocks ? ` + ${clocks} by the clock or standing orders` : ''}): ${JSON.stringify(later.map((e) => `${e.seq}:${e.command.type}:${e.by}`))}`,
    );
  if (log.length < expected) p.lost.push(`the log has ${log.length} entries, expected ${expected}`);
  const started = record.state !== null;
  if (scene.startAcked && !started) p.lost.push('/game start was answered but the game is still in its lobby');
  if (inflight) {
    const saved = inflight.kind === 'start' ? started : committed;
    const gotAnswer = inflight.kind === 'start' ? scene.startAcked : answered;
    if (scene.strike === 'kill')
      landed = !saved ? 'before the save' : gotAnswer ? 'saved and answered' : 'saved, not answered';
    else {
      // The bot lived through a refused write or a cut connection: it must answer, and truly.
      landed = `${inflight.hit}, ${saved ? 'saved' : 'not saved'}`;
      const answer = inflight.sent.answer;
      const notSaved = answer !== null && answer.ephemeral && textOf(answer) === t('reply.notSaved');
      if (answer === null) p.missing.push(`${inflight.sent.label} got no answer (${inflight.note})`);
      else if (saved && !gotAnswer)
        p.other.push(`${inflight.sent.label} is saved but was answered ${short(answer)} (${inflight.note})`);
      else if (!saved && !notSaved)
        p.other.push(
          `${inflight.sent.label} is not saved but was answered ${short(answer)}, not "not saved" (${inflight.note})`,
        );
    }
  }
  if (moment === 'timeout') {
    if (scene.clockAcked && record.clock.mode !== 'step')
      p.lost.push(`/game clock was answered but the clock is ${record.clock.mode}`);
    const groups = clockGroups(log);
    if (record.status === 'active' && groups !== 1)
      (groups === 0 ? p.missing : p.doubled).push(`the missed deadline fired ${groups} times (expected once)`);
  }

  // (b) the posts.
  const messages = publicMessages(rig, C1.id);
  const count = (predicate: (m: RecordedMessage) => boolean) => messages.filter(predicate).length;
  const byNonce = new Map<string, number>();
  for (const m of messages)
    if (m.nonce !== null && m.nonce !== '') byNonce.set(String(m.nonce), (byNonce.get(String(m.nonce)) ?? 0) + 1);
  for (const [nonce, n] of byNonce) if (n > 1) p.doubled.push(`${n} messages with nonce ${nonce}`);
  const startedPosts = count((m) => textOf(m) === STARTED(record));
  if (started && startedPosts !== 1)
    (startedPosts === 0 ? p.missing : p.doubled).push(`the seed-hash post arrived ${startedPosts} times`);
  if (!started && startedPosts !== 0)
    p.doubled.push(`a seed-hash post for a game that did not start (${startedPosts})`);
  const over = record.status === 'finished' || record.status === 'ended';
  const seeded = messages.filter((m) => textOf(m).includes(record.seed));
  if (!over && seeded.length > 0)
    p.other.push(
      `the seed was revealed before the end: ${JSON.stringify(seeded[0] ? textOf(seeded[0]).slice(0, 80) : undefined)}`,
    );
  if (record.status === 'finished') {
    if (seeded.length !== 1)
      (seeded.length === 0 ? p.missing : p.doubled).push(
        `the end summary with the seed arrived ${seeded.length} times`,
      );
    else if (!SUMMARY.test((seeded[0] ? textOf(seeded[0]) : undefined) ?? ''))
      p.missing.push(
        `the message with the seed is not the summary: ${JSON.stringify(seeded[0] ? textOf(seeded[0]).slice(0, 80) : undefined)}`,
      );
    const open = await current(rig);
    const archived = await rig.store.latestArchived(C1.id).catch(() => undefined);
    if (open !== undefined || archived?.id !== record.id)
      p.missing.push(
        `the finished game was not archived (open: ${open ? 'yes' : 'no'}, archived: ${archived?.id ?? 'none'})`,
      );
  }
  const maps = count(hasMap);
  let reports = 0;
  try {
    reports = reportCount(record);
  } catch (error) {
    p.other.push(String(error));
  }
  const expectedMaps = (started ? 1 : 0) + reports + (record.status === 'finished' ? 1 : 0);
  if (maps !== expectedMaps)
    (maps < expectedMaps ? p.missing : p.doubled).push(
      `${maps} map messages, expected ${expectedMaps} (opening ${started ? 1 : 0} + ${reports} impulse reports + summary ${record.status === 'finished' ? 1 : 0})`,
    );
  if (moment === 'timeout') {
    const notices = count(isTimeoutNotice);
    const groups = clockGroups(log);
    const notice = messages.find(isTimeoutNotice);
    landed =
      scene.strike !== 'kill'
        ? `${scene.hit ?? 'no strike'}, fired ${groups}x`
        : !scene.firedAtKill
          ? 'timeout not fired at the kill'
          : notice && notice.createdAt < scene.killedAt
            ? 'timeout fired and told'
            : 'timeout saved, not told';
    if (notices !== groups)
      (notices < groups ? p.missing : p.doubled).push(`${notices} timeout notices for ${groups} missed deadlines`);
  }
  // The killed command's public line: once, whether it was answered before the kill or posted after it.
  if (inflight && committed && answered && !inflight.secret && inflight.sent.answer) {
    const answer = inflight.sent.answer;
    const again = messages.filter(
      (m) => m.id !== answer.id && textOf(m) === textOf(answer) && m.createdAt >= answer.createdAt,
    );
    if (again.length > 0)
      p.doubled.push(
        `the answer to ${inflight.sent.label} was posted again after the restart (${again.length}x, nonce ${String(again[0]?.nonce)}): ${JSON.stringify(textOf(answer).slice(0, 80))}`,
      );
  }
  // Lines posted by the restarted bot: only the killed command's, when it was saved but not answered.
  // Any other is an answer given before the kill and posted again (Power Phase lines are posts, never
  // answers, and go out with a nonce, so they are left out).
  const powerIn = templateRegex('narrate.powerIn');
  const reposted = messages.filter(
    (m) =>
      m.createdAt >= scene.killedAt &&
      m.interactionId === null &&
      !isPrompt(m) &&
      !isStatus(m) &&
      !isTimeoutNotice(m) &&
      !textOf(m).includes(record.seed) &&
      textOf(m) !== STARTED(record) &&
      !powerIn.test(textOf(m)),
  );
  const owedLine = inflight !== undefined && committed && !answered && !inflight.secret ? 1 : 0;
  if (reposted.length > owedLine)
    p.doubled.push(
      `${reposted.length} lines posted after the restart, expected ${owedLine}: ${reposted.map((m) => JSON.stringify(textOf(m).slice(0, 60))).join(', ')}`,
    );
  if (reposted.length < owedLine)
    p.missing.push(`${inflight?.sent.label ?? '?'} is in the log but its public line never arrived`);
  // A turn prompt for the moment the game is at.
  if (record.status === 'active' && record.state !== null) {
    const state = stateOf(record);
    const users = playersToPing(IMPULSE_TABLE, record, state);
    const prompts = messages.filter(isPrompt);
    const newest = prompts.at(-1);
    const expectedPrompt = buildPrompt(
      IMPULSE_TABLE,
      t,
      record,
      state,
      record.messages.promptVersion ?? record.version,
    );
    const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0] ?? '';
    if (!newest) p.missing.push('no turn prompt at all');
    else {
      const pinged = users.every((u) => newest.pings.users.includes(u));
      const sameMoment =
        state.flow.phase === 'power'
          ? templateRegex('reply.turnPromptPower').test(textOf(newest)) &&
            textOf(newest).includes(`round ${state.flow.round}`)
          : firstLine(textOf(newest)) === firstLine(expectedPrompt?.content);
      if (!pinged || !sameMoment)
        p.missing.push(
          `the newest prompt is not for this moment: ${JSON.stringify(firstLine(textOf(newest)))} pinging ${JSON.stringify(newest.pings.users)}; expected ${JSON.stringify(firstLine(expectedPrompt?.content))} pinging ${JSON.stringify(users)}`,
        );
    }
  }
  return { problems: p, landed };
}

/** (c): one more legal command (or the start, if the game never started) is accepted. */
async function goesOn(rig: Rig, pick: (n: number) => number, p: Problems): Promise<string> {
  const record = await current(rig);
  if (!record) return 'over';
  if (record.status === 'lobby') {
    const sent = await sendAndWait(rig, ALICE, { command: 'game', subcommand: 'start', options: {} }, C1.id, record);
    const after = await current(rig);
    if (after?.status !== 'active')
      p.stalled.push(
        `/game start after the restart: ${sent.answer ? JSON.stringify(textOf(sent.answer).slice(0, 120)) : 'no answer'}`,
      );
    return 'started';
  }
  if (record.status !== 'active') return record.status;
  const chosen = pickCommand(record, pick);
  if (!chosen) {
    p.stalled.push('no legal command in an active game');
    return 'stuck';
  }
  const sent = await sendAndWait(rig, chosen.user, chosen.slash, C1.id, record);
  const after = await current(rig);
  const grew =
    after !== undefined
      ? after.log.length > record.log.length
      : (await rig.store.latestArchived(C1.id))?.log.length === record.log.length + 1;
  if (!isSuccess(sent) || !grew)
    p.stalled.push(
      `${sent.label} after the restart: ${sent.answer ? JSON.stringify(textOf(sent.answer).slice(0, 160)) : 'no answer'}`,
    );
  return 'went on';
}

/**
 * For --self-test: posts, as the bot would, a copy of the newest public answer and a second message
 * under one nonce, so the checks must report them (proof that they can see a double at all).
 */
async function injectDoubles(rig: Rig): Promise<void> {
  const answer = publicMessages(rig, C1.id)
    .filter((m) => m.interactionId !== null)
    .at(-1);
  const post = (body: object) =>
    fetch(`${rig.fake.apiUrl}/v10/channels/${C1.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post({
    content: (answer ? textOf(answer) : undefined) ?? 'self-test line',
    nonce: 'self-test-1',
    enforce_nonce: true,
  });
  await post({ content: 'self-test line, again', nonce: 'self-test-1', enforce_nonce: false });
}

/** Opens the bot on a fresh store of the kind: a SQLite file, a memory store with its window, a PostgreSQL schema. */
async function openTarget(
  store: StoreKind,
  dir: string,
  index: number,
): Promise<{ target: Target; close(): Promise<void> }> {
  if (store === 'sqlite') {
    const rig = await openRig(`sqlite://${join(dir, 'talon.sqlite')}`);
    return { target: { store, rig, nth: 0 }, close: () => closeRig(rig) };
  }
  if (store === 'memory') {
    const hook = memoryHook(dir);
    // The scheduler passes often, as the timeout moment's restart does on the other stores.
    const rig = await openRig('memory:', { ...hook.env, TICK_SECONDS: '0.5' }, {}, () => hook.window.store());
    return { target: { store, rig, memory: hook.window, nth: 1 + ((index - 1) % 3) }, close: () => closeRig(rig) };
  }
  const schema = await freshSchema();
  const app = appName();
  try {
    // The bot's connections by their own name; the trial reads on the plain URL.
    const rig = await openRig(namedBy(schema.url, app), {}, {}, () => openGameStore(schema.url, { watchOnly: true }));
    return {
      target: {
        store,
        rig,
        postgres: { admin: schema.admin, app, schema: schema.name, cut: index % 2 === 1 ? 'writing' : 'locking' },
        nth: 0,
      },
      close: async () => {
        await closeRig(rig);
        await schema.drop();
      },
    };
  } catch (error) {
    await schema.drop().catch(() => undefined);
    throw error;
  }
}

async function runTrial(
  store: StoreKind,
  index: number,
  seed: string,
  moment: Moment,
  selfTest = false,
): Promise<TrialResult> {
  const began = performance.now();
  const rng = createRng(seedRng(seed));
  const pick = (n: number) => rng.int(n);
  const dir = mkdtempSync(join(tmpdir(), 'talon-crash-'));
  const problems = noProblems();
  let note = '';
  let landed = 'no strike';
  let opened: { target: Target; close(): Promise<void> } | undefined;
  try {
    opened = await openTarget(store, dir, index);
    const target = opened.target;
    const live = target.rig;
    const work = async () => {
      const scene = await stage(target, moment, pick, problems);
      note = scene.note;
      if (scene.strike === 'kill') await restartBot(live);
      await settle(live, 500);
      if (selfTest) await injectDoubles(live);
      let found = await check(live, scene, moment);
      if (problemCount(found.problems) > 0) {
        // Maybe only slow: give the bot a longer quiet spell, then look again.
        await settle(live, 2000, 10_000);
        found = await check(live, scene, moment);
      }
      landed = found.landed;
      for (const key of Object.keys(found.problems) as (keyof Problems)[]) problems[key].push(...found.problems[key]);
      note += `; ${await goesOn(live, pick, problems)}`;
      if (live.bot.child.exitCode !== null) problems.other.push(`the bot exited (${live.bot.child.exitCode})`);
      // The killed interaction went to a bot that died: Discord's deadline passing on it is expected.
      const killedId = scene.strike === 'kill' ? scene.inflight?.sent.handle.id : undefined;
      const violations = live.fake.violations.filter(
        (v) => killedId === undefined || !v.includes(`interaction ${killedId} `),
      );
      if (violations.length > 0) problems.other.push(`fake Discord violations: ${violations.slice(0, 3).join(' | ')}`);
    };
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      work(),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(
            () => reject(new Error(`trial took over ${TRIAL_TIMEOUT_MS / 1000}s`)),
            TRIAL_TIMEOUT_MS,
          )),
      ),
    ]).finally(() => clearTimeout(timer));
  } catch (error) {
    problems.other.push(
      `trial error: ${error instanceof Error ? (process.env['TRIAL_DEBUG'] ? error.message : error.message.split('\n')[0]) : String(error)}`,
    );
  } finally {
    if (opened && problemCount(problems) > 0) {
      note += `\n      bot output (last 1500 chars):\n${opened.target.rig
        .output()
        .slice(-1500)
        .replace(/^/gm, '      | ')}`;
      note += await whatWasOwed(opened.target.rig).catch(
        (error: unknown) => `\n      (nothing more to show: ${String(error)})`,
      );
    }
    if (opened)
      await opened.close().catch((error: unknown) => {
        problems.other.push(`closing the trial: ${error instanceof Error ? error.message : String(error)}`);
      });
    rmSync(dir, { recursive: true, force: true });
  }
  return { store, index, moment, seed, problems, note, landed, ms: Math.round(performance.now() - began) };
}

/**
 * For a failed trial, what the channel saw last and what the game still owed: the newest public
 * messages (seconds from the first, from an interaction or not, attachments, first line) and the
 * outbox items the presentation record does not mark done, so a failure that does not come again
 * when its seed is run alone still says where delivery stopped.
 */
async function whatWasOwed(rig: Rig): Promise<string> {
  const messages = publicMessages(rig, C1.id);
  const first = messages[0]?.createdAt ?? 0;
  const lines = messages.slice(-10).map((m) => {
    const from = m.interactionId === null ? 'channel' : `interaction ${m.interactionId}`;
    const head = (textOf(m).split('\n')[0] ?? '').slice(0, 90);
    return `${((m.createdAt - first) / 1000).toFixed(1)}s ${from}${m.attachments.length > 0 ? ' +file' : ''}: ${head}`;
  });
  const record = await current(rig);
  let owed = 'no game';
  if (record) {
    const present = await rig.store.presentation(C1.id, record.id);
    const done = new Set(present.done);
    owed = JSON.stringify(
      record.outbox
        .filter((item) => !done.has(item.id))
        .map((item) => ({ id: item.id, kind: item.kind, ...('ride' in item && item.ride ? { ride: true } : {}) })),
    );
  }
  return `\n      newest messages:\n${lines.map((l) => `      | ${l}`).join('\n')}\n      owed (not done): ${owed}`;
}

function describe(result: TrialResult): string {
  const p = result.problems;
  const head = `trial ${String(result.index).padStart(3)} ${result.store.padEnd(8)} ${result.moment.padEnd(7)} seed=${result.seed} ${(result.ms / 1000).toFixed(1)}s`;
  const verdict = problemCount(p) === 0 ? 'ok' : 'FAIL';
  const details = (Object.entries(p) as [keyof Problems, string[]][])
    .flatMap(([kind, list]) => list.map((text) => `\n      ${kind}: ${text}`))
    .join('');
  return `${head} ${verdict} [${result.landed}] (${result.note.split('\n')[0]})${details}${problemCount(p) > 0 ? result.note.slice(result.note.indexOf('\n') >= 0 ? result.note.indexOf('\n') : result.note.length) : ''}`;
}

async function main(): Promise<number> {
  const trials = Math.max(1, Math.floor(flag('trials', 100)));
  const seconds = flag('seconds', 600);
  const parallel = Math.max(1, Math.min(4, Math.floor(flag('parallel', 2))));
  const base = stringFlag('seed', 'crash');
  const first = Math.max(1, Math.floor(flag('start', 1)));
  const stores = storesNamed(STORES, stringFlag('store', 'sqlite'));
  const chosen = stringFlag('moments', '');
  const wanted = chosen === '' ? undefined : chosen.split(',').map((m) => m.trim());
  for (const m of wanted ?? [])
    if (!(MOMENTS as readonly string[]).includes(m))
      throw new Error(`--moments: ${m} is not one of ${MOMENTS.join(', ')}`);
  if (stores.includes('postgres')) {
    try {
      await (await adminClient()).end();
    } catch (error) {
      if (!(error instanceof PostgresMissing)) throw error;
      console.log(error.message);
      return 2;
    }
  }
  const began = performance.now();
  const results: TrialResult[] = [];
  if (process.argv.includes('--self-test')) {
    const store = stores[0] ?? 'sqlite';
    const result = await runTrial(store, first, `${base}-self-test`, 'play', true);
    console.log(describe(result));
    const caught = result.problems.doubled.length;
    console.log(
      caught >= 2
        ? `self-test: the checks caught the ${caught} injected doubles`
        : `self-test FAILED: only ${caught} of the injected doubles were reported`,
    );
    return caught >= 2 ? 0 : 1;
  }
  // Each store's trials, numbered alike so that one seed is one game on every store.
  const jobs = stores.flatMap((store) => {
    const moments = MOMENTS_OF[store].filter((m) => wanted === undefined || wanted.includes(m));
    return moments.length === 0
      ? []
      : Array.from({ length: trials }, (_, k) => ({
          store,
          index: first + k,
          moment: moments[k % moments.length] as Moment,
        }));
  });
  console.log(
    `crash trials: ${trials} per store on ${stores.join(', ')} (from ${first}), ${parallel} at a time, budget ${seconds}s, seed "${base}"`,
  );
  let next = 0;
  let outOfTime = false;
  // A few workers, each running one trial at a time (its own fake Discord, store and bot).
  const worker = async () => {
    for (let guard = 0; guard < jobs.length; guard += 1) {
      const job = jobs[next];
      if (job === undefined) return;
      if ((performance.now() - began) / 1000 > seconds) {
        outOfTime = true;
        return;
      }
      next += 1;
      const result = await runTrial(job.store, job.index, `${base}-${job.index}`, job.moment);
      results.push(result);
      console.log(describe(result));
    }
  };
  await Promise.all(Array.from({ length: parallel }, () => worker()));
  if (outOfTime)
    console.log(`time budget of ${seconds}s spent: stopped after ${results.length} of ${jobs.length} trials`);
  const rows = stores.flatMap((store) =>
    MOMENTS_OF[store]
      .filter((m) => wanted === undefined || wanted.includes(m))
      .map((moment) => {
        const of = results.filter((r) => r.store === store && r.moment === moment);
        const n = (key: keyof Problems) => of.reduce((sum, r) => sum + r.problems[key].length, 0);
        return [store, moment, of.length, n('lost'), n('doubled'), n('missing'), n('stalled'), n('other')];
      }),
  );
  const total = ['total', '', ...[2, 3, 4, 5, 6, 7].map((col) => rows.reduce((sum, row) => sum + Number(row[col]), 0))];
  console.log('');
  console.log(
    table(['store', 'moment', 'trials', 'lost', 'doubled', 'owed missing', 'did not go on', 'other'], [...rows, total]),
  );
  const landings = new Map<string, number>();
  for (const r of results) {
    const key = `${r.store} ${r.moment}: ${r.landed}`;
    landings.set(key, (landings.get(key) ?? 0) + 1);
  }
  console.log(
    `\nwhere the strikes landed: ${[...landings]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join('; ')}`,
  );
  const failed = results
    .filter((r) => problemCount(r.problems) > 0)
    .map((r) => `${r.store} ${r.index}`)
    .sort();
  console.log(
    `${results.length} trials in ${((performance.now() - began) / 1000).toFixed(0)}s; failed trials: ${failed.join(', ') || 'none'}`,
  );
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
