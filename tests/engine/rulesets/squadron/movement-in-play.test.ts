/**
 * Seed 001's FAQ "Colisões" and "Obstáculos" as a game plays them (issue 14, deliverable 2), and the
 * mat's edge. Faces by place: attack 1-3 hit, 4 crit, 5-6 focus, 7-8 blank.
 */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { dialAll, passActions, ship, table, withDice } from '../../../helpers/squadron-game.js';

describe('"Colisões" (a manoeuvre ending on another base)', () => {
  test('the mover stops short, skips its action step, and the two may not attack each other (first edition)', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1009', facing: 'N' }],
    );
    // The drone (skill 1) moves first, to 1006; the Lance's straight 3 would end there too.
    const { state: after, events } = dialAll(state, { 'lance-cadet': '3FG', 'shard-drone': '2FG' });
    const played = passActions(after);
    const all = [...events, ...played.events];
    const collided = all.find((e) => e.type === 'collided');
    expect(collided).toMatchObject({ ship: 'lance-cadet', with: ['shard-drone'] });
    expect(all).toContainEqual({ type: 'actionStepSkipped', ship: 'lance-cadet', reason: 'collided' });
    // They touch: the drone ahead is in the Lance's arc at range 1, yet the Lance may not attack it.
    expect(all).toContainEqual({ type: 'holdsFire', ship: 'lance-cadet', reason: 'noTarget' });
    // The End phase parts them: next round they may.
    expect(ship(played.state, 'lance-cadet').touching).toEqual([]);
  });

  test('the second edition lets touching ships attack each other (a setting)', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1009', facing: 'N' }],
      { settings: { touchingShipsHoldFire: false } },
    );
    const touching = passActions(dialAll(state, { 'lance-cadet': '3FG', 'shard-drone': '2FG' }).state).state;
    const lance = ship(touching, 'lance-cadet');
    expect(lance.touching).toEqual(['shard-drone']);
    expect(squadron.attackOptions(touching, lance).map((o) => o.target)).toContain('shard-drone');
  });
});

describe('"Obstáculos" (passing through or ending on an asteroid)', () => {
  test('an asteroid on the path: no action step, an attack die rolled, a hit deals a damage card', async () => {
    const state = await table(
      [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '2002', facing: 'S' }],
      {
        obstacles: [{ kind: 'asteroid', hex: '1010' }],
      },
    );
    const dialled = dialAll(withDice(state, [1]), { 'spear-wingman': '3FW', 'shard-drone': '2FG' }).state;
    const { events, state: after } = passActions(dialled);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'obstacleHit', ship: 'spear-wingman', kind: 'asteroid' }),
    );
    expect(events).toContainEqual({ type: 'actionStepSkipped', ship: 'spear-wingman', reason: 'obstacle' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'shieldsLost', ship: 'spear-wingman', lost: 1 }));
    expect(ship(after, 'spear-wingman').onObstacle).toBe(false);
  });

  test('ending on an asteroid: no attack this round', async () => {
    const state = await table(
      [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1005', facing: 'S' }],
      {
        obstacles: [{ kind: 'asteroid', hex: '1010' }],
      },
    );
    // Straight 1 is two hexes: the Spear ends on the rock.
    const dialled = dialAll(withDice(state, [7]), { 'spear-wingman': '1FG', 'shard-drone': '2TW' }).state;
    const { events } = passActions(dialled);
    expect(events).toContainEqual(expect.objectContaining({ type: 'obstacleHit', ship: 'spear-wingman' }));
    expect(events).toContainEqual({ type: 'holdsFire', ship: 'spear-wingman', reason: 'cannot' });
  });

  test('debris: a stress token, and damage only on a critical', async () => {
    const state = await table(
      [{ pilot: 'spear-wingman', hex: '1012', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '2002', facing: 'S' }],
      {
        obstacles: [{ kind: 'debris', hex: '1010' }],
      },
    );
    const dialled = dialAll(withDice(state, [1]), { 'spear-wingman': '3FW', 'shard-drone': '2FG' }).state;
    const { events, state: after } = passActions(dialled);
    expect(ship(after, 'spear-wingman').stress).toBe(1);
    expect(events.some((e) => e.type === 'shieldsLost')).toBe(false);
  });
});

describe('the edge of the mat', () => {
  test('a ship whose manoeuvre ends off the mat has fled: it counts as destroyed', async () => {
    const state = await table(
      [
        { pilot: 'lance-cadet', hex: '1003', facing: 'N' },
        { pilot: 'spear-wingman', hex: '1012', facing: 'N' },
      ],
      [{ pilot: 'shard-drone', hex: '2018', facing: 'N' }],
    );
    const { state: after } = passActions(dialAll(state, { 'lance-cadet': '5FW' }).state);
    expect(ship(after, 'lance-cadet').destroyed).toBe(true);
  });
});
