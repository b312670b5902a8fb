/**
 * The Damage Control Phase told to players (issue 41 item 6; seed 002: "Each turn retains one Reaction
 * Phase and one Damage Control Phase"): the channel reads its line, in every language the bot speaks,
 * before the repairs and losses of control that happen in it, and never an internal name.
 */
import { describe, expect, test } from 'vitest';
import { LOCALES, loose, translator } from '../../../../src/bot/locales/index.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { narrateVector } from '../../../../src/bot/rulesets/vector/narrate.js';
import { momentText } from '../../../../src/bot/rulesets/vector/words.js';
import { VECTOR, type VectorEvent, type VectorState } from '../../../../src/engine/rulesets/vector/index.js';
import { localBot } from '../../../helpers/local-bot.js';
import { vectorGame, vplay } from '../../../helpers/vector-game.js';

/** Turn 1 with the Vigil short of its declared course (two facings, flown straight), to its end. */
async function turnOne(): Promise<{ state: VectorState; events: VectorEvent[] }> {
  const { state } = await vectorGame();
  const ordered = vplay(
    state,
    { type: 'order', side: 'concord', ship: 's1', accel: 0, course: 2 },
    { type: 'order', side: 'veyra', ship: 's2', accel: 0, course: 0 },
  );
  let current = ordered.state;
  const events = [...ordered.events];
  for (let i = 0; i < 60 && current.turn === 1; i++) {
    const [side] = VECTOR.awaiting(current).sides;
    const command =
      current.phase === 'movement' && current.moving?.ship === 's1'
        ? ({ type: 'move', side: 'concord', ship: 's1', how: 'straight' } as const)
        : (VECTOR.timeoutCommand(current, side ?? '', false) ?? { type: 'done' as const, side: side ?? '' });
    const played = vplay(current, command);
    events.push(...played.events);
    current = played.state;
  }
  return { state: current, events };
}

describe('the Damage Control Phase, narrated', () => {
  test.each([...LOCALES])(
    '%s: its own line, before the loss of control it decides; no internal name',
    async (locale) => {
      expect(TABLES.get('vector'), 'its words are in the catalogue once the registry has it').toBeDefined();
      const t = translator(locale);
      const say = loose(t);
      const { state, events } = await turnOne();
      const start = events.findIndex((e) => e.type === 'vectorPhaseStarted' && e.phase === 'damageControl');
      const text = narrateVector(t, state, events.slice(start));
      const line = say('vector.narrate.damageControl', { turn: 1 });
      expect(line).not.toBe('vector.narrate.damageControl');
      const lines = text.split('\n');
      expect(lines[0]).toBe(line);
      expect(lines[1]).toBe(say('vector.narrate.lossOfControl', { ship: 'Vigil', made: 0, declared: 2 }));
      expect(text).not.toMatch(/damageControl|vector\.|round 4/);
      const passing = momentText(t, { ...state, phase: 'damageControl', round: 0 });
      expect(passing).toBe(say('vector.moment.damageControl', { turn: state.turn }));
      expect(passing).not.toMatch(/damageControl|vector\./);
    },
  );

  test('in the channel: after the third combat round, the Damage Control Phase is said before the next turn', async () => {
    const bot = await localBot({ seed: 'vector-damage-control' });
    await bot.session.run('/game new ruleset:vector scenario:cruiser-duel', 'alice');
    await bot.session.run('/game join side:concord', 'alice');
    await bot.session.run('/game join side:veyra', 'bob');
    await bot.session.run('/game start', 'alice');
    // Both ships stop dead: nothing moves, nothing is in range, the turn plays out by itself.
    await bot.session.run('/orders acceleration:-5 course:0', 'alice');
    await bot.session.run('/orders acceleration:-5 course:0', 'bob');
    const said = bot.channel.messages
      .filter((m) => !m.ephemeral)
      .map((m) => m.content)
      .join('\n');
    const phase = said.indexOf('Turn 1: the Damage Control Phase');
    expect(said.indexOf('Combat round 3: the Attack Phase.')).toBeGreaterThan(0);
    expect(phase).toBeGreaterThan(said.indexOf('Combat round 3: the Attack Phase.'));
    expect(phase).toBeLessThan(said.indexOf('**Turn 2**'));
  });
});
