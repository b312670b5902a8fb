/**
 * Issue 13, the defects fixed so far (each failed before its fix): orders honoured or refused with
 * a reason, words that tell the truth, defaults that do not surprise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { impulse } from '../../src/engine/index.js';
import { text } from '../../src/bot/locales/index.js';
import { stateOf } from '../../src/bot/rulesets/impulse/state-of.js';
import { runAutoplay, startedGame, type LocalBot } from '../helpers/local-bot.js';
import { toLine, toSlash } from '../helpers/slash.js';
import { playUntil } from '../helpers/play-until.js';

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

async function game(scenario: string, seed = 'play-experience-0001'): Promise<LocalBot> {
  bot = await startedGame(scenario, seed);
  return bot;
}

/** Plays the first legal command of whoever is asked, as typed commands, until `done` holds. */
/**
 * Standing orders for every ship of the user's side that close, charge, fire at the nearest enemy
 * and repair, and take the initiative and the default power (issue 13): one command for a lone ship.
 */
async function standingOrders(
  b: LocalBot,
  user: 'alice' | 'bob',
): Promise<Awaited<ReturnType<LocalBot['session']['run']>>> {
  const record = (await b.app.store.get('c1')) ?? (undefined as never);
  const side = record.players.find((p) => p.name === user)?.side;
  const ships = stateOf(record).ships.filter((s) => s.side === side && s.status === 'active');
  const shipPart = 'then:close ap:charge fire:nearest repair:true';
  const sidePart = 'initiative:take power:default';
  if (ships.length === 1) return b.session.run(`/orders ${shipPart} ${sidePart}`, user);
  for (const ship of ships) await b.session.run(`/orders ship:"${ship.name}" ${shipPart}`, user);
  return b.session.run(`/orders ${sidePart}`, user);
}

/** Alice (Concord) plays her first legal command; Bob's side is on standing orders and is never asked. */
async function playAlice(b: LocalBot, state: impulse.GameState): Promise<void> {
  const side = impulse.awaiting(state)[0] ?? '';
  expect(side).toBe('concord');
  const legal = impulse.legalCommands(state, side);
  const command = legal.find((c) => c.type === 'endStep') ?? legal.find((c) => c.type === 'move') ?? legal[0];
  if (!command) throw new Error('nothing legal');
  await b.session.run(toLine(toSlash(command)), 'alice');
}

