/**
 * The AI as a player (issue 18, deliverable 1), through the bot's own pipeline: a solo game made with
 * `/game new opponent:ai`, the AI's orders played by the scheduler off the request path and logged
 * as the AI's, never a ping for it; a side handed to the AI by the host and taken back; AI against
 * AI to the end, and the log replaying to the same game without asking the AI again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from '../../src/bot/clocks/scheduler.js';
import { RULESETS, type RulesetCommand } from '../../src/engine/index.js';
import { localBot, runAutoplay, startedGame, type LocalBot } from '../helpers/local-bot.js';

const opened: LocalBot[] = [];
afterEach(async () => {
  for (const bot of opened.splice(0)) await bot.app.close();
});
const keep = (bot: LocalBot): LocalBot => (opened.push(bot), bot);
const text = (r: { answers: { message: { content?: string } }[] }) =>
  r.answers.map((a) => a.message.content).join('\n');

/** A started cruiser duel: Alice against the AI (Veyra). */
async function soloDuel(seed: string): Promise<LocalBot> {
  const bot = keep(await localBot({ seed }));
  await bot.session.run('/game new scenario:cruiser-duel opponent:ai', 'alice');
  await bot.session.run('/game join', 'alice');
  await bot.session.run('/game start', 'alice');
  return bot;
}

/** Fires the game's autoplay timers (the scheduler's job) until nothing is left to play by itself. */
async function letTheAiPlay(bot: LocalBot, limit = 5000): Promise<void> {
  await runAutoplay(bot, 'c1', limit);
}

async function game(bot: LocalBot) {
  const record = (await bot.app.store.get('c1')) ?? (await bot.app.store.latestArchived('c1'));
  if (!record) throw new Error('no game in c1');
  return record;
}

describe('a solo game against the AI', () => {
  it('/game new opponent:ai seats the AI on the last side; the player takes the other and starts', async () => {
    const bot = keep(await localBot({ seed: 'solo-seed-0123456789abcdef' }));
    const made = await bot.session.run('/game new scenario:cruiser-duel opponent:ai', 'alice');
    expect(text(made)).toContain('The AI plays **Veyra Host**');
    expect((await game(bot)).players).toEqual([
      { userId: 'ai-veyra', name: 'AI', side: 'veyra', ai: { level: 'easy', personality: 'steady' } },
    ]);
    await bot.session.run('/game join', 'alice');
    await bot.session.run('/game start', 'alice');
    await letTheAiPlay(bot);
    const record = await game(bot);
    // The AI moved whenever it was asked; now the person is asked, and only the person was ever pinged.
    const state = record.state as unknown;
    const rules = RULESETS.get('impulse');
    expect(rules?.awaiting(state).sides).toContain('concord');
    expect(record.log.length).toBeGreaterThan(0);
    expect(record.log.every((e) => e.by === 'ai')).toBe(true);
    const pinged = bot.channel.messages.flatMap((m) => m.ping);
    expect(pinged.every((id) => id === '1001')).toBe(true);
    expect(pinged).toContain('1001');
  });

  it('the player’s move is answered by the AI at once, by the scheduler, and logged as the AI’s', async () => {
    const bot = keep(await localBot({ seed: 'solo-seed-2-0123456789abcdef' }));
    await bot.session.run('/game new scenario:cruiser-duel opponent:ai', 'alice');
    await bot.session.run('/game join', 'alice');
    await bot.session.run('/game start', 'alice');
    await letTheAiPlay(bot);
    const before = (await game(bot)).log.length;
    await bot.session.run('/game concede', 'alice');
    const after = await game(bot);
    expect(after.status).toBe('finished');
    expect(after.outcome?.winner).toBe('veyra');
    expect(after.log.length).toBe(before + 1);
    expect(after.log.at(-1)?.by).toBe('1001');
  });
});

