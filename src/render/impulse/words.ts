/**
 * impulse's words: the map's header, legend, plates and numbered panel, the ship sheet, the damage
 * report and the alt text, each built from a lookup of their keys (../words.ts) in the reader's language.
 */
import { ARCS, type Arc, type GameEvent } from '../../engine/rulesets/impulse/index.js';
import { ENGLISH_TEMPLATES } from '../english.js';
import type { Say } from '../words.js';

export type CriticalResult = Extract<GameEvent, { type: 'criticalRolled' }>['result'];
export type MissileCause = Extract<GameEvent, { type: 'missileDestroyed' }>['cause'];

/** The map's header, legend and plates. */
export interface MapWords {
  readonly when: (phase: 'turn' | 'initiative' | 'power' | 'over', round: number, impulse: string | null) => string;
  /** The board as an impulse begins, nothing played in it yet ("Round 4, before impulse A"). */
  readonly before: (round: number, impulse: string) => string;
  /** The flow's moment, when the picture shows an earlier one ("Next: Round 3, impulse D"). */
  readonly next: (moment: string) => string;
  readonly draw: string;
  readonly winner: (side: string) => string;
  readonly initiative: (side: string) => string;
  readonly toAct: (sides: readonly string[]) => string;
  /** An animation frame's second header line (`/replay animated:true`). */
  readonly replayStep: (step: number, steps: number) => string;
  /** Legend entries by what each explains; a map lists those its picture holds, in LEGEND's order. */
  readonly legend: Readonly<Record<LegendEntry, string>>;
  /** Entries a ruleset adds for its own plate markers (vector's velocity), listed after the rest. */
  readonly legendMore?: readonly string[];
  readonly plates: {
    readonly hull: (left: number, max: number) => string;
    readonly turn: (count: number) => string;
    readonly slip: string;
    readonly criticals: (count: number) => string;
    readonly battery: (count: number) => string;
    readonly afterburners: (count: number) => string;
    readonly miss: string;
  };
  /** The numbered lines under the map: what each numbered marker did. */
  readonly panel: {
    readonly volley: (ship: string, target: string, results: string) => string;
    readonly missileHit: (missile: string, target: string, damage: number) => string;
    readonly destroyed: (ship: string) => string;
    readonly more: (count: number) => string;
  };
}

export interface SheetWords {
  /** Where the ship is ("at 0712"), or that it is out of the battle. */
  readonly where: (status: 'active' | 'destroyed' | 'retreated', hex: string) => string;
  readonly curves: string;
  readonly now: (
    curve: { power: number; speed: number; turn: number },
    turnWait: number | null,
    slip: boolean,
  ) => string;
  readonly shields: (offline: boolean) => string;
  readonly arcs: Readonly<Record<Arc, string>>;
  readonly hull: string;
  readonly weapon: (group: {
    index: number;
    count: number;
    weapon: string;
    arcs: readonly Arc[];
    range: number;
  }) => string;
  readonly groupDestroyed: string;
  readonly red: string;
  readonly yellow: string;
  readonly ready: string;
  readonly charged: (charged: number, of: number) => string;
  readonly stores: (battery: { charged: number; of: number }, afterburners: { left: number; of: number }) => string;
  readonly noCriticals: string;
  /** "Critical: Helm Down"; an effect the words do not know is shown by its code. */
  readonly critical: (effect: string) => string;
  /** The key at the bottom: what each code the sheet shows means, each line starting with its code. */
  readonly key: {
    readonly heading: string;
    readonly lost: (code: string) => string;
    readonly critical: (code: string) => string;
    readonly power: (codes: string) => string;
    readonly reinforced: (code: string) => string;
    readonly red: (code: string) => string;
    readonly yellow: (code: string) => string;
  };
}

/** Damage report phrases; the report adds indentation, dice and emoji around them. */
export interface ReportWords {
  readonly none: string;
  readonly more: (count: number) => string;
  readonly shot: (
    v: { ship: string; weapon: string; target: string; range: number; die: string },
    result: string,
  ) => string;
  readonly missileTarget: (missile: string) => string;
  /** What a shot did: its damage (or a miss), and the shield it landed on when there is one. */
  readonly result: (damage: number, arc: Arc | null) => string;
  /** What a ship lost, by the cause of the damage (the report leaves out damage that took nothing). */
  readonly loses: (
    ship: string,
    parts: { reinforcement: number; shield: number; hull: number },
    cause: string,
  ) => string;
  readonly critical: (ship: string, die: string, name: string, repairable: boolean) => string;
  /** The name of a critical result; null for one the words do not know (the event's own name is shown). */
  readonly criticalResult: (result: string, boxes: number | null) => string | null;
  readonly destroyed: (ship: string) => string;
  readonly explodes: (ship: string, rating: number) => string;
  readonly launches: (ship: string, missile: string, target: string) => string;
  readonly detonates: (missile: string, target: string, arc: Arc, damage: number) => string;
  readonly missileDestroyed: (missile: string, cause: MissileCause) => string;
  readonly missileDamaged: (missile: string) => string;
  readonly repair: (ship: string, die: string, repaired: boolean) => string;
  readonly retreats: (ship: string) => string;
  readonly collides: (ship: string, other: string) => string;
  readonly shotLost: (ship: string, weapon: string, reason: 'targetGone' | 'firerDestroyed') => string;
}