describe('orders honoured or refused with a reason (issue 13)', () => {
  it('/power curve:up without ship: is for the side’s only ship, or asks which ship — never the defaults in silence', async () => {
    const duel = await game('cruiser-duel');
    await playUntil(duel, (s) => s.flow.phase === 'power');
    await duel.session.run('/power curve:up', 'alice');
    const submitted = (await duel.app.store.get('c1'))?.log.at(-1)?.command as unknown as impulse.Command;
    expect(submitted).toMatchObject({ type: 'submitPower', side: 'concord', orders: [{ curveChange: 1 }] });
    await duel.app.close();
    const b = await game('fleet-battle');
    await playUntil(b, (s) => s.flow.phase === 'power');
    const power = await b.session.run('/power curve:up charge:best', 'alice');
    expect(power.answers[0]?.ephemeral).toBe(true);
    expect(power.answers[0]?.message.content).toContain('Which ship?');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    expect(state.flow.phase).toBe('power');
    expect(impulse.awaiting(state)).toContain('concord');
    const sideways = await b.session.run('/power curve:sideways ship:Resolve', 'alice');
    expect(sideways.answers[0]?.message.content).toContain('`curve` takes one of');
  });

  it('/rules says the initiative player acts first, as the engine plays it (seed 000 section 1.1), in every language', async () => {
    const b = await game('cruiser-duel');
    const state = await playUntil(b, (s) => s.flow.phase === 'turn');
    if (state.flow.phase !== 'turn') throw new Error('not in a turn');
    expect(impulse.awaiting(state)[0]).toBe(state.flow.initiative);
    const first: Record<string, RegExp> = { 'en-US': /first/, 'pt-BR': /primeiro/, 'zh-CN': /先/, 'zh-TW': /先/ };
    for (const [locale, word] of Object.entries(first)) {
      expect(text(locale, 'rules.initiative')).toMatch(word);
      expect(text(locale, 'rules.sequence')).toMatch(word);
    }
    expect(text('en-US', 'rules.initiative')).not.toMatch(/second\./);
  });

  it('tells that the Power Phase ends the round it follows (seed 000 section 1.5), in every language', async () => {
    const b = await game('cruiser-duel');
    const state = await playUntil(b, (s) => s.flow.phase === 'power');
    expect(state.flow.round).toBe(1);
    const said = b.channel.messages.map((m) => m.content).join('\n');
    expect(said).toContain('Round 1 ends with the Power Phase.');
    expect(said).not.toContain('begins with the Power Phase');
    for (const locale of ['pt-BR', 'zh-CN', 'zh-TW']) expect(text(locale, 'rules.power')).toMatch(/F/);
  });

  it('posts an impulse’s report above the line that starts the next impulse', async () => {
    const b = await game('cruiser-duel');
    await playUntil(b, (s) => s.flow.phase === 'turn' && s.flow.impulse === 'B');
    const post = b.channel.messages.find((m) => m.content.includes('Impulse B of round 1 begins.'));
    expect(post?.files[0]).toMatch(/map\.png$/);
    const content = post?.content ?? '';
    const report = content.indexOf('No shots this impulse.');
    expect(report, 'impulse A had no shots: its report says so').toBeGreaterThanOrEqual(0);
    expect(content.indexOf('Impulse B of round 1 begins.')).toBeGreaterThan(report);
  });

  it('/ship alone shows the player’s own ship, not the opponent’s', async () => {
    const b = await game('cruiser-duel');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const veyraShip = state.ships.find((s) => s.side === 'veyra');
    expect(state.ships[0]?.side, 'the game’s first ship is the opponent’s').toBe('concord');
    const sheet = await b.session.run('/ship', 'bob');
    const own = await b.session.run(`/ship ship:"${veyraShip?.name ?? 'no ship'}"`, 'bob');
    const drawn = sheet.answers[0]?.message.files?.[0]?.data;
    expect(drawn && own.answers[0]?.message.files?.[0]?.data.equals(drawn)).toBe(true);
  });

  it('/map show:reach without ship: is for the player’s only ship, or asks which', async () => {
    const duel = await game('cruiser-duel');
    const one = await duel.session.run('/map show:reach', 'bob');
    expect(one.answers[0]?.message.files?.[0]?.name).toBe('map.png');
    await duel.app.close();
    const fleet = await game('fleet-battle');
    const many = await fleet.session.run('/map show:reach', 'alice');
    expect(many.answers[0]?.message.content).toContain('Which ship?');
    expect(many.answers[0]?.message.files ?? []).toEqual([]);
  });

  it('a mistyped command says there is no such command and lists the real ones', async () => {
    const b = await game('cruiser-duel');
    const typo = await b.session.run('/mvoe how:straight', 'alice');
    expect(typo.answers[0]?.ephemeral).toBe(true);
    expect(typo.answers[0]?.message.content).toContain('There is no `/mvoe` here');
    expect(typo.answers[0]?.message.content).toContain('`/move`');
  });

  it('“cannot be done now” names the moment and the commands that can be given instead', async () => {
    const b = await game('cruiser-duel');
    const state = await playUntil(b, (s) => s.flow.phase === 'initiative');
    if (state.flow.phase !== 'initiative') throw new Error('not at the initiative choice');
    const chooser = state.flow.chooser === 'concord' ? 'alice' : 'bob';
    const done = await b.session.run('/done', chooser);
    expect(done.answers[0]?.ephemeral).toBe(true);
    expect(done.answers[0]?.message.content).toContain('the initiative choice before impulse');
    expect(done.answers[0]?.message.content).toContain('`/initiative`');
    const turn = await playUntil(b, (s) => s.flow.phase === 'turn' && s.flow.step === 'movement');
    const mover = impulse.awaiting(turn)[0] === 'concord' ? 'alice' : 'bob';
    const ap = await b.session.run('/ap use:nothing', mover);
    expect(ap.answers[0]?.message.content).toMatch(
      /That cannot be done now \(Movement step, impulse [A-F] of round \d+\)/,
    );
    expect(ap.answers[0]?.message.content).toContain('`/move`');
    expect(ap.answers[0]?.message.content).not.toMatch(/useAp|endStep/);
  });

  it('concession is told as a concession, not as "acted"', async () => {
    const b = await game('cruiser-duel');
    await b.session.run('/game concede', 'bob');
    const said = b.channel.messages.map((m) => m.content).join('\n');
    expect(said).toContain('🏳️ Veyra');
    expect(said).not.toContain('bob acted');
    // The summary says why in words, not the engine's reason code.
    expect(said).toContain('wins (the other side conceded)');
    expect(said).not.toMatch(/\(concession\)/);
  });

  it('has words for every way an impulse game can end, in every language', () => {
    for (const reason of [
      'destroyShip',
      'exitShip',
      'survive',
      'lastSideStanding',
      'mutualDestruction',
      'concession',
    ]) {
      const english = text('en-US', `outcomes.${reason}`);
      expect(english, reason).not.toMatch(/[a-z][A-Z]/);
      for (const locale of ['pt-BR', 'zh-CN', 'zh-TW'])
        expect(text(locale, `outcomes.${reason}`), `${reason} in ${locale}`).not.toBe(english);
    }
  });
});

