/** `vector`'s map says its own words: the velocity in the alt text spelt out, and its turn and phase, not impulse's. */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/bot/locales/index.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { vectorMapFile } from '../../../../src/bot/rulesets/vector/pictures.js';
import { momentText } from '../../../../src/bot/rulesets/vector/words.js';
import { vectorGame } from '../../../helpers/vector-game.js';

describe('vector’s map file', () => {
  it.each([
    ['en-US', 'Vigil velocity 5'],
    ['pt-BR', 'Vigil velocidade 5'],
    ['zh-CN', 'Vigil 速度 5'],
  ])('in %s describes each ship’s velocity in words (%s), not as the plate’s “v5”', async (locale, said) => {
    expect(TABLES.get('vector'), 'its words are in the catalogue once the registry has it').toBeDefined();
    const { state } = await vectorGame();
    const file = await vectorMapFile(translator(locale), state, []);
    expect(file.description).toContain(said);
    expect(file.description).not.toContain(' v5');
  });

  it.each([
    ['en-US', 'impulse'],
    ['zh-CN', '脉冲'],
  ])(
    'in %s opens its alt text with vector’s turn and phase, as its header does, not with “%s”',
    async (locale, word) => {
      const { state } = await vectorGame();
      const file = await vectorMapFile(translator(locale), state, []);
      expect(
        file.description?.startsWith(`${state.board.scenario.name} · ${momentText(translator(locale), state)}`),
      ).toBe(true);
      expect(file.description).not.toContain(word);
    },
  );
});
