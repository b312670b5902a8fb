/**
 * What a `squadron` picture draws (issue 14, deliverable 6): each base with its arc, its tokens
 * (focus, evade, stress, cloak, disarmed, reinforce), its lock pairs by letter, the manoeuvre it flew
 * this round and its trail; the obstacles; this stretch's attacks.
 */
import type { Facing, Hex } from '../../core/hex.js';
import type { PrimaryArc } from './data/content.js';
import type { SquadronEvent } from './events.js';
import type { BaseSize } from './manoeuvres.js';
import type { MobileArc, SquadronState } from './state.js';

export interface BoardBase {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly hex: Hex;
  readonly facing: Facing;
  readonly size: BaseSize;
  readonly arc: PrimaryArc;
  readonly mobileArc: MobileArc;
  readonly skill: number;
  readonly shields: number;
  readonly shieldsMax: number;
  readonly hullLeft: number;
  readonly hull: number;
  readonly tokens: {
    readonly focus: number;
    readonly evade: number;
    readonly stress: number;
    readonly cloaked: boolean;
    readonly disarmed: boolean;
    readonly reinforce: 'fore' | 'aft' | null;
  };
  /** The letter of the lock it holds (blue) and the letters of the locks on it (red). */
  readonly holds: string | null;
  readonly lockedBy: readonly string[];
  readonly flown: string | null;
  readonly trail: readonly Hex[];
  readonly destroyed: boolean;
  readonly escort: boolean;
}

export interface BoardShot {
  readonly attacker: string;
  readonly defender: string;
  readonly hits: number;
  readonly crits: number;
}

export interface SquadronBoard {
  readonly cols: number;
  readonly rows: number;
  readonly round: number;
  readonly phase: SquadronState['phase'];
  readonly sides: SquadronState['sides'];
  readonly bases: readonly BoardBase[];
  readonly obstacles: SquadronState['obstacles'];
  readonly shots: readonly BoardShot[];
  /** Ships destroyed or fled in this stretch: drawn as wrecks where they were. */
  readonly wrecks: readonly string[];
}

export function squadronBoardView(state: SquadronState, recent: readonly SquadronEvent[]): SquadronBoard {
  const wrecks = recent.flatMap((e) => (e.type === 'shipDestroyed' || e.type === 'fled' ? [e.ship] : []));
  const bases = state.ships
    .filter((s) => !s.destroyed || wrecks.includes(s.id))
    .map((s) => ({
      id: s.id,
      side: s.side,
      name: s.name,
      hex: s.hex,
      facing: s.facing,
      size: s.stats.size,
      arc: s.stats.arc,
      mobileArc: s.mobileArc,
      skill: s.stats.skill,
      shields: s.shields,
      shieldsMax: s.stats.shields,
      hullLeft: Math.max(0, s.stats.hull - s.damage),
      hull: s.stats.hull,
      tokens: {
        focus: s.focus,
        evade: s.evade,
        stress: s.stress,
        cloaked: s.cloaked,
        disarmed: s.disarmed,
        reinforce: s.reinforce,
      },
      holds: state.locks[s.id]?.letter ?? null,
      lockedBy: Object.values(state.locks)
        .filter((l) => l.target === s.id)
        .map((l) => l.letter),
      flown: s.flown,
      trail: s.trail,
      destroyed: s.destroyed,
      escort: s.escort,
    }));
  const shots = recent.flatMap((e) =>
    e.type === 'attackResult' ? [{ attacker: e.attacker, defender: e.defender, hits: e.hits, crits: e.crits }] : [],
  );
  return {
    cols: state.cols,
    rows: state.rows,
    round: state.round,
    phase: state.phase,
    sides: state.sides,
    bases,
    obstacles: state.obstacles,
    shots,
    wrecks,
  };
}
