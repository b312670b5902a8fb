/**
 * Line of sight for attacks (issue 43; seed 004 p. 19: «يُحدَّد خطّ الرؤية من منطقة هيكل السفينة أو
 * إليها انطلاقًا من نقطة التصويب الصفراء ... وإذا مرّ خطّ الرؤية إلى منطقة هيكل مدافِعة عبر أي منطقة
 * هيكل أخرى على السفينة نفسها، فلا يوجد خطّ رؤية»; pp. 19-20: obstruction). The line runs from the
 * attacking zone's reference hex (a squadron: its hex) to the defending zone's reference hex (a
 * squadron: its hex).
 * - No sight when the attacker's reference hex is not inside the defending zone's own sector, seen
 *   from the defender: the line would cross another hull zone of the defender.
 * - Obstructed when the line crosses (through the inside, core/sight.ts `crossed`) an obstacle hex or
 *   a hex of another ship or squadron, neither the attacker nor the defender: the attacker rolls one
 *   die fewer, of its choice.
 */
import { hexEquals, hexKey, type Hex } from '../../../core/hex.js';
import { hexesOnLine } from '../../../core/hex-line.js';
import { lineOfSight, type HexSight } from '../../../core/sight.js';
import type { Attacker, Defender, FleetShip, FleetSquadron, FleetState } from '../state.js';
import { liveShips, liveSquadrons, shipHexes } from './base.js';
import { zoneReferenceHex, zonesHolding } from './zones.js';

export interface AttackSight {
  /** Not blocked by another hull zone of the defender. */
  readonly visible: boolean;
  /** Visible, with an obstacle, ship or squadron in the way. */
  readonly obstructed: boolean;
  /** Every hex the line touches, the two ends included, nearest the attacker first. */
  readonly line: readonly Hex[];
  /** The two ends: the attacker's and the defender's reference hexes. */
  readonly from: Hex;
  readonly to: Hex;
  /** The hexes that obstruct it, nearest first. */
  readonly obstructedBy: readonly Hex[];
}

type Readable = Pick<FleetState, 'catalog' | 'ships' | 'squadrons' | 'obstacles'>;

const shipOf = (state: Readable, id: string): FleetShip => {
  const s = state.ships.find((x) => x.id === id);
  if (!s) throw new Error(`fleet: no ship "${id}"`);
  return s;
};
const squadronOf = (state: Readable, id: string): FleetSquadron => {
  const s = state.squadrons.find((x) => x.id === id);
  if (!s) throw new Error(`fleet: no squadron "${id}"`);
  return s;
};

/** The hex an attacker or defender measures and sees from: a zone's reference hex, or a squadron's hex. */
export function referenceHexOf(state: Readable, unit: Attacker | Defender): Hex {
  return unit.kind === 'ship'
    ? zoneReferenceHex(state, shipOf(state, unit.ship), unit.zone)
    : squadronOf(state, unit.squadron).hex;
}

const unitId = (unit: Attacker | Defender): string => (unit.kind === 'ship' ? unit.ship : unit.squadron);

/** The hexes that obstruct a line between these two: obstacles, and every other live ship's and squadron's hexes. */
export function obstructingHexes(state: Readable, ...involved: readonly string[]): Set<string> {
  const keys = new Set(state.obstacles.map((o) => hexKey(o.hex)));
  for (const ship of liveShips(state))
    if (!involved.includes(ship.id)) for (const h of shipHexes(state, ship)) keys.add(hexKey(h));
  for (const sq of liveSquadrons(state)) if (!involved.includes(sq.id)) keys.add(hexKey(sq.hex));
  return keys;
}

/** Sight from the attacker to the defender, as the attack rules judge it (seed 004 pp. 19-20). */
export function attackSight(state: Readable, attacker: Attacker, defender: Defender): AttackSight {
  const from = referenceHexOf(state, attacker);
  const to = referenceHexOf(state, defender);
  // Seed 004 p. 19: the line may not pass through another hull zone of the defending ship.
  const visible =
    defender.kind === 'squadron' || zonesHolding(state, shipOf(state, defender.ship), from).includes(defender.zone);
  const blocking = obstructingHexes(state, unitId(attacker), unitId(defender));
  const sight = lineOfSight(from, to, (hex, crossed): HexSight =>
    crossed && blocking.has(hexKey(hex)) ? 'obstructs' : 'clear',
  );
  return {
    visible,
    obstructed: visible && sight.obstructedBy.length > 0,
    line: hexEquals(from, to) ? [from] : hexesOnLine(from, to),
    from,
    to,
    obstructedBy: sight.obstructedBy,
  };
}
