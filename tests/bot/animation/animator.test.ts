/**
 * The animation thread (issue 40: the animated replay is made off the event loop): it gives the same
 * GIF as the table draws here, the bot's event loop goes on while it replays and draws, and a
 * translator or a table the thread cannot have (a test's own) has the animation drawn here, so no
 * replay is lost.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { animateReplay, closeAnimationThread } from '../../../src/bot/animation/animator.js';
import { translator, type Translate } from '../../../src/bot/locales/index.js';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import type { TableRuleset } from '../../../src/bot/rulesets/table.js';
import { goldenRecord } from '../../fixtures/replay.js';
import type { SquadronGolden } from '../../fixtures/squadron-golden.js';
import type { GameRecord } from '../../../src/store/index.js';
import { readFileSync } from 'node:fs';

/** A squadron golden game as a game record (what `/replay` reads). */
function squadronGolden(game: string): GameRecord {
  const golden = JSON.parse(
    readFileSync(new URL(`../../fixtures/squadron-games/${game}.json`, import.meta.url), 'utf8'),
  ) as SquadronGolden;
  return { initial: golden.initial, log: golden.log.map((command) => ({ command })) } as unknown as GameRecord;
}

afterAll(() => closeAnimationThread());

const impulseTable = TABLES.get('impulse') as TableRuleset;
// The duel's round 2, impulse C: moves, volleys and missile hits in a few steps.
const record = goldenRecord('cruiser-duel');

describe('the animation thread', () => {
  it('gives the GIF the table draws here, and leaves the event loop free while it works', async () => {
    const t = translator('pt-BR');
    const there = await animateReplay(t, impulseTable, record, 2, 'C');
    const here = await impulseTable.animation?.(t, record, 2, 'C');
    expect(there?.name).toBe('replay.gif');
    expect(there).toEqual(here);
    // A player's command arriving meanwhile (here: a timer) is served before the animation is done.
    const happened: string[] = [];
    const done = animateReplay(t, impulseTable, record, 2, 'C').then(() => happened.push('animation'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    happened.push('command');
    await done;
    expect(happened).toEqual(['command', 'animation']);
  }, 60_000);

  it('a squadron round is drawn on the thread too, as the table draws it here', async () => {
    const squadronTable = TABLES.get('squadron') as TableRuleset;
    const golden = squadronGolden('asteroid-field');
    const t = translator('en-US');
    const there = await animateReplay(t, squadronTable, golden, 2, undefined);
    expect(there?.name).toBe('replay.gif');
    expect(there).toEqual(await squadronTable.animation?.(t, golden, 2, undefined));
  }, 60_000);

  it('a stretch of play that never ended: undefined, from the thread too', async () => {
    expect(await animateReplay(translator('en-US'), impulseTable, record, 99, 'A')).toBeUndefined();
  }, 60_000);

  it("a table the thread does not have (a test's own) is drawn here", async () => {
    const own: TableRuleset = {
      ...impulseTable,
      animation: () => Promise.resolve({ name: 'own.gif', data: Buffer.from('here') }),
    };
    expect((await animateReplay(translator('en-US'), own, record, 2, 'C'))?.name).toBe('own.gif');
  });

  it('a translator the thread cannot remake has the animation drawn here', async () => {
    const own: Translate = (key, vars) => translator('en-US')(key, vars);
    const file = await animateReplay(own, impulseTable, record, 2, 'C');
    expect(file?.name).toBe('replay.gif');
  }, 60_000);
});
