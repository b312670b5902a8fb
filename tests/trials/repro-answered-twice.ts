/**
 * A deterministic reproduction of a double that `npm run trial:crash` finds now and then (about 3 in
 * 100 trials): the bot answers the interaction (the public line), is killed before it has marked that
 * answer done in the store, and after the restart posts the same line to the channel again.
 *
 *   npx tsx tests/trials/repro-answered-twice.ts
 *
 * To make the window wide, this process holds SQLite's write lock (BEGIN IMMEDIATE on its own
 * connection) from the moment the fake Discord receives the answer, so the bot's next write (marking
 * the answer done) waits; the bot is SIGKILLed while it waits, the lock released, the bot started
 * again. Exits 1 when the line is in the channel twice (the bug), 0 when once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { createRng, seedRng } from '../../src/engine/core/rng.js';
import { ALICE, C1, textOf } from '../discord/fake-discord.js';
import {
  closeRig,
  current,
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
  type Rig,
} from './harness.js';

async function attempt(n: number): Promise<'double' | 'once' | 'race lost'> {
  const dir = mkdtempSync(join(tmpdir(), 'talon-repro-'));
  const file = join(dir, 'talon.sqlite');
  let rig: Rig | undefined;
  const lock = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5000 });
  try {
    rig = await openRig(`sqlite://${file}`);
    await lobby(rig);
    await sendAndWait(rig, ALICE, { command: 'game', subcommand: 'start', options: {} }, C1.id, await current(rig));
    await settle(rig, 300);
    const rng = createRng(seedRng(`repro-${n}`));
    // A command answered publicly (not the Power Phase, whose answer is private).
    let before = await current(rig);
    let chosen = before ? pickCommand(before, (k) => rng.int(k)) : undefined;
    for (let i = 0; i < 10 && before && chosen?.command.type === 'submitPower'; i += 1) {
      await sendAndWait(rig, chosen.user, chosen.slash, C1.id, before);
      before = await current(rig);
      chosen = before ? pickCommand(before, (k) => rng.int(k)) : undefined;
    }
    if (!before || !chosen) throw new Error('no command to play');
    const answerId = `o${before.outboxSeq + 1}`;
    await lock.query('SELECT 1');
    const sent = send(rig, chosen.user, chosen.slash, C1.id, before);
    // The moment Discord has the answer, take the write lock: the bot's "answer done" write must wait.
    await sent.handle.response();
    await lock.query('BEGIN IMMEDIATE');
    const present = (await lock.query('SELECT value FROM keyv WHERE key = ?', `talon:present:${C1.id}`)) as {
      value: string;
    }[];
    const done = (JSON.parse(present[0]?.value ?? '{"value":{"done":[]}}') as { value: { done: string[] } }).value.done;
    await sleep(300);
    await killBot(rig);
    await lock.query('ROLLBACK');
    if (done.includes(answerId)) return 'race lost';
    const answer = sent.answer;
    console.log(
      `attempt ${n}: ${sent.label} answered ${JSON.stringify(answer ? textOf(answer).slice(0, 70) : undefined)} (item ${answerId}); the bot was killed before marking it done`,
    );
    await restartBot(rig);
    await settle(rig, 700);
    const copies = publicMessages(rig, C1.id).filter((m) => textOf(m) === (answer ? textOf(answer) : undefined));
    for (const m of copies)
      console.log(
        `  in c1: message ${m.id} ${m.interactionId ? 'as the interaction answer' : `as a channel post, nonce ${String(m.nonce)}`}`,
      );
    return copies.length > 1 ? 'double' : 'once';
  } finally {
    await lock.disconnect().catch(() => undefined);
    if (rig) await closeRig(rig);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  for (let n = 1; n <= 3; n += 1) {
    const outcome = await attempt(n);
    if (outcome === 'race lost') {
      console.log(`attempt ${n}: the bot marked the answer done before the lock was taken; trying again`);
      continue;
    }
    console.log(
      outcome === 'double'
        ? 'BUG: the answer is in the channel twice (answered, then posted again after the restart)'
        : 'ok: the answer is in the channel once',
    );
    return outcome === 'double' ? 1 : 0;
  }
  console.log('could not take the lock in time in 3 attempts');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
