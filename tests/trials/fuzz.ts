/**
 * `npm run trial:fuzz [-- --payloads N --seed TEXT --seconds S --verbose --self-test]`: a bounded fuzz trial of the real bot
 * process (tests/e2e/bot-process.ts) against a fresh fake Discord (tests/discord/fake-discord.ts). It
 * sets up games (an active cruiser duel in c1, a lobby with a points limit for fleet building in c2, a
 * game hosted and played by members with hostile display names in c3) and sends, as Discord would
 * deliver them:
 *   - every registered slash command and subcommand with random and hostile option values, each
 *     payload tagged "client-sendable" (within the declared types, ranges, choices and max_length, as
 *     Discord's own client sends them) or "forged" (wrong types, out of range, unknown or missing
 *     options, choices not offered, strings over the limit, a bogus locale or subcommand);
 *   - autocomplete with hostile partial input;
 *   - component clicks: real buttons and menus (client-sendable), and forged custom ids (random, bad
 *     percent-encoding, another game's, huge versions, mutated options, values not offered, no
 *     `message` in the payload, a message that does not exist);
 *   - /fleet import files: not JSON, the wrong shape, hostile class and ship names, over the bot's limit,
 *     declared small but 20 MB, declared over Discord's limit, a URL that 404s or refuses;
 *   - mention and markdown injection in every user-chosen text: game, ship and class names and the
 *     display names of guild members (nicknames such as `[Nitro](https://evil.example)`) joining games;
 * with legal play in between (tests/helpers/random-play.ts) so the games move on.
 *
 * Loopback only: the fake listens on 127.0.0.1 and every URL the bot is handed (the API, attachments,
 * the refused download on 127.0.0.1:9) is there; hostile links are text the bot never fetches.
 * Bounded: a fixed number of payloads (--payloads, default 1500, setup and legal play included), a fixed
 * seed (--seed: the random choices are fixed; what the bot has posted when a choice reads it may vary
 * with timing), every wait bounded (3 s to acknowledge, 15 s to complete a deferral) and an overall
 * time budget (--seconds, default 900).
 *
 * Prints one summary: payloads tried (client-sendable and forged), crashes (the bot exited, or logged
 * "interaction failed" or another unhandled error), unanswered interactions, unwanted pings (a role,
 * @everyone/@here, or a user who is not a player of that channel's game), generic-error replies
 * (`reply.internalError` in any locale, client-sendable and forged apart), replies Discord refused (as
 * the fake reports them) and user markup visible in bot output (masked links, spoilers, code fences,
 * mention markup, underline, headings outside code spans), and client-sendable input (the bot's own
 * buttons included) refused by the option check, with up to 10 examples of each. Exits 0 only when
 * there were no crashes, unanswered interactions, unwanted pings, generic errors for client-sendable
 * input, or client-sendable input refused as outside its declaration. `--verbose` prints every
 * payload and its answer; `--self-test` checks that the checks bite (an injected bad post, a bot
 * stopped past the deadline, a bot killed).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { LOCALES, text } from '../../src/bot/locales/index.js';
import type { GameRecord } from '../../src/store/index.js';
import {
  ALICE,
  BOB,
  C1,
  C2,
  CAROL,
  G1,
  OWNER,
  type AttachmentUpload,
  type ChannelFixture,
  type GuildFixture,
  type InteractionHandle,
  type InteractionPayload,
  type MemberFixture,
  type OptionValue,
  textOf,
  type RecordedMessage,
  type RegisteredCommand,
  type UserFixture,
} from '../discord/fake-discord.js';
import { randomCommand } from '../helpers/random-play.js';
import { toSlash } from '../helpers/slash.js';
import {
  TOKEN,
  closeRig,
  current,
  flag,
  openRig,
  restartBot,
  settle,
  sleep,
  stateOf,
  stringFlag,
  table,
  type Rig,
} from './harness.js';
import { rosterUnits } from '../helpers/roster.js';

// ---- settings ------------------------------------------------------------------------------------

const DEFAULT_PAYLOADS = 1500;
/** Discord's deadline for the first answer, and how long a deferred ("thinking…") answer may take here. */
const ACK_MS = 3000;
const DEFERRED_MS = 15_000;
/** A payload not answered by then is watched in the background while the next one goes out. */
const HOLD_MS = 600;
const MAX_PENDING = 4;
const EXAMPLES = 10;
const MAX_RESTARTS = 10;
/** 20 MB bodies are costly to hold: only this many in a run. */
const MAX_HUGE_BODIES = 3;
const MAX_BIG_BODIES = 8;
/** What Discord's client lets a user upload without Nitro (the payload's attachment_size_limit). */
const DISCORD_UPLOAD_LIMIT = 10 * 1024 * 1024;
/** Discord's own limit on a string option when the command declares none. */
const STRING_LIMIT = 6000;

/** --verbose: one line per payload and its answer, for working on the trial itself. */
const VERBOSE = process.argv.includes('--verbose');
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOADING = 1 << 7;
const OPTION = {
  Subcommand: 1,
  Group: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Number: 10,
  Attachment: 11,
} as const;

// ---- the world: a third channel and members with hostile display names ----------------------------

const C3: ChannelFixture = { id: '1180000000000000303', name: 'c3', type: 0 };

/** Display names Discord lets through (nicknames up to 32 characters, free-form global names). */
const HOSTILE_MEMBERS: MemberFixture[] = [
  {
    user: { id: '1180000000000000111', username: 'mallory', global_name: '@everyone' },
    nick: '[Nitro](https://evil.example)',
  },
  {
    user: { id: '1180000000000000112', username: 'trudy', global_name: '__pwned__ **x**' },
    nick: '<@123> <@&456> ||spoiler||',
  },
  {
    user: { id: '1180000000000000113', username: 'eve', global_name: '\u202Eevil\u200B' },
    nick: '@here `x` <#789> # Heading',
  },
  { user: { id: '1180000000000000114', username: 'oscar', global_name: '```js' }, nick: null },
];
const HOSTILE_USERS = HOSTILE_MEMBERS.map((m) => m.user);
const [H1, H2, H3, H4] = HOSTILE_USERS as [UserFixture, UserFixture, UserFixture, UserFixture];
const ALL_USERS: readonly UserFixture[] = [ALICE, BOB, CAROL, OWNER, ...HOSTILE_USERS];
const FUZZ_GUILD: GuildFixture = { ...G1, channels: [C1, C2, C3], members: [...G1.members, ...HOSTILE_MEMBERS] };
const CHANNEL_NAMES: Record<string, string> = { [C1.id]: 'c1', [C2.id]: 'c2', [C3.id]: 'c3' };

// ---- randomness ----------------------------------------------------------------------------------

interface Rand {
  int(n: number): number;
  chance(p: number): boolean;
  one<T>(list: readonly T[]): T;
}

function rand(seed: string): Rand {
  const rng = createRng(seedRng(seed));
  const int = (n: number) => (n <= 1 ? 0 : rng.int(n));
  return {
    int,
    chance: (p) => int(1_000_000) < p * 1_000_000,
    one: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new Error('one() of an empty list');
      return list[int(list.length)] as T;
    },
  };
}

// ---- hostile text --------------------------------------------------------------------------------

const MARKUP = [
  '@everyone',
  '@here',
  '<@123>',
  '<@!123>',
  '<@&456>',
  '<#789>',
  '**pwned**',
  '__pwned__',
  '[Free Nitro](https://evil.example)',
  '[Free Nitro](<https://evil.example>)',
  '||spoiler||',
  '```',
  '`',
  '# Heading',
  '-# tiny',
  '> quote',
  '~~strike~~',
  '\\',
];
const JUNK = [
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u061C',
  'Z\u0336\u0337\u0338\u0334',
  '🚀',
  '👩‍👩‍👧‍👦',
  '𝕍𝕚𝕘𝕚𝕝',
  'ｖｉｇｉｌ',
  '漢字',
  'مرحبا',
  '\u00A0',
  'İ',
  'ß',
];
const SYNTAX = [
  '%E0%A4%A',
  '%',
  ':',
  ';',
  '=',
  '!t',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e12',
  '../',
  '{}',
  '[]',
  '"',
  "'",
  ',',
  '-',
  ',,,',
  'Claw,-,Claw',
];
/** Only forged payloads carry these: Discord's client sends no control characters or broken UTF-16. */
const CONTROL = ['\u0000', '\n', '\r\n', '\t', '\u0007', '\u001b[31m', '\uD800', '\uDFFF', '\u0085'];
/** Words the game knows, so that hostile input also reaches deeper code; ship names are added as games run. */
const GAME_WORDS = [
  'cruiser-duel',
  'fleet-battle',
  'concord',
  'veyra',
  'Vigil',
  'Ashen Claw',
  's1',
  's2',
  '1',
  '2',
  '3',
  'nearest',
  '1104',
  '1213',
  'straight',
  'turn-left',
  'straight, straight, turn-left',
  'Europe/Berlin',
  'America/Sao_Paulo',
  '22:00',
  '07:30',
  'A',
  'impulse',
  'kestrel-frigate',
];
const LENGTHS = [25, 32, 33, 60, 61, 99, 100, 101, 200, 201, 300, 301, 1000, 2000, 2001, 5999, 6000];

function piece(run: Run): string {
  const roll = run.r.int(100);
  if (roll < 35) return run.r.one(run.words);
  if (roll < 70) return run.r.one(MARKUP);
  if (roll < 85) return run.r.one(JUNK);
  return run.r.one(SYNTAX);
}