describe('standing orders play one impulse at a time as the channel sees it (issue 13)', () => {
  it('standing orders on both sides: each impulse is its own post with its map and report, and the fight closes', async () => {
    const b = await game('cruiser-duel', 'autopilot-both-sides-0001');
    await standingOrders(b, 'alice');
    const last = await standingOrders(b, 'bob');
    // The command that hands the second side over plays nothing beyond the impulse it is in.
    const after = (await b.app.store.get('c1')) ?? (undefined as never);
    expect(impulse.awaiting(stateOf(after)).length).toBeGreaterThan(0);
    expect(after.timers.some((t) => t.kind === 'autoplay')).toBe(true);
    expect(last.answers.every((a) => !(a.message.content ?? '').includes('Round 2'))).toBe(true);
    const posted = b.channel.messages.length;
    const impulses = await runAutoplay(b);
    const record = (await b.app.store.latestArchived('c1')) ?? (undefined as never);
    const state = stateOf(record);
    expect(record.status).toBe('finished');
    expect(impulses).toBeGreaterThan(10);
    // One logged command per stretch of play, played by the standing orders, never by a person.
    expect(record.log.filter((e) => e.by === 'orders')).toHaveLength(impulses);
    const reports = b.channel.messages.slice(posted).filter((m) => m.files.length > 0);
    // Every impulse the orders played was posted with its own map (the end adds the summary's map).
    expect(reports.length).toBeGreaterThanOrEqual(impulses);
    expect(reports.every((m) => !m.content.includes('…') && !m.content.endsWith('...'))).toBe(true);
    // The orders close with the enemy: the game is decided by fire, not by flying off the map.
    expect(state.outcome?.reason).not.toBe('exitShip');
    expect(state.ships.some((s) => s.status === 'retreated')).toBe(false);
  });

  it('the next impulse after a person’s move is played at once, and nobody is pinged for it', async () => {
    const b = await game('cruiser-duel', 'autopilot-one-side-0001');
    await standingOrders(b, 'bob');
    const handedOver = b.channel.messages.length;
    let autoplays = 0;
    for (let i = 0; i < 400; i += 1) {
      const record = (await b.app.store.get('c1')) ?? (undefined as never);
      const state = stateOf(record);
      if (state.flow.round > 2) break;
      const timer = record.timers.find((t) => t.kind === 'autoplay');
      if (timer) {
        // Straight after Alice's move: due at once, nobody on the clock for it.
        expect(record.log.slice(-2).some((e) => e.by === '1001')).toBe(true);
        expect(Date.parse(timer.due)).toBeLessThanOrEqual(b.app.now().getTime() + 1000);
        expect(record.clock.deadline).toBeNull();
        autoplays += await runAutoplay(b, 'c1', 1);
        continue;
      }
      await playAlice(b, state);
    }
    expect(autoplays).toBeGreaterThan(3);
    const record = (await b.app.store.get('c1')) ?? (undefined as never);
    // Bob never played by hand after handing his side over, and no prompt pinged him.
    expect(record.log.filter((e) => e.by === '1002')).toHaveLength(1);
    expect(b.channel.messages.slice(handedOver).filter((m) => m.ping.includes('1002'))).toHaveLength(0);
  });

  it('/replay of an impulse inside a run of standing orders shows that impulse’s board, not the last one', async () => {
    const b = await game('cruiser-duel', 'autopilot-replay-0001');
    await standingOrders(b, 'alice');
    await standingOrders(b, 'bob');
    await runAutoplay(b, 'c1', 40);
    const { pastImpulse } = await import('../../src/bot/rulesets/impulse/history.js');
    const record = (await b.app.store.get('c1')) ?? (await b.app.store.latestArchived('c1')) ?? (undefined as never);
    const round2 = pastImpulse(record, 2, 'A');
    const now = stateOf(record);
    expect(round2?.state.flow.round).toBeLessThanOrEqual(3);
    expect(now.flow.round).toBeGreaterThan(3);
    expect(JSON.stringify(round2?.state.ships.map((s) => s.hex))).not.toBe(JSON.stringify(now.ships.map((s) => s.hex)));
  });
});

