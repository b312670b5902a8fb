/**
 * Who may do what: every cell of the README's permission table ("### Who may do what"), played
 * through the bot's own pipeline over a memory store. Each row is a command or button with a set-up
 * that brings a fresh bot to the moment it makes sense; each cell runs it as one user:
 *   host who plays       alice, in a game she hosts and plays in
 *   host who does not    hank, who hosts a game alice and bob play
 *   side concerned       the player the command is about (whose turn, whose fleet, whose request)
 *   other side's player  the other of alice and bob
 *   any other member     mallory
 *   Manage Server        mod (Manage Server, not playing)
 * A "no" is a private refusal in the bot's words, and the game record is left as it was. A "yes" is
 * the command carried out: a public answer or a changed game (or what the row names), or for a look
 * (status, map, profile ...) a private answer that is no refusal. A "—" in the README is a user who
 * cannot be in that situation (a host who does not play has no command of their own to take back),
 * so it is no cell. The turn prompt's Map button is /map (first row: anyone may look), not an order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/bot/app/app-factory.js';
import type { App } from '../../src/bot/app/context.js';
import { runCommand } from '../../src/bot/pipeline/dispatch.js';
import { draftKey } from '../../src/bot/games/draft.js';
import { loadCommands } from '../../src/bot/app/loader.js';
import { LocalChannel, LocalResponder } from '../../src/bot/local/local-transport.js';
import { LocalSession, type LocalUser } from '../../src/bot/local/session.js';
import { EN_US } from '../../src/bot/locales/en-US.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import type { Outgoing } from '../../src/bot/pipeline/request.js';
import { Scheduler } from '../../src/bot/clocks/scheduler.js';
import { impulse } from '../../src/engine/index.js';
import { KeyValue, openBackend, type GameRecord } from '../../src/store/index.js';
import { plainCommand } from '../bench/interactions.js';
import { toLine, toSlash } from '../helpers/slash.js';
import { IMPULSE_CATALOG } from '../../src/bot/rulesets/impulse/catalog.js';
import { rosterUnits } from '../helpers/roster.js';

// ---- the people and the place ----------------------------------------------------------------

const user = (id: string, name: string, canManage = false): LocalUser => ({ id, name, canManage, locale: 'en-US' });
const USERS = {
  alice: user('1001', 'alice'),
  bob: user('1002', 'bob'),
  hank: user('1003', 'hank'),
  mallory: user('1004', 'mallory'),
  mod: user('1005', 'mod', true),
} as const;
type Name = keyof typeof USERS;

const CHANNEL = '7001';
const SEED = 'permissions-seed-0123456789';
const HOUR = 3_600_000;

/** The table's columns, in the README's order. */
const ROLES = ['hostPlays', 'host', 'concerned', 'other', 'member', 'manager'] as const;
type Role = (typeof ROLES)[number];
const COLUMN: Record<Role, string> = {
  hostPlays: 'host who plays',
  host: 'host who does not play',
  concerned: 'player of the side concerned',
  other: 'the other side’s player',
  member: 'any other member',
  manager: 'Manage Server',
};

type Cell = 'yes' | 'no' | '—';
type Cells = Readonly<Record<Role, Cell>>;
/** A row's cells in the README's column order. */
const may = (hostPlays: Cell, host: Cell, concerned: Cell, other: Cell, member: Cell, manager: Cell): Cells => ({
  hostPlays,
  host,
  concerned,
  other,
  member,
  manager,
});

/** Who hosts the game and who plays the side concerned and the other side. */
interface Cast {
  readonly host: Name;
  readonly concerned: Name;
  readonly other: Name;
}

type Side = 'veyra' | 'concord';
const otherSide = (side: Side): Side => (side === 'veyra' ? 'concord' : 'veyra');

// ---- bots ----------------------------------------------------------------------------------------

interface Bot {
  readonly app: App & { close(): Promise<void> };
  readonly session: LocalSession;
  readonly channel: LocalChannel;
  /** The bot's clock when it was opened with one (reminders); the real clock otherwise. */
  readonly clock: { now: number } | undefined;
}

const COMMANDS = loadCommands();
/** Errors still show (a request that failed is worth seeing), except the damaged record the restore row sets up on purpose. */
const QUIET = {
  info: () => undefined,
  warn: () => undefined,
  error: (message: string, fields?: Record<string, unknown>) => {
    if (message !== 'quarantined game') console.error(message, fields);
  },
};
const opened: Bot[] = [];
const kept: Bot[] = [];
const dirs: string[] = [];

