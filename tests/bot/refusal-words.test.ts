/**
 * Refusals in the reader's words: no internal value list, no raw action name, no blank where a side
 * belongs (and the lobby's status names sides, not their ids). Each names what to type where typing is what the player must do next.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COMMANDS_DIR, loadCommands } from '../../src/bot/app/loader.js';
import { LocalSession, type LocalUser } from '../../src/bot/local/session.js';
import { text, translator } from '../../src/bot/locales/index.js';
import { say } from '../../src/bot/pipeline/problem.js';
import { explainSquadronError } from '../../src/bot/rulesets/squadron/explain.js';
import { ruleError } from '../../src/engine/index.js';
import { localBot, type LocalBot } from '../helpers/local-bot.js';
import { squadronGame } from '../helpers/squadron-game.js';

const MEI: LocalUser = { id: '1005', name: 'mei', canManage: false, locale: 'zh-CN' };
const JOAO: LocalUser = { id: '1006', name: 'joao', canManage: false, locale: 'pt-BR' };

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

async function session(seed: string): Promise<LocalSession> {
  bot = await localBot({ seed });
  return new LocalSession(bot.app, await loadCommands(COMMANDS_DIR), bot.channel, [MEI, JOAO], 'c1');
}

describe('refusals in the reader’s words', () => {
  it('a value outside an option’s choices: each choice as the reader’s client names it, with what to type', async () => {
    const s = await session('refusal-words-0001');
    const refused = await s.run('/move how:bogus', 'mei');
    const reply = refused.answers[0]?.message.content ?? '';
    expect(reply).toContain('直行 (`straight`)');
    expect(reply).not.toContain('straight, turn-left');
  });

  it('an action point with nothing to charge lists what it can do, in the reader’s words', async () => {
    const s = await session('refusal-words-0003');
    await s.run('/game new scenario:cruiser-duel', 'mei');
    await s.run('/game join side:concord', 'mei');
    await s.run('/game join side:veyra', 'joao');
    await s.run('/game start', 'mei');
    // Both ships start with every weapon charged (the scenario's `weapons: "charged"`).
    const mei = (await s.run('/ap use:charge', 'mei')).answers[0]?.message.content ?? '';
    expect(mei).toContain('这个行动点可以用于：争夺主动权, 电池充能, 加固护盾, 启用侧滑, 不行动。');
    const joao = (await s.run('/ap use:charge', 'joao')).answers[0]?.message.content ?? '';
    expect(joao).toContain(
      'pode ir para: Defender a iniciativa, Reforçar um escudo, Ativar deslize lateral, Não fazer nada.',
    );
  });

  it('/fleet add with no side asks which, naming each side', async () => {
    const s = await session('refusal-words-0002');
    await s.run('/game new scenario:fleet-battle', 'mei');
    const refused = await s.run('/fleet add class:kestrel-frigate name:Swiftwing', 'mei');
    expect(refused.answers[0]?.message.content).toBe(
      text('zh-CN', 'roster.whichSide', { sides: '协和舰队 (`concord`), 维拉大军 (`veyra`)' }),
    );
  });

  it('a squadron free action refused names the action it may be, in the reader’s language', async () => {
    const { state } = await squadronGame('dogfight');
    const ship = state.ships[0];
    if (!ship) throw new Error('no ship');
    const one = explainSquadronError(
      state,
      ruleError('NOT_OFFERED', { ship: ship.id, action: 'evade', only: 'focus' }),
    );
    expect(one && say(translator('zh-CN'), one)).toBe('这个免费动作只能是：专注。');
    const two = explainSquadronError(
      state,
      ruleError('NOT_OFFERED', { ship: ship.id, action: 'boost', only: 'focus,evade' }),
    );
    expect(two && say(translator('pt-BR'), two)).toBe('Esta ação gratuita só pode ser: Foco, Desvio.');
    expect(explainSquadronError(state, ruleError('NOT_COMBAT_STEP', {}))).toBeUndefined();
  });
});

describe('the lobby’s status', () => {
  it('names each player’s side as the reader reads it, not by its id', async () => {
    const s = await session('refusal-words-0004');
    await s.run('/game new scenario:cruiser-duel opponent:ai', 'mei');
    await s.run('/game join', 'mei');
    const shown = (await s.run('/game status', 'joao')).answers[0]?.message.content ?? '';
    expect(shown).toContain('(Hoste Veyra), mei (Marinha da Concórdia).');
    expect(shown).not.toContain('(veyra)');
  });
});