describe('a side on standing orders is not stalled by one ship (issue 13)', () => {
  it('corvane-belt: standing orders steer round the planet, and its side is never asked to move', async () => {
    const b = await game('corvane-belt', 'autopilot-planet-0001');
    await standingOrders(b, 'bob');
    const handedOver = b.channel.messages.length;
    for (let i = 0; i < 600; i += 1) {
      const record = await b.app.store.get('c1');
      if (!record || record.status !== 'active' || stateOf(record).flow.round > 5) break;
      if ((await runAutoplay(b, 'c1', 1)) > 0) continue;
      const state = stateOf(record);
      await playAlice(b, state);
    }
    const posts = b.channel.messages.slice(handedOver);
    expect(posts.filter((m) => m.ping.includes('1002'))).toHaveLength(0);
    expect(posts.some((m) => m.content.includes('standing orders stopped'))).toBe(false);
    // Five rounds of a six-ship game through the bot, a map drawn for every impulse: seconds, not a
    // test runner's default five.
  }, 60_000);

  it('a ship whose plan was stopped is named in its side’s prompt, with the step left to the player', async () => {
    const b = await game('cruiser-duel', 'plan-stopped-0001');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const first = impulse.awaiting(state)[0] ?? '';
    const user = first === 'concord' ? 'alice' : 'bob';
    const ship = state.ships.find((s) => s.side === first);
    // A one-move plan with nothing after it: once used, the movement step is the player's again.
    await b.session.run(`/orders ship:"${ship?.name ?? ''}" move:straight ap:nothing`, user);
    const next = await playUntil(
      b,
      (s) =>
        s.flow.phase === 'turn' &&
        s.flow.step === 'movement' &&
        impulse.awaiting(s)[0] === first &&
        (s.standing?.ships[ship?.id ?? '']?.moves?.length ?? 1) === 0 &&
        impulse.shipTasks(s, first).some((t) => t.ship === ship?.id && t.required),
    );
    expect(next.flow.phase).toBe('turn');
    const prompt = b.channel.messages.filter((m) => m.content.includes('Not covered by standing orders')).at(-1);
    expect(prompt?.content).toContain(`Not covered by standing orders in the Movement step: ${ship?.name ?? ''}`);
  });
});