export interface AltWords {
  readonly head: (scenario: string, round: number, impulse: string | null) => string;
  readonly draw: string;
  readonly won: (side: string) => string;
  readonly toAct: (sides: readonly string[]) => string;
  readonly initiative: (side: string) => string;
  /** Joins the clauses of one sentence ("Red to act, Blue has the initiative"). */
  readonly clauses: string;
  readonly ship: (v: {
    ship: string;
    side: string;
    hex: string;
    facing: number;
    hull: number;
    hullMax: number;
    shields: string;
  }) => string;
  readonly missiles: (count: number) => string;
  readonly more: (count: number) => string;
  /** Between two sentences, and after the last. */
  readonly stop: string;
  readonly end: string;
}

/** The impulse map's legend entries, in the order they are laid out. */
export const LEGEND = [
  'rulers',
  'shields',
  'hull',
  'turn',
  'slip',
  'criticals',
  'battery',
  'afterburners',
  'missile',
  'missileDamaged',
  'moves',
  'fire',
  'missileHit',
  'numbers',
  'wreck',
  'blast',
] as const;
export type LegendEntry = (typeof LEGEND)[number];
const FACINGS = ['n', 'ne', 'se', 's', 'sw', 'nw'] as const;
const CRITICAL_EFFECTS = Object.keys(ENGLISH_TEMPLATES.sheet.criticals);
const CRITICAL_RESULTS = Object.keys(ENGLISH_TEMPLATES.report.criticals);

/** One word per arc, from keys `${prefix}.forward` and so on. */
const arcWords = (say: Say, prefix: 'sheet.arcs' | 'sheet.weaponArcs' | 'report.arcs'): Record<Arc, string> =>
  Object.fromEntries(ARCS.map((arc) => [arc, say(`${prefix}.${arc}`)])) as Record<Arc, string>;

export function mapWords(say: Say): MapWords {
  const list = (items: readonly string[]) => items.join(say('list.separator'));
  return {
    when: (phase, round, impulse) =>
      phase === 'power'
        ? say('header.power', { round })
        : phase === 'over'
          ? say('header.over', { round })
          : say('header.impulse', { round, impulse: String(impulse) }),
    before: (round, impulse) => say('header.before', { round, impulse }),
    next: (moment) => say('header.next', { moment }),
    draw: say('header.draw'),
    winner: (side) => say('header.winner', { side }),
    initiative: (side) => say('header.initiative', { side }),
    toAct: (sides) => say('header.toAct', { sides: list(sides) }),
    replayStep: (step, steps) => say('header.replayStep', { step, steps }),
    legend: Object.fromEntries(LEGEND.map((entry) => [entry, say(`legend.${entry}`)])) as Record<LegendEntry, string>,
    plates: {
      hull: (left, max) => say('plates.hull', { left, max }),
      turn: (count) => say('plates.turn', { count }),
      slip: say('plates.slip'),
      criticals: (count) => say('plates.criticals', { count }),
      battery: (count) => say('plates.battery', { count }),
      afterburners: (count) => say('plates.afterburners', { count }),
      miss: say('plates.miss'),
    },
    panel: {
      volley: (ship, target, results) => say('panel.volley', { ship, target, results }),
      missileHit: (missile, target, damage) => say('panel.missileHit', { missile, target, damage }),
      destroyed: (ship) => say('panel.destroyed', { ship }),
      more: (count) => say('panel.more', { count }),
    },
  };
}

