/**
 * `/roster` (issue 42): one flow builds every ruleset's lists. Add, remove, list, export and import
 * (the export read back changes nothing), the points limit shown, every problem named and nothing
 * lost on a refusal, and the game a lobby starts from its roster; for impulse and squadron alike,
 * with `/fleet` and `/squad` answering as the same flow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openGameStore } from '../../../src/store/index.js';
import { runCommand } from '../../../src/bot/pipeline/dispatch.js';
import { LocalResponder } from '../../../src/bot/local/local-transport.js';
import { stateOf } from '../../../src/bot/rulesets/impulse/state-of.js';
import type { squadron } from '../../../src/engine/index.js';
import { gameExport } from '../../../src/bot/games/export.js';
import { verifyExport } from '../../../src/cli/verify-export.js';
import { localBot, type LocalBot } from '../../helpers/local-bot.js';
import { rosterUnits } from '../../helpers/roster.js';

let bot: LocalBot;
/** Whether the test closed its bot itself (one over a store it then removes). */
let closed = false;
afterEach(async () => {
  if (!closed) await bot?.app.close();
  closed = false;
});

const dataUrl = (json: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(json))}`;

async function lobby(line: string): Promise<LocalBot> {
  bot = await localBot({ seed: 'roster-seed-0123456789abcdef' });
  await bot.session.run(line, 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  return bot;
}

/** `/roster import` with a file, as Discord sends an attachment (a data: URL stands in for the CDN). */
async function importFile(file: unknown, actor = { id: '1001', name: 'alice', canManage: false }) {
  const url = dataUrl(file);
  const responder = new LocalResponder(bot.channel, 'c1');
  const request = {
    command: 'roster',
    subcommand: 'import',
    options: { file: { url, name: 'roster.json', size: url.length } },
    actor,
    channelId: 'c1',
    guildId: 'local',
  };
  await runCommand(bot.app, bot.session.commands, request, responder);
  return responder.answers.at(-1);
}

const say = async (line: string, as: string) => (await bot.session.run(line, as)).answers[0];
const record = async () => bot.app.store.get('c1');

describe('/roster for impulse', () => {
  it('adds, lists, removes within the points limit, naming each problem, and starts the game it lists', async () => {
    await lobby('/game new scenario:cruiser-duel points:300');
    const added = await say('/roster add unit:kestrel-frigate name:Swiftwing', 'alice');
    expect(added).toMatchObject({ ephemeral: false });
    expect(added?.message.content).toMatch(/\*\*Swiftwing\*\* — .+ \(\d+ pts\) joins Concord Navy: \d+ of 300 pts\./);
    // A class's own name numbered when `name:` is left out; the class found by its name too.
    const unnamed = await say('/roster add unit:kestrel-frigate', 'alice');
    expect(unnamed?.message.content).toMatch(/joins Concord Navy/);
    const over = await say('/roster add unit:paragon-battleship name:Vigil', 'alice');
    expect(over).toMatchObject({ ephemeral: true });
    expect(over?.message.content).toMatch(/^Not added: Concord Navy would have \d+ points; the limit is 300$/);
    const foreign = await say('/roster add unit:kestrel-frigate name:Spy side:concord', 'bob');
    expect(foreign).toMatchObject({ ephemeral: true });
    const twice = await say('/roster add unit:kestrel-frigate name:swiftwing', 'alice');
    expect(twice?.message.content).toContain('already a ship called');
    expect(rosterUnits(await record()).map((u) => u.name)).toHaveLength(2);
    const listed = await say('/roster list', 'bob');
    expect(listed).toMatchObject({ ephemeral: true });
    expect(listed?.message.content).toMatch(/\*\*Concord Navy\*\*: \d+ of 300 pts\n• Swiftwing — /);
    expect(listed?.message.content).toContain('**Veyra Host**: no list, the scenario’s own forces fly');
    const removed = await say(`/roster remove unit:${rosterUnits(await record())[1]?.name ?? ''}`, 'alice');
    expect(removed?.message.content).toMatch(/leaves Concord Navy: \d+ of 300 pts\./);
    await bot.session.run('/game start', 'alice');
    const game = await record();
    const ships = stateOf(game ?? (await Promise.reject(new Error('no game')))).ships;
    // Concord flies its list; Veyra, with none, the scenario's own ship.
    expect(ships.filter((s) => s.side === 'concord').map((s) => s.name)).toEqual(['Swiftwing']);
    expect(ships.filter((s) => s.side === 'veyra').map((s) => s.name)).toEqual(['Ashen Claw']);
    expect(game?.setup?.roster).toEqual({ concord: [{ classId: 'kestrel-frigate', name: 'Swiftwing' }] });
  });

  it('exports the lists as a file that imports back unchanged, and refuses a bad file whole', async () => {
    await lobby('/game new scenario:cruiser-duel points:400');
    await say('/roster add unit:kestrel-frigate name:Swiftwing', 'alice');
    await say('/fleet add class:kestrel-frigate name:Dart side:concord', 'alice');
    const before = (await record())?.roster;
    const exported = await say('/roster export', 'alice');
    expect(exported).toMatchObject({ ephemeral: true });
    const file = JSON.parse(exported?.message.files?.[0]?.data.toString('utf8') ?? '{}') as { roster: unknown };
    expect(file).toMatchObject({ ruleset: 'impulse', scenario: 'cruiser-duel', roster: before });
    expect((await importFile(file))?.message.content).toBe('Imported 2 units: Concord Navy.');
    expect((await record())?.roster).toEqual(before);
    // Over the limit: nothing imported, the problem named; a list of another side's faction too.
    const many = {
      roster: { concord: Array.from({ length: 6 }, (_, i) => ({ classId: 'bastion-heavy-cruiser', name: `B${i}` })) },
    };
    expect((await importFile(many))?.message.content).toMatch(
      /^Nothing was imported: Concord Navy would have \d+ points; the limit is 400$/,
    );
    const wrong = { roster: { concord: [{ classId: 'sarrek-heavy-cruiser', name: 'Turncoat' }] } };
    expect((await importFile(wrong))?.message.content).toBe(
      'Nothing was imported: Turncoat: “sarrek-heavy-cruiser” does not fight for Concord Navy',
    );
    expect((await importFile({ roster: { concord: [{ name: 'No class' }] } }))?.message.content).toContain(
      'not a roster I can read',
    );
    expect((await record())?.roster).toEqual(before);
  });
});

describe('/roster for squadron', () => {
  const stateNow = async () => (await record())?.state as unknown as squadron.SquadronState;

  it('adds pilots with upgrades to the scenario’s limit, names the problems, and flies the list', async () => {
    await lobby('/game new ruleset:squadron scenario:dogfight');
    const added = await say('/roster add unit:oren-vale upgrades:heavy-torpedo', 'alice');
    expect(added?.message.content).toBe(
      '**Oren Vale** — Oren Vale + Heavy Torpedo (31 pts) joins Concord Navy: 31 of 100 pts.',
    );
    expect((await say('/roster add unit:lance-cadet upgrades:heavy-torpedo', 'alice'))?.message.content).toContain(
      'no free slot',
    );
    // `/squad` is the same flow: a second copy of a pilot is numbered.
    await say('/squad add pilot:lance-cadet', 'alice');
    await say('/roster add unit:lance-cadet', 'alice');
    expect(rosterUnits(await record()).map((u) => u.name)).toEqual(['Oren Vale', 'Lance Cadet', 'Lance Cadet 2']);
    const listed = (await say('/squad show', 'bob'))?.message.content ?? '';
    expect(listed).toMatch(/\*\*Concord Navy\*\*: \d+ of 100 pts/);
    expect(listed).toContain('• Oren Vale — Oren Vale + Heavy Torpedo (31 pts)');
    expect((await say('/roster remove unit:"lance cadet 2"', 'alice'))?.message.content).toContain(
      'leaves Concord Navy',
    );
    await bot.session.run('/game start', 'alice');
    const state = await stateNow();
    expect(state.ships.filter((s) => s.side === 'concord').map((s) => s.id)).toEqual(['oren-vale', 'lance-cadet']);
    // The export keeps the roster, and `npm run verify` rebuilds the opening with it.
    const game = await record();
    if (!game) throw new Error('no game');
    const exported = gameExport(bot.app.rulesets.of(game), { ...game, status: 'finished' });
    expect(exported).toMatchObject({
      setup: { roster: { concord: [{ classId: 'oren-vale' }, { classId: 'lance-cadet' }] } },
    });
    const verdict = verifyExport(JSON.parse(JSON.stringify(exported)));
    expect(verdict.lines.join('\n')).toContain('the opening state is built from that seed and setup');
    expect(verdict.ok).toBe(true);
  });

  it('says a ruleset’s older command name answers with the same lists', async () => {
    await lobby('/game new ruleset:squadron scenario:dogfight');
    await say('/squad add pilot:oren-vale', 'alice');
    const viaRoster = (await say('/roster list', 'alice'))?.message.content;
    const viaSquad = (await say('/squad show', 'alice'))?.message.content;
    expect(viaRoster).toBe(viaSquad);
  });
});

describe('a lobby stored before the roster (schema 3)', () => {
  it('keeps its /squad list through the migration and starts the game it lists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'roster-v3-'));
    const storeUrl = `sqlite://${join(dir, 'games.sqlite')}`;
    try {
      bot = await localBot({ storeUrl, seed: 'roster-v3-0123456789abcdef' });
      await bot.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
      await bot.session.run('/game join side:concord', 'alice');
      await bot.session.run('/game join side:veyra', 'bob');
      await bot.app.close();
      // The head as the bot before issue 42 wrote it: a `fleet`, no `roster`.
      const raw = await openGameStore(storeUrl, { watchOnly: true });
      const head = (await raw.kv.get('game:c1'))?.value as Record<string, unknown>;
      const { roster: _roster, ...rest } = head;
      const fleet = [
        { side: 'concord', classId: 'oren-vale', name: 'Oren Vale', addedBy: '1001', upgrades: ['heavy-torpedo'] },
        { side: 'concord', classId: 'lance-cadet', name: 'Lance Cadet', addedBy: '1001' },
      ];
      await raw.kv.write('a schema-3 lobby', [['game:c1', { ...rest, schemaVersion: 3, fleet }]]);
      await raw.close();
      bot = await localBot({ storeUrl, seed: 'roster-v3-0123456789abcdef' });
      expect((await say('/squad show', 'bob'))?.message.content).toContain('• Oren Vale — Oren Vale + Heavy Torpedo');
      await bot.session.run('/game start', 'alice');
      const state = (await record())?.state as unknown as squadron.SquadronState;
      expect(state.ships.filter((s) => s.side === 'concord').map((s) => s.id)).toEqual(['oren-vale', 'lance-cadet']);
    } finally {
      await bot.app.close();
      closed = true;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