async function openBot(options: { storeUrl?: string; clock?: { now: number }; keep?: boolean } = {}): Promise<Bot> {
  const channel = new LocalChannel();
  const clock = options.clock;
  const base = await createApp({
    storeUrl: options.storeUrl ?? 'memory:',
    channel,
    log: QUIET,
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    deferAfterMs: 60_000,
    ...(clock ? { now: () => new Date(clock.now) } : {}),
  });
  const app = { ...base, newSeed: () => SEED };
  const bot: Bot = {
    app,
    session: new LocalSession(app, await COMMANDS, channel, Object.values(USERS), CHANNEL),
    channel,
    clock,
  };
  (options.keep ? kept : opened).push(bot);
  return bot;
}

async function closeBot(bot: Bot): Promise<void> {
  opened.splice(opened.indexOf(bot), 1);
  await bot.app.close();
}

afterEach(async () => {
  for (const bot of opened.splice(0)) await bot.app.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  for (const bot of kept.splice(0)) await bot.app.close().catch(() => undefined);
});

// ---- scenes: one cell's bot, cast and actor --------------------------------------------------------

interface Scene {
  bot: Bot;
  readonly cast: Cast;
  readonly role: Role;
  /** Who runs the command in this cell. */
  readonly actor: Name;
  /** What the set-up found for the run: a ship, a command line. */
  readonly notes: Record<string, string>;
}

const gameIn = (s: Scene): Promise<GameRecord | undefined> => s.bot.app.store.get(CHANNEL);
async function gameOf(s: Scene): Promise<GameRecord> {
  const record = await gameIn(s);
  if (!record) throw new Error('no game in the channel');
  return record;
}
const stateNow = async (s: Scene): Promise<impulse.GameState> => stateOf(await gameOf(s));
const plays = async (s: Scene, who: Name): Promise<boolean> =>
  (await gameOf(s)).players.some((p) => p.userId === USERS[who].id);

/** Runs a set-up line and insists it was carried out (a public answer). */
async function step(s: Scene, who: Name, line: string): Promise<void> {
  const answer = (await s.bot.session.run(line, who)).answers[0];
  if (!answer || answer.ephemeral)
    throw new Error(
      `set-up: "${line}" as ${who} was answered ${answer ? `privately: ${answer.message.content ?? ''}` : 'not at all'}`,
    );
}

const run = (s: Scene, line: string): Promise<LocalResponder> => s.bot.session.run(line, s.actor);
const command = (line: string) => (s: Scene) => run(s, line);
const noted = (s: Scene, key: string): string => {
  const value = s.notes[key];
  if (value === undefined) throw new Error(`set-up noted no ${key}`);
  return value;
};

/** Presses the newest button (or picks in the newest menu) with that label, as the cell's actor. */
async function press(s: Scene, line: string): Promise<LocalResponder> {
  const answer = await run(s, line);
  if (answer.answers.length === 0) throw new Error(`nothing to "${line}" on the channel`);
  return answer;
}
const click = (label: string) => (s: Scene) => press(s, `click ${label}`);

/** /fleet import with a file, as Discord sends an attachment (a data: URL stands in for the CDN). */
async function importFleet(s: Scene, file: unknown): Promise<LocalResponder> {
  const url = `data:application/json,${encodeURIComponent(JSON.stringify(file))}`;
  const responder = new LocalResponder(s.bot.channel, CHANNEL);
  const request = {
    command: 'fleet',
    subcommand: 'import',
    options: { file: { url, name: 'fleet.json', size: url.length } },
    actor: USERS[s.actor],
    channelId: CHANNEL,
    guildId: 'local',
  };
  await runCommand(s.bot.app, await COMMANDS, request, responder);
  return responder;
}

// ---- set-ups -------------------------------------------------------------------------------------

type Seats = Partial<Record<Side, Name>>;
/** The side concerned's player on `side`, the other player on the other side. */
const seatsFor = (s: Scene, side: Side = 'veyra'): Seats => ({
  [side]: s.cast.concerned,
  [otherSide(side)]: s.cast.other,
});

