/**
 * The attacks a unit may declare now (issue 43; seed 004 pp. 13-14 and 19-20): every legal
 * `attack` command of the active ship, and every target of a squadron.
 */
import { hexDistance } from '../../../core/hex.js';
import type { AttackTarget, FleetCommandOf } from '../commands.js';
import { HULL_ZONES, type DiceColour } from '../data/schema.js';
import { liveShips, liveSquadrons, squadronClassOf } from '../geometry/base.js';
import { zoneReferenceHex } from '../geometry/zones.js';
import type { FleetShip, FleetSquadron, FleetState, HullZone } from '../state.js';
import {
  defaultDrop,
  engagers,
  findShip,
  findSquadron,
  poolAfterDrop,
  shipShot,
  squadronShot,
  type Shot,
} from './common.js';

/** The colours the attacker could remove from an obstructed shot and still roll something. */
function dropChoices(shot: Shot): (DiceColour | undefined)[] {
  if (!shot.obstructed) return [undefined];
  return [...new Set(shot.pool)].filter((c) => poolAfterDrop(shot, c).ok);
}

/** May the ship declare an attack from `zone` now (its activation's attack step, the zone unused, fewer than two)? */
export function zoneMayAttack(state: FleetState, ship: FleetShip, zone: HullZone): boolean {
  const act = state.activation;
  if (!act || act.ship !== ship.id || act.step === 'manoeuvre' || state.attack) return false;
  return act.attacksFrom.length < 2 && !act.attacksFrom.includes(zone);
}

/**
 * Every legal attack of the active ship: each zone not used yet this activation, against each enemy
 * hull zone in arc, range and sight with dice at that band (one command per colour it could drop
 * when obstructed), each squadron in the zone's arc and range with anti-squadron dice, and, where a
 * zone has several such squadrons, one attack on all of them (nearest first).
 */
export function shipAttackChoices(state: FleetState, shipId: string): FleetCommandOf<'attack'>[] {
  const ship = findShip(state, shipId);
  if (!ship || ship.destroyed) return [];
  const out: FleetCommandOf<'attack'>[] = [];
  const base = { type: 'attack' as const, side: ship.side, ship: ship.id };
  for (const from of HULL_ZONES) {
    if (!zoneMayAttack(state, ship, from)) continue;
    for (const enemy of liveShips(state).filter((s) => s.side !== ship.side)) {
      for (const zone of HULL_ZONES) {
        const shot = shipShot(state, ship, from, { kind: 'ship', ship: enemy.id, zone });
        if (!shot.ok) continue;
        for (const drop of dropChoices(shot.value))
          out.push({ ...base, from, target: { ship: enemy.id, zone }, ...(drop ? { drop } : {}) });
      }
    }
    const squadrons: { sq: FleetSquadron; shot: Shot }[] = [];
    for (const sq of liveSquadrons(state).filter((s) => s.side !== ship.side)) {
      const shot = shipShot(state, ship, from, { kind: 'squadron', squadron: sq.id });
      if (!shot.ok) continue;
      const drops = dropChoices(shot.value);
      if (drops.length === 0) continue;
      squadrons.push({ sq, shot: shot.value });
      for (const drop of drops) out.push({ ...base, from, target: { squadrons: [sq.id] }, ...(drop ? { drop } : {}) });
    }
    // The whole group, with the default drop where one of them is obstructed (each must keep a die).
    const ref = zoneReferenceHex(state, ship, from);
    const group = squadrons
      .filter(({ shot }) => poolAfterDrop(shot, undefined).ok)
      .sort((x, y) => hexDistance(ref, x.sq.hex) - hexDistance(ref, y.sq.hex) || (x.sq.id < y.sq.id ? -1 : 1));
    if (group.length >= 2) {
      const obstructed = group.find(({ shot }) => shot.obstructed);
      const drop = obstructed ? defaultDrop(obstructed.shot.pool) : undefined;
      out.push({ ...base, from, target: { squadrons: group.map(({ sq }) => sq.id) }, ...(drop ? { drop } : {}) });
    }
  }
  return out;
}

/**
 * The targets a squadron may attack now (5.7): enemy squadrons at distance 1 with its
 * anti-squadron dice, enemy hull zones whose arc holds it within distance 1 with its battery dice.
 * Engaged, only squadrons, and an escort among those engaging it first (the Escort keyword).
 */
export function squadronAttackChoices(state: FleetState, sqId: string): AttackTarget[] {
  const sq = findSquadron(state, sqId);
  if (!sq || sq.destroyed) return [];
  const keep = (shot: ReturnType<typeof squadronShot>) => shot.ok && poolAfterDrop(shot.value, undefined).ok;
  const engaging = engagers(state, sq);
  const escorts = engaging.filter((o) => squadronClassOf(state, o).keywords.includes('escort'));
  const squadronTargets = (escorts.length > 0 ? escorts : liveSquadrons(state).filter((o) => o.side !== sq.side))
    .filter((o) => keep(squadronShot(state, sq, { kind: 'squadron', squadron: o.id })))
    .map((o) => ({ squadrons: [o.id] }));
  if (engaging.length > 0) return squadronTargets;
  const shipTargets = liveShips(state)
    .filter((s) => s.side !== sq.side)
    .flatMap((s) => HULL_ZONES.map((zone) => ({ ship: s.id, zone })))
    .filter((t) => keep(squadronShot(state, sq, { kind: 'ship', ship: t.ship, zone: t.zone })));
  return [...squadronTargets, ...shipTargets];
}
