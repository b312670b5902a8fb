/** Building fleets before the start: points limit, factions, names, and imported files checked with clear errors. */
import { afterEach, describe, expect, it } from 'vitest';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';
import { IMPULSE_CATALOG } from '../../../src/bot/rulesets/impulse/catalog.js';
import { rosterUnits } from '../../helpers/roster.js';

let bot: LocalBot;
afterEach(async () => {
  await bot?.app.close();
});

const dataUrl = (json: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(json))}`;

async function lobby(points = 200): Promise<LocalBot> {
  bot = await localBot({ seed: 'fleet-seed-0123456789abcdef' });
  await bot.session.run(`/game new scenario:cruiser-duel points:${points}`, 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  return bot;
}

describe('/fleet', () => {
  it('adds ships within the points limit and refuses what breaks it', async () => {
    await lobby(200);
    const s = bot.session;
    const concord = IMPULSE_CATALOG.of(bot.app)
      .classes.filter((c) => c.faction === 'concord')
      .sort((a, b) => a.points - b.points);
    const cheap = concord[0];
    const dear = concord.at(-1);
    expect(cheap && dear && dear.points > 200 - cheap.points).toBe(true);
    const added = await s.run(`/fleet add class:${cheap?.id} name:"Brave Little" side:concord`, 'alice');
    expect(added.answers[0]).toMatchObject({
      ephemeral: false,
      message: { content: expect.stringContaining('Brave Little') },
    });
    const over = await s.run(`/fleet add class:${dear?.id} name:Heavy side:concord`, 'alice');
    expect(over.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('the limit is 200') },
    });
    const wrongFaction = await s.run(`/fleet add class:${cheap?.id} name:Turncoat side:veyra`, 'bob');
    expect(wrongFaction.answers[0]?.message.content).toContain('is a Concord ship; Veyra Host flies Veyra ships');
    const foreign = await s.run(`/fleet add class:${cheap?.id} name:Spy side:concord`, 'bob');
    expect(foreign.answers[0]?.ephemeral).toBe(true);
    const veyra = IMPULSE_CATALOG.of(bot.app)
      .classes.filter((c) => c.faction === 'veyra')
      .sort((a, b) => a.points - b.points)[0];
    await s.run(`/fleet add class:${veyra?.id} name:Shade`, 'bob');
    await s.run('/game start', 'alice');
    const state = stateOf(
      (await bot.app.store.get('c1')) ??
        (() => {
          throw new Error('no game');
        })(),
    );
    expect(state.ships.map((x) => x.name).sort()).toEqual(['Brave Little', 'Shade']);
  });

  it('imports ship classes and a fleet from a file, and names what is wrong in a bad one', async () => {
    await lobby(1000);
    const s = bot.session;
    const base = IMPULSE_CATALOG.of(bot.app).classes.find((c) => c.faction === 'veyra');
    const custom = { ...base, id: 'home-built', name: 'Home Built' };
    const run = async (file: unknown) => {
      const url = typeof file === 'string' ? `data:application/json,${encodeURIComponent(file)}` : dataUrl(file);
      const { runCommand } = await import('../../../src/bot/pipeline/dispatch.js');
      const { LocalResponder } = await import('../../../src/bot/local/local-transport.js');
      const responder = new LocalResponder(bot.channel, 'c1');
      await runCommand(
        bot.app,
        s.commands,
        {
          command: 'fleet',
          subcommand: 'import',
          options: { file: { url, name: 'fleet.json', size: 100 } },
          actor: { id: '1002', name: 'bob', canManage: false },
          channelId: 'c1',
          guildId: 'local',
        },
        responder,
      );
      return responder.answers.at(-1)?.message.content ?? '';
    };
    expect(await run('{ not json')).toContain('not valid JSON');
    expect(await run({ fleet: [{ class: 'x', name: 'y' }] })).toMatch(/fleet\[0\]|side/);
    expect(await run({ classes: [{ ...custom, shields: { forward: 99 } }] })).toContain('classes[0]');
    expect(await run({ classes: [custom], fleet: [{ class: 'home-built', name: 'Homer', side: 'veyra' }] })).toContain(
      'Imported 1 ship class and 1 ship',
    );
    const record = await bot.app.store.get('c1');
    expect(rosterUnits(record).map((f) => f.classId)).toEqual(['home-built']);
  });
});
