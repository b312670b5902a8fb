/** impulse's narration: one line per thing that happened, in the reader's words. */
import { describe, expect, it } from 'vitest';
import type { impulse } from '../../../../src/engine/index.js';
import { translator } from '../../../../src/bot/locales/index.js';
import { narrate } from '../../../../src/bot/rulesets/impulse/narrate.js';

const side = (id: string) => (id === 'veyra' ? 'Veyra Host' : 'Concord Navy');

describe('impulse narration', () => {
  it('says once that a side updated its standing orders, however many ships one batch ordered', () => {
    const events = [
      { type: 'ordersSet', side: 'veyra' },
      { type: 'ordersSet', side: 'veyra' },
      { type: 'ordersSet', side: 'veyra' },
      { type: 'ordersSet', side: 'concord' },
    ] as unknown as impulse.GameEvent[];
    const lines = narrate(translator('en-US'), events, side).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Veyra Host');
    expect(lines[1]).toContain('Concord Navy');
  });
});