async function lobby(s: Scene, seats: Seats = seatsFor(s), options = 'scenario:cruiser-duel'): Promise<void> {
  await step(s, s.cast.host, `/game new ${options}`);
  for (const side of ['veyra', 'concord'] as const) {
    const who = seats[side];
    if (who) await step(s, who, `/game join side:${side}`);
  }
}

async function duel(s: Scene, seats: Seats = seatsFor(s), options = 'scenario:cruiser-duel'): Promise<void> {
  await lobby(s, seats, options);
  await step(s, s.cast.host, '/game start');
}

/** Plays the plainest legal command, as whoever must act. */
async function playOne(s: Scene): Promise<void> {
  const record = await gameOf(s);
  const state = stateOf(record);
  const [side] = impulse.awaiting(state);
  if (!side || record.status !== 'active') throw new Error('set-up: nobody is to act');
  const next = plainCommand(state, side);
  const who = record.players.find((p) => p.side === next.side)?.name ?? '';
  await s.bot.session.run(toLine(toSlash(next)), who);
  if ((await gameOf(s)).version === record.version)
    throw new Error(`set-up: ${who} could not play ${toLine(toSlash(next))}`);
}

/** Plays on, the plainest way, until `reached` holds. */
async function playUntil(
  s: Scene,
  reached: (state: impulse.GameState) => boolean,
  limit = 400,
): Promise<impulse.GameState> {
  for (let i = 0; i < limit; i += 1) {
    const state = await stateNow(s);
    if (reached(state)) return state;
    await playOne(s);
  }
  throw new Error('set-up: the moment never came');
}

const ownShip = (state: impulse.GameState, side: string): impulse.ShipState => {
  const ship = state.ships.find((x) => x.side === side && x.status === 'active');
  if (!ship) throw new Error(`set-up: ${side} has no ship`);
  return ship;
};

type Finder = (state: impulse.GameState, side: Side) => impulse.Command | undefined;
const legal =
  (pick: (c: impulse.Command) => boolean): Finder =>
  (state, side) =>
    impulse.legalCommands(state, side).find(pick);
const inStep =
  (want: string, finder: Finder): Finder =>
  (state, side) =>
    state.flow.phase === 'turn' && state.flow.step === want ? finder(state, side) : undefined;

const FIND = {
  ap: inStep(
    'ap',
    legal((c) => c.type === 'useAp' && c.use.kind === 'doNothing'),
  ),
  move: inStep('movement', (state, side) =>
    impulse.shipTasks(state, side).some((t) => t.required)
      ? legal((c) => c.type === 'move' && c.how === 'straight' && !c.afterburner)(state, side)
      : undefined,
  ),
  fire: inStep(
    'firing',
    legal((c) => c.type === 'fire'),
  ),
  repair: inStep(
    'repair',
    legal((c) => c.type === 'repair'),
  ),
  initiative: legal((c) => c.type === 'chooseInitiative' && c.choice === 'take'),
  /** The Power Phase is simultaneous: the moment is the one when the other side has chosen, and only this side is awaited. */
  power: (state, side) =>
    impulse.awaiting(state).length === 1 ? legal((c) => c.type === 'submitPower')(state, side) : undefined,
} satisfies Record<string, Finder>;

/**
 * A duel at the moment the side concerned (on `side`) may do what `find` finds: its prompt is the
 * newest, and notes hold the command as typed (`line`) and the ship it is about (`ship`, `shipName`).
 */
const turnMoment =
  (find: Finder, side: Side = 'veyra', scenario = 'cruiser-duel') =>
  async (s: Scene): Promise<void> => {
    await duel(s, seatsFor(s, side), `scenario:${scenario}`);
    const state = await playUntil(s, (st) => impulse.awaiting(st).includes(side) && find(st, side) !== undefined);
    const found = find(state, side);
    if (!found) throw new Error('set-up: the moment went by');
    const ship =
      'ship' in found && typeof found.ship === 'string'
        ? (state.ships.find((x) => x.id === found.ship) ?? ownShip(state, side))
        : ownShip(state, side);
    Object.assign(s.notes, { line: toLine(toSlash(found)), ship: ship.id, shipName: ship.name });
  };
const atStart = turnMoment(FIND.ap);

/** A duel where the views have something to show: impulse A of round 1 is over. */
async function battleUnderWay(s: Scene): Promise<void> {
  await duel(s);
  await playUntil(s, (state) => state.flow.phase === 'turn' && state.flow.impulse === 'B');
}

