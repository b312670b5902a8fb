/** A reaction's button id (issue 42): the window and the option, read back as they were written. */
import { describe, expect, test } from 'vitest';
import { CUSTOM_ID_LIMIT, decodeComponentId, encodeComponentId } from '../../../src/bot/pipeline/custom-id.js';

describe('the `reaction` component id (issue 42)', () => {
  test('round-trips the window and the option, whatever characters they hold', () => {
    const id = {
      game: 'abc123',
      version: 42,
      action: { kind: 'reaction', window: 'r3-combat-2-spear-wingman-defender', option: 'focus-evade' },
    } as const;
    const encoded = encodeComponentId(id);
    expect(encoded).toBe('gabc123:42:r:r3-combat-2-spear-wingman-defender:focus-evade');
    expect(decodeComponentId(encoded)).toEqual(id);
    const odd = { ...id, action: { kind: 'reaction', window: 'w:1;x=y', option: 'a b' } } as const;
    expect(decodeComponentId(encodeComponentId(odd))).toEqual(odd);
  });

  test('a window too long for Discord’s 100 characters is refused when the button is made', () => {
    const window = 'w'.repeat(CUSTOM_ID_LIMIT);
    expect(() =>
      encodeComponentId({ game: 'abc123', version: 1, action: { kind: 'reaction', window, option: 'pass' } }),
    ).toThrow(/too long/);
  });
});