/** A short mix of game words and hostile pieces, or a long run of them cut to one of the boundary lengths. */
function hostileText(run: Run): string {
  const parts = Array.from({ length: 1 + run.r.int(4) }, () => piece(run));
  const short = parts.join(run.r.chance(0.5) ? ' ' : '');
  if (run.r.chance(0.55)) return short;
  const length = run.r.one(LENGTHS);
  const unit = short.length > 0 ? short : 'x';
  return unit.repeat(Math.ceil(length / unit.length) + 1).slice(0, length);
}

/** Cuts at `max` UTF-16 units without leaving half a surrogate pair. */
function cut(s: string, max: number): string {
  let out = s.slice(0, Math.max(0, max));
  if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  return out;
}

/** What Discord's client would send of it: no control characters, trimmed, within `max`. */
function clientSafe(s: string, max: number): string {
  const clean = s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();
  return cut(clean, max).trim();
}

function clientText(run: Run, max: number, min = 1): string {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const s = clientSafe(hostileText(run), max);
    if (s.length >= min) return s;
  }
  return 'x'.repeat(Math.max(1, Math.min(min, max)));
}

/** Hostile on purpose: at least one markup piece, within `max`. */
function hostileName(run: Run, max: number): string {
  const s = clientSafe(`${run.r.one(MARKUP)}${run.r.chance(0.5) ? ' ' : ''}${piece(run)} ${run.r.one(MARKUP)}`, max);
  return s.length > 0 ? s : 'x';
}

function forgedText(run: Run): string {
  const s = hostileText(run);
  const at = run.r.int(s.length + 1);
  return `${s.slice(0, at)}${run.r.one(CONTROL)}${s.slice(at)}`;
}

// ---- the registered commands ---------------------------------------------------------------------

interface OptionDef {
  readonly name: string;
  readonly type: number;
  readonly required: boolean;
  readonly choices: readonly (string | number)[] | undefined;
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly autocomplete: boolean;
}

/** One thing a user can invoke: a command, or one subcommand of it. */
interface Target {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: readonly OptionDef[];
}

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isJson) : []);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function optionDef(o: Json): OptionDef {
  const choices = list(o.choices).map((c) => c.value as string | number);
  return {
    name: String(o.name),
    type: Number(o.type),
    required: o.required === true,
    choices: choices.length > 0 ? choices : undefined,
    min: num(o.min_value),
    max: num(o.max_value),
    minLength: num(o.min_length),
    maxLength: num(o.max_length),
    autocomplete: o.autocomplete === true,
  };
}

/** The definitions the bot registered with the fake (what Discord's client builds its forms from). */
function targetsOf(commands: readonly RegisteredCommand[]): Target[] {
  return commands.flatMap((c): Target[] => {
    const options = list(c.options);
    const subs = options.filter((o) => o.type === OPTION.Subcommand);
    if (subs.length === 0) return [{ command: c.name, options: options.map(optionDef) }];
    return subs.map((s) => ({ command: c.name, subcommand: String(s.name), options: list(s.options).map(optionDef) }));
  });
}

interface ClassInfo {
  readonly id: string;
  readonly faction: string;
  readonly raw: Json;
}

function shipClasses(): ClassInfo[] {
  const dir = join(ROOT, 'assets', 'ships');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Json)
    .map((raw) => ({ id: String(raw.id), faction: String(raw.faction), raw }));
}

// ---- the run's state ------------------------------------------------------------------------------

type Tag = 'client' | 'forged';
type Kind = 'slash' | 'autocomplete' | 'component' | 'import' | 'names' | 'legal' | 'setup';
const KINDS: readonly Kind[] = ['slash', 'autocomplete', 'component', 'import', 'names', 'legal', 'setup'];

/** One payload sent, and what became of it. */
interface Shot {
  readonly n: number;
  readonly kind: Kind;
  readonly tag: Tag;
  readonly label: string;
  readonly channelId: string;
  readonly handle: InteractionHandle;
  finished: Promise<void>;
  done: boolean;
  /** For a fuzzed slash command: which command or subcommand. */
  target?: string;
  /** "request failed" lines the bot logged while this was the newest payload. */
  readonly logs: string[];
}

type FindingKind =
  | 'crash'
  | 'unanswered'
  | 'ping'
  | 'genericClient'
  | 'genericForged'
  | 'inputClient'
  | 'refused'
  | 'markupPublic'
  | 'markupPrivate';

interface Finding {
  readonly shot: Shot | undefined;
  readonly detail: string;
}

interface Seen {
  /** Message id -> the version last looked at. */
  readonly messages: Map<string, string>;
  readonly pinged: Set<string>;
  readonly marks: Set<string>;
  readonly generic: Set<string>;
  violations: number;
  output: number;
}

interface Run {
  readonly rig: Rig;
  readonly r: Rand;
  readonly limit: number;
  readonly deadline: number;
  readonly targets: readonly Target[];
  readonly classes: readonly ClassInfo[];
  readonly words: string[];
  readonly findings: Map<FindingKind, Finding[]>;
  readonly shots: Shot[];
  readonly byInteraction: Map<string, Shot>;
  readonly lastIn: Map<string, Shot>;
  readonly players: Map<string, Set<string>>;
  readonly seen: Seen;
  /** Output of the bot processes before the current one (crashed ones). */
  readonly buildErrors: string[];
  readonly scenes: Map<string, SceneState>;
  pending: Shot[];
  order: readonly Target[];
  cursor: number;
  last: Shot | undefined;
  restarts: number;
  hugeBodies: number;
  bigBodies: number;
}

function note(run: Run, kind: FindingKind, shot: Shot | undefined, detail: string): void {
  const found = run.findings.get(kind) ?? [];
  found.push({ shot, detail });
  run.findings.set(kind, found);
}

const count = (run: Run, kind: FindingKind): number => run.findings.get(kind)?.length ?? 0;
const userById = (id: string): UserFixture | undefined => ALL_USERS.find((u) => u.id === id);
const nameOf = (id: string): string => userById(id)?.username ?? id;

// ---- opening the rig ------------------------------------------------------------------------------

// ---- sending and watching -------------------------------------------------------------------------

/** Sends a payload and starts watching it: acknowledged within 3 s, and a deferral completed within 15 s. */
function fire(run: Run, kind: Kind, tag: Tag, label: string, payload: InteractionPayload, channelId: string): Shot {
  const handle = run.rig.fake.interact({ ...payload, label: label.slice(0, 120) });
  const shot: Shot = {
    n: run.shots.length + 1,
    kind,
    tag,
    label,
    channelId,
    handle,
    finished: Promise.resolve(),
    done: false,
    logs: [],
  };
  shot.finished = watch(run, shot);
  run.shots.push(shot);
  run.byInteraction.set(handle.id, shot);
  run.lastIn.set(channelId, shot);
  run.last = shot;
  return shot;
}

async function watch(run: Run, shot: Shot): Promise<void> {
  // The fake rejects at its 3 s deadline once the payload went out; the extra time covers a bot that
  // was down (the payload then waits for the next connection).
  const callback = await Promise.race([
    shot.handle.response().catch(() => null),
    sleep(ACK_MS + 8000).then(() => null),
  ]);
  if (callback === null) {
    note(
      run,
      'unanswered',
      shot,
      shot.handle.timings.dispatchedAt === null
        ? 'never delivered: the bot was not connected'
        : `no callback within ${ACK_MS / 1000} s`,
    );
  } else if (callback.type === 5) {
    // A deferred reply shows "thinking…" until it is filled in; a deferred update (6) is complete as it is.
    const filled = await shot.handle.settled(DEFERRED_MS).then(
      () => true,
      () => false,
    );
    if (!filled)
      note(run, 'unanswered', shot, `deferred ("thinking…") and not completed within ${DEFERRED_MS / 1000} s`);
  }
  shot.done = true;
  if (VERBOSE)
    console.log(
      `#${shot.n} ${shot.tag} ${shot.kind} ${shot.label.slice(0, 160)}\n    -> ${callback?.type ?? 'none'} ${show(shot.handle.original ? textOf(shot.handle.original) : '')}`,
    );
}

/** Waits for a payload a little, then lets it finish in the background (at most MAX_PENDING at once). */
async function hold(run: Run, shot: Shot): Promise<void> {
  await Promise.race([shot.finished, sleep(HOLD_MS)]);
  if (!shot.done) run.pending.push(shot);
  run.pending = run.pending.filter((s) => !s.done);
  while (run.pending.length > MAX_PENDING) {
    await run.pending[0]?.finished;
    run.pending = run.pending.filter((s) => !s.done);
  }
}

// ---- rendering payloads for the report ------------------------------------------------------------

function show(value: unknown): string {
  if (typeof value === 'string')
    return value.length > 48 ? `${JSON.stringify(value.slice(0, 40))}…(${value.length} chars)` : JSON.stringify(value);
  if (typeof value === 'object' && value !== null) {
    if ('username' in value) return `@${String((value as UserFixture).username)}`;
    if ('filename' in value) {
      const upload = value as AttachmentUpload;
      return `file(${JSON.stringify(upload.filename)}, ${upload.content.length} bytes)`;
    }
    if ('type' in value && 'value' in value)
      return `{type ${String((value as { type: unknown }).type)}: ${show((value as { value: unknown }).value)}}`;
  }
  return String(value);
}

const targetName = (t: Target): string => `/${t.command}${t.subcommand ? ` ${t.subcommand}` : ''}`;

const slashText = (
  target: { command: string; subcommand?: string | undefined },
  options: Readonly<Record<string, unknown>>,
): string =>
  `/${target.command}${target.subcommand ? ` ${target.subcommand}` : ''}${Object.entries(options)
    .map(([k, v]) => ` ${k}:${show(v)}`)
    .join('')}`;

const where = (channelId: string): string => CHANNEL_NAMES[channelId] ?? `#${channelId.slice(-4)}`;

