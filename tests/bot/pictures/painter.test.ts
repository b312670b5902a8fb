/**
 * The picture thread (issue 45: at 2,000 games, drawing maps on the event loop held up other games'
 * commands): for every ruleset, a map drawn on the thread is the map the table draws here, the
 * focus and overlay cross with it, the event loop goes on while it is drawn, and a translator or a
 * table the thread cannot have (a test's own) has the map drawn here, so no map is lost.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { translator, type Translate } from '../../../src/bot/locales/index.js';
import { Painter } from '../../../src/bot/pictures/painter.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import type { PictureRequest, TableRuleset } from '../../../src/bot/rulesets/table.js';
import { FLEET } from '../../../src/engine/rulesets/fleet/ruleset.js';
import { SKIRMISH } from '../../../src/engine/rulesets/skirmish/ruleset.js';
import { squadron } from '../../../src/engine/index.js';
import { goldenRecord } from '../../fixtures/replay.js';
import { playContractRandomly } from '../../helpers/contract-random-play.js';
import { fleetGame } from '../../helpers/fleet-game.js';
import { skirmishGame } from '../../helpers/skirmish-game.js';
import { squadronGame } from '../../helpers/squadron-game.js';
import { vectorGame, vectorRandomly } from '../../helpers/vector-game.js';

const warned: string[] = [];
const painter = new Painter({ warn: (line: string) => void warned.push(line) }, true);
afterAll(() => painter.close());

const drawPicture = (t: Translate, table: TableRuleset, request: PictureRequest) => painter.draw(t, table, request);

const tableOf = (id: string) => TABLES.get(id) as TableRuleset;
const impulseTable = tableOf('impulse');

/** A board mid-battle for each ruleset the bot plays (a new ruleset must be added here). */
const MID_BATTLE: Readonly<Record<string, () => Promise<PictureRequest>>> = {
  // The duel's round 2, impulse C: moves, volleys and missile hits.
  impulse: () => {
    const past = impulseTable.past(goldenRecord('cruiser-duel'), 2, 'C');
    if (!past) throw new Error('the golden duel has no round 2 C');
    return Promise.resolve(past);
  },
  squadron: async () => {
    const { state } = await squadronGame('asteroid-field');
    return { state: playContractRandomly(squadron.SQUADRON, state, 'painter', 60).state, events: [] };
  },
  vector: async () => {
    const { state } = await vectorGame('cruiser-duel');
    return { state: vectorRandomly(state, 'painter', 40).state, events: [] };
  },
  fleet: async () => {
    const { state } = await fleetGame();
    return { state: playContractRandomly(FLEET, state, 'painter', 60).state, events: [] };
  },
  skirmish: async () => {
    const { state } = await skirmishGame();
    return {
      state: playContractRandomly(SKIRMISH, state, 'painter', 60, (c) => c.type !== 'concede').state,
      events: [],
    };
  },
};

describe('the picture thread', () => {
  it('knows a board mid-battle for every ruleset the bot plays', () => {
    expect(Object.keys(MID_BATTLE).sort()).toEqual(TABLES.all.map((t) => t.rules.id).sort());
  });

  it.each(TABLES.all.map((t) => t.rules.id))(
    '%s: the map drawn on the thread is the map the table draws here',
    async (id) => {
      const table = tableOf(id);
      const request = await (MID_BATTLE[id] as () => Promise<PictureRequest>)();
      const t = translator('zh-TW');
      const there = await drawPicture(t, table, request);
      expect(there.name).toMatch(/\.png$/);
      expect(there).toEqual(await table.picture(t, request));
    },
    60_000,
  );

  it('a unit to centre on and its overlay cross to the thread (/map ship: show:)', async () => {
    const past = await (MID_BATTLE['impulse'] as () => Promise<PictureRequest>)();
    const overlay = impulseTable.overlays[0]?.id;
    const focus = impulseTable.units(past.state)[0]?.id;
    expect(overlay && focus).toBeTruthy();
    const request = { state: past.state, events: [], focus, show: overlay } as PictureRequest;
    const t = translator('en-US');
    const there = await drawPicture(t, impulseTable, request);
    expect(there).toEqual(await impulseTable.picture(t, request));
    expect(there.data.equals((await drawPicture(t, impulseTable, { state: past.state, events: [] })).data)).toBe(false);
  }, 60_000);

  it('is ready once its thread can draw (the bot connects only then), and says nothing amiss', async () => {
    warned.length = 0;
    await painter.ready();
    expect(warned).toEqual([]);
  }, 60_000);

  it('leaves the event loop free while it draws', async () => {
    const request = await (MID_BATTLE['impulse'] as () => Promise<PictureRequest>)();
    const t = translator('en-US');
    await drawPicture(t, impulseTable, request);
    // A player's command arriving meanwhile (here: a timer) is served before the map is done.
    const happened: string[] = [];
    const done = drawPicture(t, impulseTable, request).then(() => happened.push('map'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    happened.push('command');
    await done;
    expect(happened).toEqual(['command', 'map']);
  }, 60_000);

  it('an app made without the thread (an in-process test) draws the same map here', async () => {
    const request = await (MID_BATTLE['impulse'] as () => Promise<PictureRequest>)();
    const t = translator('en-US');
    expect(await new Painter({ warn: () => undefined }, false).draw(t, impulseTable, request)).toEqual(
      await drawPicture(t, impulseTable, request),
    );
  }, 60_000);

  it("a table the thread does not have (a test's own) is drawn here", async () => {
    const request = await (MID_BATTLE['impulse'] as () => Promise<PictureRequest>)();
    const own: TableRuleset = {
      ...impulseTable,
      picture: () => Promise.resolve({ name: 'own.png', data: Buffer.from('here') }),
    };
    expect((await drawPicture(translator('en-US'), own, request)).name).toBe('own.png');
  });

  it('a translator the thread cannot remake has the map drawn here, in its own words', async () => {
    const request = await (MID_BATTLE['impulse'] as () => Promise<PictureRequest>)();
    const own: Translate = (key, vars) => translator('pt-BR')(key, vars);
    const file = await drawPicture(own, impulseTable, request);
    expect(file).toEqual(await impulseTable.picture(own, request));
  }, 60_000);

  it('a thread that was closed while drawing: the map is drawn here, and the next one on a new thread', async () => {
    const request = await (MID_BATTLE['impulse'] as () => Promise<PictureRequest>)();
    const t = translator('en-US');
    warned.length = 0;
    const drawing = drawPicture(t, impulseTable, request);
    await painter.close();
    expect(await drawing).toEqual(await impulseTable.picture(t, request));
    expect(warned).toEqual(['the picture thread failed; drawing here instead']);
    warned.length = 0;
    await drawPicture(t, impulseTable, request);
    expect(warned).toEqual([]);
  }, 60_000);
});