/** The game in the channel is over (the host ended it): the channel is free for a new one. */
async function endedGame(s: Scene): Promise<void> {
  await duel(s);
  await step(s, s.cast.host, '/game end');
}

/** A lobby with one side free: the actor, if a player, sits on concord (else the side concerned's player does). */
async function lobbyWithFreeSide(s: Scene): Promise<void> {
  await lobby(s, { concord: s.actor === s.cast.other ? s.cast.other : s.cast.concerned });
}

/** The game's record cannot be read (a damaged head in an SQLite store): only /game restore or /game end help. */
async function damagedGame(s: Scene): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'talon-permissions-'));
  dirs.push(dir);
  const storeUrl = `sqlite://${join(dir, 'games.sqlite')}`;
  s.bot = await openBot({ storeUrl });
  await duel(s);
  await playOne(s);
  await closeBot(s.bot);
  const kv = new KeyValue(await openBackend(storeUrl));
  const head = (await kv.get(`game:${CHANNEL}`))?.value as Record<string, unknown>;
  await kv.write('a damaged head', [[`game:${CHANNEL}`, { ...head, players: 'not a list' }]]);
  await kv.close();
  s.bot = await openBot({ storeUrl });
}

/** A lobby with a points limit, the side concerned's player on concord, and a concord class to buy. */
async function fleetLobby(s: Scene): Promise<void> {
  await lobby(s, seatsFor(s, 'concord'), 'scenario:cruiser-duel points:1000');
  const cheapest = IMPULSE_CATALOG.of(s.bot.app)
    .classes.filter((c) => c.faction === 'concord')
    .sort((a, b) => a.points - b.points)[0];
  if (!cheapest) throw new Error('set-up: no concord class');
  s.notes.class = cheapest.id;
}

async function fleetLobbyWithShip(s: Scene): Promise<void> {
  await fleetLobby(s);
  await step(s, s.cast.concerned, `/fleet add class:${noted(s, 'class')} name:Picket side:concord`);
}

/** The actor's own command is the game's last (the other side's player plays after the first turn). */
async function ownLastCommand(s: Scene): Promise<void> {
  await duel(s);
  if (s.actor === s.cast.other) await step(s, s.cast.concerned, '/done turn:true');
  await playOne(s);
}

/**
 * The last command of the game is the veyra player's, and the actor (when a player) sits on concord
 * and has never played: as the side concerned it is their turn now, as the other side's it is not.
 */
async function someoneElsesLastCommand(s: Scene): Promise<void> {
  const concord = s.actor === s.cast.other ? s.cast.other : s.cast.concerned;
  const veyra = concord === s.cast.other ? s.cast.concerned : s.cast.other;
  await duel(s, { veyra, concord });
  if (s.role === 'concerned') await step(s, veyra, '/done turn:true');
  else await playOne(s);
}

/** The side concerned's player asks to take back a command after the other side has played. */
async function undoRequested(s: Scene): Promise<void> {
  await duel(s);
  await step(s, s.cast.concerned, '/done turn:true');
  await playOne(s);
  await step(s, s.cast.concerned, '/game undo');
  if (!(await gameOf(s)).undoRequest) throw new Error('set-up: no undo request is waiting');
}

/** A game the side concerned's player conceded: the summary carries the Rematch button. */
async function finishedGame(s: Scene): Promise<void> {
  await duel(s);
  await step(s, s.cast.concerned, '/game concede');
}

/** A duel on a 24-hour clock, 13 hours into the first turn: the side concerned's player was reminded. */
async function reminded(s: Scene): Promise<void> {
  await lobby(s);
  await step(s, s.cast.host, '/game clock mode:step hours:24');
  await step(s, s.cast.host, '/game start');
  const clock = s.bot.clock;
  if (!clock) throw new Error('set-up: the reminder row needs a clocked bot');
  clock.now += 13 * HOUR;
  await new Scheduler(s.bot.app).tick(new Date(clock.now));
  if (
    !s.bot.channel.messages.some((m) => m.ping.includes(USERS[s.cast.concerned].id) && m.content.includes('a reminder'))
  )
    throw new Error('set-up: no reminder was posted');
}

// ---- what an answer means ------------------------------------------------------------------------

