/**
 * `/replay animated:true` in a squadron game (issue 40, deliverable 3): a frame for each command
 * that changed the picture (a manoeuvre, an attack, a ship destroyed), every frame the same size,
 * the round's last frame as `/replay round:` shows it.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/bot/locales/index.js';
import { pastRound } from '../../../../src/bot/rulesets/squadron/history.js';
import { squadronAnimationFile, squadronSteps } from '../../../../src/bot/rulesets/squadron/replay.js';
import '../../../../src/bot/rulesets/registry.js';
import { squadron } from '../../../../src/engine/index.js';
import type { GameRecord } from '../../../../src/store/index.js';
import type { SquadronGolden } from '../../../fixtures/squadron-golden.js';

const golden = JSON.parse(
  readFileSync(new URL('../../../fixtures/squadron-games/asteroid-field.json', import.meta.url), 'utf8'),
) as SquadronGolden;
const record = { initial: golden.initial, log: golden.log.map((command) => ({ command })) } as unknown as GameRecord;
const picture = (s: { state: squadron.SquadronState; events: readonly squadron.SquadronEvent[] }) =>
  JSON.stringify(squadron.SQUADRON.boardView(s.state, s.events));

describe('squadron replay steps', () => {
  it.each([1, 3, 5])('round %i: a step per change of the picture, ending where /replay round: ends', (round) => {
    const steps = squadronSteps(record, round);
    const past = pastRound(record, round);
    if (!steps || !past) throw new Error(`round ${round} never ended`);
    expect(steps.length).toBeGreaterThan(2);
    expect(steps[0]?.events).toEqual([]);
    expect(steps[0]?.state.round).toBe(round);
    // Each step shows something the one before did not (the last may only close the round).
    for (let i = 1; i < steps.length - 1; i++)
      expect(picture(steps[i] as (typeof steps)[number])).not.toBe(picture(steps[i - 1] as (typeof steps)[number]));
    expect(steps.at(-1)?.state).toEqual(past.state);
    expect(steps.at(-1)?.events).toEqual(past.events);
    // The ships move one at a time: no step moves two of them.
    for (let i = 1; i < steps.length; i++) {
      const before = (steps[i - 1] as (typeof steps)[number]).state.ships;
      const after = (steps[i] as (typeof steps)[number]).state.ships;
      const moved = after.filter((s) => {
        const was = before.find((b) => b.id === s.id);
        return was && JSON.stringify(was.hex) !== JSON.stringify(s.hex);
      });
      expect(moved.length).toBeLessThanOrEqual(1);
    }
  });

  it('a round that never ended has no steps', () => {
    expect(squadronSteps(record, 999)).toBeUndefined();
  });

  it('the animation has a frame per step, all one size, with the map’s alt text', async () => {
    const steps = squadronSteps(record, 5);
    if (!steps) throw new Error('round 5 never ended');
    const file = await squadronAnimationFile(translator('en-US'), steps, 5);
    const meta = await sharp(file.data, { animated: true }).metadata();
    expect(meta.pages).toBe(steps.length);
    expect(meta.width).toBe(800);
    expect(file.data.length).toBeLessThan(8 * 1024 * 1024);
    expect(file.description).toMatch(/Hale Dorran/);
  }, 30_000);
});
