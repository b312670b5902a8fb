/**
 * Issue 40, deliverable 1: on every golden map of every ruleset (the crowded fleet battle, the
 * squadron asteroid field, vector's tracks), no label lies over a unit, a path, a ruler's number or
 * another label, no two leader lines cross, no leader runs through another unit, no numbered marker
 * is left off, and every label stands next to what it labels.
 */
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../../src/bot/rulesets/registry.js';
import { mapWords } from '../../../src/bot/rulesets/squadron/pictures.js';
import { translator } from '../../../src/bot/locales/index.js';
import { squadron } from '../../../src/engine/index.js';
import { type PlacementAudit, auditPlacement, composeMap, composeSquadronMap } from '../../../src/render/index.js';
import { GOLDEN_MAPS, GOLDEN_OPTIONS } from '../../fixtures/pictures.js';
import { SQUADRON_MOMENTS, squadronMoment } from '../../helpers/squadron-pictures.js';
import { vectorMoment } from '../../helpers/vector-pictures.js';

/** A plate stands within this many text sizes of its unit; a numbered marker, on a leader, within twice that. */
const PLATE_REACH = 5;
const MARKER_REACH = 10;

function expectClean(audit: PlacementAudit): void {
  expect({
    overUnits: audit.overUnits,
    overPaths: audit.overPaths,
    overText: audit.overText,
    overLabels: audit.overLabels,
    leaderCrossings: audit.leaderCrossings,
    leadersThroughUnits: audit.leadersThroughUnits,
    dropped: audit.dropped,
  }).toEqual({
    overUnits: 0,
    overPaths: 0,
    overText: 0,
    overLabels: 0,
    leaderCrossings: 0,
    leadersThroughUnits: 0,
    dropped: 0,
  });
  expect(audit.farthest).toBeLessThanOrEqual(MARKER_REACH);
}

describe('impulse maps: labels placed clear of everything (issue 40)', () => {
  it.each(Object.keys(GOLDEN_MAPS))('%s', (name) => {
    const make = GOLDEN_MAPS[name];
    if (!make) throw new Error(name);
    const { placement, obstacles } = composeMap(make(), GOLDEN_OPTIONS[name]);
    expectClean(auditPlacement(placement, obstacles));
    // Every ship is named on the map or in the panel, and every plate is next to its ship.
    const view = make();
    const named = placement.labels.filter((l) => l.request.overflow === 'panel' && l.panelNumber === undefined);
    expect(named.length + placement.panel.length).toBe(
      view.ships.filter((s) => s.status === 'active').length + view.missiles.length,
    );
    for (const l of named) {
      const gap = Math.max(0, Math.hypot(l.box.x + l.box.w / 2 - l.anchor.x, l.box.y + l.box.h / 2 - l.anchor.y));
      expect(gap).toBeLessThan(l.anchor.near + l.request.size * (PLATE_REACH + 4));
    }
  });
});

describe('the squadron map: labels placed clear of everything (issue 40)', () => {
  it.each(Object.entries(SQUADRON_MOMENTS))('%s', (_, { game, commands }) => {
    const { state, recent } = squadronMoment(game, commands);
    const board = squadron.SQUADRON.boardView(state, recent);
    const { placement, obstacles } = composeSquadronMap(board, mapWords(translator('en-US'), state, board, recent));
    expectClean(auditPlacement(placement, obstacles));
    // Every ship still flying is named: a whole plate on the map, or its line in the panel.
    const whole = placement.labels.filter((l) => l.request.overflow === 'panel' && l.panelNumber === undefined);
    expect(whole.length + placement.panel.length).toBe(board.bases.filter((b) => !b.destroyed).length);
  });

  it('every moment of the asteroid field places its labels cleanly', () => {
    expect(TABLES.get('squadron')).toBeDefined();
    for (const commands of [20, 40, 80, 100]) {
      const { state, recent } = squadronMoment('asteroid-field', commands);
      const board = squadron.SQUADRON.boardView(state, recent);
      const { placement, obstacles } = composeSquadronMap(board, mapWords(translator('en-US'), state, board, recent));
      expectClean(auditPlacement(placement, obstacles));
    }
  });
});

describe('vector maps: labels clear of the tracks and their numbers (issue 40)', () => {
  it.each([
    ['cruiser-duel', 30],
    ['corvane-belt', 60],
    ['corvane-belt', 120],
  ] as const)('%s after %i commands', (game, commands) => {
    const { view, options } = vectorMoment(game, commands);
    const { placement, obstacles } = composeMap(view, options);
    expectClean(auditPlacement(placement, obstacles));
    // The tracks' numbers are kept clear of: they are among what the placer was told is written.
    expect(obstacles.written.length).toBeGreaterThan(0);
  });
});
