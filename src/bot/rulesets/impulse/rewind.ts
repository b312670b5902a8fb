/**
 * The board as it stood partway through a command's events. A command that ends an impulse often
 * starts the next and plays its automatic moves in the same breath (a ship owed a hex moves at
 * once), so the state after the command is already one step into the next impulse. A picture of the
 * impulse that ended (`/replay`) undoes those later moves: ships and missiles go back to the hexes
 * and facings they held, and missiles launched later are not there yet. An animation's frame after
 * one event of a command (issue 40) undoes the rest of it too: damage to shields and hull, criticals,
 * wrecks and retreats, and missiles that hit or were shot down are back where they flew. Only what a
 * map draws is rewound; the state is a picture's, never played on.
 */
import type { impulse } from '../../../engine/index.js';

type Event = impulse.GameEvent;

/** Events whose undoing changes what a map draws. */
const REWOUND = new Set<Event['type']>([
  'shipMoved',
  'missileMoved',
  'missileLaunched',
  'missileDetonated',
  'missileDestroyed',
  'missileDamaged',
  'damageApplied',
  'criticalRolled',
  'shipDestroyed',
  'shipRetreated',
  'reinforcementExpired',
]);

/** Critical results that leave a lasting effect of the same name on the ship (critical-table.ts). */
const LASTING = new Set(['powerLoss', 'helmDown', 'thrustersDamaged', 'shieldsDown', 'powerRelayDamaged']);

/**
 * `state` as it stood before `later`, its last events. `before`, the state before the whole command,
 * gives back a missile the command removed (a hit or a missile shot down); one launched within the
 * command is rebuilt from its events.
 */
export function rewind(
  state: impulse.GameState,
  later: readonly impulse.GameEvent[],
  before?: impulse.GameState,
): impulse.GameState {
  if (!later.some((e) => REWOUND.has(e.type))) return state;
  const board = structuredClone(state);
  const shipOf = (id: string) => board.ships.find((s) => s.id === id);
  for (const e of [...later].reverse()) {
    if (e.type === 'shipMoved') {
      const ship = shipOf(e.ship.id);
      if (ship) Object.assign(ship, { hex: e.from, facing: e.facingBefore });
    } else if (e.type === 'missileMoved') {
      const missile = board.missiles.find((m) => m.id === e.missile);
      if (missile) missile.hex = e.from;
    } else if (e.type === 'missileLaunched') {
      board.missiles = board.missiles.filter((m) => m.id !== e.missile);
    } else if (e.type === 'missileDetonated' || e.type === 'missileDestroyed') {
      // A missile hits in its target's hex (it flew in, or the target ran into it).
      const hex = e.type === 'missileDestroyed' ? e.hex : shipOf(e.target.id)?.hex;
      const target = e.type === 'missileDetonated' ? e.target : undefined;
      const missile = missileBefore(e.missile, later, before ?? board, target);
      if (hex && missile && !board.missiles.some((m) => m.id === e.missile)) board.missiles.push({ ...missile, hex });
    } else if (e.type === 'missileDamaged') {
      const missile = board.missiles.find((m) => m.id === e.missile);
      if (missile) missile.damaged = false;
    } else if (e.type === 'damageApplied') {
      const ship = shipOf(e.ship.id);
      if (!ship) continue;
      if (e.arc) {
        ship.shields[e.arc] += e.shield;
        for (let i = 0; i < e.reinforcement; i++)
          ship.reinforcements.push({ arc: e.arc, expires: { round: 0, impulse: 'A' } });
      }
      ship.hullMarked = Math.max(0, ship.hullMarked - e.hull);
    } else if (e.type === 'criticalRolled') {
      const ship = shipOf(e.ship.id);
      if (!ship) continue;
      if (LASTING.has(e.result)) {
        const last = ship.criticals.map((c) => c.effect as string).lastIndexOf(e.result);
        if (last >= 0) ship.criticals.splice(last, 1);
      }
      const group = e.group === null ? undefined : ship.groups[e.group];
      if (group) group.destroyed = false;
    } else if (e.type === 'shipDestroyed' || e.type === 'shipRetreated') {
      const ship = shipOf(e.ship.id);
      if (ship) ship.status = 'active';
    } else if (e.type === 'reinforcementExpired') {
      shipOf(e.ship.id)?.reinforcements.push({ arc: e.arc, expires: { round: 0, impulse: 'A' } });
    }
  }
  return board;
}

/**
 * A missile as it was before the command removed it: from the state before the command, else from
 * its launch in the command, else (a picture needs only its side and target) from its hit.
 */
function missileBefore(
  id: string,
  later: readonly Event[],
  before: impulse.GameState,
  target: { readonly id: string; readonly side: string } | undefined,
): impulse.GameState['missiles'][number] | undefined {
  const known = before.missiles.find((m) => m.id === id);
  if (known) return structuredClone(known);
  const launch = later.find(
    (e): e is Extract<Event, { type: 'missileLaunched' }> => e.type === 'missileLaunched' && e.missile === id,
  );
  const side = launch?.ship.side ?? before.sides.find((s) => s.id !== target?.side)?.id;
  const aim = launch?.target.id ?? target?.id;
  if (side === undefined || aim === undefined) return undefined;
  return {
    id,
    side,
    launcher: launch?.ship.id ?? '',
    group: launch?.group ?? 0,
    weapon: '',
    hex: launch?.hex ?? { q: 0, r: 0 },
    facing: 0,
    target: aim,
    damaged: false,
    lastMoved: null,
  };
}
