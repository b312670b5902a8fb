/**
 * Issue 39, defect 6: the turn card and the turn form as the README says, for every ship of a side
 * (the fleet battle included): a refused form names the ship and the word, in the player's
 * language; the form opens filled with the plan; the card plans every ship; "same as last impulse"
 * charges where the last impulse did nothing; the initiative answer given twice the same way is
 * kept for the game (and the player is told so), in the log, so the game replays exactly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { impulse, RULESETS, type RulesetCommand } from '../../../../src/engine/index.js';
import { LocalSession } from '../../../../src/bot/local/session.js';
import { translator } from '../../../../src/bot/locales/index.js';
import { stateOf } from '../../../../src/bot/rulesets/impulse/state-of.js';
import { ALICE, startedGame, type LocalBot } from '../../../helpers/local-bot.js';

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

async function current(b: LocalBot) {
  const record = (await b.app.store.get('c1')) ?? (undefined as never);
  const state = stateOf(record);
  return { record, state, side: impulse.awaiting(state)[0] ?? '' };
}

/** Plays on with the default answers (Submit turn, default power, take) until `until` holds; false if it never did. */
async function playUntil(
  b: LocalBot,
  until: (state: impulse.GameState, side: string) => boolean,
  limit = 200,
): Promise<boolean> {
  for (let i = 0; i < limit; i += 1) {
    const { record, state, side } = await current(b);
    if (record.status !== 'active') return false;
    if (until(state, side)) return true;
    const line =
      state.flow.phase === 'power'
        ? 'click Accept default power'
        : state.flow.phase === 'initiative'
          ? '/initiative choice:take'
          : 'click Submit turn';
    await b.session.run(line, USER[side] ?? 'alice');
  }
  return false;
}

const inAp = (state: impulse.GameState, side: string, wanted: string) =>
  state.flow.phase === 'turn' && state.flow.step === 'ap' && side === wanted;

const canCharge = (state: impulse.GameState, ship: string) =>
  impulse.apOptions(state, ship).some((o) => o.use.kind === 'chargeYellow');

describe('the turn form refuses naming the ship and the word (issue 39)', () => {
  it('fleet battle: a move the impulse does not give, and a shot no weapon can take, each named', async () => {
    const b = await game('fleet-battle', 'issue39-form-fleet-0001');
    const before = await current(b);
    expect(before.side).toBe('concord');
    await b.session.run('click Plan every ship', 'alice');
    const moved = await b.session.run('fill Second Dawn = turn-left | Resolve = turn-right, fire Redmaw', 'alice');
    const said = moved.answers[0]?.message.content ?? '';
    expect(moved.answers[0]?.ephemeral).toBe(true);
    expect(said).toContain('**Second Dawn**: “turn-left” cannot be played.');
    expect(said).toContain('no movement this impulse');
    expect(said).not.toMatch(/cannot be done now|not your turn|useAp|turnLeft/);
    await b.session.run('click Plan every ship', 'alice');
    const shot = await b.session.run('fill Second Dawn = nothing | Resolve = fire Redmaw', 'alice');
    expect(shot.answers[0]?.message.content).toBe(
      '**Resolve**: “fire Redmaw” cannot be played. No charged weapon of Resolve can hit Redmaw from where it will be.',
    );
    expect((await current(b)).record.version, 'nothing was played').toBe(before.record.version);
  }, 60_000);

  it('in the player’s language: a Chinese player is told in Chinese, quoting the word as typed', async () => {
    const b = await game('fleet-battle', 'issue39-form-fleet-0001');
    const zh = new LocalSession(b.app, b.session.commands, b.channel, [{ ...ALICE, locale: 'zh-CN' }], 'c1');
    await zh.run('click Plan every ship');
    const refused = await zh.run('fill Second Dawn = 左转');
    const said = refused.answers[0]?.message.content ?? '';
    expect(said).toContain('**Second Dawn**：“左转”无法执行。');
    expect(said).toContain(translator('zh-CN')('errors.NO_MOVE_THIS_IMPULSE'));
  }, 60_000);

  it('fleet battle: one form plans several ships’ action points and moves together, and plays', async () => {
    const b = await game('fleet-battle', 'issue39-form-fleet-0001');
    // Impulse B: Steady Hand, Tessaly and Far Beacon must move, and may use their action points.
    expect(
      await playUntil(b, (s, side) => inAp(s, side, 'concord') && s.flow.phase === 'turn' && s.flow.impulse === 'B'),
    ).toBe(true);
    await b.session.run('click Plan every ship', 'alice');
    const owed = await b.session.run('fill Steady Hand = nothing', 'alice');
    expect(owed.answers[0]?.message.content).toBe(
      '**Steady Hand**: must move this impulse; write the move on its line (straight, turn-left, turn-right, slip-left, slip-right).',
    );
    await b.session.run('click Plan every ship', 'alice');
    const sent = await b.session.run('fill Steady Hand = nothing, straight | Tessaly = nothing, turn-left', 'alice');
    expect(sent.answers[0]?.ephemeral, sent.answers[0]?.message.content).toBe(false);
    const { record } = await current(b);
    const batch = record.log.at(-1)?.command as impulse.Command;
    expect(batch.type).toBe('batch');
    const commands = batch.type === 'batch' ? batch.commands : [];
    const names = new Map(stateOf(record).ships.map((s) => [s.id, s.name]));
    const played = commands
      .filter((c) => c.type === 'useAp' || c.type === 'move')
      .map((c) => `${names.get('ship' in c ? (c.ship ?? '') : '')} ${c.type === 'move' ? c.how : c.type}`);
    expect(played).toEqual(
      expect.arrayContaining(['Steady Hand useAp', 'Tessaly useAp', 'Steady Hand straight', 'Tessaly turnLeft']),
    );
  }, 60_000);
});