/** A reply template as a pattern: its `{values}` match anything. */
const template = (text: string): RegExp =>
  new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s\\S]*')}`,
  );

/** The bot's refusals of who you are (not of what the rules allow). */
const REFUSALS: Record<string, RegExp> = {
  'reply.notHost': template(EN_US.reply.notHost),
  'reply.notPlayer': template(EN_US.reply.notPlayer),
  'reply.notOpponent': template(EN_US.reply.notOpponent),
  'reply.undoForcePlayer': template(EN_US.reply.undoForcePlayer),
  'reply.sideTaken': template(EN_US.reply.sideTaken),
  'reply.foreign': template(EN_US.reply.foreign),
  'reply.notYourShip': template(EN_US.reply.notYourShip),
  'reply.nothingToUndo': template(EN_US.reply.nothingToUndo),
  'reply.fleetClassExists': template(EN_US.reply.fleetClassExists),
  'errors.NOT_YOUR_TURN': template(EN_US.errors.NOT_YOUR_TURN),
  'errors.NOT_YOUR_SHIP': template(EN_US.errors.NOT_YOUR_SHIP),
  // The Power Phase's "not your turn": a side that has chosen is no longer awaited.
  'errors.POWER_ALREADY_SUBMITTED': template(EN_US.errors.POWER_ALREADY_SUBMITTED),
};

const refusalIn = (answer: { ephemeral: boolean; message: Outgoing } | undefined): string | undefined =>
  answer?.ephemeral
    ? Object.entries(REFUSALS).find(([, pattern]) => pattern.test(answer.message.content ?? ''))?.[0]
    : undefined;

const said =
  (text: string) =>
  (_s: Scene, answer: Outgoing): boolean =>
    template(text).test(answer.content ?? '');
const withFile = (_s: Scene, answer: Outgoing): boolean => (answer.files?.length ?? 0) > 0;

/** What could change in the game: a refused command leaves all of it as it was. */
async function snapshot(s: Scene): Promise<{ version: number | string; record: string }> {
  try {
    const record = await gameIn(s);
    return { version: record?.version ?? 'no game', record: JSON.stringify(record ?? null) };
  } catch {
    return { version: 'unreadable', record: 'unreadable' };
  }
}

// ---- the table -----------------------------------------------------------------------------------

interface Row {
  /** The command or button, as the README names it. */
  readonly what: string;
  readonly may: Cells;
  /** Alice's seat in the game she hosts and plays in (the first column): the side concerned's or the other. */
  readonly hostPlaysAs?: 'concerned' | 'other';
  /** Brings a fresh bot to the moment the command makes sense. */
  readonly setup: (s: Scene) => Promise<void>;
  readonly run: (s: Scene) => Promise<LocalResponder>;
  /** A look, not a change: a private answer that is no refusal is the command carried out. */
  readonly look?: boolean;
  /** For a yes: what shows it was carried out (by default a public answer or a new version of the game). */
  readonly done?: (s: Scene, answer: Outgoing) => boolean | Promise<boolean>;
  /** A read-only moment, set up once per host and shared by the cells of every row with this key. */
  readonly shared?: string;
  /** The bot runs on a hand-driven clock (reminders). */
  readonly clocked?: boolean;
}

const ANYONE = may('yes', 'yes', 'yes', 'yes', 'yes', 'yes');
const NOBODY = may('no', 'no', 'no', 'no', 'no', 'no');
const ADMINS = may('yes', 'yes', 'no', 'no', 'no', 'yes');
const OWN_SIDE = may('yes', 'no', 'yes', 'no', 'no', 'no');

const view = (what: string, line: string, done?: Row['done']): Row => ({
  what,
  may: ANYONE,
  setup: battleUnderWay,
  run: command(line),
  look: true,
  shared: 'battle',
  ...(done ? { done } : {}),
});
/** A game action at its moment, typed as the side concerned's command (the other side's player types the same). */
const order = (
  what: string,
  setup: (s: Scene) => Promise<void>,
  line: (s: Scene) => string = (s) => noted(s, 'line'),
): Row => ({ what, may: OWN_SIDE, setup, run: (s) => run(s, line(s)) });
const button = (what: string, setup: (s: Scene) => Promise<void>, label: (s: Scene) => string): Row => ({
  what,
  may: OWN_SIDE,
  setup,
  run: (s) => press(s, `click ${label(s)}`),
});