describe('standing orders for a whole fleet (issue 39)', () => {
  it('/orders without ship: gives every ship of the side the orders, in one command; clear:true takes them all back', async () => {
    const b = await game('fleet-battle');
    const before = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const side = (await b.app.store.get('c1'))?.players.find((p) => p.name === 'alice')?.side ?? '';
    const fleet = before.ships.filter((s) => s.side === side && s.status === 'active').map((s) => s.id);
    expect(fleet.length).toBeGreaterThan(1);
    const answer = await b.session.run(
      '/orders then:close ap:charge fire:nearest repair:true initiative:take power:default',
      'alice',
    );
    expect(answer.answers.map((a) => a.message.content).join('\n')).not.toContain('Which ship');
    const after = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    for (const id of fleet)
      expect(after.standing?.ships[id]).toMatchObject({ thenMove: 'close', fire: { target: 'nearest' } });
    expect(after.standing?.sides[side]).toEqual({ initiative: 'take', power: 'default' });
    await b.session.run('/orders clear:true', 'alice');
    const cleared = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    for (const id of fleet) expect(cleared.standing?.ships[id]).toBeUndefined();
  });
});

describe('players’ words, not engine names (issue 13)', () => {
  it('/ap use:charge with every weapon charged names the ship and the uses open now, in players’ words', async () => {
    const b = await game('cruiser-duel', 'ap-words-0001-xyz');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const side = impulse.awaiting(state)[0] ?? '';
    const user = side === 'concord' ? 'alice' : 'bob';
    const ship = state.ships.find((s) => s.side === side);
    const refused = await b.session.run('/ap use:charge', user);
    expect(refused.answers[0]?.ephemeral).toBe(true);
    expect(refused.answers[0]?.message.content).toContain(`Every weapon of **${ship?.name ?? ''}** is already charged`);
    expect(refused.answers[0]?.message.content).toMatch(/can go on: .*nothing/);
    const done = await b.session.run('/ap use:nothing', user);
    expect(done.answers[0]?.ephemeral).toBe(false);
    const entry = (await b.app.store.get('c1'))?.log.at(-1)?.command as unknown as impulse.Command;
    expect(entry).toMatchObject({ type: 'useAp', use: { kind: 'doNothing' } });
  });

  it('/orders ap:charge is kept as “charge a weapon”; an engine name is refused with the players’ words', async () => {
    const b = await game('cruiser-duel', 'ap-words-0001-xyz');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const side = impulse.awaiting(state)[0] ?? '';
    const user = side === 'concord' ? 'alice' : 'bob';
    const other = side === 'concord' ? 'bob' : 'alice';
    expect(user).not.toBe(other);
    const orders = await b.session.run('/orders ap:charge', other);
    expect(orders.answers.map((a) => a.message.content).join('\n')).toContain('Charge a weapon');
    const bad = await b.session.run('/orders ap:chargeYellow', other);
    expect(bad.answers[0]?.message.content).toContain(
      '`nothing`, Charge weapons (`charge`), Charge a battery (`battery`)',
    );
  });
});

describe('the step never moves on silently (issue 13)', () => {
  it('/ap answers with the action point spent and the step the turn is in now', async () => {
    const b = await game('cruiser-duel', 'step-moves-on-0001');
    const state = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    const side = impulse.awaiting(state)[0] ?? '';
    const user = side === 'concord' ? 'alice' : 'bob';
    const spent = await b.session.run('/ap use:nothing', user);
    const after = stateOf((await b.app.store.get('c1')) ?? (undefined as never));
    expect(after.flow.phase === 'turn' && after.flow.step).not.toBe('ap');
    const step = after.flow.phase === 'turn' ? after.flow.step : '';
    const names: Record<string, string> = { movement: 'Movement', firing: 'Firing', repair: 'Repair' };
    const name = names[step] ?? step;
    expect(spent.answers[0]?.message.content).toContain(`now the **${name}** step`);
  });
});