describe('the turn card and the form plan every ship (issue 39)', () => {
  it('the duel’s first impulse: the form opens with the plan in words, not empty', async () => {
    const b = await game('cruiser-duel', 'issue39-form-duel-0001');
    const { side } = await current(b);
    const opened = await b.session.run('click Plan every ship', USER[side] ?? 'alice');
    const fields = opened.modalShown?.fields ?? [];
    expect(fields.length).toBe(1);
    expect(fields[0]?.value).toBe('nothing');
    // Sent as it opened, it plays: the plan in words is an order like any other.
    const sent = await b.session.run('fill', USER[side] ?? 'alice');
    expect(sent.answers[0]?.ephemeral).toBe(false);
  }, 60_000);

  it('fleet battle: every ship that can charge is planned a charge, on the card and in the form, and it plays', async () => {
    const b = await game('fleet-battle', 'issue39-card-fleet-0001');
    const several = (s: impulse.GameState, side: string) =>
      inAp(s, side, 'concord') && s.ships.filter((x) => x.side === side && canCharge(s, x.id)).length >= 2;
    expect(await playUntil(b, several)).toBe(true);
    const { state } = await current(b);
    const chargers = state.ships.filter((s) => s.side === 'concord' && canCharge(state, s.id));
    const prompt = b.channel.messages.filter((m) => m.content.includes('Submit turn')).at(-1)?.content ?? '';
    for (const ship of chargers)
      expect(prompt, `the card plans ${ship.name}`).toMatch(new RegExp(`\\*\\*${ship.name}\\*\\*: Charge a weapon`));
    const opened = await b.session.run('click Plan every ship', 'alice');
    const fields = opened.modalShown?.fields ?? [];
    expect(fields.length).toBe(5);
    for (const field of fields) expect(field.value, `${field.label} is filled`).not.toBe('');
    for (const ship of chargers.filter((s) => fields.some((f) => f.id === s.id)))
      expect(fields.find((f) => f.id === ship.id)?.value).toMatch(/^charge \d/);
    const sent = await b.session.run('fill', 'alice');
    expect(sent.answers[0]?.ephemeral, sent.answers[0]?.message.content).toBe(false);
    const batch = (await current(b)).record.log.at(-1)?.command as impulse.Command;
    const charged =
      batch.type === 'batch'
        ? batch.commands.flatMap((c) => (c.type === 'useAp' && c.use.kind === 'chargeYellow' ? [c.ship] : []))
        : [];
    expect(charged.sort()).toEqual(chargers.map((s) => s.id).sort());
  }, 60_000);

  it('"same as last impulse" charges a weapon where the last impulse did nothing with the action point', async () => {
    const b = await game('cruiser-duel', 'issue39-same-duel-0001');
    let idled: { ship: string; side: string; name: string } | undefined;
    for (let i = 0; i < 300; i += 1) {
      const { record, state, side } = await current(b);
      if (record.status !== 'active') break;
      const mine = state.ships.find((s) => s.side === side && s.status === 'active');
      if (mine && inAp(state, side, side) && canCharge(state, mine.id)) {
        if (!idled) {
          // The player leaves the action point unused once, by hand, and plays the rest of the card.
          await b.session.run(`/ap use:nothing`, USER[side] ?? 'alice');
          await b.session.run('click Submit turn', USER[side] ?? 'alice');
          idled = { ship: mine.id, side, name: mine.name };
          continue;
        }
        if (mine.id === idled.ship) {
          const prompt = b.channel.messages.filter((m) => m.content.includes('Submit turn')).at(-1)?.content ?? '';
          expect(prompt).toMatch(new RegExp(`\\*\\*${mine.name}\\*\\*: Charge a weapon`));
          expect(prompt).not.toContain('Do nothing');
          return;
        }
      }
      const line =
        state.flow.phase === 'power'
          ? 'click Accept default power'
          : state.flow.phase === 'initiative'
            ? '/initiative choice:take'
            : 'click Submit turn';
      await b.session.run(line, USER[side] ?? 'alice');
    }
    throw new Error('no second chance to charge came');
  }, 60_000);
});

