/** The turn prompt within Discord's limit (issue 39): the body is cut at a line, the deadline always kept. */
import { describe, expect, it } from 'vitest';
import { fitted } from '../../../src/bot/presentation/prompt.js';

const DEADLINE = '\n⏰ Deadline <t:1796549629:R> (<t:1796549629:f>)';

describe('a prompt longer than a Discord message', () => {
  it('keeps its deadline and cuts the body at a line, marked', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `• **Ship ${i + 1}** keeps its curve; charges group 1 (yellow)`);
    const content = `@alice @bob Power Phase of round 2.\n${lines.join('\n')}${DEADLINE}`;
    expect(content.length).toBeGreaterThan(2000);
    const out = fitted(content, DEADLINE);
    expect(out.length).toBeLessThanOrEqual(2000);
    expect(out.endsWith(`\n…${DEADLINE}`)).toBe(true);
    expect(out.startsWith('@alice @bob Power Phase of round 2.')).toBe(true);
    // Every line kept is whole.
    const kept = out.slice(0, out.length - DEADLINE.length - 2).split('\n');
    for (const line of kept.slice(1)) expect(lines).toContain(line);
  });

  it('leaves a prompt within the limit as it is, and cuts one without a deadline at the limit', () => {
    expect(fitted(`short${DEADLINE}`, DEADLINE)).toBe(`short${DEADLINE}`);
    const long = 'x'.repeat(2500);
    expect(fitted(long, '')).toHaveLength(2000);
  });
});
