/**
 * The terminal's `pick` reaches every select menu the Discord client can (issue 39, defect 5): the
 * private dial menus of squadron, by the start of a placeholder and an option's words or value; not
 * another player's private menus; and a `pick` that names no single option prints what there is.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { squadron } from '../../../src/engine/index.js';
import { LocalSession } from '../../../src/bot/local/session.js';
import { ALICE, BOB, localBot, type LocalBot } from '../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

async function terminal() {
  bot = await localBot({ seed: 'pick-menus' });
  const printed: string[] = [];
  const session = new LocalSession(bot.app, bot.session.commands, bot.channel, [ALICE, BOB], 'c1', (t) =>
    printed.push(t),
  );
  for (const [line, who] of [
    ['/game new ruleset:squadron scenario:dogfight', 'alice'],
    ['/game join side:concord', 'alice'],
    ['/game join side:veyra', 'bob'],
    ['/game start', 'alice'],
  ] as const)
    await session.run(line, who);
  const b = bot;
  const dials = async () => ((await b.app.store.get('c1'))?.state as unknown as squadron.SquadronState).dials;
  return { session, printed, dials };
}

describe('pick in the terminal', () => {
  test('reaches the private dial menus: the placeholder’s start, the option’s words, label or value', async () => {
    const { session, dials } = await terminal();
    const opened = await session.run('click Set my dials', 'alice');
    expect(opened.answers[0]?.ephemeral).toBe(true);
    const picked = await session.run('pick Mira Sol = 2 straight');
    expect(picked.answers[0]?.ephemeral).toBe(true);
    expect((await dials())['mira-sol']).toBe('2FG');
    // The label as shown, its colour mark and all; a value in any case; a placeholder without its colon.
    await session.run('pick Oren Vale: choose = 🟢 1 ↑ straight');
    expect((await dials())['oren-vale']).toBe('1FG');
    await session.run('pick Warden Gunner choose = 3fw');
    expect((await dials())['warden-gunner']).toBe('3FW');
    // A menu whose placeholder changed once its dial was set is reached by the ship's name still.
    await session.run('/dial', 'alice');
    await session.run('pick Mira Sol = 3 turn left');
    expect((await dials())['mira-sol']).toBe('3TW');
  }, 30_000);

  test('words that fit several options, or none, print the menu’s options; no one picks another’s private menu', async () => {
    const { session, printed, dials } = await terminal();
    await session.run('/dial', 'alice');
    printed.length = 0;
    await session.run('pick Warden Gunner = 1 bank');
    expect(printed).toEqual([
      '"1 bank" fits more than one option of "Warden Gunner: choose a manoeuvre (stress 0)": ⚪ 1 ↖ bank left · white | ⚪ 1 ↗ bank right · white',
    ]);
    await session.run('pick Warden Gunner = 5 straight');
    expect(printed.at(-1)).toMatch(
      /^the menu "Warden Gunner: choose a manoeuvre \(stress 0\)" has no option "5 straight": ⚪ 1 ↖ bank left · white \| /,
    );
    expect((await dials())['warden-gunner']).toBeUndefined();
    // Alice's menus are hers alone, as in Discord: bob sees only his own.
    await session.run('pick Mira Sol = 2 straight', 'bob');
    expect(printed.at(-1)).toBe('no menu "Mira Sol" on the recent messages');
    expect((await dials())['mira-sol']).toBeUndefined();
    await session.run('/dial', 'bob');
    await session.run('pick Mira = 2 straight', 'bob');
    expect(printed.at(-1)).toContain('no menu "Mira" on the recent messages (menus: Nyx Serane: choose a manoeuvre');
    await session.run('pick Nyx Serane = 2 straight', 'bob');
    expect((await dials())['nyx-serane']).toBe('2FG');
  }, 30_000);
});