describe('the initiative answer, given twice the same way, is kept for the game (issue 39)', () => {
  it('says it will, keeps it as the side’s standing order, stops asking, and `/orders initiative:ask` asks again', async () => {
    const b = await game('cruiser-duel', 'issue39-initiative-0001');
    const atChoice = (s: impulse.GameState) => s.flow.phase === 'initiative';
    expect(await playUntil(b, atChoice)).toBe(true);
    const chooser = (await current(b)).side;
    const user = USER[chooser] ?? 'alice';
    const firstPrompt = b.channel.messages.at(-1)?.content ?? '';
    expect(firstPrompt).not.toContain('Last time');
    const first = await b.session.run('click Take initiative', user);
    expect(first.answers.some((a) => a.ephemeral)).toBe(false);
    expect(await playUntil(b, atChoice)).toBe(true);
    expect((await current(b)).side).toBe(chooser);
    expect(b.channel.messages.at(-1)?.content).toContain(
      'Last time: **Take initiative**. The same answer again is kept for the rest of this game',
    );
    const second = await b.session.run('click Take initiative', user);
    expect(second.answers.find((a) => a.ephemeral)?.message.content).toBe(
      'The same answer twice: from now on **Take initiative** is chosen for you at every initiative choice of this game (`/orders initiative:ask` to be asked again).',
    );
    const kept = await current(b);
    expect(kept.state.standing?.sides[chooser]?.initiative).toBe('take');
    // Three impulses on, the question has not come back to the chooser: the orders answered it.
    const pingedBefore = b.channel.messages.length;
    const impulseNow = kept.state.flow.phase === 'turn' ? kept.state.flow.impulse : '';
    expect(
      await playUntil(b, (s) => s.flow.phase === 'turn' && s.flow.impulse !== impulseNow && s.flow.impulse > 'C'),
    ).toBe(true);
    const asked = b.channel.messages
      .slice(pingedBefore)
      .filter((m) => m.content.includes('choose: take the initiative'));
    expect(asked).toEqual([]);
    // It replays exactly: the memory is in the log.
    const { record } = await current(b);
    const replayed = RULESETS.get('impulse')?.replayGame(
      record.initial,
      record.log.map((e) => e.command as unknown as RulesetCommand),
    );
    expect(replayed?.ok).toBe(true);
    if (replayed?.ok) expect(replayed.value.state).toEqual(record.state);
    // Asked again on request; one answer is then not kept.
    await b.session.run('/orders initiative:ask', user);
    expect((await current(b)).state.standing?.sides[chooser]?.initiative).toBeUndefined();
    expect(await playUntil(b, atChoice)).toBe(true);
    expect(b.channel.messages.at(-1)?.content).not.toContain('Last time');
    const again = await b.session.run('click Take initiative', USER[(await current(b)).side] ?? 'alice');
    expect(again.answers.some((a) => a.ephemeral)).toBe(false);
  }, 60_000);
});
