/**
 * From a lobby to a game: the scenario (its own fleets, or the fleets built with /fleet deployed at
 * the scenario's starting positions), the ship data, a fresh secret seed and its published hash.
 */
import { formatHex, impulse, parseHex, type Result } from '../../../engine/index.js';
import type { Catalog } from '../../../assets/load-catalog.js';
import type { GameRecord } from '../../../store/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { Started } from '../table.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import { localCatalog } from './catalog-words.js';

export function findScenario(catalog: Catalog, id: string): impulse.Scenario | undefined {
  return catalog.scenarios.find((s) => s.id === id);
}

/** The ship classes a game may use: the bundled ones plus any imported with /fleet import. */
export function classesFor(catalog: Catalog, record: GameRecord): impulse.ShipClass[] {
  const custom = record.customClasses.flatMap((raw) => {
    const parsed = impulse.ShipClassSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  return [...custom, ...catalog.classes.filter((c) => !custom.some((k) => k.id === c.id))];
}

/**
 * The fleet built with /fleet, placed where the scenario put its first ship of each side: in a
 * row two columns apart, same facing, skipping hexes with terrain.
 */
function deployFleet(base: impulse.Scenario, record: GameRecord): impulse.Scenario['ships'] {
  const taken = new Set<string>(base.terrain.flatMap((t) => (t.kind === 'planet' ? [t.hex] : [])));
  return record.fleet.map((entry, index) => {
    const anchor = base.ships.find((s) => s.side === entry.side) ?? base.ships[0];
    const start = parseHex(anchor?.hex ?? '1010') ?? { q: 10, r: 5 };
    let offset = record.fleet.slice(0, index).filter((e) => e.side === entry.side).length;
    let label: string;
    do {
      const step = Math.ceil(offset / 2) * 2 * (offset % 2 === 0 ? 1 : -1);
      label = formatHex({ q: start.q + step, r: start.r - Math.trunc(step / 2) });
      offset += 1;
    } while (taken.has(label));
    taken.add(label);
    return {
      side: entry.side,
      class: entry.classId,
      name: entry.name,
      hex: label,
      facing: anchor?.facing ?? 'N',
      weapons: 'charged' as const,
    };
  });
}

export interface ImpulseStarted extends Started {
  readonly setup: { scenario: impulse.Scenario; catalog: impulse.CatalogInput };
  readonly applied: impulse.Applied;
}

export function startGame(catalog: Catalog, record: GameRecord): Result<ImpulseStarted, Problem> {
  const bundled = findScenario(catalog, record.scenario);
  // Its name, briefing and sides in the channel's language, once, for the whole game.
  const base = bundled && localScenario(channelT(record), bundled);
  if (!base)
    return {
      ok: false,
      error: problem('reply.scenarioUnknown', {
        scenario: record.scenario,
        list: catalog.scenarios.map((s) => s.id).join(', '),
      }),
    };
  const scenario: impulse.Scenario = record.fleet.length > 0 ? { ...base, ships: deployFleet(base, record) } : base;
  // Ship classes' and weapons' names in the channel's language too (ships.class, ships.weapon).
  const input = localCatalog(channelT(record), { classes: classesFor(catalog, record), weapons: catalog.weapons });
  const created = impulse.createGame(scenario, input, record.seed);
  if (!created.ok)
    return {
      ok: false,
      error: problem('reply.fleetImportBad', { problem: `${created.error.path}: ${created.error.message}` }),
    };
  // Keep only the ship data the game uses, so the exported setup stays small and complete.
  const used = new Set(scenario.ships.map((s) => s.class));
  const classes = input.classes.filter((c) => used.has(c.id));
  const weaponIds = new Set(classes.flatMap((c) => c.groups.map((g) => g.weapon)));
  return {
    ok: true,
    value: {
      setup: { scenario, catalog: { classes, weapons: input.weapons.filter((w) => weaponIds.has(w.id)) } },
      applied: created.value,
    },
  };
}
