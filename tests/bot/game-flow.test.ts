/**
 * The bot's behaviour through its own pipeline (in process): guards, private errors, pings, stale and
 * foreign clicks, composing a turn, undo, concurrency, localisation and sanitised names.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import { IMPULSE_TABLE } from '../../src/bot/rulesets/impulse/index.js';
import { cleanName } from '../../src/bot/presentation/sanitize.js';
import { decodeComponentId, encodeComponentId } from '../../src/bot/pipeline/custom-id.js';
import { ALICE, BOB, localBot, type LocalBot } from '../helpers/local-bot.js';
import { IMPULSE_CATALOG } from '../../src/bot/rulesets/impulse/catalog.js';

let bot: LocalBot;
afterEach(async () => {
  await bot?.app.close();
});

async function duel(): Promise<LocalBot> {
  bot = await localBot({ seed: 'game-flow-seed-0123456789' });
  await bot.session.run('/game new scenario:cruiser-duel', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

const record = async () => {
  const r = await bot.app.store.get('c1');
  if (!r) throw new Error('no game');
  return r;
};

describe('guards and private errors', () => {
  it('refuses a non-player, a non-host start and a second game, privately, changing nothing', async () => {
    bot = await localBot();
    const s = bot.session;
    expect((await s.run('/ap use:nothing', 'alice')).answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('no game') },
    });
    await s.run('/game new scenario:cruiser-duel', 'alice');
    expect((await s.run('/game new', 'bob')).answers[0]?.ephemeral).toBe(true);
    await s.run('/game join side:concord', 'alice');
    await s.run('/game join side:veyra', 'bob');
    const start = await s.run('/game start', 'bob');
    expect(start.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('Only the host') },
    });
    await s.run('/game start', 'carol');
    expect((await record()).status).toBe('active');
    const stranger = await s.run('/done', 'carol');
    expect(stranger.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('not playing') },
    });
  });

  it('answers a rule error privately, in the player’s words, and keeps the game as it was', async () => {
    await duel();
    const before = await record();
    const answer = await bot.session.run('/move how:straight', 'alice');
    expect(answer.answers[0]?.ephemeral).toBe(true);
    expect(answer.answers[0]?.message.content).toMatch(/not your turn|Not in this step/i);
    expect((await record()).version).toBe(before.version);
  });

  it('names the ships to choose from when a player has several and gives none', async () => {
    bot = await localBot({ seed: 'squadron-seed-0123456789' });
    const s = bot.session;
    await s.run('/game new scenario:squadron-clash', 'alice');
    const scenario = IMPULSE_CATALOG.of(bot.app).scenarios.find((x) => x.id === 'squadron-clash');
    await s.run(`/game join side:${scenario?.sides[0]?.id}`, 'alice');
    await s.run(`/game join side:${scenario?.sides[1]?.id}`, 'bob');
    await s.run('/game start', 'alice');
    const state = stateOf(await record());
    const side = impulse.awaiting(state)[0];
    const user = (await record()).players.find((p) => p.side === side)?.name ?? 'alice';
    const answer = await s.run('/fire', user);
    expect(answer.answers[0]?.ephemeral).toBe(true);
  });
});

describe('prompts and components', () => {
  it('pings only the player who must act, and refuses a stale click politely', async () => {
    await duel();
    const prompts = bot.channel.messages.filter((m) => m.content.includes('your move'));
    expect(prompts.at(-1)?.ping).toEqual([BOB.id]);
    const oldPrompt = prompts.at(-1);
    await bot.session.run('click End turn', 'bob');
    const newest = bot.channel.messages.filter((m) => m.content.includes('your move')).at(-1);
    expect(newest?.ping).toEqual([ALICE.id]);
    // A click on Bob's old prompt (an earlier version) is refused, even by Alice.
    const stale = oldPrompt?.components
      ?.flatMap((r) => r.components)
      .find((c) => 'label' in c && c.label === 'End step');
    const { runComponent } = await import('../../src/bot/pipeline/dispatch.js');
    const { LocalResponder } = await import('../../src/bot/local/local-transport.js');
    const responder = new LocalResponder(bot.channel, 'c1');
    await runComponent(
      bot.app,
      bot.session.commands,
      { actor: ALICE, channelId: 'c1', guildId: 'local' },
      { customId: (stale as { custom_id: string }).custom_id, messageId: oldPrompt?.id ?? '' },
      responder,
    );
    expect(responder.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('earlier moment') },
    });
  });

  it('refuses a button of an earlier game in the same channel', async () => {
    await duel();
    const oldPrompt = bot.channel.messages.filter((m) => m.content.includes('your move')).at(-1);
    const oldButton = oldPrompt?.components
      ?.flatMap((r) => r.components)
      .find((c) => 'label' in c && c.label === 'End turn') as { custom_id: string };
    await bot.session.run('/game end', 'alice');
    await bot.session.run('/game new scenario:cruiser-duel', 'alice');
    await bot.session.run('/game join side:concord', 'alice');
    await bot.session.run('/game join side:veyra', 'bob');
    await bot.session.run('/game start', 'alice');
    const before = await record();
    const { runComponent } = await import('../../src/bot/pipeline/dispatch.js');
    const { LocalResponder } = await import('../../src/bot/local/local-transport.js');
    const responder = new LocalResponder(bot.channel, 'c1');
    await runComponent(
      bot.app,
      bot.session.commands,
      { actor: BOB, channelId: 'c1', guildId: 'local' },
      { customId: oldButton.custom_id, messageId: oldPrompt?.id ?? '' },
      responder,
    );
    expect(responder.answers[0]).toMatchObject({
      ephemeral: true,
      message: { content: expect.stringContaining('earlier moment') },
    });
    expect((await record()).version).toBe(before.version);
  });

  it('keeps Power Phase and standing orders out of a running game’s log export', async () => {
    await duel();
    await bot.session.run('/orders move:"straight, turn-left" fire:nearest', 'bob');
    const { gameExport } = await import('../../src/bot/games/export.js');
    const text = JSON.stringify(gameExport(IMPULSE_TABLE, await record()));
    expect(text).not.toContain('turnLeft');
    expect(text).toContain('hidden until the game ends');
    expect(text).not.toContain('"seed"');
  });

  it('composes a whole turn in the prompt and submits it as one batch', async () => {
    await duel();
    const s = bot.session;
    const before = await record();
    await s.run('pick Ashen Claw: action point = Do nothing', 'bob');
    const moveMenu = bot.channel.messages.at(-1);
    expect(moveMenu?.ephemeral).toBe(true);
    const draft = await bot.app.drafts.get(`c1:${BOB.id}`);
    expect(Object.values(draft?.picks ?? {})[0]).toEqual({ ap: 'doNothing' });
    await s.run('click Submit turn', 'bob');
    const after = await record();
    expect(after.version).toBe(before.version + 1);
    const last = after.log.at(-1)?.command as unknown as impulse.Command;
    expect(last.type).toBe('batch');
    expect(impulse.awaiting(stateOf(after))).toEqual(['concord']);
  });
});

describe('undo', () => {
  it('takes back your own last command, not one after the opponent acted; the host may', async () => {
    await duel();
    const s = bot.session;
    await s.run('/ap use:nothing', 'bob');
    const afterAp = await record();
    const undone = await s.run('/game undo', 'bob');
    expect(undone.answers[0]?.ephemeral).toBe(false);
    const back = await record();
    expect(back.log).toHaveLength(afterAp.log.length - 1);
    expect(back.audit.at(-1)?.action).toBe('undo');
    // Once the opponent has acted, Bob's undo is a request that Alice answers with the buttons.
    await s.run('/done turn:true', 'bob');
    await s.run('/done turn:true', 'alice');
    const beforeRequest = await record();
    const asked = await s.run('/game undo', 'bob');
    expect(asked.answers[0]?.message.ping).toEqual([ALICE.id]);
    expect((await record()).log).toHaveLength(beforeRequest.log.length);
    const byBob = await s.run('click Agree', 'bob');
    expect(byBob.answers[0]?.ephemeral).toBe(true);
    await s.run('click Decline', 'alice');
    expect((await record()).log).toHaveLength(beforeRequest.log.length);
    await s.run('/game undo', 'bob');
    await s.run('click Agree', 'alice');
    const agreed = await record();
    const bobsLast = beforeRequest.log.map((e) => e.by).lastIndexOf(BOB.id);
    expect(agreed.log).toHaveLength(bobsLast);
    expect(agreed.audit.at(-1)?.removed?.length).toBe(beforeRequest.log.length - bobsLast);
    await s.run('/done turn:true', 'bob');
    await s.run('/done turn:true', 'alice');
    // A member with Manage Server (Carol, not playing) may take back anyone's last command.
    const beforeAdmin = await record();
    expect(beforeAdmin.log.at(-1)?.by).toBe(ALICE.id);
    const forced = await s.run('/game undo', 'carol');
    expect(forced.answers[0]?.ephemeral).toBe(false);
    expect((await record()).log).toHaveLength(beforeAdmin.log.length - 1);
  });
});

describe('undo and dice', () => {
  it('a command whose dice were seen is not free to take back: the opponent must agree', async () => {
    await duel();
    const { plainCommand } = await import('../bench/interactions.js');
    const { toLine, toSlash } = await import('../helpers/slash.js');
    for (let i = 0; i < 1500; i += 1) {
      const open = await bot.app.store.get('c1');
      if (!open || open.status !== 'active') break;
      const before = open;
      // Straight at each other, firing whenever possible: the first shot comes soon.
      const [side] = impulse.awaiting(stateOf(before));
      if (!side) break;
      const command = plainCommand(stateOf(before), side);
      const user = before.players.find((p) => p.side === command.side)?.name ?? 'alice';
      await bot.session.run(toLine(toSlash(command)), user);
      const after = await bot.app.store.get('c1');
      if (!after) break;
      const rolled =
        JSON.stringify((after.state as { rng?: unknown }).rng) !==
        JSON.stringify((before.state as { rng?: unknown }).rng);
      if (!rolled || after.log.at(-1)?.by !== (user === 'alice' ? ALICE.id : BOB.id)) continue;
      const undo = await bot.session.run('/game undo', user);
      expect(undo.answers[0]?.message.content).toContain('do you agree');
      expect((await record()).log).toHaveLength(after.log.length);
      return;
    }
    throw new Error('no command with dice came up');
  }, 60_000);
});

describe('players coming and going', () => {
  it('lets the host remove a player mid-game and a newcomer take over the side', async () => {
    await duel();
    const s = bot.session;
    const notHost = await s.run(`/game leave player:${ALICE.id}`, 'bob');
    expect(notHost.answers[0]?.ephemeral).toBe(true);
    const removed = await s.run(`/game leave player:${BOB.id}`, 'alice');
    expect(removed.answers[0]?.message.content).toContain('/game join side:veyra');
    expect((await record()).audit.at(-1)).toMatchObject({ action: 'remove', note: BOB.id });
    const taken = await s.run('/game join side:concord', 'carol');
    expect(taken.answers[0]?.ephemeral).toBe(true);
    await s.run('/game join side:veyra', 'carol');
    const prompt = bot.channel.messages.filter((m) => m.content.includes('your move')).at(-1);
    expect(prompt?.ping).toEqual(['1003']);
    const acted = await s.run('/done turn:true', 'carol');
    expect(acted.answers[0]?.ephemeral).toBe(false);
  });
});

describe('concurrency', () => {
  it('serialises two players acting at the same instant', async () => {
    await duel();
    const before = await record();
    const [a, b] = await Promise.all([
      bot.session.run('/done turn:true', 'alice'),
      bot.session.run('/done turn:true', 'bob'),
    ]);
    const after = await record();
    // Exactly Bob's is accepted (it is his turn); Alice's is refused, and nothing interleaves.
    expect(after.version).toBe(before.version + 1);
    expect(a.answers[0]?.ephemeral).toBe(true);
    expect(b.answers[0]?.ephemeral).toBe(false);
  });
});

describe('localisation and names', () => {
  it('answers in the user’s locale where there is a translation', async () => {
    bot = await localBot();
    const zh = { id: '2001', name: 'mei', canManage: false, locale: 'zh-CN' };
    const { LocalSession } = await import('../../src/bot/local/session.js');
    const session = new LocalSession(bot.app, bot.session.commands, bot.channel, [zh], 'c9');
    const answer = await session.run('/game status');
    expect(answer.answers[0]?.message.content).toMatch(/[\u4e00-\u9fff]/);
  });

  it('cleans player-chosen names: no pings, no markdown, no invisible characters, limited length', () => {
    expect(cleanName('@everyone')).toBe('＠everyone');
    expect(cleanName('<@123> **bold**')).toBe('bold');
    expect(cleanName('a\u200Bb\u0000c')).toBe('abc');
    expect([...cleanName('x'.repeat(100))]).toHaveLength(32);
  });

  it('keeps component ids within Discord’s 100 characters and decodes what it encodes', () => {
    const id = encodeComponentId({
      game: 'mi4k2x',
      version: 123456,
      action: { kind: 'command', command: 'move', options: { ship: 's12', how: 'turn-left', afterburner: true } },
    });
    expect(id.length).toBeLessThanOrEqual(100);
    expect(decodeComponentId(id)).toEqual({
      game: 'mi4k2x',
      version: 123456,
      action: { kind: 'command', command: 'move', options: { ship: 's12', how: 'turn-left', afterburner: true } },
    });
    expect(decodeComponentId('nonsense')).toBeUndefined();
  });
});

describe('the status in the player’s words', () => {
  it('shows the round track next to the round from round 11 on (seed 000 section 2), in each language', async () => {
    await duel();
    const { statusMessage } = await import('../../src/bot/presentation/status.js');
    const { translator } = await import('../../src/bot/locales/index.js');
    const now = await record();
    const at = (round: number) =>
      ({
        ...now,
        state: { ...(now.state as object), flow: { ...(stateOf(now).flow as object), round } },
      }) as unknown as typeof now;
    expect(statusMessage(IMPULSE_TABLE, translator('en-US'), at(10)).content).toContain('round 10, impulse');
    expect(statusMessage(IMPULSE_TABLE, translator('en-US'), at(11)).content).toContain(
      'round 11 (round track: 1), impulse',
    );
    expect(statusMessage(IMPULSE_TABLE, translator('pt-BR'), at(11)).content).toContain('trilha de rodadas: 1');
    expect(statusMessage(IMPULSE_TABLE, translator('zh-CN'), at(11)).content).toMatch(/种子哈希/);
  });
});

describe('undo in the player’s words', () => {
  it('names the command taken back as players know it, not by the engine’s name', async () => {
    await duel();
    await bot.session.run('/done turn:true', 'bob');
    const undone = await bot.session.run('/game undo', 'bob');
    expect(undone.answers[0]?.message.content).toMatch(/#\d+ end of turn/);
    expect(undone.answers[0]?.message.content).not.toMatch(/endTurn|endStep/);
  });
});

describe('the turn prompt in the player’s words', () => {
  it('names what a ship may do without the engine’s names (useAp), in each language', async () => {
    await duel();
    const prompt = bot.channel.messages.filter((m) => m.content?.includes('your move')).at(-1)?.content ?? '';
    expect(prompt).toContain('may: use the action point');
    expect(prompt).not.toMatch(/useAp|afterburner\b/);
    const { text } = await import('../../src/bot/locales/index.js');
    for (const locale of ['zh-CN', 'zh-TW', 'pt-BR'])
      expect(text(locale, 'tasks.useAp')).not.toBe(text('en-US', 'tasks.useAp'));
  });
});
