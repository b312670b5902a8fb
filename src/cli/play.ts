/**
 * `npm run play`: a game in the terminal, no Discord and no token needed. Type the same commands as
 * in Discord (`/game new scenario:cruiser-duel`, `/move how:turn-left`); `as bob` switches player;
 * `click <button>` presses a button of the turn prompt. Maps are written to ./maps (or --out).
 * It sets up a cruiser duel between alice and bob first (`--scenario <id>` for another, `--ruleset
 * squadron` for a squadron dogfight, `--ruleset fleet` for a fleet's pitched battle, `--ruleset skirmish` for a skirmish's take-and-hold, `--empty` for none); `--script <file>` plays the lines of a file next; `--store <url>` keeps the game (default: memory);
 * `--locale zh-CN` (or zh-TW, pt-BR) plays in that language.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createApp } from '../bot/app/app-factory.js';
import { loadCommands } from '../bot/app/loader.js';
import { LocalChannel } from '../bot/local/local-transport.js';
import { LocalSession } from '../bot/local/session.js';
import { Scheduler } from '../bot/clocks/scheduler.js';
import { DEFAULT_LOCALE, LOCALES } from '../bot/locales/index.js';
import { readArgs } from './args.js';

const USERS = [
  { id: '1001', name: 'alice', canManage: true },
  { id: '1002', name: 'bob', canManage: false },
];

const INTRO = `Local play: the bot's own commands, in this terminal.
  Two players, alice (host) and bob. Switch with "as bob". Press a prompt button with "click <label>",
  choose in a prompt menu with "pick <menu> = <choice>", send a form back with
  "fill <field> = <value> | <field> = <value>". Type /help for more, "quit" to leave.`;

/** The lines that set up a ready game for the two local players (unless --empty). */
const setupLines = (scenario: string, ruleset: string | undefined) => [
  `/game new${ruleset ? ` ruleset:${ruleset}` : ''} scenario:${scenario}`,
  '/game join',
  'as bob',
  '/game join',
  'as alice',
  '/game start',
];

/** The newest turn prompt (a message with buttons that names players first), as last posted or edited. */
function newestPrompt(channel: LocalChannel): { id: string; content: string } | undefined {
  return channel.messages
    .filter((m) => !m.ephemeral && m.channelId === 'local' && (m.components?.length ?? 0) > 0 && /^<@/.test(m.content))
    .at(-1);
}

/**
 * Hot seat: after each command the keyboard passes to the player the bot just pinged, or, when the
 * command changed the prompt in place (an edit pings nobody), to the one it names now if the typist
 * is no longer among them (issue 39: after alice's last dial, the prompt names only bob).
 */
function followTurn(session: LocalSession, channel: LocalChannel, seen: { count: number; prompt?: string }): void {
  const fresh = channel.messages.slice(seen.count);
  seen.count = channel.messages.length;
  const pinged = fresh.filter((m) => m.ping.length === 1).at(-1)?.ping[0];
  const prompt = newestPrompt(channel);
  const changed = prompt !== undefined && `${prompt.id}:${prompt.content}` !== seen.prompt;
  seen.prompt = prompt ? `${prompt.id}:${prompt.content}` : undefined;
  const named = changed ? [...(prompt?.content ?? '').matchAll(/<@(\w+)>/g)].map((m) => m[1] ?? '') : [];
  const next = pinged ?? (named.length > 0 && !named.includes(session.user.id) ? named[0] : undefined);
  const user = USERS.find((u) => u.id === next);
  if (user && user.id !== session.user.id) {
    session.switchTo(user.name);
    console.log(`(now typing as ${user.name})`);
  }
}

/** The scenario a ruleset's terminal game starts with when none is named (impulse's and vector's: the cruiser duel). */
const DEFAULT_SCENARIOS: Readonly<Record<string, string>> = {
  squadron: 'dogfight',
  fleet: 'pitched-battle',
  skirmish: 'take-and-hold',
};

const USAGE = `usage: npm run play -- [--scenario <id>] [--ruleset impulse|squadron|vector|fleet|skirmish] [--empty]
  [--script <file>] [--store <url> (default memory:)] [--out <folder> (default maps)] [--locale ${LOCALES.join('|')}]`;

async function main(): Promise<void> {
  const args = readArgs({
    usage: USAGE,
    options: {
      out: { type: 'string', default: 'maps' },
      script: { type: 'string' },
      store: { type: 'string', default: 'memory:' },
      scenario: { type: 'string' },
      ruleset: { type: 'string' },
      empty: { type: 'boolean', default: false },
      locale: { type: 'string', default: DEFAULT_LOCALE },
    },
  });
  if (typeof args === 'number') {
    process.exitCode = args;
    return;
  }
  const { values } = args;
  const locale = values.locale ?? DEFAULT_LOCALE;
  if (!(LOCALES as readonly string[]).includes(locale)) {
    console.error(`--locale takes one of: ${LOCALES.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const users = USERS.map((u) => ({ ...u, locale }));
  const print = (text: string) => console.log(text);
  const out = resolve(values.out ?? 'maps');
  const channel = new LocalChannel(print, out, (id) => USERS.find((u) => u.id === id)?.name ?? id, locale);
  const app = await createApp({
    storeUrl: values.store,
    channel,
    log: {
      info: () => undefined,
      warn: (m, f) => console.warn(`warning: ${m}`, f ?? ''),
      error: (m, f) => console.error(`error: ${m}`, f ?? ''),
    },
    deferAfterMs: 60_000,
    rateLimit: { burst: 1000, perSecond: 1000 },
  });
  const session = new LocalSession(app, await loadCommands(), channel, users, 'local', print);
  // Reminders and deadlines work here too (set a clock with /game clock).
  const scheduler = new Scheduler(app, 10_000);
  scheduler.start();
  console.log(`${INTRO}\n  Maps go to ${out}\n`);
  const seen: { count: number; prompt?: string } = { count: 0 };
  const lines = [
    ...(values.empty
      ? []
      : setupLines(values.scenario ?? DEFAULT_SCENARIOS[values.ruleset ?? ''] ?? 'cruiser-duel', values.ruleset)),
    ...(values.script ? readFileSync(values.script, 'utf8').split('\n') : []),
  ];
  {
    for (const line of lines) {
      if (line.trim() === '' || line.trim().startsWith('#')) continue;
      console.log(`${session.user.name}> ${line}`);
      await session.run(line);
      if (!/^as\s/i.test(line.trim())) followTurn(session, channel, seen);
    }
  }
  // Lines are read as a stream, so piped input (a file, another program) works as well as typing.
  const rl = createInterface({ input: process.stdin, terminal: false });
  process.stdout.write(`${session.user.name}> `);
  for await (const raw of rl) {
    const line = raw.trim();
    if (line === 'quit' || line === 'exit') break;
    if (line !== '' && !line.startsWith('#')) {
      if (!process.stdin.isTTY) console.log(line);
      try {
        await session.run(line);
        followTurn(session, channel, seen);
      } catch (error) {
        console.log(error instanceof Error ? error.message : String(error));
      }
    }
    process.stdout.write(`${session.user.name}> `);
  }
  process.stdout.write('\n');
  rl.close();
  scheduler.stop();
  await app.close();
}

await main();