describe('handing a side to the AI', () => {
  it('the host hands a side whose player is gone to the AI, and a server manager takes it back', async () => {
    const bot = keep(await startedGame('cruiser-duel', 'hand-seed-0123456789abcdef'));
    await bot.session.run('/game leave player:bob', 'alice');
    const refused = await bot.session.run('/game join side:veyra player:ai', 'bob');
    expect(refused.answers[0]?.ephemeral).toBe(true);
    const handed = await bot.session.run('/game join side:veyra player:ai', 'alice');
    expect(text(handed)).toContain('The AI now commands **Veyra Host**');
    const held = await game(bot);
    expect(held.players.find((p) => p.side === 'veyra')?.ai).toEqual({ level: 'easy', personality: 'steady' });
    // A side with a player is not the host's to hand over.
    expect((await bot.session.run('/game join side:concord player:ai', 'alice')).answers[0]?.ephemeral).toBe(true);
    await letTheAiPlay(bot, 50);
    const back = await bot.session.run('/game join side:veyra', 'carol');
    expect(back.answers[0]?.ephemeral).toBe(false);
    const record = await game(bot);
    expect(record.players.find((p) => p.side === 'veyra')).toMatchObject({ userId: '1003' });
    expect(record.players.some((p) => p.ai)).toBe(false);
  });

  it('a player who is not the host cannot take a running game’s AI side', async () => {
    const bot = keep(await startedGame('cruiser-duel', 'hand-seed-2-0123456789abcdef'));
    await bot.session.run('/game leave player:bob', 'alice');
    await bot.session.run('/game join side:veyra player:ai', 'alice');
    const refused = await bot.session.run('/game join side:veyra', 'bob');
    expect(refused.answers[0]?.ephemeral).toBe(true);
    expect((await game(bot)).players.find((p) => p.side === 'veyra')?.ai).toBeDefined();
  });
});

describe.each([
  ['vector', 'cruiser-duel'],
  ['squadron', 'dogfight'],
])('AI against AI in %s, normal against easy', (ruleset, scenario) => {
  it('plays to the end, every order the AI’s, and the log replays to the same game', async () => {
    const bot = keep(await localBot({ seed: `duel-${ruleset}-0123456789abcdef` }));
    // The normal level (issue 18, deliverable 4) against the easy one.
    await bot.session.run(`/game new ruleset:${ruleset} scenario:${scenario} opponent:ai level:normal`, 'carol');
    await bot.session.run('/game join player:ai', 'carol');
    await bot.session.run('/game start', 'carol');
    await letTheAiPlay(bot);
    const record = await game(bot);
    expect(record.status).toBe('finished');
    expect(record.log.every((e) => e.by === 'ai')).toBe(true);
    const rules = RULESETS.get(ruleset);
    const replayed = rules?.replayGame(
      record.initial,
      record.log.map((e) => e.command as unknown as RulesetCommand),
    );
    expect(replayed?.ok).toBe(true);
    if (replayed?.ok) expect(rules?.outcome(replayed.value.state)).toEqual(rules?.outcome(record.state));
  }, 60_000);
});

describe('the AI’s levels', () => {
  it('a hard, bold AI takes a side of a game of AIs and plays it to the end, each order logged as the AI’s', async () => {
    const bot = keep(await localBot({ seed: 'hard-seed-0123456789abcdef' }));
    await bot.session.run('/game new scenario:cruiser-duel opponent:ai level:hard personality:bold', 'alice');
    expect((await game(bot)).players[0]?.ai).toEqual({ level: 'hard', personality: 'bold' });
    await bot.session.run('/game join player:ai level:normal personality:wary', 'alice');
    expect((await game(bot)).players[1]?.ai).toEqual({ level: 'normal', personality: 'wary' });
    await bot.session.run('/game start', 'alice');
    await letTheAiPlay(bot);
    const record = await game(bot);
    expect(record.status).toBe('finished');
    expect(record.log.every((e) => e.by === 'ai')).toBe(true);
  }, 120_000);

  it('a normal AI takes the side in impulse and plays; a level a ruleset lacks is refused, with the levels it has', async () => {
    const bot = keep(await localBot({ seed: 'level-seed-0123456789abcdef' }));
    const refused = await bot.session.run(
      '/game new ruleset:squadron scenario:dogfight opponent:ai level:hard',
      'alice',
    );
    expect(refused.answers[0]?.ephemeral).toBe(true);
    expect(text(refused)).toContain('The AI plays squadron at these levels: easy, normal.');
    expect(await bot.app.store.get('c1')).toBeUndefined();
    await bot.session.run('/game new scenario:cruiser-duel opponent:ai level:normal', 'alice');
    expect((await game(bot)).players[0]?.ai).toEqual({ level: 'normal', personality: 'steady' });
    await bot.session.run('/game join player:ai level:easy', 'alice');
    await bot.session.run('/game start', 'alice');
    await letTheAiPlay(bot);
    const record = await game(bot);
    expect(record.status).toBe('finished');
    expect(record.log.every((e) => e.by === 'ai')).toBe(true);
  }, 60_000);
});

