/**
 * A reaction's words (issue 42; issue 43's defence tokens): an option id made of parts joined by '+'
 * is said part by part, joined with ' + '; an id with words of its own keeps them; an id with none
 * goes through the kind's `.option` template.
 */
import { describe, expect, it } from 'vitest';
import { addStrings, translator } from '../../../src/bot/locales/index.js';
import { reactionWords } from '../../../src/bot/presentation/reaction-words.js';
import type { TableRuleset } from '../../../src/bot/rulesets/table.js';

addStrings('words-plus', {
  'en-US': {
    wordsPlus: {
      reactions: {
        defence: {
          name: 'defence',
          options: {
            brace: 'Brace',
            'redirect-left': 'Redirect to left',
            evade: 'Evade',
            'brace+evade': 'Both!',
            pass: 'Keep',
          },
          answers: { best: 'best' },
        },
        placement: { name: 'placing', option: 'Hex {id}' },
      },
    },
  },
  'pt-BR': {
    wordsPlus: {
      reactions: {
        defence: { options: { brace: 'Escorar', 'redirect-left': 'Redirecionar à esquerda', evade: 'Evadir' } },
      },
    },
  },
});

const table = { rules: { id: 'wordsPlus' } } as unknown as Pick<TableRuleset, 'rules'>;

describe('reaction words', () => {
  it('say an option of parts joined by + part by part, joined with " + "', () => {
    const words = reactionWords(translator('en-US'), table, 'defence');
    expect(words.option('brace+redirect-left+evade')).toBe('Brace + Redirect to left + Evade');
    expect(reactionWords(translator('pt-BR'), table, 'defence').option('brace+redirect-left')).toBe(
      'Escorar + Redirecionar à esquerda',
    );
  });

  it('keep an option’s own words, the whole id first', () => {
    const words = reactionWords(translator('en-US'), table, 'defence');
    expect(words.option('brace')).toBe('Brace');
    expect(words.option('brace+evade')).toBe('Both!');
    expect(words.option('pass')).toBe('Keep');
  });

  it('say an option without words through the kind’s template, and fail loudly without one', () => {
    expect(reactionWords(translator('en-US'), table, 'placement').option('0712')).toBe('Hex 0712');
    expect(() => reactionWords(translator('en-US'), table, 'defence').option('brace+salvo')).toThrow(/no string/);
  });
});