/** A class of our own: a copy of a concord class under a new id. */
const homeBuiltClass = (s: Scene) => ({
  ...IMPULSE_CATALOG.of(s.bot.app).classes.find((c) => c.faction === 'concord'),
  id: 'home-built',
  name: 'Home Built',
});

const ROWS: readonly Row[] = [
  // Anyone: new games, free sides, and every look.
  {
    what: '/game new',
    may: ANYONE,
    setup: endedGame,
    run: command('/game new scenario:cruiser-duel'),
    done: async (s) => (await gameIn(s))?.host === USERS[s.actor].id,
  },
  {
    what: '/game join (a free side)',
    may: ANYONE,
    setup: lobbyWithFreeSide,
    run: command('/game join side:veyra'),
    done: async (s) => (await gameOf(s)).players.some((p) => p.userId === USERS[s.actor].id && p.side === 'veyra'),
  },
  view('/game status', '/game status', said(EN_US.reply.status)),
  view('/game log', '/game log', withFile),
  view('/game follow', '/game follow', said(EN_US.reply.following)),
  view('/fleet list', '/fleet list'),
  view('/map', '/map', withFile),
  view('/ship', '/ship', withFile),
  view('/replay', '/replay round:1 part:A', withFile),
  view('/rules', '/rules'),
  view('/help', '/help', said(EN_US.reply.helpText)),
  view('/games', '/games'),
  view('/profile', '/profile show'),

  // Nobody takes a side that has its player.
  {
    what: '/game join a side that already has a player',
    may: NOBODY,
    setup: (s) => lobby(s),
    run: async (s) => {
      const mine = (await gameOf(s)).players.find((p) => p.userId === USERS[s.actor].id)?.side as Side | undefined;
      return run(s, `/game join side:${mine ? otherSide(mine) : 'veyra'}`);
    },
  },

  // The host and Manage Server run the game.
  {
    what: '/game start',
    may: ADMINS,
    setup: (s) => lobby(s),
    run: command('/game start'),
    done: async (s) => (await gameOf(s)).status === 'active',
  },
  {
    what: '/game end',
    may: ADMINS,
    setup: (s) => duel(s),
    run: command('/game end'),
    done: async (s) => (await gameIn(s))?.status !== 'active',
  },
  {
    what: '/game restore',
    may: ADMINS,
    setup: damagedGame,
    run: command('/game restore'),
    done: async (s) => (await gameOf(s)).status === 'active',
  },
  {
    what: '/game leave player:',
    may: ADMINS,
    setup: (s) => duel(s),
    run: (s) => run(s, `/game leave player:${s.actor === s.cast.other ? s.cast.concerned : s.cast.other}`),
    done: async (s) => (await gameOf(s)).players.length === 1,
  },
  {
    what: '/game clock with settings',
    may: ADMINS,
    setup: (s) => lobby(s),
    run: command('/game clock mode:step hours:24'),
    done: async (s) => (await gameOf(s)).clock.mode === 'step',
  },

  // Players leave by themselves before the start.
  {
    what: '/game leave (yourself, before the start)',
    may: may('yes', 'no', 'yes', 'yes', 'no', 'no'),
    setup: (s) => lobby(s),
    run: command('/game leave'),
    done: async (s) => !(await plays(s, s.actor)),
  },

  // Fleets: a side's ships are its player's (and the host's, and Manage Server's); concord is the side concerned.
  {
    what: '/fleet add',
    may: may('yes', 'yes', 'yes', 'no', 'no', 'yes'),
    setup: fleetLobby,
    run: (s) => run(s, `/fleet add class:${noted(s, 'class')} name:Picket side:concord`),
    done: async (s) => rosterUnits(await gameOf(s)).some((f) => f.name === 'Picket'),
  },
  {
    what: '/fleet remove',
    may: may('yes', 'yes', 'yes', 'no', 'no', 'yes'),
    setup: fleetLobbyWithShip,
    run: command('/fleet remove ship:Picket'),
    done: async (s) => !rosterUnits(await gameOf(s)).some((f) => f.name === 'Picket'),
  },
  {
    what: '/fleet import ships for a side',
    may: may('yes', 'yes', 'yes', 'no', 'no', 'yes'),
    setup: fleetLobby,
    run: (s) => importFleet(s, { fleet: [{ class: noted(s, 'class'), name: 'Picket', side: 'concord' }] }),
    done: async (s) => rosterUnits(await gameOf(s)).some((f) => f.name === 'Picket'),
  },
  {
    what: '/fleet import ship classes (a new id)',
    may: may('yes', 'yes', 'yes', 'yes', 'no', 'yes'),
    setup: fleetLobby,
    run: (s) => importFleet(s, { classes: [homeBuiltClass(s)] }),
    done: async (s) => (await gameOf(s)).customClasses.some((c) => c.id === 'home-built'),
  },

  // Game actions: the side concerned is the side whose turn it is; the command names its ship.
  order('/ap', atStart),
  order('/move', turnMoment(FIND.move)),
  order('/fire', turnMoment(FIND.fire, 'concord')),
  order('/repair', turnMoment(FIND.repair, 'concord', 'corvane-belt')),
  order('/power', turnMoment(FIND.power, 'concord'), (s) => `/power ship:${noted(s, 'ship')}`),
  order('/initiative', turnMoment(FIND.initiative), () => '/initiative choice:take'),
  order('/done', atStart, () => '/done'),
  order('/orders', atStart, (s) => `/orders ship:${noted(s, 'ship')} then:straight`),
  button('button: End step', atStart, () => 'End step'),
  button('button: End turn', atStart, () => 'End turn'),
  button('button: Autopilot', atStart, () => 'Autopilot'),
  button('button: a move (“<ship>: straight”)', turnMoment(FIND.move), (s) => `${noted(s, 'shipName')}: straight`),
  button(
    'button: a repair (“<ship>: repair …”)',
    turnMoment(FIND.repair, 'concord', 'corvane-belt'),
    (s) => `${noted(s, 'shipName')}: ${EN_US.reply.repairButton.replace('{critical}', '')}`,
  ),
  button('button: Take initiative', turnMoment(FIND.initiative), () => EN_US.reply.take),
  button('button: Accept default power', turnMoment(FIND.power, 'concord'), () => EN_US.reply.acceptPower),
  {
    what: 'menu: action point, then button: Submit turn',
    may: OWN_SIDE,
    setup: atStart,
    run: async (s) => {
      const picked = await press(
        s,
        `pick ${noted(s, 'shipName')}: action point = ${EN_US.commands.ap.choices.use.nothing}`,
      );
      if (refusalIn(picked.answers[0]) || !(await s.bot.app.drafts.get(draftKey(CHANNEL, USERS[s.actor].id))))
        return picked;
      return press(s, `click ${EN_US.reply.submitTurn}`);
    },
  },

  // Conceding is for one's own side, at any moment (not only on one's turn).
  {
    what: '/game concede',
    may: may('yes', 'no', 'yes', 'yes', 'no', 'no'),
    setup: atStart,
    run: command('/game concede'),
    done: async (s) => (await gameIn(s))?.status !== 'active',
  },

  // Undo.
  {
    what: '/game undo your own last command',
    may: may('yes', '—', 'yes', 'yes', 'no', '—'),
    setup: ownLastCommand,
    run: command('/game undo'),
    done: async (s) => (await gameOf(s)).audit.at(-1)?.action === 'undo',
  },
  {
    what: '/game undo the last command of the game, no request',
    may: may('no', 'yes', 'no', 'no', 'no', 'yes'),
    setup: someoneElsesLastCommand,
    run: command('/game undo'),
    done: async (s) => (await gameOf(s)).log.length === 0,
  },
  {
    what: 'button: Agree (to an undo request)',
    may: may('yes', 'no', 'no', 'yes', 'no', 'no'),
    hostPlaysAs: 'other',
    setup: undoRequested,
    run: click(EN_US.reply.undoAccept),
    done: async (s) => (await gameOf(s)).audit.at(-1)?.action === 'undo',
  },
  {
    what: 'button: Decline (an undo request)',
    may: may('yes', 'no', 'no', 'yes', 'no', 'no'),
    hostPlaysAs: 'other',
    setup: undoRequested,
    run: click(EN_US.reply.undoDecline),
    done: async (s, answer) => (await gameOf(s)).undoRequest === null && said(EN_US.reply.undoDeclined)(s, answer),
  },
  {
    what: 'button: Force (an undo request)',
    may: may('no', 'yes', 'no', 'no', 'no', 'yes'),
    hostPlaysAs: 'other',
    setup: undoRequested,
    run: click(EN_US.reply.undoForce),
    done: async (s) => (await gameOf(s)).audit.at(-1)?.action === 'undo',
  },

  // After the game and between turns: the players' own buttons.
  {
    what: 'button: Rematch',
    may: may('yes', 'no', 'yes', 'yes', 'no', 'no'),
    setup: finishedGame,
    run: click(EN_US.reply.rematch),
    done: async (s) => (await gameOf(s)).status === 'lobby',
  },
  {
    what: 'button: I saw it (reminder)',
    may: may('yes', 'no', 'yes', 'yes', 'no', 'no'),
    clocked: true,
    setup: reminded,
    run: click(EN_US.clock.seen),
    look: true,
    done: said(EN_US.clock.seenReply),
  },
  {
    what: 'button: Snooze (reminder)',
    may: may('yes', 'no', 'yes', 'yes', 'no', 'no'),
    clocked: true,
    setup: reminded,
    run: click(EN_US.clock.snooze),
    look: true,
    done: said(EN_US.clock.snoozed),
  },
  {
    what: 'button: Mute this game (reminder)',
    may: may('yes', 'no', 'yes', 'yes', 'no', 'no'),
    clocked: true,
    setup: reminded,
    run: click(EN_US.clock.mute),
    look: true,
    done: said(EN_US.clock.muted),
  },
];