// ---- slash commands: client-sendable values and forged mutations ------------------------------------

function clientInt(run: Run, def: OptionDef): number {
  if (def.choices) return Number(run.r.one(def.choices));
  const min = def.min ?? -(2 ** 31);
  const max = def.max ?? 2 ** 31;
  const roll = run.r.int(4);
  if (roll === 0) return min;
  if (roll === 1) return max;
  return min + run.r.int(Math.min(max - min + 1, 2 ** 31));
}

function clientValue(run: Run, def: OptionDef): OptionValue {
  switch (def.type) {
    case OPTION.Integer:
    case OPTION.Number:
      return clientInt(run, def);
    case OPTION.Boolean:
      return run.r.chance(0.5);
    case OPTION.User:
      return run.r.one(ALL_USERS);
    case OPTION.Attachment:
      return {
        filename: 'fleet.json',
        content: JSON.stringify(hostileFleetFile(run)),
        contentType: 'application/json',
      };
    default:
      if (def.choices) return String(run.r.one(def.choices));
      return clientText(run, def.maxLength ?? STRING_LIMIT, def.minLength ?? 1);
  }
}

/** A slash command being put together: its options, patches to the built JSON, and what was forged. */
interface Draft {
  readonly target: Target;
  readonly options: Record<string, OptionValue>;
  readonly patches: ((data: Json) => void)[];
  readonly forged: string[];
  locale: string;
}

/** The option list the values sit in: inside the subcommand wrapper when there is one. */
function leafOptions(data: Json): Json[] {
  const top = Array.isArray(data.options) ? (data.options as Json[]) : [];
  const wrapper = top[0];
  if (wrapper && (wrapper.type === OPTION.Subcommand || wrapper.type === OPTION.Group)) {
    if (!Array.isArray(wrapper.options)) wrapper.options = [];
    return wrapper.options as Json[];
  }
  if (!Array.isArray(data.options)) data.options = [];
  return data.options as Json[];
}

const present = (d: Draft, types: readonly number[]): OptionDef[] =>
  d.target.options.filter((o) => types.includes(o.type));
const freeStrings = (d: Draft): OptionDef[] => present(d, [OPTION.String]).filter((o) => !o.choices);

/** Each forgery changes the draft and says what it did, or returns undefined when it does not apply. */
type Mutation = (run: Run, d: Draft) => string | undefined;

const MUTATIONS: Record<string, Mutation> = {
  outOfRange: (run, d) => {
    const defs = present(d, [OPTION.Integer, OPTION.Number]);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    const min = def.min ?? -(2 ** 53);
    const max = def.max ?? 2 ** 53;
    const value = run.r.one([min - 1, max + 1, 0, -24, 1e12, -1e12, 2 ** 53 + 2].filter((v) => v < min || v > max));
    d.options[def.name] = value;
    return `${def.name}=${value} outside ${min}..${max}`;
  },
  floatForInteger: (run, d) => {
    const defs = present(d, [OPTION.Integer]);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    d.options[def.name] = run.r.chance(0.5) ? 2.5 : { type: OPTION.Integer, value: (def.min ?? 1) + 0.5 };
    return `${def.name} a float`;
  },
  nanString: (run, d) => {
    const defs = present(d, [OPTION.Integer, OPTION.Number]);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    d.options[def.name] = {
      type: def.type,
      value: run.r.one(['NaN', 'Infinity', '-Infinity', '1e12', '12', '-0', '0x10', '', ' 5 ']),
    };
    return `${def.name} a string of type ${def.type}`;
  },
  stringForInteger: (run, d) => {
    const defs = present(d, [OPTION.Integer, OPTION.Number]);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    d.options[def.name] = run.r.one(['12', 'abc', hostileText(run)]);
    return `${def.name} sent as a string option`;
  },
  boolAsString: (run, d) => {
    const defs = present(d, [OPTION.Boolean]);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    d.options[def.name] = run.r.chance(0.5)
      ? run.r.one(['true', 'false', 'yes'])
      : { type: OPTION.Boolean, value: run.r.one(['true', 'no', 1, 0]) };
    return `${def.name} a boolean as a string or number`;
  },
  wrongType: (run, d) => {
    const defs = present(d, [OPTION.String, OPTION.User, OPTION.Attachment]);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    d.options[def.name] =
      def.type === OPTION.String
        ? run.r.one<OptionValue>([7, true, { type: OPTION.Number, value: 3.14 }])
        : hostileText(run);
    return `${def.name} of the wrong type`;
  },
  tooLong: (run, d) => {
    const defs = freeStrings(d);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    const limit = def.maxLength ?? STRING_LIMIT;
    const unit = clientText(run, 40);
    const length = limit + 1 + run.r.int(limit < 100 ? 40 : 200);
    d.options[def.name] = unit.repeat(Math.ceil(length / unit.length) + 1).slice(0, length);
    return `${def.name} ${length} chars (max ${limit})`;
  },
  empty: (run, d) => {
    const defs = freeStrings(d);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    d.options[def.name] = run.r.one(['', ' ', '   ']);
    return `${def.name} empty or blank`;
  },
  control: (run, d) => {
    const defs = freeStrings(d);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    d.options[def.name] = forgedText(run);
    return `${def.name} with control characters or broken UTF-16`;
  },
  offChoice: (run, d) => {
    const defs = d.target.options.filter((o) => o.choices);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    const offered = (def.choices ?? []).map(String);
    const candidates = [
      String(offered[0] ?? '').toUpperCase(),
      ` ${String(offered[0] ?? '')}`,
      `${String(offered[0] ?? '')}\u200B`,
      'nuke',
      hostileText(run),
    ].filter((v) => !offered.includes(v));
    const value = run.r.one(candidates.length > 0 ? candidates : ['nuke-it']);
    d.options[def.name] = def.type === OPTION.String ? value : 987654;
    return `${def.name} outside its choices`;
  },
  missingRequired: (run, d) => {
    const defs = d.target.options.filter((o) => o.required && o.name in d.options);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    delete d.options[def.name];
    return `required ${def.name} missing`;
  },
  unknownOption: (run, d) => {
    const name = run.r.one([
      'foo',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'SHIP',
      'ship ',
      clientText(run, 32),
    ]);
    const value = run.r.chance(0.7) ? hostileText(run) : 7;
    d.patches.push((data) =>
      leafOptions(data).push({ name, type: typeof value === 'string' ? OPTION.String : OPTION.Integer, value }),
    );
    return `unknown option ${JSON.stringify(name)}`;
  },
  duplicate: (run, d) => {
    const value = hostileText(run);
    d.patches.push((data) => {
      const options = leafOptions(data);
      const first = options[0];
      if (first) options.push({ ...first, value: typeof first.value === 'string' ? value : first.value });
      else options.push({ name: 'x', type: OPTION.String, value }, { name: 'x', type: OPTION.String, value });
    });
    return 'an option given twice';
  },
  nullValue: (run, d) => {
    if (d.target.options.length === 0) return undefined;
    const def = run.r.one(d.target.options);
    d.patches.push((data) => {
      const options = leafOptions(data);
      const found = options.find((o) => o.name === def.name);
      if (found) found.value = null;
      else options.push({ name: def.name, type: def.type, value: null });
    });
    return `${def.name}=null`;
  },
  unknownUser: (run, d) => {
    const defs = present(d, [OPTION.User]);
    if (defs.length === 0) return undefined;
    const def = run.r.one(defs);
    delete d.options[def.name];
    // Discord always sends the user it names in `resolved`; this one is missing there.
    d.patches.push((data) =>
      leafOptions(data).push({
        name: def.name,
        type: OPTION.User,
        value: run.r.one(['999999999999999999', '0', 'abc']),
      }),
    );
    return `${def.name} a user not in resolved`;
  },
  badSubcommand: (run, d) => {
    const sub = d.target.subcommand;
    const choice = sub ? run.r.int(3) : 2;
    const name = run.r.one(['nuke', 'NEW', '', '__proto__', 'constructor', hostileText(run)]);
    d.patches.push((data) => {
      const top = Array.isArray(data.options) ? (data.options as Json[]) : [];
      const wrapper = top[0];
      if (choice === 0 && wrapper) data.options = wrapper.options ?? [];
      else if (choice === 1 && wrapper) wrapper.name = name;
      else data.options = [{ type: OPTION.Group, name: 'admin', options: top }];
    });
    return ['subcommand wrapper left out', `unknown subcommand ${show(name)}`, 'an unknown subcommand group "admin"'][
      choice
    ];
  },
  badLocale: (run, d) => {
    d.locale = run.r.one(['xx-JUNK', '', '__proto__', 'en_US', hostileText(run)]);
    return `locale ${show(d.locale)}`;
  },
};
const MUTATION_NAMES = Object.keys(MUTATIONS);
const CLIENT_LOCALES = ['en-US', 'en-US', 'zh-CN', 'zh-TW', 'pt-BR', 'de', 'ja'];

function draftFor(run: Run, target: Target, forged: boolean): Draft {
  const d: Draft = { target, options: {}, patches: [], forged: [], locale: run.r.one(CLIENT_LOCALES) };
  for (const def of target.options) if (def.required || run.r.chance(0.45)) d.options[def.name] = clientValue(run, def);
  if (!forged) return d;
  const wanted = 1 + run.r.int(3);
  for (let i = 0; i < 12 && d.forged.length < wanted; i += 1) {
    const said = MUTATIONS[run.r.one(MUTATION_NAMES)]?.(run, d);
    if (said) d.forged.push(said);
  }
  if (d.forged.length === 0) d.forged.push(MUTATIONS.unknownOption?.(run, d) ?? 'unknown option');
  return d;
}

