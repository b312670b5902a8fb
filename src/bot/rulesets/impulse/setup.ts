/**
 * From a lobby to a game: the scenario (its own fleets, or the fleets built with /fleet deployed at
 * the scenario's starting positions), the ship data, a fresh secret seed and its published hash.
 */
import { impulse, isEmptyRoster, type Result } from '../../../engine/index.js';
import type { ImpulseCatalog } from './catalog.js';
import type { GameRecord } from '../../../store/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { Started } from '../table.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import { localCatalog } from './catalog-words.js';

export function findScenario(catalog: ImpulseCatalog, id: string): impulse.Scenario | undefined {
  return catalog.scenarios.find((s) => s.id === id);
}

/** The ship classes a game may use: the bundled ones plus any imported with /fleet import. */
export function classesFor(catalog: ImpulseCatalog, record: GameRecord): impulse.ShipClass[] {
  const custom = record.customClasses.flatMap((raw) => {
    const parsed = impulse.ShipClassSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  return [...custom, ...catalog.classes.filter((c) => !custom.some((k) => k.id === c.id))];
}

export interface ImpulseStarted extends Started<impulse.GameState, impulse.GameEvent> {
  readonly setup: { scenario: impulse.Scenario; roster: impulse.ImpulseRoster | null; catalog: impulse.CatalogInput };
  readonly applied: impulse.Applied;
}

/**
 * The lobby's roster as impulse reads it, or null when no side built a list (issue 42). The record
 * keeps it opaque; the start reads it with the ruleset's own schema, and a list it cannot read is
 * a problem that keeps the lobby as it is, never a list silently dropped.
 */
export function rosterOf(record: Pick<GameRecord, 'roster'>): Result<impulse.ImpulseRoster | null, Problem> {
  const parsed = impulse.ImpulseRosterSchema.safeParse(record.roster);
  if (!parsed.success)
    return { ok: false, error: problem('reply.fleetImportBad', { problem: parsed.error.issues[0]?.message ?? '?' }) };
  return { ok: true, value: isEmptyRoster(parsed.data) ? null : parsed.data };
}

export function startGame(catalog: ImpulseCatalog, record: GameRecord): Result<ImpulseStarted, Problem> {
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
  const read = rosterOf(record);
  if (!read.ok) return read;
  const roster = read.value;
  const scenario = impulse.deployImpulseRoster(base, roster);
  // Ship classes' and weapons' names in the channel's language too (ships.class, ships.weapon).
  const input = localCatalog(channelT(record), { classes: classesFor(catalog, record), weapons: catalog.weapons });
  const created = impulse.IMPULSE.createGame(base, roster, input, record.seed);
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
      setup: {
        scenario: base,
        roster,
        catalog: { classes, weapons: input.weapons.filter((w) => weaponIds.has(w.id)) },
      },
      applied: created.value,
    },
  };
}