// ---- playing the cells ---------------------------------------------------------------------------

function castFor(row: Row, role: Role): Cast {
  if (role !== 'hostPlays') return { host: 'hank', concerned: 'alice', other: 'bob' };
  return row.hostPlaysAs === 'other'
    ? { host: 'alice', concerned: 'bob', other: 'alice' }
    : { host: 'alice', concerned: 'alice', other: 'bob' };
}

function actorOf(role: Role, cast: Cast): Name {
  const actors: Record<Role, Name> = {
    hostPlays: 'alice',
    host: 'hank',
    concerned: cast.concerned,
    other: cast.other,
    member: 'mallory',
    manager: 'mod',
  };
  return actors[role];
}

const sharedScenes = new Map<string, Promise<Scene>>();

async function stage(row: Row, role: Role): Promise<Scene> {
  const cast = castFor(row, role);
  const actor = actorOf(role, cast);
  const build = async (keep: boolean): Promise<Scene> => {
    const scene: Scene = {
      bot: await openBot({ keep, ...(row.clocked ? { clock: { now: Date.parse('2026-12-01T12:00:00Z') } } : {}) }),
      cast,
      role,
      actor,
      notes: {},
    };
    await row.setup(scene);
    return scene;
  };
  if (!row.shared) return build(false);
  const key = `${row.shared}:${cast.host}`;
  const scene = sharedScenes.get(key) ?? build(true);
  sharedScenes.set(key, scene);
  return { ...(await scene), role, actor };
}