export function sheetWords(say: Say): SheetWords {
  const weaponArcs = arcWords(say, 'sheet.weaponArcs');
  return {
    where: (status, hex) => (status === 'active' ? say('sheet.at', { hex }) : say(`sheet.${status}`)),
    curves: say('sheet.curves'),
    now: (curve, turnWait, slip) =>
      say('sheet.now', curve) +
      (turnWait !== null ? say('sheet.turnWait', { count: turnWait }) : '') +
      (slip ? say('sheet.slipReady') : ''),
    shields: (offline) => say(offline ? 'sheet.shieldsOffline' : 'sheet.shields'),
    arcs: arcWords(say, 'sheet.arcs'),
    hull: say('sheet.hull'),
    weapon: (g) => say('sheet.weapon', { ...g, arcs: g.arcs.map((a) => weaponArcs[a]).join('+') }),
    groupDestroyed: say('sheet.groupDestroyed'),
    red: say('sheet.red'),
    yellow: say('sheet.yellow'),
    ready: say('sheet.ready'),
    charged: (charged, of) => say('sheet.charged', { charged, of }),
    stores: (battery, burners) =>
      say('sheet.stores', {
        charged: battery.charged,
        batteries: battery.of,
        left: burners.left,
        afterburners: burners.of,
      }),
    noCriticals: say('sheet.noCriticals'),
    critical: (effect) =>
      say('sheet.critical', {
        name: CRITICAL_EFFECTS.includes(effect) ? say(`sheet.criticals.${effect as 'helmDown'}`) : effect,
      }),
    key: {
      heading: say('sheet.key'),
      lost: (code) => say('sheet.keyLost', { code }),
      critical: (code) => say('sheet.keyCritical', { code }),
      power: (codes) => say('sheet.keyPower', { codes }),
      reinforced: (code) => say('sheet.keyReinforced', { code }),
      red: (code) => say('sheet.keyRed', { code }),
      yellow: (code) => say('sheet.keyYellow', { code }),
    },
  };
}

/** The report's words about shots and damage; `reportWords` adds the rest. */
function fireWords(
  say: Say,
): Pick<ReportWords, 'shot' | 'missileTarget' | 'result' | 'loses' | 'critical' | 'criticalResult'> {
  const arcs = arcWords(say, 'report.arcs');
  return {
    shot: (v, result) => say('report.shot', { ...v, result }),
    missileTarget: (missile) => say('report.missileTarget', { missile }),
    result: (damage, arc) =>
      damage > 0
        ? say(arc ? 'report.damageOnShield' : 'report.damage', { damage, arc: arc ? arcs[arc] : '' })
        : say(arc ? 'report.missOnShield' : 'report.miss', { arc: arc ? arcs[arc] : '' }),
    loses: (ship, p, cause) => {
      const parts = (['reinforcement', 'shield', 'hull'] as const)
        .filter((k) => p[k] > 0)
        .map((k) => say(`report.${k}`, { count: p[k] }))
        .join(say('list.separator'));
      const key =
        cause === 'collision'
          ? 'report.losesCollision'
          : cause === 'explosion'
            ? 'report.losesExplosion'
            : 'report.loses';
      return say(key, { ship, parts });
    },
    critical: (ship, die, name, repairable) =>
      say(repairable ? 'report.criticalRepairable' : 'report.critical', { ship, die, name }),
    criticalResult: (result, boxes) =>
      CRITICAL_RESULTS.includes(result) && (result !== 'secondaryExplosion' || boxes !== null)
        ? say(`report.criticals.${result as 'noEffect'}`, { boxes: boxes ?? 0 })
        : null,
  };
}

export function reportWords(say: Say): ReportWords {
  const arcs = arcWords(say, 'report.arcs');
  return {
    ...fireWords(say),
    none: say('report.none'),
    more: (count) => say('report.more', { count }),
    destroyed: (ship) => say('report.destroyed', { ship }),
    explodes: (ship, rating) => say('report.explodes', { ship, rating }),
    launches: (ship, missile, target) => say('report.launches', { ship, missile, target }),
    detonates: (missile, target, arc, damage) => say('report.detonates', { missile, target, arc: arcs[arc], damage }),
    missileDestroyed: (missile, cause) =>
      say('report.missileDestroyed', { missile, cause: say(`report.missileCauses.${cause}`) }),
    missileDamaged: (missile) => say('report.missileDamaged', { missile }),
    repair: (ship, die, repaired) => say(repaired ? 'report.repaired' : 'report.notRepaired', { ship, die }),
    retreats: (ship) => say('report.retreats', { ship }),
    collides: (ship, other) => say('report.collides', { ship, other }),
    shotLost: (ship, weapon, reason) => say(`report.${reason}`, { ship, weapon }),
  };
}

export function altWords(say: Say): AltWords {
  return {
    head: (scenario, round, impulse) =>
      impulse ? say('alt.headImpulse', { scenario, round, impulse }) : say('alt.head', { scenario, round }),
    draw: say('alt.draw'),
    won: (side) => say('alt.won', { side }),
    toAct: (sides) => say('alt.toAct', { sides: sides.join(say('list.and')) }),
    initiative: (side) => say('alt.initiative', { side }),
    clauses: say('alt.clauses'),
    ship: (v) => say('alt.ship', { ...v, facing: say(`alt.facings.${FACINGS[v.facing] ?? 'n'}`) }),
    missiles: (count) => say('alt.missiles', { count }),
    more: (count) => say('alt.more', { count }),
    stop: say('alt.stop'),
    end: say('alt.end'),
  };
}
