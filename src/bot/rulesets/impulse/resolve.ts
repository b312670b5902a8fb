/**
 * Options as players type them (ship names, weapon names, target names) turned into engine ids,
 * with a clear problem when they do not match. Autocomplete sends ids; people type names; both work.
 */
import { impulse } from '../../../engine/index.js';
import { err, ok, type Result } from '../../../engine/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { cleanName, echo } from '../../presentation/sanitize.js';
import { isMessageKey, type Translate } from '../../locales/index.js';
import { namesWeapon } from './catalog-words.js';

type State = impulse.GameState;
type Ship = impulse.ShipState;

const norm = (s: string): string => s.trim().toLowerCase();

/** Any ship by id or (case-insensitive) name. */
export function findShip(state: State, text: string): Ship | undefined {
  const wanted = norm(text);
  return (
    state.ships.find((s) => s.id === text) ??
    state.ships.find((s) => norm(s.name) === wanted) ??
    state.ships.find((s) => norm(s.id) === wanted)
  );
}

/**
 * The side's ship the command is about: the one named, or when no name is given the only ship
 * that can do `task` now.
 */
export function pickOwnShip(
  state: State,
  side: string,
  named: string | undefined,
  task?: impulse.ShipTask['can'][number],
): Result<Ship, Problem> {
  if (named !== undefined && named.trim() !== '') {
    const ship = findShip(state, named);
    if (!ship) return err(problem('reply.noSuchShip', { ship: echo(named) }));
    if (ship.side !== side) return err(problem('reply.notYourShip', { ship: cleanName(ship.name) }));
    return ok(ship);
  }
  const own = state.ships.filter((s) => s.side === side && s.status === 'active');
  const tasked =
    task === undefined
      ? own
      : impulse
          .shipTasks(state, side)
          .filter((t) => t.can.includes(task))
          .map((t) => own.find((s) => s.id === t.ship))
          .filter((s): s is Ship => s !== undefined);
  const only = tasked.length === 1 ? tasked[0] : own.length === 1 ? own[0] : undefined;
  if (only) return ok(only);
  if (tasked.length === 0 && task !== undefined) return err(problem('reply.noShipNeedsOrders'));
  return err(
    problem('reply.whichShip', { ships: (tasked.length > 0 ? tasked : own).map((s) => cleanName(s.name)).join(', ') }),
  );
}

/** A weapon group of the ship by number (1-based as shown), index, or weapon name. */
export function pickGroup(t: Translate, state: State, ship: Ship, text: string | undefined): Result<number, Problem> {
  const cls = impulse.shipClass(state, ship);
  if (text === undefined || text.trim() === '') {
    const ready = ship.groups
      .map((g, i) => ({ g, i }))
      .filter(({ g, i }) => !g.destroyed && impulse.isGroupReady(state, ship, i));
    if (ready.length === 1 && ready[0]) return ok(ready[0].i);
    return err(problem('reply.badOption', { option: 'weapon', problem: groupList(t, state, ship) }));
  }
  const trimmed = text.trim();
  if (/^g\d+$/.test(trimmed)) return ok(Number(trimmed.slice(1)));
  if (/^\d+$/.test(trimmed)) {
    const n = Number(trimmed) - 1;
    if (n >= 0 && n < cls.groups.length) return ok(n);
  }
  // The weapon's name as the game says it, or in any language the catalogue has, or its id.
  const byName = cls.groups.findIndex((g) => {
    const weapon = state.catalog.weapons[g.weapon];
    return (weapon !== undefined && namesWeapon(trimmed, weapon)) || norm(g.weapon) === norm(trimmed);
  });
  if (byName >= 0) return ok(byName);
  return err(problem('reply.badOption', { option: 'weapon', problem: groupList(t, state, ship) }));
}

/** "2: Flicker Beam ×2 (Forward/Left)": a weapon group as a player reads it, arcs in their language. */
export function groupLabel(t: Translate, state: State, ship: Ship, index: number): string {
  const cls = impulse.shipClass(state, ship);
  const group = cls.groups[index];
  const weapon = group ? state.catalog.weapons[group.weapon] : undefined;
  const arcs = group ? group.arcs.map((arc) => t(`commands.ap.choices.arc.${arc}`)).join('/') : '';
  return `${index + 1}: ${weapon?.name ?? group?.weapon ?? '?'} ×${group?.count ?? 0} (${arcs})`;
}

function groupList(t: Translate, state: State, ship: Ship): Problem {
  return problem('problems.groups', {
    list: impulse
      .shipClass(state, ship)
      .groups.map((_, i) => groupLabel(t, state, ship, i))
      .join('; '),
  });
}

/** A target (ship or missile) by id or name; "-" or "none" holds the weapon's fire. */
export function pickTarget(state: State, text: string): Result<string | null, Problem> {
  const trimmed = text.trim();
  if (trimmed === '-' || norm(trimmed) === 'none') return ok(null);
  const ship = findShip(state, trimmed);
  if (ship) return ok(ship.id);
  const missile = state.missiles.find((m) => norm(m.id) === norm(trimmed));
  if (missile) return ok(missile.id);
  return err(problem('reply.noSuchShip', { ship: echo(trimmed) }));
}

export const shipName = (state: State, id: string): string =>
  cleanName(state.ships.find((s) => s.id === id)?.name ?? id);
export const sideName = (state: State, id: string): string =>
  cleanName(state.sides.find((s) => s.id === id)?.name ?? id);

/** A critical hit's effect as players read it ("Helm Down"), never the engine's `helmDown`. */
export function criticalName(t: Translate, effect: string): string {
  const key = `picture.sheet.criticals.${effect}`;
  return isMessageKey(key) ? t(key) : effect;
}
