/**
 * The turn card (issue 13): the whole turn proposed for every ship, repeating the last impulse where
 * still legal, played by one "Submit turn"; never a proposal the rules would refuse.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { impulse } from '../../../../src/engine/index.js';
import { commandsOf, stateOf } from '../../../../src/bot/rulesets/impulse/state-of.js';
import { batchFor, lastPicks, proposeTurn } from '../../../../src/bot/rulesets/impulse/turn-proposal.js';
import { picksToWords, turnWordsHelp, wordsToPicks } from '../../../../src/bot/rulesets/impulse/turn-words.js';
import { translator } from '../../../../src/bot/locales/index.js';
import { startedGame, type LocalBot } from '../../../helpers/local-bot.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

async function game(scenario: string, seed: string): Promise<LocalBot> {
  bot = await startedGame(scenario, seed);
  return bot;
}

const USER: Record<string, string> = { concord: 'alice', veyra: 'bob' };

describe('the turn card (issue 13)', () => {
  it('corvane-belt, three ships a side: every proposal plays, covers every ship that must move, and one click plays it', async () => {
    const b = await game('corvane-belt', 'turn-card-corvane-0001');
    let repeatedSeen = false;
    let cards = 0;
    for (let i = 0; i < 300; i += 1) {
      const record = (await b.app.store.get('c1')) ?? (undefined as never);
      const state = stateOf(record);
      if (record.status !== 'active' || state.flow.round > 2) break;
      const side = impulse.awaiting(state)[0] ?? '';
      const user = USER[side] ?? 'alice';
      if (state.flow.phase === 'power') {
        await b.session.run('click Accept default power', user);
        continue;
      }
      if (state.flow.phase === 'initiative') {
        await b.session.run('/initiative choice:take', user);
        continue;
      }
      const flow = state.flow;
      if (flow.phase !== 'turn') break;
      const proposal = proposeTurn(state, side, lastPicks(commandsOf(record.log), side));
      expect(proposal, `a proposal at round ${flow.round} impulse ${flow.impulse}`).toBeDefined();
      if (!proposal) break;
      expect(batchFor(state, side, proposal.picks)).toBeDefined();
      const mustMove = impulse.shipTasks(state, side).filter((t) => t.required);
      if (flow.step === 'ap' || flow.step === 'movement')
        for (const task of mustMove) expect(proposal.picks[task.ship]?.move).toBeDefined();
      repeatedSeen ||= proposal.repeated;
      const prompt = b.channel.messages.filter((m) => m.content.includes('Submit turn')).at(-1);
      expect(prompt?.content).toMatch(/Planned turn|Same as last impulse|Nothing left that must be decided/);
      const before = record.version;
      await b.session.run('click Submit turn', user);
      expect((await b.app.store.get('c1'))?.version).toBeGreaterThan(before);
      cards += 1;
    }
    expect(cards).toBeGreaterThan(10);
    expect(repeatedSeen).toBe(true);
    // More than ten whole turns through the bot: 3.4 s on a quiet machine, near vitest's 5 s default.
  }, 30_000);

  it('"same as last impulse" takes the last AP use, move and target each ship was given', () => {
    const log: impulse.Command[] = [
      { type: 'useAp', side: 'concord', ship: 's1', use: { kind: 'chargeYellow', group: 1 } },
      {
        type: 'batch',
        side: 'concord',
        commands: [
          { type: 'move', side: 'concord', ship: 's1', how: 'turnLeft' },
          { type: 'fire', side: 'concord', ship: 's1', group: 0, targets: ['v1'] },
        ],
      },
      { type: 'move', side: 'veyra', ship: 'v1', how: 'straight' },
    ];
    expect(lastPicks(log, 'concord')).toEqual({ s1: { ap: 'chargeYellow.1', move: 'turnLeft', fire: 'v1' } });
    expect(lastPicks(log, 'veyra')).toEqual({ v1: { move: 'straight' } });
  });

  it('"Always take" at the initiative choice takes it now and at every later choice', async () => {
    const b = await game('cruiser-duel', 'turn-card-initiative-0001');
    for (let i = 0; i < 200; i += 1) {
      const record = (await b.app.store.get('c1')) ?? (undefined as never);
      const state = stateOf(record);
      const side = impulse.awaiting(state)[0] ?? '';
      if (state.flow.phase === 'initiative') {
        await b.session.run('click Always take', USER[side] ?? 'alice');
        const after = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
        expect(after.standing?.sides[side]?.initiative).toBe('take');
        expect(after.flow.phase).not.toBe('initiative');
        return;
      }
      await b.session.run(
        state.flow.phase === 'power' ? 'click Accept default power' : 'click Submit turn',
        USER[side] ?? 'alice',
      );
    }
    throw new Error('no initiative choice came');
  });
});

describe('the turn form (issue 13)', () => {
  it('reads players’ words per ship, and writes the card’s plan back in the same words', async () => {
    const b = await game('corvane-belt', 'turn-form-words-0001');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const ship = state.ships[0] ?? (undefined as never);
    const enemy = state.ships.find((s) => s.side !== ship.side) ?? (undefined as never);
    const read = wordsToPicks(state, ship, `reinforce rear, turn-left afterburner, fire ${enemy.name}`);
    expect(read).toEqual({ ok: true, value: { ap: 'reinforceShield.rear', move: 'turnLeft+ab', fire: enemy.id } });
    expect(picksToWords(translator('en-US'), state, read.ok ? read.value : {})).toBe(
      `reinforce rear, turn-left afterburner, fire ${enemy.name}`,
    );
    expect(wordsToPicks(state, ship, 'charge 2, s')).toEqual({
      ok: true,
      value: { ap: 'chargeYellow.1', move: 'straight' },
    });
    expect(wordsToPicks(state, ship, 'warp speed')).toEqual({ ok: false, error: { word: 'warp speed' } });
    expect(wordsToPicks(state, ship, `fire ${ship.name}`).ok, 'not at a ship of one’s own side').toBe(false);
  });

  it.each([
    ['zh-CN', (name: string) => `加固 后方，左转 加力，开火 ${name}`],
    ['zh-TW', (name: string) => `加固 後方，左轉 加力，開火 ${name}`],
    ['pt-BR', (name: string) => `reforçar traseira, virar-esquerda pós-combustor, atirar ${name}`],
  ])('in %s: fills the form in the reader’s words and reads them back', async (locale, line) => {
    const b = await game('corvane-belt', 'turn-form-words-0001');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const ship = state.ships[0] ?? (undefined as never);
    const enemy = state.ships.find((s) => s.side !== ship.side) ?? (undefined as never);
    const picks = { ap: 'reinforceShield.rear', move: 'turnLeft+ab', fire: enemy.id };
    const written = picksToWords(translator(locale), state, picks);
    expect(written).toBe(line(enemy.name));
    expect(wordsToPicks(state, ship, written)).toEqual({ ok: true, value: picks });
    // The way a player might type it, with the other commas.
    expect(wordsToPicks(state, ship, line(enemy.name).replace(/，/g, ','))).toEqual({ ok: true, value: picks });
  });

  it('reads a line that mixes languages, Chinese words run together with their numbers, and “hold” alone', async () => {
    const b = await game('corvane-belt', 'turn-form-words-0001');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const ship = state.ships[0] ?? (undefined as never);
    expect(wordsToPicks(state, ship, '充能2, straight')).toEqual({
      ok: true,
      value: { ap: 'chargeYellow.1', move: 'straight' },
    });
    expect(wordsToPicks(state, ship, 'em-frente、不开火')).toEqual({ ok: true, value: { move: 'straight' } });
    expect(wordsToPicks(state, ship, 'deslize-lateral, deslizar-esquerda')).toEqual({
      ok: true,
      value: { ap: 'enableSideslip', move: 'slipLeft' },
    });
    expect(wordsToPicks(state, ship, 'charged 2')).toEqual({ ok: false, error: { word: 'charged 2' } });
    expect(wordsToPicks(state, ship, '加固 上方')).toEqual({ ok: false, error: { word: '加固 上方' } });
  });

  it('names the words to write in the reader’s language when a line is not an order', () => {
    const t = translator('zh-CN');
    const said = t('reply.turnFormBad', { ship: 'Vigil', word: 'warp', ...turnWordsHelp(t) });
    expect(said).toContain('充能 2，电池，加固 前方，启用侧滑，待命');
    expect(said).toContain('直行，左转，右转，左侧滑，右侧滑');
    expect(said).not.toMatch(/charge|straight|afterburner|fire/);
    expect(t('reply.turnFormHint', turnWordsHelp(t))).toBe('充能，直行，开火 Redmaw（或留空）');
  });

  it('in the terminal: "Plan every ship" shows the form, `fill` changes one ship and sends the whole turn', async () => {
    const b = await game('corvane-belt', 'turn-form-local-0001');
    const record = (await b.app.store.get('c1')) ?? (undefined as never);
    const state = stateOf(record);
    const side = impulse.awaiting(state)[0] ?? '';
    const user = USER[side] ?? 'alice';
    const opened = await b.session.run('click Plan every ship', user);
    expect(opened.modalShown?.fields.length).toBe(3);
    const mine = state.ships.filter((s) => s.side === side);
    expect(opened.modalShown?.fields.map((f) => f.label).sort()).toEqual(mine.map((s) => s.name).sort());
    const bad = await b.session.run(`fill ${mine[0]?.name ?? ''} = warp speed`, user);
    expect(bad.answers[0]?.ephemeral).toBe(true);
    expect(bad.answers[0]?.message.content).toContain(`**${mine[0]?.name ?? ''}**: “warp speed” is not an order here`);
    await b.session.run('click Plan every ship', user);
    const sent = await b.session.run(`fill ${mine[0]?.name ?? ''} = nothing`, user);
    expect(sent.answers[0]?.ephemeral).toBe(false);
    const after = (await b.app.store.get('c1')) ?? (undefined as never);
    expect(after.version).toBeGreaterThan(record.version);
    expect(after.log.at(-1)?.command).toMatchObject({ type: 'batch', side });
  });
});