/** The bot downloads attachments from the URLs it is given: every one must be on 127.0.0.1. */
function assertLoopback(data: Json): void {
  const attachments =
    isJson(data.resolved) && isJson(data.resolved.attachments) ? Object.values(data.resolved.attachments) : [];
  for (const a of attachments.filter(isJson)) {
    for (const url of [a.url, a.proxy_url])
      if (typeof url === 'string' && new URL(url).hostname !== '127.0.0.1')
        throw new Error(`an attachment URL off loopback: ${url}`);
  }
}

/** Builds the payload through the fake's PayloadBuilder, then applies the patches it cannot express. */
function buildSlash(
  run: Run,
  d: Draft,
  user: UserFixture,
  channelId: string,
  type: 'slash' | 'autocomplete',
  focused?: string,
): InteractionPayload | undefined {
  const target = { ...(d.target.subcommand ? { subcommand: d.target.subcommand } : {}), locale: d.locale };
  let payload: InteractionPayload;
  try {
    payload =
      type === 'slash'
        ? run.rig.fake.slash(user, channelId, d.target.command, d.options, target)
        : run.rig.fake.autocomplete(user, channelId, d.target.command, d.options, focused ?? '', target);
    for (const patch of d.patches) patch(payload.body.data as Json);
  } catch (error) {
    run.buildErrors.push(
      `${slashText(d.target, d.options)}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
  // Outside the try: a URL off loopback stops the trial rather than being skipped.
  assertLoopback(payload.body.data as Json);
  return payload;
}

function pickChannel(run: Run): string {
  const roll = run.r.int(100);
  return roll < 40 ? C1.id : roll < 75 ? C2.id : C3.id;
}

/** Players most of the time (their commands reach the game), anyone else otherwise. */
function pickUser(run: Run, channelId: string): UserFixture {
  const players = [...(run.players.get(channelId) ?? [])]
    .map(userById)
    .filter((u): u is UserFixture => u !== undefined);
  return players.length > 0 && run.r.chance(0.6) ? run.r.one(players) : run.r.one(ALL_USERS);
}

/** Round robin over the commands in a shuffled order, so that every one of them gets its share. */
function nextTarget(run: Run): Target {
  if (run.cursor % run.targets.length === 0) run.order = shuffle(run, run.targets);
  const target = run.order[run.cursor % run.order.length] ?? run.r.one(run.targets);
  run.cursor += 1;
  return target;
}

function slashShot(run: Run): Shot | undefined {
  const target = nextTarget(run);
  const forged = run.r.chance(0.5);
  const channelId = pickChannel(run);
  const user = pickUser(run, channelId);
  const d = draftFor(run, target, forged);
  const payload = buildSlash(run, d, user, channelId, 'slash');
  if (!payload) return undefined;
  const label = `${slashText(target, d.options)}${forged ? ` [${d.forged.join('; ')}]` : ''} by ${user.username} in ${where(channelId)}`;
  const shot = fire(run, 'slash', forged ? 'forged' : 'client', label, payload, channelId);
  shot.target = targetName(target);
  return shot;
}

/** Autocomplete sends what the user has typed so far: anything up to the option's limit, empty included. */
function autocompleteShot(run: Run): Shot | undefined {
  const targets = run.targets.filter((t) => t.options.some((o) => o.autocomplete));
  if (targets.length === 0) return undefined;
  const target = run.r.one(targets);
  const focus = run.r.one(target.options.filter((o) => o.autocomplete));
  const forged = run.r.chance(0.3);
  const channelId = pickChannel(run);
  const user = pickUser(run, channelId);
  const d = draftFor(run, target, false);
  const limit = focus.maxLength ?? STRING_LIMIT;
  d.options[focus.name] = forged
    ? `${forgedText(run)}${'x'.repeat(run.r.chance(0.5) ? limit + 1 : 0)}`
    : run.r.chance(0.15)
      ? ''
      : clientText(run, limit);
  const payload = buildSlash(run, d, user, channelId, 'autocomplete', focus.name);
  if (!payload) return undefined;
  const label = `autocomplete ${slashText(target, d.options)} focused ${focus.name}${forged ? ' [over the limit or with control characters]' : ''} by ${user.username} in ${where(channelId)}`;
  return fire(run, 'autocomplete', forged ? 'forged' : 'client', label, payload, channelId);
}

// ---- components: real clicks and forged custom ids ------------------------------------------------

interface LiveComponent {
  readonly message: RecordedMessage;
  readonly customId: string;
  readonly type: number;
  readonly values: readonly string[];
  readonly min: number;
  readonly max: number;
  readonly disabled: boolean;
}

function componentsOf(message: RecordedMessage): LiveComponent[] {
  const out: LiveComponent[] = [];
  const stack = [...message.components];
  while (stack.length > 0) {
    const c = stack.pop() as Json;
    if (Array.isArray(c.components)) stack.push(...list(c.components));
    if (isJson(c.accessory)) stack.push(c.accessory);
    if (typeof c.custom_id !== 'string' || (c.type !== 2 && c.type !== 3)) continue;
    out.push({
      message,
      customId: c.custom_id,
      type: Number(c.type),
      values: list(c.options).map((o) => String(o.value)),
      min: num(c.min_values) ?? 1,
      max: num(c.max_values) ?? 1,
      disabled: c.disabled === true,
    });
  }
  return out;
}

/** Clickable components of the bot's newest messages (an ephemeral one only by whoever it answered). */
function liveComponents(run: Run): { component: LiveComponent; users: readonly UserFixture[] }[] {
  const messages = run.rig.fake
    .messages()
    .filter((m) => m.author.id === run.rig.fake.botUser.id && m.components.length > 0)
    .slice(-40);
  return messages.flatMap((m) => {
    // Only whoever can see the message can click: the invoker of an ephemeral reply, a DM's recipient.
    const dm = run.rig.fake.channel(m.channelId)?.recipientId ?? null;
    const owner = m.ephemeral
      ? run.byInteraction.get(m.interactionId ?? '')?.handle.user
      : dm !== null
        ? userById(dm)
        : undefined;
    if ((m.ephemeral || dm !== null) && !owner) return [];
    const users = owner ? [owner] : ALL_USERS;
    return componentsOf(m)
      .filter((c) => !c.disabled)
      .map((component) => ({ component, users }));
  });
}

/** A click Discord's client can make: an enabled component, values among those offered. */
function realClick(run: Run, c: LiveComponent, user: UserFixture): InteractionPayload {
  if (c.type === 2) return run.rig.fake.button(user, c.message, c.customId);
  const k = Math.max(c.min, Math.min(c.max, 1 + run.r.int(Math.max(1, c.max))));
  return run.rig.fake.select(
    user,
    c.message,
    c.customId,
    shuffle(run, c.values).slice(0, Math.min(k, c.values.length)),
  );
}

function shuffle<T>(run: Run, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = run.r.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const idParts = (id: string): { tag: string; version: string; body: string } | undefined => {
  const m = /^g([a-z0-9]*):(\d+):(.*)$/s.exec(id);
  return m ? { tag: m[1] ?? '', version: m[2] ?? '', body: m[3] ?? '' } : undefined;
};

const ID_CHARS = 'abcdefgz0123456789:;=%/!-_ .gGc\u200B漢🚀';
function randomId(run: Run): string {
  const length = run.r.one([0, 1, 5, 20, 99, 100, 101, 150, 400]);
  return Array.from({ length }, () => run.r.one([...ID_CHARS])).join('');
}

/** A forged custom id for the game of a real one: each says what it does. */
function forgedId(run: Run, real: string, tags: readonly string[]): { id: string; what: string } {
  const parts = idParts(real) ?? { tag: 'x', version: '1', body: 's' };
  const head = `g${parts.tag}:${parts.version}`;
  // A slice of hostile text may cut a surrogate pair; the lone half is dropped (encodeURIComponent refuses it).
  const enc = (s: string) =>
    encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ''));
  const variants: (() => { id: string; what: string })[] = [
    () => ({ id: randomId(run), what: 'random id' }),
    () => ({
      id: run.r.one([
        `${head}:c:game/undo:answer=%E0%A4%A`,
        `${head}:d:%E0%A4%A:move`,
        `${head}:c:fire:ship=%ZZ;weapon=1`,
        `${head}:c:done:turn=%`,
        `${head}:c:game/undo:answer=%E0%A4%A%`,
      ]),
      what: 'bad percent-encoding',
    }),
    () => ({
      id: `g${run.r.one([...tags.filter((t) => t !== parts.tag), 'zzzzzz', ''])}:${parts.version}:${parts.body}`,
      what: "another game's tag",
    }),
    () => ({
      id: `g${parts.tag}:${run.r.one(['9'.repeat(17), '9'.repeat(25), '9'.repeat(400), '0', '00000000001'])}:${parts.body}`,
      what: 'a huge (or zero) version',
    }),
    () => ({
      id: `${head}:c:${run.r.one(['game/end', 'game/restore', 'game/new', 'fleet/import', 'fleet/add', 'profile/vacation', 'nosuch', 'game/nosuch'])}:${run.r.chance(0.5) ? `name=${enc(hostileText(run).slice(0, 40))};points=abc` : ''}`,
      what: 'a button for another command',
    }),
    () => ({
      id: `${real}${real.includes(':c:') && !real.endsWith(':') ? ';' : ''}${run.r.one([`ship=${enc(hostileText(run).slice(0, 30))}`, 'turn=!x', '__proto__=x', `target=${enc('<@123> @everyone')}`, 'weapon=99;ship=s9'])}`,
      what: 'a real button with mutated options',
    }),
    () => ({
      id: real.replace(/=([^;]*)/g, () => `=${enc(hostileText(run).slice(0, 12))}`),
      what: "a real button's option values replaced",
    }),
    () => ({
      id: `${head}:d:${enc(hostileText(run).slice(0, 20))}:${run.r.one(['ap', 'move', 'fire', 'nuke'])}`,
      what: 'a draft menu for a ship that does not exist',
    }),
  ];
  return run.r.one(variants)();
}

function componentShot(run: Run): Shot | undefined {
  const live = liveComponents(run);
  if (live.length === 0) return undefined;
  // The newest prompt most often: that is where players click.
  const chosen = run.r.chance(0.5)
    ? (live.at(-1 - run.r.int(Math.min(8, live.length))) ?? run.r.one(live))
    : run.r.one(live);
  const { component: c, users } = chosen;
  const user = run.r.one(users);
  const channelId = c.message.channelId;
  let payload: InteractionPayload;
  try {
    payload = realClick(run, c, user);
  } catch (error) {
    run.buildErrors.push(`click ${c.customId}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const data = payload.body.data as Json;
  const real = `${c.type === 2 ? 'button' : 'select'} ${c.customId}${c.type === 3 ? ` values ${show(JSON.stringify(data.values))}` : ''}`;
  if (run.r.chance(0.4))
    return fire(run, 'component', 'client', `${real} by ${user.username} in ${where(channelId)}`, payload, channelId);
  const what = forgeComponent(run, payload, c);
  return fire(
    run,
    'component',
    'forged',
    `${c.type === 2 ? 'button' : 'select'} ${show(String(data.custom_id))}${Array.isArray(data.values) ? ` values ${show(JSON.stringify(data.values))}` : ''} [${what}; on ${c.customId}] by ${user.username} in ${where(channelId)}`,
    payload,
    channelId,
  );
}

/** Turns a real click into a forged one; says how. */
function forgeComponent(run: Run, payload: InteractionPayload, c: LiveComponent): string {
  const data = payload.body.data as Json;
  const tags = [...new Set(liveComponents(run).map((l) => idParts(l.component.customId)?.tag ?? ''))];
  const roll = run.r.int(100);
  if (roll < 12) {
    delete payload.body.message;
    return 'no message in the payload';
  }
  if (roll < 18) {
    (payload.body.message as Json).id = '1180000000000999999';
    return 'a message that does not exist';
  }
  if (roll < 32 && c.type === 3) {
    data.values = run.r.one([
      [hostileText(run)],
      [],
      [...c.values, 'not-offered'],
      Array.from({ length: 30 }, (_, i) => `v${i}`),
      [c.values[0] ?? 'x', c.values[0] ?? 'x'],
      ['x'.repeat(300)],
    ]);
    return 'values not offered';
  }
  if (roll < 40) {
    if (c.type === 2) {
      data.component_type = 3;
      data.values = [hostileText(run)];
      return 'a button sent as a select menu';
    }
    data.component_type = 2;
    delete data.values;
    return 'a select menu sent as a button';
  }
  const forged = forgedId(run, c.customId, tags);
  data.custom_id = forged.id;
  return forged.what;
}

// ---- /fleet import: files hostile in content, size and URL -----------------------------------------

function hostileClass(run: Run, index: number): Json {
  const base = run.r.one(run.classes);
  const faction = run.r.chance(0.8) ? base.faction : run.r.one(['concord', 'veyra', hostileName(run, 20)]);
  return {
    ...base.raw,
    id: `fz-${index}-${run.r.int(1000)}`,
    name: hostileName(run, run.r.chance(0.7) ? 40 : 200),
    faction,
    description: hostileText(run).slice(0, 300),
  };
}

function hostileFleetFile(run: Run): Json {
  const classes = Array.from({ length: run.r.int(3) }, (_, i) => hostileClass(run, i));
  const fleet = Array.from({ length: 1 + run.r.int(3) }, () => {
    const own = classes.length > 0 && run.r.chance(0.6) ? String(run.r.one(classes).id) : run.r.one(run.classes).id;
    return {
      class: own,
      name: hostileName(run, 32),
      side: run.r.chance(0.85) ? run.r.one(['concord', 'veyra']) : hostileName(run, 40),
    };
  });
  return run.r.chance(0.15) ? { classes } : { classes, fleet };
}

interface FileCase {
  readonly what: string;
  readonly tag: Tag;
  readonly upload: AttachmentUpload;
  /** Changes to the resolved attachment Discord would not make. */
  readonly lie?: (attachment: Json) => void;
}

function fileCase(run: Run): FileCase {
  const json = (value: unknown, what: string): FileCase => ({
    what,
    tag: 'client',
    upload: { filename: 'fleet.json', content: JSON.stringify(value), contentType: 'application/json' },
  });
  const roll = run.r.int(100);
  if (roll < 14)
    return {
      what: 'not JSON',
      tag: 'client',
      upload: {
        filename: run.r.one(['fleet.json', 'fleet.txt', 'map.png']),
        content: run.r.one([
          'not json at all',
          '{',
          '',
          '\uFEFF{"fleet":[]}',
          "{'fleet': []}",
          Buffer.from(Array.from({ length: 200 }, () => run.r.int(256))),
        ]),
      },
    };
  if (roll < 26)
    return json(
      run.r.one<unknown>([
        null,
        [],
        'str',
        42,
        { classes: 5 },
        { fleet: {} },
        { extra: true },
        { fleet: [{ class: 1, name: null, side: [] }] },
        { classes: [{ id: 'x' }] },
        {
          classes: [
            {
              ...run.r.one(run.classes).raw,
              groups: [{ weapon: hostileName(run, 30), count: 1, arcs: ['forward'], red: 1, yellow: 1 }],
            },
          ],
        },
      ]),
      'JSON of the wrong shape',
    );
  if (roll < 62) return json(hostileFleetFile(run), 'hostile class and ship names');
  if (roll < 68)
    return {
      what: 'deeply nested JSON',
      tag: 'client',
      upload: {
        filename: 'fleet.json',
        content: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
        contentType: 'application/json',
      },
    };
  if (roll < 73 && run.bigBodies < MAX_BIG_BODIES) {
    run.bigBodies += 1;
    const filler = JSON.stringify({ fleet: [], classes: [], pad: 'x'.repeat(300 * 1024) });
    return {
      what: "300 KB (over the bot's limit, under Discord's)",
      tag: 'client',
      upload: { filename: 'fleet.json', content: filler, contentType: 'application/json' },
    };
  }
  if (roll < 77 && run.hugeBodies < MAX_HUGE_BODIES) {
    run.hugeBodies += 1;
    const body = Buffer.alloc(20 * 1024 * 1024, 0x20);
    body.write('{"fleet":[');
    return {
      what: 'declared 100 bytes, the body is 20 MB',
      tag: 'forged',
      upload: { filename: 'fleet.json', content: body, contentType: 'application/json' },
      lie: (a) => (a.size = 100),
    };
  }
  const small = {
    filename: 'fleet.json',
    content: JSON.stringify(hostileFleetFile(run)),
    contentType: 'application/json',
  };
  const lies: FileCase[] = [
    {
      what: "declared 50 MB (over Discord's upload limit)",
      tag: 'forged',
      upload: small,
      lie: (a) => (a.size = 50 * 1024 * 1024),
    },
    {
      what: 'a download URL that 404s',
      tag: 'forged',
      upload: small,
      lie: (a) => (a.url = `${run.rig.fake.baseUrl}/attachments/1/missing.json`),
    },
    {
      what: 'a download URL that refuses the connection (127.0.0.1:9)',
      tag: 'forged',
      upload: small,
      lie: (a) => (a.url = 'http://127.0.0.1:9/fleet.json'),
    },
    {
      what: 'a negative or non-numeric size',
      tag: 'forged',
      upload: small,
      lie: (a) => (a.size = run.r.one<unknown>([-1, 'abc', null])),
    },
    { what: 'a hostile filename', tag: 'forged', upload: { ...small, filename: `${hostileName(run, 40)}.json` } },
  ];
  return run.r.one(lies);
}

function importShot(run: Run): Shot | undefined {
  const target = run.targets.find((t) => t.command === 'fleet' && t.subcommand === 'import');
  const option = target?.options.find((o) => o.type === OPTION.Attachment);
  if (!target || !option) return undefined;
  const channelId = run.r.chance(0.8) ? C2.id : pickChannel(run);
  const user = pickUser(run, channelId);
  const c = fileCase(run);
  const d: Draft = {
    target,
    options: { [option.name]: c.upload },
    patches: [],
    forged: [],
    locale: run.r.one(CLIENT_LOCALES),
  };
  if (c.lie) {
    const lie = c.lie;
    d.patches.push((data) => {
      const resolved = isJson(data.resolved) && isJson(data.resolved.attachments) ? data.resolved.attachments : {};
      for (const attachment of Object.values(resolved)) if (isJson(attachment)) lie(attachment);
    });
  }
  const payload = buildSlash(run, d, user, channelId, 'slash');
  if (!payload) return undefined;
  const bytes = typeof c.upload.content === 'string' ? Buffer.byteLength(c.upload.content) : c.upload.content.length;
  if (c.tag === 'client' && bytes > DISCORD_UPLOAD_LIMIT)
    throw new Error("a client-sendable upload over Discord's limit");
  return fire(
    run,
    'import',
    c.tag,
    `/fleet import ${option.name}:${show(c.upload)} [${c.what}] by ${user.username} in ${where(channelId)}`,
    payload,
    channelId,
  );
}

// ---- user-chosen names: ships, games, members joining and leaving -------------------------------------

function namesShot(run: Run): Shot | undefined {
  const roll = run.r.int(100);
  const find = (command: string, subcommand: string) =>
    run.targets.find((t) => t.command === command && t.subcommand === subcommand);
  const send = (
    target: Target | undefined,
    options: Record<string, OptionValue>,
    user: UserFixture,
    channelId: string,
    what: string,
  ): Shot | undefined => {
    // Client-sendable only while the command still declares these options.
    if (!target || !Object.keys(options).every((name) => target.options.some((o) => o.name === name))) return undefined;
    const d: Draft = { target, options, patches: [], forged: [], locale: run.r.one(CLIENT_LOCALES) };
    const payload = buildSlash(run, d, user, channelId, 'slash');
    return payload
      ? fire(
          run,
          'names',
          'client',
          `${slashText(target, options)} [${what}] by ${user.username} in ${where(channelId)}`,
          payload,
          channelId,
        )
      : undefined;
  };
  if (roll < 40) {
    const target = find('fleet', 'add');
    const limit = target?.options.find((o) => o.name === 'name')?.maxLength ?? 32;
    const side = run.r.one(['concord', 'veyra']);
    const classes = run.classes.filter((c) => c.faction === side);
    const options: Record<string, OptionValue> = {
      class: run.r.one(classes.length > 0 ? classes : run.classes).id,
      name: hostileName(run, limit),
    };
    if (run.r.chance(0.7)) options.side = side;
    return send(target, options, pickUser(run, C2.id), C2.id, 'hostile ship name');
  }
  if (roll < 60) {
    const channelId = run.r.chance(0.5) ? C2.id : C3.id;
    return send(
      find('game', 'join'),
      run.r.chance(0.5) ? { side: run.r.one(['concord', 'veyra']) } : {},
      run.r.one(HOSTILE_USERS),
      channelId,
      'a member with a hostile display name joins',
    );
  }
  if (roll < 72) {
    const channelId = run.r.chance(0.5) ? C2.id : C3.id;
    const hostile = run.r.one(HOSTILE_USERS);
    return run.r.chance(0.5)
      ? send(find('game', 'leave'), {}, hostile, channelId, 'a member with a hostile display name leaves')
      : send(
          find('game', 'leave'),
          { player: hostile },
          pickUser(run, channelId),
          channelId,
          'removing a member with a hostile display name',
        );
  }
  if (roll < 84) {
    const target = find('game', 'new');
    const limit = target?.options.find((o) => o.name === 'name')?.maxLength ?? 60;
    const options: Record<string, OptionValue> = { scenario: 'cruiser-duel', name: hostileName(run, limit) };
    if (run.r.chance(0.2)) options.thread = true;
    return send(target, options, run.r.one(ALL_USERS), pickChannel(run), 'hostile game name');
  }
  const view = run.r.one([
    find('game', 'status'),
    find('fleet', 'list'),
    run.targets.find((t) => t.command === 'games'),
  ]);
  const channelId = pickChannel(run);
  return send(view, {}, pickUser(run, channelId), channelId, 'showing the names');
}

// ---- legal play, so the games move on -----------------------------------------------------------------

async function legalShot(run: Run): Promise<Shot | undefined> {
  const order = run.r.chance(0.5)
    ? [C1.id, C3.id, C2.id]
    : run.r.chance(0.5)
      ? [C3.id, C1.id, C2.id]
      : [C2.id, C1.id, C3.id];
  for (const channelId of order) {
    const record = await read(run, channelId);
    if (!record || record.status !== 'active' || record.state === null) continue;
    const command = randomCommand(stateOf(record), (n) => run.r.int(n));
    if (!command) continue;
    const user = userById(record.players.find((p) => p.side === command.side)?.userId ?? '');
    if (!user) continue;
    const slash = toSlash(command);
    try {
      const payload = run.rig.fake.slash(
        user,
        channelId,
        slash.command,
        slash.options,
        slash.subcommand ? { subcommand: slash.subcommand } : {},
      );
      return fire(
        run,
        'legal',
        'client',
        `${slashText(slash, slash.options)} by ${user.username} in ${where(channelId)}`,
        payload,
        channelId,
      );
    } catch (error) {
      run.buildErrors.push(`legal ${slashText(slash, slash.options)}: ${String(error)}`);
    }
  }
  return undefined;
}

// ---- the keeper: games to play in, set up again when the fuzz ends them ------------------------------

interface Scene {
  readonly channelId: string;
  readonly host: UserFixture;
  readonly players: readonly (readonly [UserFixture, string])[];
  readonly points?: number;
  /** Started (true) or left as a lobby to build fleets in (false). */
  readonly start: boolean;
  /** When this changes the game is ended and set up afresh. */
  readonly epoch: number;
}

const LOBBY_CYCLE = 150;
const HOSTILE_CYCLE = 250;

function scenes(run: Run): Scene[] {
  const n = run.shots.length;
  const pair = Math.floor(n / HOSTILE_CYCLE) % 2 === 0 ? [H1, H2] : [H3, H4];
  const [first, second] = pair as [UserFixture, UserFixture];
  return [
    {
      channelId: C1.id,
      host: ALICE,
      players: [
        [ALICE, 'concord'],
        [BOB, 'veyra'],
      ],
      start: true,
      epoch: 0,
    },
    // Fleets are built for a while, then the game starts with them (hostile names and all), then a new lobby.
    {
      channelId: C2.id,
      host: ALICE,
      players: [
        [ALICE, 'concord'],
        [BOB, 'veyra'],
      ],
      points: 300,
      start: Math.floor(n / LOBBY_CYCLE) % 2 === 1,
      epoch: Math.floor(n / (2 * LOBBY_CYCLE)),
    },
    {
      channelId: C3.id,
      host: first,
      players: [
        [first, 'concord'],
        [second, 'veyra'],
      ],
      start: true,
      epoch: Math.floor(n / HOSTILE_CYCLE),
    },
  ];
}

/** Reads a channel's open game (a quarantined one reads as none) and learns its players and ship names. */
async function read(run: Run, channelId: string): Promise<GameRecord | undefined> {
  const record = await current(run.rig, channelId);
  if (record) learn(run, channelId, record);
  return record;
}

function learn(run: Run, channelId: string, record: GameRecord): void {
  const players = run.players.get(channelId) ?? new Set<string>();
  for (const p of record.players) players.add(p.userId);
  run.players.set(channelId, players);
  const names = [
    ...rosterUnits(record).map((s) => s.name),
    ...(record.state ? stateOf(record).ships.flatMap((s) => [s.name, s.id]) : []),
  ];
  for (const name of names) if (!run.words.includes(name) && run.words.length < 400) run.words.push(name);
}

/** A setup interaction: sent, then waited for (bounded), so the next one sees its result. */
async function setup(
  run: Run,
  user: UserFixture,
  channelId: string,
  subcommand: string,
  options: Record<string, OptionValue> = {},
): Promise<boolean> {
  if (run.shots.length >= run.limit) return false;
  const target = { command: 'game', subcommand };
  let payload: InteractionPayload;
  try {
    payload = run.rig.fake.slash(user, channelId, 'game', options, { subcommand });
  } catch (error) {
    run.buildErrors.push(`setup ${slashText(target, options)}: ${String(error)}`);
    return false;
  }
  const shot = fire(
    run,
    'setup',
    'client',
    `${slashText(target, options)} by ${user.username} in ${where(channelId)}`,
    payload,
    channelId,
  );
  await shot.finished;
  const answer = shot.handle.original;
  return answer !== null && !answer.ephemeral;
}

async function keep(run: Run): Promise<void> {
  for (const scene of scenes(run)) await keepScene(run, scene);
}

interface SceneState {
  /** The game the keeper set up, and when (in payloads sent). */
  gameId: string;
  epoch: number;
  since: number;
  started: boolean;
  failures: number;
  /** After repeated failures the scene waits until this many payloads were sent. */
  until: number;
}

/** Is the channel's game still the one this scene set up, in the state it wants? */
function fits(run: Run, scene: Scene, state: SceneState, record: GameRecord | undefined): boolean {
  if (!record || (record.status !== 'lobby' && record.status !== 'active')) return false;
  if (record.id !== state.gameId || state.epoch !== scene.epoch) return false;
  // A lobby that was to start but could not (the fuzz removed a player, say) is set up again.
  if (scene.start && record.status === 'lobby' && state.started && run.shots.length - state.since > 30) return false;
  if (scene.points === undefined) return true;
  return record.pointsLimit !== null && (record.status === 'active' ? scene.start : rosterUnits(record).length < 20);
}

async function keepScene(run: Run, scene: Scene): Promise<void> {
  const state = run.scenes.get(scene.channelId) ?? {
    gameId: '',
    epoch: -1,
    since: 0,
    started: false,
    failures: 0,
    until: 0,
  };
  run.scenes.set(scene.channelId, state);
  const record = await read(run, scene.channelId);
  if (fits(run, scene, state, record)) {
    if (scene.start && record?.status === 'lobby' && !state.started) {
      state.started = true;
      state.since = run.shots.length;
      await setup(run, scene.host, scene.channelId, 'start');
    }
    return;
  }
  // A scene that keeps failing to set up waits a while instead of eating the budget.
  if (run.shots.length < state.until) return;
  if (record && (record.status === 'lobby' || record.status === 'active'))
    await setup(run, OWNER, scene.channelId, 'end');
  const name = hostileName(run, 60);
  let ok = await setup(run, scene.host, scene.channelId, 'new', {
    scenario: 'cruiser-duel',
    name,
    ...(scene.points ? { points: scene.points } : {}),
  });
  for (const [user, side] of scene.players) ok = (await setup(run, user, scene.channelId, 'join', { side })) && ok;
  if (scene.start) ok = (await setup(run, scene.host, scene.channelId, 'start')) && ok;
  Object.assign(state, {
    gameId: (await read(run, scene.channelId))?.id ?? '',
    epoch: scene.epoch,
    since: run.shots.length,
    started: scene.start,
    failures: ok ? 0 : state.failures + 1,
  });
  if (state.failures >= 3) state.until = run.shots.length + 100;
}

// ---- observing: crashes, output, messages, refusals -----------------------------------------------------

/** Log lines that mean an error escaped the bot's own handling. */
const CRASH_LINE =
  / error (interaction failed|unhandled rejection|uncaught exception|client error|timer failed|delivery failed)\b/;
const REQUEST_FAILED = / error request failed\b/;
const INTERNAL_ERRORS = [...new Set(LOCALES.map((locale) => text(locale, 'reply.internalError')))];

async function observe(run: Run): Promise<void> {
  scanOutput(run);
  await checkAlive(run);
  await scanMessages(run);
  scanViolations(run);
}

function scanOutput(run: Run): void {
  const fresh = run.rig.bot.output().slice(run.seen.output);
  const end = fresh.lastIndexOf('\n');
  if (end < 0) return;
  run.seen.output += end + 1;
  for (const line of fresh.slice(0, end).split('\n')) {
    if (CRASH_LINE.test(line)) note(run, 'crash', run.last, `bot log: ${line.slice(0, 500)}`);
    else if (REQUEST_FAILED.test(line)) run.last?.logs.push(line.slice(0, 500));
  }
}

async function checkAlive(run: Run): Promise<void> {
  const child = run.rig.bot.child;
  if (child.exitCode === null && child.signalCode === null) return;
  const output = run.rig.bot.output();
  note(
    run,
    'crash',
    run.last,
    `the bot exited (${child.signalCode ?? child.exitCode}); its last words: ${JSON.stringify(output.slice(-600))}`,
  );
  if (run.restarts >= MAX_RESTARTS) throw new Error(`the bot crashed ${run.restarts + 1} times: stopping`);
  run.restarts += 1;
  run.seen.output = 0;
  await restartBot(run.rig);
}

function attribute(run: Run, m: RecordedMessage): Shot | undefined {
  return (
    (m.interactionId ? run.byInteraction.get(m.interactionId) : undefined) ?? run.lastIn.get(m.channelId) ?? run.last
  );
}

async function scanMessages(run: Run): Promise<void> {
  const bot = run.rig.fake.botUser.id;
  for (const m of run.rig.fake.messages()) {
    if (m.author.id !== bot || (m.flags & LOADING) !== 0) continue;
    const version = `${m.revisions.length}:${textOf(m).length}`;
    if (run.seen.messages.get(m.id) === version) continue;
    run.seen.messages.set(m.id, version);
    const shot = attribute(run, m);
    await checkPings(run, m, shot);
    checkMarkup(run, m, shot);
    checkGeneric(run, m, shot);
    checkInputRefusal(run, m);
  }
}

/** Players of every game this channel has had (a DM: of any game); read again when a ping names someone new. */
async function playersOf(run: Run, channelId: string): Promise<Set<string>> {
  if (run.rig.fake.channel(channelId)?.type === 1) return new Set([...run.players.values()].flatMap((s) => [...s]));
  const known = run.players.get(channelId) ?? new Set<string>();
  run.players.set(channelId, known);
  for (const record of [
    await current(run.rig, channelId),
    await run.rig.store.latestArchived(channelId).catch(() => undefined),
  ])
    if (record) learn(run, channelId, record);
  return known;
}

async function checkPings(run: Run, m: RecordedMessage, shot: Shot | undefined): Promise<void> {
  // Pings are decided when a message first shows; later edits notify nobody.
  if (run.seen.pinged.has(m.id)) return;
  run.seen.pinged.add(m.id);
  const wrong: string[] = [];
  if (m.pings.everyone) wrong.push('@everyone/@here');
  for (const role of m.pings.roles) wrong.push(`role ${role}`);
  if (m.pings.users.length > 0) {
    const known = run.players.get(m.channelId);
    const players = m.pings.users.every((u) => known?.has(u))
      ? (known ?? new Set<string>())
      : await playersOf(run, m.channelId);
    // A DM notifies its recipient anyway: naming them there pings no one else.
    const recipient = run.rig.fake.channel(m.channelId)?.recipientId ?? null;
    for (const u of m.pings.users)
      if (!players.has(u) && u !== recipient) wrong.push(`${nameOf(u)} (not a player of this game)`);
  }
  if (wrong.length > 0)
    note(
      run,
      'ping',
      shot,
      `${wrong.join(', ')} pinged by a ${m.ephemeral ? 'private' : 'public'} message in ${where(m.channelId)}: ${excerpt(textOf(m), 0)}`,
    );
}

/** The text as Discord shows it: code spans (and fences) left out, escaped characters inert. */
function outsideCode(content: string): string {
  return content.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, ' ').replace(/\\[\s\S]/g, '');
}

/** Markup that only user text can have put there (the bot writes none of it). */
const MARKERS: readonly { readonly name: string; readonly pattern: RegExp; readonly raw?: boolean }[] = [
  { name: 'masked link', pattern: /\[[^\]\n]*\]\(\s*<?https?:\/\/evil\.example/i },
  { name: 'spoiler', pattern: /\|\|spoiler\|\|/ },
  // Not bold: the bot bolds names itself, so a sanitised "pwned" shows as **pwned** rightly.
  { name: 'underline or strike-through', pattern: /__pwned__|~~strike~~/ },
  // The bot writes no fences, so any is user text, and it turns what follows into code (or ends the bot's).
  { name: 'code fence', pattern: /```/, raw: true },
  { name: 'mention markup', pattern: /<@!?123>|<@&456>|<#789>/ },
  { name: '@everyone/@here text', pattern: /@(everyone|here)\b/ },
  { name: 'heading or quote', pattern: /^(#{1,3} Heading|-# tiny|> quote)/m },
];

const excerpt = (s: string, at: number): string =>
  JSON.stringify(`${at > 50 ? '…' : ''}${s.slice(Math.max(0, at - 50), at + 70)}${at + 70 < s.length ? '…' : ''}`);

function checkMarkup(run: Run, m: RecordedMessage, shot: Shot | undefined): void {
  const visible = outsideCode(textOf(m));
  for (const marker of MARKERS) {
    const key = `${m.id}:${marker.name}`;
    const text = marker.raw ? textOf(m) : visible;
    const at = text.search(marker.pattern);
    if (run.seen.marks.has(key) || at < 0) continue;
    run.seen.marks.add(key);
    note(
      run,
      m.ephemeral ? 'markupPrivate' : 'markupPublic',
      shot,
      `${marker.name} in a ${m.ephemeral ? 'private reply' : 'public message'} in ${where(m.channelId)}: ${excerpt(text, at)}`,
    );
  }
}

/**
 * The option check's refusals (a value outside the command's declaration), in every locale. A
 * double click (`input.duplicate`) is a fair answer to anyone, so it is not among them.
 */
const INPUT_REFUSALS = [
  'input.tooLong',
  'input.range',
  'input.choice',
  'input.kind',
  'input.unknown',
  'input.missing',
  'input.unreadable',
].flatMap((key) =>
  LOCALES.map(
    (locale) =>
      new RegExp(
        `^${text(locale, key)
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[\\s\\S]*?')}$`,
      ),
  ),
);

/**
 * Input Discord's own client can send is within the command's declaration, and the bot's own buttons
 * are made to pass it: such input refused as outside it means the declaration and the check (or a
 * button and its command) disagree. Only answers tied to their interaction count.
 */
function checkInputRefusal(run: Run, m: RecordedMessage): void {
  const shot = m.interactionId ? run.byInteraction.get(m.interactionId) : undefined;
  if (shot?.tag !== 'client' || !INPUT_REFUSALS.some((r) => r.test(textOf(m)))) return;
  note(
    run,
    'inputClient',
    shot,
    `client-sendable input refused by the option check in ${where(m.channelId)}: ${JSON.stringify(textOf(m).slice(0, 200))}`,
  );
}

function checkGeneric(run: Run, m: RecordedMessage, shot: Shot | undefined): void {
  if (run.seen.generic.has(m.id) || !INTERNAL_ERRORS.some((e) => textOf(m).includes(e))) return;
  run.seen.generic.add(m.id);
  note(
    run,
    shot?.tag === 'forged' ? 'genericForged' : 'genericClient',
    shot,
    `${m.ephemeral ? 'private' : 'public'} "Something went wrong" in ${where(m.channelId)}`,
  );
}

function scanViolations(run: Run): void {
  const all = run.rig.fake.violations;
  for (; run.seen.violations < all.length; run.seen.violations += 1) {
    const v = all[run.seen.violations] ?? '';
    // A missed deadline is an unanswered interaction, counted by its watcher.
    if (/got no callback within/.test(v)) continue;
    const id = /interaction (\d+)/.exec(v)?.[1] ?? /interactions\/(\d+)\//.exec(v)?.[1];
    note(run, 'refused', (id ? run.byInteraction.get(id) : undefined) ?? run.last, v.slice(0, 500));
  }
}

// ---- the run ---------------------------------------------------------------------------------------

async function next(run: Run): Promise<Shot | undefined> {
  const roll = run.r.int(100);
  if (roll < 22) return (await legalShot(run)) ?? slashShot(run);
  if (roll < 60) return slashShot(run);
  if (roll < 66) return autocompleteShot(run) ?? slashShot(run);
  if (roll < 80) return componentShot(run) ?? slashShot(run);
  if (roll < 88) return importShot(run) ?? slashShot(run);
  return namesShot(run) ?? slashShot(run);
}

async function loop(run: Run): Promise<string> {
  for (let guard = 0; guard < run.limit * 4; guard += 1) {
    if (run.shots.length >= run.limit) return '';
    if (performance.now() > run.deadline)
      return `time budget spent: stopped after ${run.shots.length} of ${run.limit} payloads`;
    await keep(run);
    if (run.shots.length >= run.limit) return '';
    const shot = await next(run);
    if (shot && (shot.kind === 'legal' || shot.kind === 'setup')) await shot.finished;
    else if (shot) await hold(run, shot);
    await observe(run);
  }
  return `stopped after ${run.shots.length} payloads: too many payloads could not be built`;
}

/** Everything still in flight finishes (each wait is bounded), the bot delivers what it owes, then the last look. */
async function finish(run: Run): Promise<void> {
  await Promise.all(run.shots.filter((s) => !s.done).map((s) => s.finished));
  await settle(run.rig, 500, 10_000);
  await observe(run);
}

// ---- the report ------------------------------------------------------------------------------------

const FAILURE_TITLES: readonly [FindingKind, string][] = [
  ['crash', 'crashes (bot exits, "interaction failed" and other unhandled errors in its output)'],
  ['unanswered', 'unanswered interactions (no callback within 3 s, or deferred and not completed within 15 s)'],
  ['ping', 'unwanted pings (a role, @everyone/@here, or a user not a player of that game)'],
  ['genericClient', 'generic-error replies for client-sendable input'],
  ['genericForged', 'generic-error replies for forged input'],
  ['inputClient', "client-sendable input (or the bot's own buttons) refused as outside the declaration"],
  ['refused', 'replies Discord refused (as the fake reports them)'],
  ['markupPublic', 'user markup visible in public bot messages (masked links, markdown, mentions outside code)'],
  ['markupPrivate', 'user markup visible in private (ephemeral) bot replies'],
];

function report(run: Run, seconds: number, stopped: string): void {
  const shots = run.shots;
  const client = shots.filter((s) => s.tag === 'client').length;
  const rows = KINDS.map((kind) => {
    const of = shots.filter((s) => s.kind === kind);
    return [kind, of.length, of.filter((s) => s.tag === 'client').length, of.filter((s) => s.tag === 'forged').length];
  });
  const tagged = (kind: FindingKind, tag: Tag) =>
    (run.findings.get(kind) ?? []).filter((f) => f.shot?.tag === tag).length;
  console.log('\n================ fuzz trial summary ================');
  if (stopped) console.log(stopped);
  console.log(
    `payloads tried: ${shots.length} (client-sendable ${client}, forged ${shots.length - client}) in ${seconds.toFixed(0)}s; bot restarts ${run.restarts}`,
  );
  console.log(table(['kind', 'payloads', 'client-sendable', 'forged'], rows));
  const perTarget = run.targets.map((t) => shots.filter((s) => s.target === targetName(t)).length);
  console.log(
    `fuzzed slash payloads per command and subcommand (${run.targets.length} of them): ${Math.min(...perTarget)} to ${Math.max(...perTarget)} each`,
  );
  console.log('');
  console.log(
    table(
      ['failure', 'count', 'after client-sendable', 'after forged'],
      FAILURE_TITLES.map(([kind, title]) => [title, count(run, kind), tagged(kind, 'client'), tagged(kind, 'forged')]),
    ),
  );
  for (const [kind, title] of FAILURE_TITLES) {
    const found = run.findings.get(kind) ?? [];
    if (found.length === 0) continue;
    console.log(`\n-- ${title}: ${found.length}; examples:`);
    // Client-sendable first: those are what real users can do.
    const ordered = [...found].sort((a, b) => Number(a.shot?.tag === 'forged') - Number(b.shot?.tag === 'forged'));
    for (const f of distinct(ordered).slice(0, EXAMPLES)) {
      const shot = f.shot ? `#${f.shot.n} [${f.shot.tag} ${f.shot.kind}] ${f.shot.label}` : '(no payload)';
      console.log(
        `  * ${shot}\n      -> ${f.detail}${kind.startsWith('generic') && f.shot?.logs[0] ? `\n      bot log: ${f.shot.logs[0]}` : ''}`,
      );
    }
  }
  if (run.buildErrors.length > 0)
    console.log(
      `\n(${run.buildErrors.length} payloads the trial could not build and skipped, e.g. ${run.buildErrors.slice(0, 3).join(' | ')})`,
    );
}

/** Examples that differ: one per payload label start and detail start, so ten examples are ten kinds. */
function distinct(found: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of found) {
    const key = `${f.shot?.kind ?? ''}|${(f.shot?.label ?? '').split(/[ [:]/)[0] ?? ''}|${f.detail.replace(/\d+/g, '#').slice(0, 60)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  // Too few kinds: fill up with the rest, in order.
  for (const f of found) if (out.length < EXAMPLES && !out.includes(f)) out.push(f);
  return out;
}

/**
 * --self-test: the checks must bite. It injects what the bot must never do (a post that pings
 * @everyone, a role and someone who plays nothing, with a masked link and the generic error), stops
 * the bot past the 3 s deadline, then kills it, and expects each to be counted and the bot back.
 */
async function selfTest(run: Run): Promise<boolean> {
  const bad = `@everyone <@&456> <@${CAROL.id}> [Free Nitro](https://evil.example) ${INTERNAL_ERRORS[0] ?? ''}`;
  const post = await fetch(`${run.rig.fake.apiUrl}/v10/channels/${C1.id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: bad, allowed_mentions: { parse: ['everyone', 'roles', 'users'] } }),
  });
  await observe(run);
  run.rig.bot.child.kill('SIGSTOP');
  const stalled = fire(
    run,
    'slash',
    'client',
    '/help while the bot is stopped',
    run.rig.fake.slash(ALICE, C1.id, 'help'),
    C1.id,
  );
  await sleep(ACK_MS + 500);
  run.rig.bot.child.kill('SIGCONT');
  await stalled.finished;
  await run.rig.bot.kill('SIGKILL');
  await observe(run);
  const after = fire(
    run,
    'slash',
    'client',
    '/help after the restart',
    run.rig.fake.slash(ALICE, C1.id, 'help'),
    C1.id,
  );
  await after.finished;
  await observe(run);
  const checks: [string, boolean][] = [
    ['the injected post went out', post.ok],
    ['its pings are counted', count(run, 'ping') >= 1],
    ['its masked link, mention markup and @everyone text are counted', count(run, 'markupPublic') >= 3],
    ['its generic error is counted', count(run, 'genericClient') >= 1],
    [
      'the interaction sent to the stopped bot is counted unanswered',
      run.findings.get('unanswered')?.some((f) => f.shot === stalled) === true,
    ],
    ['the killed bot is counted as a crash and started again', count(run, 'crash') >= 1 && run.restarts === 1],
    [
      'the bot answers after the restart',
      run.findings.get('unanswered')?.some((f) => f.shot === after) !== true && after.handle.original !== null,
    ],
  ];
  for (const [name, ok] of checks) console.log(`self-test: ${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return checks.every(([, ok]) => ok);
}

async function main(): Promise<number> {
  const limit = Math.max(10, Math.floor(flag('payloads', DEFAULT_PAYLOADS)));
  const seconds = flag('seconds', 900);
  const seed = stringFlag('seed', 'fuzz');
  const began = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'talon-fuzz-'));
  console.log(`fuzz trial: ${limit} payloads, seed "${seed}", budget ${seconds}s, against a fake Discord on 127.0.0.1`);
  // harness.ts's rig with this trial's guild (a third channel, members with hostile display names).
  const rig = await openRig(`sqlite://${join(dir, 'talon.sqlite')}`, {}, { guilds: [FUZZ_GUILD] }).catch(
    (error: unknown) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    },
  );
  const run: Run = {
    rig,
    r: rand(seed),
    limit,
    deadline: began + seconds * 1000,
    targets: targetsOf(rig.fake.commands.guild(G1.id)),
    classes: shipClasses(),
    words: [...GAME_WORDS],
    findings: new Map(),
    shots: [],
    byInteraction: new Map(),
    lastIn: new Map(),
    players: new Map(),
    seen: { messages: new Map(), pinged: new Set(), marks: new Set(), generic: new Set(), violations: 0, output: 0 },
    buildErrors: [],
    scenes: new Map(),
    pending: [],
    order: [],
    cursor: 0,
    last: undefined,
    restarts: 0,
    hugeBodies: 0,
    bigBodies: 0,
  };
  // A hard stop well past the budget, in case something the bounded waits do not cover hangs.
  const watchdog = setTimeout(
    () => {
      report(
        run,
        (performance.now() - began) / 1000,
        'WATCHDOG: the trial overran its time budget by 2 minutes and was stopped',
      );
      process.exit(2);
    },
    (seconds + 120) * 1000,
  );
  watchdog.unref();
  let stopped = '';
  try {
    if (run.targets.length === 0) throw new Error('the bot registered no commands');
    console.log(`${run.targets.length} commands and subcommands registered: ${run.targets.map(targetName).join(', ')}`);
    if (process.argv.includes('--self-test')) return (await selfTest(run)) ? 0 : 1;
    stopped = await loop(run);
    await finish(run);
  } catch (error) {
    stopped = `the trial stopped early: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  } finally {
    clearTimeout(watchdog);
    report(run, (performance.now() - began) / 1000, stopped);
    await closeRig(rig);
    rmSync(dir, { recursive: true, force: true });
  }
  const failing =
    count(run, 'crash') +
    count(run, 'unanswered') +
    count(run, 'ping') +
    count(run, 'genericClient') +
    count(run, 'inputClient');
  console.log(
    failing === 0 && !stopped
      ? '\nPASS: no crashes, unanswered interactions, unwanted pings, generic errors or refusals of client-sendable input'
      : `\nFAIL: ${failing} blocking finding(s)${stopped ? ` (${stopped})` : ''}`,
  );
  return failing === 0 && !stopped ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
