/**
 * The assets README's tables say what the ship and scenario files say: a class's cost, its
 * durability and mobility, a scenario's points a side. They went stale once, when the balance games
 * refitted the costs and the README still showed the formula's first estimate as the price.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ASSETS_DIR, loadCatalog } from '../../src/assets/load-catalog.js';
import type { impulse } from '../../src/engine/index.js';
import { tableRows as readmeTableRows } from '../helpers/readme-table.js';

/** The README's table rows, bold and code marks dropped. */
const tableRows = (readme: string, header: string): string[][] => readmeTableRows(readme, header, /\*\*|`/g);

/** Durability as the README defines it: shields halved plus hull boxes. */
function durability(c: impulse.ShipClass): number {
  const { forward, right, rear, left } = c.shields;
  return (forward + right + rear + left) / 2 + c.hull.length;
}

/** Range weights 1-6 and arc weights of the README's firepower formula. */
const RANGE_WEIGHTS = [0.22, 0.26, 0.22, 0.14, 0.1, 0.06];
const ARC_WEIGHTS = { forward: 0.4, right: 0.25, rear: 0.1, left: 0.25 };

/** A shot's value: mean damage over die faces weighted over the ranges; a missile 1.4 at every range. */
function shotValue(weapon: impulse.WeaponType): number {
  if (weapon.kind === 'missile') return 1.4;
  return weapon.bands.reduce((sum, band) => {
    const mean = band.damage.reduce((a, d) => a + d, 0) / band.damage.length;
    const weights = RANGE_WEIGHTS.slice(band.from - 1, band.to);
    return sum + mean * weights.reduce((a, w) => a + w, 0);
  }, 0);
}

/** Firepower a round as the README defines it: sustained fire plus a quarter of the opening volley. */
function firepower(c: impulse.ShipClass, weapons: readonly impulse.WeaponType[]): number {
  const groups = c.groups.map((g) => {
    const arcs = 0.5 + 0.5 * g.arcs.reduce((sum, arc) => sum + ARC_WEIGHTS[arc], 0);
    const volley = g.count * shotValue(weapons.find((w) => w.id === g.weapon)!) * arcs;
    const cycle = Math.max(1, g.red);
    return { volley, cycle, apNeeded: Math.max(0, g.yellow - g.count * g.red) / cycle };
  });
  const apNeeded = groups.reduce((sum, g) => sum + g.apNeeded, 0);
  const fed = apNeeded > 0 ? Math.min(1, (c.curves[c.startCurve]!.power - 1) / apNeeded) : 1;
  const alpha = groups.reduce((sum, g) => sum + g.volley, 0);
  const sustained = groups.reduce((sum, g) => sum + (g.volley / g.cycle) * (g.apNeeded > 0 ? fed : 1), 0);
  return sustained + alpha / 4;
}

/** Mobility and systems as the README defines it. */
function mobility(c: impulse.ShipClass): number {
  const meanPower = c.curves.reduce((sum, curve) => sum + curve.power, 0) / c.curves.length;
  const topSpeed = Math.max(...c.curves.map((curve) => curve.speed));
  const criticals = c.hull.filter((box) => box.critical).length;
  return (
    1 +
    0.03 * (meanPower - 3) +
    0.03 * (topSpeed - 5) +
    0.02 * (c.curves.length - 4) +
    0.04 * c.batteries +
    0.03 * c.afterburners -
    0.03 * criticals
  );
}

const readme = await readFile(join(ASSETS_DIR, 'README.md'), 'utf8');
const catalog = await loadCatalog();

describe('the assets README tells the files’ numbers', () => {
  test('every class is in the points table: its durability, firepower and mobility, the formula’s estimate, its cost now', () => {
    const rows = tableRows(readme, 'class | id');
    expect(rows.map((row) => row[1]).sort()).toEqual(catalog.classes.map((c) => c.id).sort());
    for (const [name, id, faction, hullSize, hp, fp, m, estimate, cost] of rows) {
      const c = catalog.classes.find((x) => x.id === id)!;
      const [HP, FP, M] = [durability(c), firepower(c, catalog.weapons), mobility(c)];
      expect({ name, faction, hullSize, hp, fp, m, estimate, cost }, id).toEqual({
        name: c.name,
        faction: c.faction,
        hullSize: c.hullSize,
        hp: String(HP),
        fp: FP.toFixed(2),
        m: M.toFixed(2),
        estimate: String(Math.round(12 * Math.sqrt(HP * FP) * M)),
        cost: String(c.points),
      });
    }
  });

  test('every scenario is in the scenarios table, with the points each side brings', () => {
    const rows = tableRows(readme, 'id | ships');
    expect(rows.map((row) => row[0]).sort()).toEqual(catalog.scenarios.map((s) => s.id).sort());
    for (const [id, , points] of rows) {
      const scenario = catalog.scenarios.find((s) => s.id === id)!;
      const brought = (side: string) =>
        scenario.ships
          .filter((ship) => ship.side === side)
          .reduce((sum, ship) => sum + catalog.classes.find((c) => c.id === ship.class)!.points, 0);
      expect(points, id).toBe(`${brought('concord')} / ${brought('veyra')}`);
    }
  });
});
