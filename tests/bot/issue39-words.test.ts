/**
 * Issue 39, defects 7 and 8 (each failed before its fix): the vector order note tells the velocity
 * the reveal does, no negative count reaches a player, every count goes through the plural rules,
 * and the words around the games say what is true.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impulse, type squadron } from '../../src/engine/index.js';
import type { VectorState } from '../../src/engine/rulesets/vector/index.js';
import { LOCALES, text } from '../../src/bot/locales/index.js';
import { LocalChannel } from '../../src/bot/local/local-transport.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import { localBot, startedGame, type LocalBot } from '../helpers/local-bot.js';
import { playUntil } from '../helpers/play-until.js';

vi.setConfig({ testTimeout: 60_000 });

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

const vectorState = async (b: LocalBot): Promise<VectorState> =>
  (await b.app.store.get('c1'))?.state as unknown as VectorState;
const publicText = (b: LocalBot, from = 0): string =>
  b.channel.messages
    .slice(from)
    .filter((m) => !m.ephemeral)
    .map((m) => m.content)
    .join('\n');

describe('vector orders (defect 7)', () => {
  it('the player who orders second is told the velocity the reveal says', async () => {
    bot = await startedGame('cruiser-duel', 'issue39-vector-0001', 'vector');
    const before = await vectorState(bot);
    const bobShip = before.board.ships.find((s) => s.side === 'veyra');
    const start = before.ships[bobShip?.id ?? '']?.velocity ?? 0;
    expect(start).toBeGreaterThanOrEqual(2);
    await bot.session.run('/orders acceleration:0 course:0', 'alice');
    const seen = bot.channel.messages.length;
    const second = await bot.session.run('/orders acceleration:-2 course:-1', 'bob');
    const note = second.answers[0]?.message.content ?? '';
    expect(second.answers[0]?.ephemeral).toBe(true);
    expect(note).toContain(`velocity ${start},`);
    expect(note).toContain(`→ velocity ${start - 2}, course -1`);
    expect(note).not.toContain(`velocity ${start - 4}`);
    expect(publicText(bot, seen)).toContain(`${bobShip?.name} velocity ${start - 2}, course -1`);
    expect((await vectorState(bot)).ships[bobShip?.id ?? '']?.velocity).toBe(start - 2);
  });
});

describe('the moving ship’s prompt (defect 8)', () => {
  it('says how many facings are left to turn and which way, never a negative count, through the plural rules', async () => {
    bot = await startedGame('cruiser-duel', 'issue39-vector-0001', 'vector');
    await bot.session.run('/orders acceleration:0 course:-1', 'alice');
    await bot.session.run('/orders acceleration:0 course:0', 'bob');
    const state = await vectorState(bot);
    expect(state.moving?.ship).toBe('s1');
    expect(state.ships.s1?.stepsLeft).toBe(1);
    const prompt = bot.channel.messages.filter((m) => !m.ephemeral).at(-1)?.content ?? '';
    expect(prompt).toContain('**Vigil** moves (round 1): 1 hex left; 1 facing still to turn left');
    expect(prompt).not.toMatch(/-\d+ facing|1 hexes|1 facings/);
  });
});

describe('the Power Phase (defect 8)', () => {
  it('its prompt says what "Accept default power" does for each ship', async () => {
    bot = await startedGame('cruiser-duel', 'issue39-power-00001');
    await playUntil(bot, (s) => s.flow.phase === 'power');
    const state = stateOf((await bot.app.store.get('c1')) ?? (undefined as never));
    const prompt = bot.channel.messages.filter((m) => !m.ephemeral).at(-1)?.content ?? '';
    expect(prompt).toContain('Power Phase of round 1');
    expect(prompt).toContain('**Accept default power** does, for each ship:');
    for (const ship of state.ships) {
      const order = impulse.defaultPowerOrder(state, ship);
      const power = impulse.powerAfter(state, ship, ship.curve + order.curveChange);
      expect(prompt).toMatch(new RegExp(`• \\*\\*${ship.name}\\*\\*: .*power curve[^;]*\\(power ${power}\\); charges`));
    }
  });

  it('is not followed by "No shots this impulse", while an impulse without a shot still says so', async () => {
    bot = await startedGame('cruiser-duel', 'issue39-power-00001');
    await playUntil(bot, (s) => s.flow.phase === 'power');
    expect(publicText(bot)).toContain('No shots this impulse.');
    const seen = bot.channel.messages.length;
    await bot.session.run('/power', 'alice');
    await bot.session.run('/power', 'bob');
    const after = publicText(bot, seen);
    expect(after).toContain('Impulse A of round 2 begins.');
    expect(after).not.toContain('No shots this impulse.');
  });
});

describe('words that agree (defect 8)', () => {
  it('every prompt that names the button to press names it as the button says, in every language', () => {
    for (const locale of LOCALES) {
      const button = text(locale, 'reply.submitTurn');
      for (const key of ['reply.planned', 'reply.plannedAgain', 'reply.plannedChosen', 'reply.plannedNothing'] as const)
        expect(text(locale, key), `${locale} ${key}`).toContain(`**${button}**`);
      expect(text(locale, 'reply.drafted', { ship: 'Vigil', what: '-' }), locale).toContain(button);
    }
  });

  it('the scenario briefing of /game new has no empty line, and the vector duel has its briefing', async () => {
    bot = await localBot({ seed: 'issue39-briefing-01' });
    const vector = await bot.session.run('/game new ruleset:vector scenario:cruiser-duel', 'alice');
    const said = vector.answers[0]?.message.content ?? '';
    expect(said).toContain(text('en-US', 'scenario.cruiser-duel.description'));
    expect(said).not.toMatch(/\n\s*\n/);
    await bot.session.run('/game end', 'alice');
    await bot.app.close();
    bot = await localBot({ seed: 'issue39-briefing-01' });
    const dogfight = await bot.session.run('/game new ruleset:squadron scenario:dogfight', 'alice');
    const words = dogfight.answers[0]?.message.content ?? '';
    expect(words).toContain('Dogfight');
    expect(words).not.toMatch(/\n\s*\n/);
  });

  it('/squad show names the ships as the map does ("Shard Drone 2")', async () => {
    bot = await startedGame('dogfight', 'issue39-squad-00001', 'squadron');
    const shown = (await bot.session.run('/squad show', 'alice')).answers[0]?.message.content ?? '';
    const state = (await bot.app.store.get('c1'))?.state as unknown as squadron.SquadronState;
    const names = state.ships.map((s) => s.name);
    expect(names).toContain('Shard Drone 2');
    const listed = [...shown.matchAll(/^• (.+)$/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...names].sort());
  });

  it('/game undo after the end says the game is over, while /game log still gives the log', async () => {
    bot = await startedGame('cruiser-duel', 'issue39-over-00001');
    await bot.session.run('/game concede', 'bob');
    const undo = await bot.session.run('/game undo', 'alice');
    const answer = undo.answers[0]?.message.content ?? '';
    expect(answer).toContain('This game is over: nothing in it can be taken back now.');
    expect(answer).not.toContain('There is no game');
    const log = await bot.session.run('/game log', 'alice');
    expect(log.answers[0]?.message.files?.[0]?.name).toMatch(/\.json$/);
  });

  it('the log export is announced as a file, not a picture, in the four languages', async () => {
    bot = await startedGame('cruiser-duel', 'issue39-over-00001');
    const log = await bot.session.run('/game log', 'alice');
    const message = log.answers[0]?.message ?? {};
    const files = (message.files ?? []).map((f) => f.name);
    expect(files[0]).toMatch(/\.json$/);
    const shown = bot.channel.format(message, files);
    expect(shown).toContain(`file: ${files[0]}`);
    expect(shown).not.toContain('picture');
    const words = { 'zh-CN': ['文件', '图片'], 'zh-TW': ['檔案', '圖片'], 'pt-BR': ['arquivo', 'imagem'] };
    for (const [locale, [file, picture]] of Object.entries(words)) {
      const local = new LocalChannel(
        () => undefined,
        undefined,
        (id) => id,
        locale,
      ).format(message, files);
      expect(local, locale).toContain(file);
      expect(local, locale).not.toContain(picture);
    }
    expect(bot.channel.format({ content: '' }, ['map.png'])).toContain('picture: map.png');
  });
});
