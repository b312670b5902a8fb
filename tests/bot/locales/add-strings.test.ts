/** A ruleset's words join the catalogue (issue 12): its own keys only, never rewording another's. */
import { describe, expect, it } from 'vitest';
import { addStrings, hasText, text } from '../../../src/bot/locales/index.js';

describe('a ruleset’s words', () => {
  it('join the catalogue in every language, English standing in for a missing translation', () => {
    addStrings('words-test-a', {
      'en-US': { wordsTestA: { hello: 'Hello {name}' } },
      'pt-BR': { wordsTestA: { hello: 'Olá {name}' } },
    });
    expect(hasText('wordsTestA.hello')).toBe(true);
    expect(text('pt-BR', 'wordsTestA.hello', { name: 'Ana' })).toBe('Olá Ana');
    expect(text('zh-CN', 'wordsTestA.hello', { name: 'Ana' })).toBe('Hello Ana');
  });

  it('may not reword a key the catalogue has, in English or in a translation', () => {
    expect(() => addStrings('words-test-b', { 'en-US': { reply: { noGame: 'mine now' } } })).toThrow(
      /already in the catalogue/,
    );
    expect(() =>
      addStrings('words-test-c', { 'en-US': { wordsTestC: { x: 'x' } }, 'zh-CN': { reply: { noGame: '我的' } } }),
    ).toThrow(/already in the catalogue/);
  });

  it('may not translate another ruleset’s key, nor bring a translation without English', () => {
    expect(() => addStrings('words-test-d', { 'pt-BR': { wordsTestA: { hello: 'Oi' } } })).toThrow(
      /already in the catalogue/,
    );
    expect(() => addStrings('words-test-e', { 'en-US': {}, 'pt-BR': { wordsTestE: { alone: 'sozinho' } } })).toThrow(
      /has no English/,
    );
  });
});
