/**
 * `npm run play`: a game in the terminal, no Discord and no token needed. Type the same commands as
 * in Discord (`/game new scenario:cruiser-duel`, `/move how:turn-left`); `as bob` switches player;
 * `click <button>` presses a button of the turn prompt. Maps are written to ./maps (or --out).
 * `--script <file>` plays the lines of a file first; `--store <url>` keeps the game (default: memory).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createApp } from '../bot/app-factory.js';
import { loadCommands } from '../bot/loader.js';
import { LocalChannel } from '../bot/local/local-transport.js';
import { LocalSession } from '../bot/local/session.js';

const USERS = [
  { id: '1001', name: 'alice', canManage: true },
  { id: '1002', name: 'bob', canManage: false },
];

const INTRO = `Local play: the bot's own commands, in this terminal.
  Two players, alice (host) and bob. Switch with "as bob". Press a prompt button with "click <label>".
  Start:  /game new scenario:cruiser-duel   then  /game join   as bob   /game join   as alice   /game start
  Type /help for more, "quit" to leave.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'maps' }, script: { type: 'string' }, store: { type: 'string', default: 'memory:' }, quiet: { type: 'boolean', default: false } } });
  const print = (text: string) => console.log(text);
  const out = resolve(values.out ?? 'maps');
  const channel = new LocalChannel(print, out, (id) => USERS.find((u) => u.id === id)?.name ?? id);
  const app = await createApp({ storeUrl: values.store, channel, log: { info: () => undefined, warn: (m, f) => console.warn(`warning: ${m}`, f ?? ''), error: (m, f) => console.error(`error: ${m}`, f ?? '') }, deferAfterMs: 60_000, rateLimit: { burst: 1000, perSecond: 1000 } });
  const session = new LocalSession(app, await loadCommands(), channel, USERS, 'local', print);
  console.log(`${INTRO}\n  Maps go to ${out}\n`);
  if (values.script) {
    for (const line of readFileSync(values.script, 'utf8').split('\n')) {
      if (line.trim() === '' || line.trim().startsWith('#')) continue;
      console.log(`${session.user.name}> ${line}`);
      await session.run(line);
    }
  }
  if (!process.stdin.isTTY && values.script) return app.close();
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  for (;;) {
    let line: string;
    try {
      line = await rl.question(`${session.user.name}> `);
    } catch {
      break;
    }
    if (line.trim() === 'quit' || line.trim() === 'exit') break;
    if (line.trim() === '') continue;
    try {
      await session.run(line);
    } catch (error) {
      console.log(error instanceof Error ? error.message : String(error));
    }
  }
  rl.close();
  await app.close();
}

await main();
