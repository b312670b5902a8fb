/**
 * `fleet` at the table, end to end in process (issue 43 deliverable 8): a game from `/game new
 * ruleset:fleet` to its end, every decision typed as a player types it (`/dial`, `/activate`,
 * `/attack`, `/effects`, `/defend`, `/navigate`, `/squadron`, `/repair`, `/token`, `/done`) from what
 * the rules offer, the defence reaction answered, squadrons a ship landed on placed by a click. The
 * channel reads words only: no placeholder left, no engine name.
 */
import { describe, expect, test } from 'vitest';
import type { FleetCommand, FleetState } from '../../../../src/engine/rulesets/fleet/index.js';
import { FLEET } from '../../../../src/engine/rulesets/fleet/index.js';
import { slashLine } from '../../../../src/bot/rulesets/fleet/slash-of.js';
import { localBot, type LocalBot } from '../../../helpers/local-bot.js';
import { LOCALES, translator } from '../../../../src/bot/locales/index.js';
import { FLEET_TABLE } from '../../../../src/bot/rulesets/fleet/index.js';

const WHO: Record<string, string> = { concord: 'alice', veyra: 'bob' };

/** The game's state while it runs (a finished game leaves the store for the archive). */
const stateOf = async (bot: LocalBot): Promise<FleetState | undefined> => {
  const record = await bot.app.store.get('c1');
  return record?.status === 'active' ? (record.state as unknown as FleetState) : undefined;
};

/** A plain player: attacks when it can, keeps its dials, moves at its speed, defends as the default says. */
function choose(state: FleetState, side: string): FleetCommand | undefined {
  const legal = FLEET.legalCommands(state, side);
  const rank = (c: FleetCommand): number => {
    switch (c.type) {
      case 'attack':
      case 'squadronAttack':
        return 9;
      case 'effects':
        return c.add || c.reroll !== undefined || c.lock.length > 0 ? 8 : 7;
      case 'activate':
        return c.use === 'command' ? 6 : 2;
      case 'dials':
        return 5;
      case 'repair':
      case 'token':
        return 4;
      case 'manoeuvre': {
        const ship = state.ships.find((s) => s.id === c.ship);
        return c.speed === Math.max(1, ship?.speed ?? 1) && c.veers.every((v) => v === 0) ? 5 : 1;
      }
      case 'squadronMove':
        return 3;
      case 'order':
        return 3;
      case 'done':
        return 2;
      case 'concede':
        return -1;
      default:
        return 0;
    }
  };
  return [...legal].sort((a, b) => rank(b) - rank(a))[0];
}

async function started(seed: string): Promise<LocalBot> {
  const bot = await localBot({ seed });
  await bot.session.run('/game new ruleset:fleet scenario:pitched-battle', 'alice');
  await bot.session.run('/game join side:concord', 'alice');
  await bot.session.run('/game join side:veyra', 'bob');
  await bot.session.run('/game start', 'alice');
  return bot;
}

describe('a fleet game played in the channel', () => {
  test('from /game new to its end, by typed commands and clicks', { timeout: 240_000 }, async () => {
    const bot = await started('fleet-play');
    const typed = new Set<string>();
    for (let step = 0; step < 600; step++) {
      const state = await stateOf(bot);
      if (!state || state.outcome) break;
      // Every moment's prompt, status and moment read in each language without a missing word.
      const record = await bot.app.store.get('c1');
      for (const locale of LOCALES) {
        const t = translator(locale);
        const prompt = FLEET_TABLE.prompt({ t, record: record!, state, version: 1, mentions: '', deadline: '' });
        expect(prompt.content).not.toMatch(/\{[a-zA-Z]+\}/);
        FLEET_TABLE.statusLines(t, state);
        FLEET_TABLE.momentText(t, state);
      }
      const awaited = FLEET.awaiting(state);
      const side = awaited.sides[0];
      if (!side) break;
      const who = WHO[side] ?? 'alice';
      if (awaited.kind === 'reaction' && awaited.reaction.kind === 'placement') {
        const label = `Hex ${awaited.reaction.default}`;
        await bot.session.run(`click ${label}`, who);
        typed.add('place');
        continue;
      }
      const command: FleetCommand | undefined =
        awaited.kind === 'reaction'
          ? (awaited.reaction.options.find((o) => o.id === awaited.reaction.default)?.command as FleetCommand)
          : choose(state, side);
      if (!command) throw new Error(`nothing to do for ${side} at ${awaited.moment}`);
      const line = slashLine(command);
      if (!line) throw new Error(`no slash command for ${command.type}`);
      const before = (await bot.app.store.get('c1'))?.version;
      const ran = await bot.session.run(line, who);
      const after = (await bot.app.store.get('c1'))?.version;
      if (after === before)
        throw new Error(`${who} ${line} was not taken: ${ran.answers.map((a) => a.message.content).join(' | ')}`);
      typed.add(command.type);
    }
    expect(await stateOf(bot)).toBeUndefined();
    expect([...typed]).toEqual(expect.arrayContaining(['dials', 'activate', 'attack', 'manoeuvre']));
    const words = bot.channel.messages.map((m) => m.content).join('\n');
    if (process.env['FLEET_TRANSCRIPT'])
      (await import('node:fs')).writeFileSync(process.env['FLEET_TRANSCRIPT'], `${[...typed].join(' ')}\n${words}`);
    expect(words).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(words).not.toMatch(/\b(squadronMove|squadronAttack|attackDeclared|hitCrit|redirect-left|evade2)\b/);
    expect(words).toMatch(/\*\*(Concord Navy|Veyra Host) wins\*\*|\*\*A draw\*\*/);
    // A report with dice was posted.
    expect(words).toMatch(/rolled: /);
  });
});