describe('pacing', () => {
  it('a game of AIs only waits the game’s autoplay seconds between orders, so its channel can follow it', async () => {
    const bot = keep(await localBot({ seed: 'pace-seed-0123456789abcdef' }));
    await bot.session.run('/game new ruleset:vector scenario:cruiser-duel opponent:ai', 'carol');
    await bot.session.run('/game join player:ai', 'carol');
    await bot.session.run('/game start', 'carol');
    await letTheAiPlay(bot, 4);
    const record = await game(bot);
    const timer = record.timers.find((t) => t.kind === 'autoplay');
    const last = record.log.at(-1)?.at ?? '';
    expect(record.log.length).toBeGreaterThanOrEqual(2);
    expect(Date.parse(timer?.due ?? '') - Date.parse(last)).toBe(record.clock.autoplaySeconds * 1000);
  });

  it('against a person the AI answers at once', async () => {
    const bot = await soloDuel('pace-seed-2-0123456789abcdef');
    const record = await game(bot);
    // The AI's side (Veyra) moves first in the cruiser duel: its order is due now, not in 20 seconds.
    const timer = record.timers.find((t) => t.kind === 'autoplay');
    expect(timer).toBeDefined();
    expect(Date.parse(timer?.due ?? '')).toBeLessThanOrEqual(Date.parse(record.updatedAt));
  });
});

describe('a bot shutting down while the AI thinks', () => {
  it('fires no more timers, logs no error, and the AI’s order is played after the restart', async () => {
    const bot = await soloDuel('stop-seed-0123456789abcdef');
    const before = await game(bot);
    const timer = before.timers.find((t) => t.kind === 'autoplay');
    expect(timer).toBeDefined();
    const scheduler = new Scheduler(bot.app);
    const errors: string[] = [];
    const infos: string[] = [];
    vi.spyOn(bot.app.log, 'error').mockImplementation((message) => void errors.push(message));
    vi.spyOn(bot.app.log, 'info').mockImplementation((message) => void infos.push(message));
    // The shutdown comes while the AI works out its order: the thread refuses it, as a closing one does.
    const choose = bot.app.ai.choose.bind(bot.app.ai);
    const stopping = vi.spyOn(bot.app.ai, 'choose').mockImplementation(() => {
      scheduler.stop();
      return Promise.reject(new Error('the AI thread was closed'));
    });
    expect(await scheduler.tick(new Date(timer?.due ?? ''))).toBe(0);
    expect(stopping).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
    expect(infos).toContain('timer left for the next start');
    const after = await game(bot);
    expect(after.log.length).toBe(before.log.length);
    expect(after.timers.find((t) => t.kind === 'autoplay')).toEqual(timer);
    // After the restart (a new scheduler, a working AI), the same timer plays the AI's order.
    stopping.mockImplementation(choose);
    expect(await new Scheduler(bot.app).tick(new Date(timer?.due ?? ''))).toBeGreaterThanOrEqual(1);
    expect((await game(bot)).log.length).toBeGreaterThan(before.log.length);
  });
});
