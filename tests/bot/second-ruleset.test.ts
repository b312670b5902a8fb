/**
 * Issue 12, must show: a second ruleset, defined in tests/ (`gunline`, tests/helpers/gunline), is
 * registered with `TABLES.with(...)` and played from `/game new ruleset:` to its end through the
 * bot's whole pipeline (commands, buttons, secret orders, prompts, pictures, clocks, the summary, the
 * export and its verification). Not one file of src/bot names it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RULESETS } from '../../src/engine/index.js';
import { verifyExport } from '../../src/cli/verify-export.js';
import { COMMANDS_DIR, loadCommands } from '../../src/bot/app/loader.js';
import { COMMAND_LIMIT, OPTION_LIMIT } from '../../src/bot/rulesets/command-table.js';
import { TABLES } from '../../src/bot/rulesets/registry.js';
import type { GameRecord } from '../../src/store/index.js';
import { GUNLINE_RULES, type GunlineState } from '../helpers/gunline/rules.js';
import { GUNLINE_TABLE } from '../helpers/gunline/table.js';
import { localBot, type LocalBot } from '../helpers/local-bot.js';

const WITH_GUNLINE = TABLES.with(GUNLINE_TABLE);

let bot: LocalBot | undefined;
afterEach(async () => {
  await bot?.app.close();
  bot = undefined;
});

async function gunlineGame(seed = 'gunline-seed-0001'): Promise<LocalBot> {
  bot = await localBot({ seed, rulesets: WITH_GUNLINE });
  const s = bot.session;
  const created = await s.run('/game new ruleset:gunline', 'alice');
  expect(created.answers[0]?.message.content).toContain('Duel at long range');
  await s.run('/game join side:red', 'alice');
  await s.run('/game join side:blue', 'bob');
  await s.run('/game start', 'alice');
  return bot;
}

const gameOf = async ({ store }: Pick<LocalBot['app'], 'store'>): Promise<GameRecord | undefined> =>
  (await store.get('c1')) ?? (await store.latestArchived('c1'));

describe('a second ruleset, defined in the tests, played through the bot', () => {
  it('plays from /game new ruleset:gunline to its end: stacked secret orders, a shield reaction answered by a button and one left to its deadline, victory points', async () => {
    let now = new Date('2026-12-01T12:00:00Z');
    bot = await localBot({ seed: 'gunline-seed-0001', rulesets: WITH_GUNLINE, now: () => now });
    const { app, session, channel } = bot;
    await session.run('/game new ruleset:gunline', 'alice');
    await session.run('/game join side:red', 'alice');
    await session.run('/game join side:blue', 'bob');
    // The one roster flow: Red lists its own ship (a cruiser, 8 points); Blue flies the scenario's.
    const listed = await session.run('/roster add unit:cruiser name:Bulwark', 'alice');
    expect(listed.answers[0]?.message.content).toContain('Bulwark');
    const second = await session.run('/roster add unit:skiff name:Dart', 'alice');
    expect(second.answers[0]?.message.content).toMatch(/at most 1/);
    await session.run('/game clock mode:step hours:1', 'alice');
    await session.run('/game start', 'alice');
    const started = await app.store.get('c1');
    expect((started?.state as unknown as GunlineState).ships.map((s) => [s.name, s.hullMax])).toEqual([
      ['Bulwark', 8],
      ['Tide', 6],
    ]);
    expect(started?.ruleset).toBe('gunline');
    expect(started?.rulesVersion).toBe('gunline-2');
    // The opening picture and a prompt that pings both players (secret simultaneous orders: n of m ready).
    expect(channel.messages.some((m) => m.files.some((f) => f.endsWith('board.png')))).toBe(true);
    const prompt = channel.messages.find((m) => m.content.includes('give your orders'));
    expect(prompt?.content).toContain('2 deep');
    expect(prompt?.content).toContain('0 of 2 ready');
    expect([...(prompt?.ping ?? [])].sort()).toEqual(['1001', '1002']);

    const { Scheduler } = await import('../../src/bot/clocks/scheduler.js');
    let [orders, answered, defaulted] = [0, 0, 0];
    for (let i = 0; i < 80; i += 1) {
      const record = await app.store.get('c1');
      if (!record || record.status !== 'active') break;
      const state = record.state as unknown as GunlineState;
      const awaited = GUNLINE_RULES.awaiting(state);
      if (awaited.kind === 'reaction') {
        // A reaction's prompt pings only the one who reacts, with its options as buttons.
        const asked = channel.messages.filter((m) => !m.ephemeral).at(-1);
        expect(asked?.content).toContain('raise the shield');
        expect(asked?.content).toContain('Keep the charge');
        if (awaited.reaction.side === 'red') {
          // Red answers with the prompt's button.
          await session.run('click Raise the shield', 'alice');
          answered += 1;
        } else {
          // Blue lets the reaction's own clock (10 minutes, not the hour of a turn) run out: its default.
          now = new Date(now.getTime() + 11 * 60_000);
          await new Scheduler(app).tick();
          const after = await gameOf(app);
          expect(after?.log.at(-1)).toMatchObject({
            by: 'clock',
            command: { type: 'shield', side: 'blue', raise: false },
          });
          defaulted += 1;
        }
        continue;
      }
      // Orders: Alice types hers; Bob clicks the prompt's button. Round 1 fills each queue two deep.
      const seen = channel.messages.length;
      if (awaited.sides.includes('red')) {
        const mine = await session.run('/stance pick:aim', 'alice');
        expect(mine.answers[0]?.ephemeral, 'an order is answered privately').toBe(true);
        expect(mine.answers[0]?.message.content).toContain('Your order is in');
        // The channel learns that Red gave an order, never which.
        const posted = channel.messages.slice(seen).filter((m) => !m.ephemeral);
        for (const m of posted) expect(m.content).not.toMatch(/\bAim\b|\bBrace\b|\bTurn\b/);
        const log = await session.run('/game log', 'bob');
        expect(log.answers[0]?.message.files?.[0]?.data.toString('utf8')).not.toMatch(/"pick": "(aim|brace|turn)"/);
      }
      if (awaited.sides.includes('blue')) await session.run(i % 3 === 0 ? 'click Turn' : 'click Aim', 'bob');
      orders += 1;
    }
    const final = await gameOf(app);
    expect(final?.status).toBe('finished');
    expect(orders).toBeGreaterThan(1);
    expect(answered, 'a reaction answered by a button').toBeGreaterThan(0);
    expect(defaulted, 'a reaction left to its deadline').toBeGreaterThan(0);
    const state = final?.state as unknown as GunlineState;
    const outcome = GUNLINE_RULES.outcome(state);
    expect(outcome?.score?.kind).toBe('victory');
    expect(final?.outcome?.margin).toBe(outcome?.margin);
    expect(channel.messages.some((m) => m.content.includes('Victory points: Red Fleet'))).toBe(true);
    expect(channel.messages.some((m) => m.content.includes('(shield raised)'))).toBe(true);
    const summary = channel.messages.at(-1);
    expect(summary?.content).toContain(final?.seed ?? 'no seed');
    expect(summary?.files[0]).toMatch(/board\.png$/);
    // The export verifies with the ruleset's own rules.
    const log = await session.run('/game log', 'bob');
    const file = log.answers[0]?.message.files?.[0];
    const verdict = verifyExport(JSON.parse(file?.data.toString('utf8') ?? '{}'), RULESETS.with(GUNLINE_RULES));
    expect(verdict.lines.join('\n')).toContain('re-rolls all');
    expect(verdict.ok).toBe(true);
  }, 120_000);

  it('answers the other ruleset’s commands privately with the commands this game uses, changing nothing', async () => {
    const { app, session } = await gunlineGame();
    const before = await app.store.get('c1');
    const move = await session.run('/move how:straight', 'alice');
    expect(move.answers[0]?.ephemeral).toBe(true);
    expect(move.answers[0]?.message.content).toContain('Gunline');
    expect(move.answers[0]?.message.content).toContain('`/stance`');
    expect((await app.store.get('c1'))?.version).toBe(before?.version);

    // And the other way round: /stance in an impulse game names impulse's commands.
    await session.run('/game concede', 'alice');
    await session.run('/game new scenario:cruiser-duel', 'alice');
    await session.run('/game join side:concord', 'alice');
    await session.run('/game join side:veyra', 'bob');
    await session.run('/game start', 'alice');
    const stance = await session.run('/stance pick:aim', 'alice');
    expect(stance.answers[0]?.ephemeral).toBe(true);
    expect(stance.answers[0]?.message.content).toContain('`/move`');
    expect(stance.answers[0]?.message.content?.split('Its commands:')[1]).not.toContain('`/stance`');
  }, 60_000);

  it('refuses an order past the queue’s depth with the ruleset’s own words, in the player’s language', async () => {
    const { session } = await gunlineGame();
    await session.run('/stance pick:aim', 'alice');
    await session.run('/stance pick:turn', 'alice');
    const again = await session.run('/stance pick:brace', 'alice');
    expect(again.answers[0]?.message.content).toBe('Your stance for this round is already in.');
  });

  it('plays the default order for a player who misses a deadline, one order at a time, through the shared clock', async () => {
    let now = new Date('2026-12-01T12:00:00Z');
    bot = await localBot({ seed: 'gunline-clock', rulesets: WITH_GUNLINE, now: () => now });
    const s = bot.session;
    await s.run('/game new ruleset:gunline', 'alice');
    await s.run('/game join side:red', 'alice');
    await s.run('/game join side:blue', 'bob');
    await s.run('/game clock mode:step hours:1', 'alice');
    await s.run('/game start', 'alice');
    await s.run('/stance pick:aim', 'alice');
    await s.run('/stance pick:aim', 'alice');
    const { Scheduler } = await import('../../src/bot/clocks/scheduler.js');
    for (const hour of ['13:30', '15:00']) {
      now = new Date(`2026-12-01T${hour}:00Z`);
      await new Scheduler(bot.app).tick();
    }
    const record = await bot.app.store.get('c1');
    const byClock = record?.log.filter((e) => e.by === 'clock').map((e) => e.command);
    expect(byClock).toEqual([
      { type: 'stance', side: 'blue', pick: 'brace' },
      { type: 'stance', side: 'blue', pick: 'brace' },
    ]);
    const state = record?.state as unknown as GunlineState;
    // Both queues full: the top orders were revealed and the guns fired (a shield may be in question).
    expect(state.round === 2 || state.pending !== null).toBe(true);
  });

  it('replays a past round in its own words, and names one never played', async () => {
    const { session, app } = await gunlineGame();
    await session.run('/stance pick:brace', 'alice');
    await session.run('/stance pick:brace', 'alice');
    await session.run('/stance pick:brace', 'bob');
    await session.run('/stance pick:brace', 'bob');
    // A shield question, if the volleys raised one, is passed by button.
    for (
      let i = 0;
      i < 2 &&
      (await app.store.get('c1'))?.state &&
      ((await app.store.get('c1'))?.state as unknown as GunlineState).pending;
      i += 1
    ) {
      const side = GUNLINE_RULES.awaiting((await app.store.get('c1'))?.state as unknown as GunlineState).sides[0];
      await session.run('click Keep the charge', side === 'red' ? 'alice' : 'bob');
    }
    const replay = await session.run('/replay round:1', 'bob');
    expect(replay.answers[0]?.message.content).toContain('round 1, as it ended');
    expect(replay.answers[0]?.message.files?.[0]?.name).toBe('board.png');
    const never = await session.run('/replay round:4', 'bob');
    expect(never.answers[0]?.message.content).toBe('This game has not played round 4 yet.');
  });

  it('keeps a game of a ruleset the bot no longer has untouched: explained, and the host may end it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gunline-gone-'));
    const storeUrl = `sqlite://${join(dir, 'games.sqlite')}`;
    try {
      bot = await localBot({ storeUrl, rulesets: WITH_GUNLINE, seed: 'gunline-gone-0001' });
      await bot.session.run('/game new ruleset:gunline', 'alice');
      await bot.session.run('/game join side:red', 'alice');
      await bot.session.run('/game join side:blue', 'bob');
      await bot.session.run('/game start', 'alice');
      await bot.app.close();
      // The same store, opened by a bot without gunline.
      bot = await localBot({ storeUrl });
      const asked = await bot.session.run('/game status', 'bob');
      expect(asked.answers[0]?.ephemeral).toBe(true);
      expect(asked.answers[0]?.message.content).toContain('plays a ruleset this bot does not have');
      const games = await bot.session.run('/games', 'bob');
      expect(games.answers[0]?.message.content).not.toContain('went wrong');
      await bot.session.run('/game end', 'alice');
      expect(await bot.app.store.get('c1')).toBeUndefined();
      await bot.session.run('/game new scenario:cruiser-duel', 'alice');
      expect((await bot.app.store.get('c1'))?.ruleset).toBe('impulse');
    } finally {
      await bot?.app.close();
      bot = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the /rules topics, the autocomplete and the lobby to the game’s own ruleset', async () => {
    const { session } = await gunlineGame();
    const rules = await session.run('/rules', 'bob');
    expect(rules.answers[0]?.message.content).toContain('**Stances**');
    expect(rules.answers[0]?.message.content).not.toContain('Power Phase');
    const overlay = await session.run('/map show:reach', 'bob');
    expect(overlay.answers[0]?.ephemeral).toBe(true);
    expect(overlay.answers[0]?.message.content).toContain('`show`');
    expect(overlay.answers[0]?.message.files ?? []).toEqual([]);
    const status = await session.run('/game status', 'bob');
    expect(status.answers[0]?.message.content).toContain('round 1 of 6');
    expect(status.answers[0]?.message.content).toContain('Ember: 6/6');
    expect(status.answers[0]?.message.content).toContain('Red Fleet 0, Blue Fleet 0');
  });
});

describe('the command table', () => {
  it('stays inside Discord’s limits with room for four more rulesets the size of impulse', async () => {
    const commands = await loadCommands(COMMANDS_DIR, WITH_GUNLINE);
    const impulseCount = TABLES.all[0]?.commands.length ?? 0;
    expect(commands.size + 4 * impulseCount).toBeLessThanOrEqual(COMMAND_LIMIT);
    for (const module of commands.values()) expect(module.data.options?.length ?? 0).toBeLessThanOrEqual(OPTION_LIMIT);
    expect(commands.has('stance')).toBe(true);
    expect((await loadCommands(COMMANDS_DIR, TABLES)).has('stance')).toBe(false);
  });

  it('merges one name two rulesets bring, and refuses an option they declare differently', async () => {
    const move = TABLES.all[0]?.commands.find((c) => c.data.name === 'move');
    if (!move) throw new Error('impulse has /move');
    const other = {
      ...GUNLINE_TABLE,
      rules: { ...GUNLINE_TABLE.rules, id: 'other' },
      commands: [
        {
          ...move,
          data: { ...move.data, options: [...(move.data.options ?? []), { name: 'speed', type: 4, description: 'x' }] },
        },
      ],
      strings: {},
    };
    const merged = (await loadCommands(COMMANDS_DIR, TABLES.with(other))).get('move');
    expect(merged?.data.options?.map((o) => o.name)).toContain('speed');
    expect(merged?.data.options?.map((o) => o.name)).toContain('how');
    const clash = {
      ...other,
      commands: [{ ...move, data: { ...move.data, options: [{ name: 'how', type: 4, description: 'x' }] } }],
    };
    await expect(loadCommands(COMMANDS_DIR, TABLES.with(clash))).rejects.toThrow(
      /declare the option "how" differently/,
    );
  });

  it('requires a merged option only where every ruleset requires it, required ones first', async () => {
    const ap = TABLES.all[0]?.commands.find((c) => c.data.name === 'ap');
    if (!ap) throw new Error('impulse has /ap');
    const power = { name: 'power', type: 4, description: 'x', required: true, min_value: 1, max_value: 9 };
    const other = {
      ...GUNLINE_TABLE,
      rules: { ...GUNLINE_TABLE.rules, id: 'other' },
      commands: [{ ...ap, data: { ...ap.data, options: [power] } }],
      strings: {},
    };
    const merged = (await loadCommands(COMMANDS_DIR, TABLES.with(other))).get('ap');
    const options = merged?.data.options ?? [];
    expect(options.map((o) => [o.name, 'required' in o && o.required])).toEqual(
      expect.arrayContaining([
        ['use', false],
        ['power', false],
      ]),
    );
    const firstOptional = options.findIndex((o) => !('required' in o && o.required));
    expect(options.slice(firstOptional).every((o) => !('required' in o && o.required))).toBe(true);
  });
});

describe('the bot core', () => {
  it('names no ruleset: no file of src/bot outside src/bot/rulesets/<id>/ mentions gunline or imports impulse', () => {
    const root = join(COMMANDS_DIR, '..', 'src', 'bot');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((f) => {
        const path = join(dir, f);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    })(root).filter((f) => !/[\\/]rulesets[\\/][^\\/]+[\\/]/.test(f) && f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/gunline/i);
      expect(text, file).not.toMatch(/import (type )?\{[^}]*\bimpulse\b[^}]*\} from '[./]*engine/);
      expect(text, file).not.toMatch(/from '[./]*rulesets\/impulse\//);
    }
  });
});