async function playCell(row: Row, role: Role): Promise<void> {
  const scene = await stage(row, role);
  const before = await snapshot(scene);
  const responder = await row.run(scene);
  const after = await snapshot(scene);
  const answer = responder.answers[0];
  const shown = `${answer?.ephemeral ? 'privately' : 'publicly'}: ${answer?.message.content ?? '(no answer)'}`;
  expect(answer, 'the bot answers').toBeDefined();
  if (row.may[role] === 'no') {
    expect(refusalIn(answer), `a private refusal, but the bot answered ${shown}`).toBeDefined();
    expect(after.version, 'the game version is unchanged').toBe(before.version);
    expect(after.record, 'the game is unchanged').toBe(before.record);
    return;
  }
  expect(refusalIn(answer), `not refused, but the bot answered ${shown}`).toBeUndefined();
  const carriedOut = row.done
    ? await row.done(scene, answer?.message ?? {})
    : row.look || answer?.ephemeral === false || after.version !== before.version;
  expect(carriedOut, `carried out, but the bot answered ${shown}`).toBe(true);
}

describe('who may do what (README permission table)', () => {
  for (const row of ROWS) {
    describe(row.what, () => {
      for (const role of ROLES) {
        const cell = row.may[role];
        if (cell === '—') continue;
        it(
          `${row.what} × ${COLUMN[role]}: ${cell === 'yes' ? 'allowed' : 'refused'}`,
          () => playCell(row, role),
          20_000,
        );
      }
    });
  }
});
