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

const gameOf = async (b: LocalBot): Promise<GameRecord | undefined> =>
  (await b.app.store.get('c1')) ?? (await b.app.store.latestArchived('c1'));

describe('a second ruleset, defined in the tests, played through the bot', () => {
  it('plays from /game new ruleset:gunline to its end: secret stances by command and by button, maps, the summary', async () => {
    const { app, session, channel } = await gunlineGame();
    const started = await app.store.get('c1');
    expect(started?.ruleset).toBe('gunline');
    expect(started?.rulesVersion).toBe('gunline-1');
    // The opening picture and a prompt that pings both players (secret simultaneous orders: n of m ready).
    expect(channel.messages.some((m) => m.files.some((f) => f.endsWith('board.png')))).toBe(true);
    const prompt = channel.messages.find((m) => m.content.includes('choose your stance'));
    expect(prompt?.content).toContain('0 of 2 ready');
    expect([...(prompt?.ping ?? [])].sort()).toEqual(['1001', '1002']);

    let rounds = 0;
    for (let i = 0; i < 40; i += 1) {
      const record = await app.store.get('c1');
      if (!record || record.status !== 'active') break;
      // Alice types her stance; Bob clicks the prompt's button: both ways reach the same handler.
      const seen = channel.messages.length;
      const mine = await session.run(`/stance pick:${i % 2 === 0 ? 'aim' : 'brace'}`, 'alice');
      expect(mine.answers[0]?.ephemeral, 'a stance is answered privately').toBe(true);
      expect(mine.answers[0]?.message.content).toContain('Your stance is in');
      // The channel learns that Red chose, never what: every public message since says no more.
      const posted = channel.messages.slice(seen).filter((m) => !m.ephemeral);
      expect(posted.map((m) => m.content)).toContain('Red Fleet has chosen a stance (1 of 2 ready).');
      for (const m of posted) expect(m.content).not.toMatch(/Aim|Brace/);
      // Nor does the running game's log, to anyone who asks for it.
      const log = await session.run('/game log', 'bob');
      expect(log.answers[0]?.message.files?.[0]?.data.toString('utf8')).not.toMatch(/"pick": "(aim|brace)"/);
      await session.run(i % 3 === 0 ? 'click Brace' : 'click Aim', 'bob');
      rounds += 1;
    }
    const final = await gameOf(bot as LocalBot);
    expect(final?.status).toBe('finished');
    expect(rounds).toBeGreaterThan(0);
    const state = final?.state as unknown as GunlineState;
    const outcome = GUNLINE_RULES.outcome(state);
    expect(outcome).not.toBeNull();
    expect(final?.outcome?.margin).toBe(outcome?.margin);
    // Each round's report and picture, then the summary with the seed revealed and the rematch button.
    expect(channel.messages.filter((m) => m.content.includes('Stances:')).length).toBe(rounds);
    const summary = channel.messages.at(-1);
    expect(summary?.content).toContain(final?.seed ?? 'no seed');
    expect(summary?.files[0]).toMatch(/board\.png$/);
    // The export verifies with the ruleset's own rules.
    const log = await session.run('/game log', 'bob');
    const file = log.answers[0]?.message.files?.[0];
    const verdict = verifyExport(JSON.parse(file?.data.toString('utf8') ?? '{}'), RULESETS.with(GUNLINE_RULES));
    expect(verdict.lines.join('\n')).toContain('re-rolls all');
    expect(verdict.ok).toBe(true);
  }, 60_000);

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

  it('refuses a stance twice in one round with the ruleset’s own words, in the player’s language', async () => {
    const { session } = await gunlineGame();
    await session.run('/stance pick:aim', 'alice');
    const again = await session.run('/stance pick:brace', 'alice');
    expect(again.answers[0]?.message.content).toBe('Your stance for this round is already in.');
  });

  it('plays the default stance for a player who misses a deadline, through the shared clock', async () => {
    let now = new Date('2026-12-01T12:00:00Z');
    bot = await localBot({ seed: 'gunline-clock', rulesets: WITH_GUNLINE, now: () => now });
    const s = bot.session;
    await s.run('/game new ruleset:gunline', 'alice');
    await s.run('/game join side:red', 'alice');
    await s.run('/game join side:blue', 'bob');
    await s.run('/game clock mode:step hours:1', 'alice');
    await s.run('/game start', 'alice');
    await s.run('/stance pick:aim', 'alice');
    now = new Date('2026-12-01T13:30:00Z');
    const { Scheduler } = await import('../../src/bot/clocks/scheduler.js');
    await new Scheduler(bot.app).tick();
    const record = await bot.app.store.get('c1');
    const state = record?.state as unknown as GunlineState;
    expect(state.round).toBe(2);
    expect(record?.log.at(-1)).toMatchObject({ by: 'clock', command: { type: 'stance', side: 'blue', pick: 'brace' } });
  });

  it('replays a past round in its own words, and names one never played', async () => {
    const { session } = await gunlineGame();
    await session.run('/stance pick:aim', 'alice');
    await session.run('/stance pick:brace', 'bob');
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
