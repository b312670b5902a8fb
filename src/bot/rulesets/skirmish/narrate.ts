/**
 * `skirmish`'s public lines and report (issue 44 deliverable 7): what happened, in the reader's words.
 * The line says each move, charge, attack's outcome, battle-shock test, objective and score in short;
 * the report adds each attack's dice step by step, as seed 003's Attack Sequence runs them:
 *
 *   Hits: 5 dice [1 3 4 6 6] need 3+ → 4 hits (2 critical, sustained +2)
 *   Wounds: 4 dice [2 4 5 6] need 4+ (S4 vs T4) → 3 wounds (1 critical)
 *   Allocation: Group 1 (Sergeant, W2 Sv3+), Group 2 (4 × Trooper, W1 Sv3+): order Group 2 → Group 1
 *   Saves: [1 2 5 6] need 3+ (Sv3+ AP0) → 2 saved, 2 failed
 *   Damage: Trooper (model 3) −1, slain; ...
 *
 * An attack's events carry its id only; its weapon, target and groups are remembered from the
 * events before, as the report reads them in order.
 */
import type {
  AllocationGroup,
  SaveResolved,
  SkirmishEvent,
  SkirmishEventOf,
  SkirmishState,
} from '../../../engine/rulesets/skirmish/index.js';
import { hasText, loose, type Translate } from '../../locales/index.js';
import { errorWords } from './explain.js';
import {
  groupText,
  hexText,
  modelText,
  orderText,
  phaseWord,
  reactionOptionText,
  reasonWord,
  sideName,
  stratagemWord,
  unitName,
  weaponName,
  weaponOf,
} from './words.js';
import { linesWithin } from '../../presentation/lines-within.js';

type State = SkirmishState;
type Event = SkirmishEvent;

/** What the report remembers of an attack under way, by its id. */
interface AttackContext {
  readonly declared: SkirmishEventOf<'attackDeclared'>;
  groups: readonly AllocationGroup[];
  brace: boolean;
}

type Memory = Map<string, AttackContext>;

export const diceList = (dice: readonly number[]): string => `[${dice.join(' ')}]`;

const unitsText = (state: State, ids: readonly string[]): string => ids.map((id) => unitName(state, id)).join(', ');

/** "Objective 2 (0712)": an objective by its place in the mission's list and its hex. */
export function objectiveText(t: Translate, state: State, id: string): string {
  const index = state.objectives.findIndex((o) => o.id === id);
  const objective = state.objectives[index];
  return loose(t)('skirmish.words.objective', { n: index + 1, hex: objective ? hexText(objective.hex) : '?' });
}

function skipReason(t: Translate, reason: string): string {
  const key = `skirmish.skipReasons.${reason}`;
  return loose(t)(hasText(key) ? key : 'skirmish.skipReasons.other');
}

/** The turn's and the Command phase's lines: rounds, phases, CP, stratagems, battle-shock. */
function turnLine(t: Translate, state: State, e: Event): string | null | undefined {
  const say = loose(t);
  const unit = 'unit' in e && typeof e.unit === 'string' ? unitName(state, e.unit) : '';
  switch (e.type) {
    case 'firstTurnDecided':
      return e.rolls
        ? say('skirmish.narrate.firstTurnRolled', {
            side: sideName(state, e.side),
            rolls: Object.entries(e.rolls)
              .map(([s, r]) => `${sideName(state, s)} ${r}`)
              .join(', '),
          })
        : say('skirmish.narrate.firstTurn', { side: sideName(state, e.side) });
    case 'roundStarted':
      return say('skirmish.narrate.round', { round: e.round });
    case 'turnStarted':
      return say('skirmish.narrate.turn', { side: sideName(state, e.side), round: e.round });
    case 'phaseStarted':
      return say('skirmish.narrate.phase', { side: sideName(state, e.side), phase: phaseWord(t, e.phase) });
    case 'phaseSkipped':
      return say('skirmish.narrate.phaseSkipped', {
        side: sideName(state, e.side),
        phase: phaseWord(t, e.phase),
        reason: skipReason(t, e.reason),
      });
    case 'cpGained':
      return say('skirmish.narrate.cpGained', { side: sideName(state, e.side), n: e.amount, total: e.total });
    case 'stratagemUsed':
      return say(e.unit ? 'skirmish.narrate.stratagemOn' : 'skirmish.narrate.stratagem', {
        side: sideName(state, e.side),
        stratagem: stratagemWord(t, e.stratagem),
        unit: e.unit ? unitName(state, e.unit) : '',
        cost: e.cost,
        left: e.cpLeft,
      });
    case 'abilityUsed':
      return say('skirmish.narrate.selfRepair', { unit, model: modelText(t, state, e.unit, e.model), n: e.amount });
    case 'battleShockTested':
      return say(e.passed ? 'skirmish.narrate.shockPassed' : 'skirmish.narrate.shockFailed', {
        unit,
        dice: diceList(e.dice),
        total: e.total,
        leadership: e.leadership,
      });
    case 'battleShockPassedByBravery':
      return say('skirmish.narrate.bravery', { unit });
    case 'unitShocked':
      return say('skirmish.narrate.shocked', { unit });
    case 'unitRecovered':
      return say('skirmish.narrate.recovered', { unit });
    default:
      return undefined;
  }
}

/** Movement's lines: rolls, moves, adjustments, hazards, reserves. */
function moveLine(t: Translate, state: State, e: Event): string | null | undefined {
  const say = loose(t);
  const unit = 'unit' in e && typeof e.unit === 'string' ? unitName(state, e.unit) : '';
  switch (e.type) {
    case 'advanceRolled':
      return say('skirmish.narrate.advanceRolled', { unit, roll: e.roll });
    case 'rollRerolled':
      return say('skirmish.narrate.rerolled', {
        unit,
        roll: say(`skirmish.words.rolls.${e.kind}`),
        before: e.before,
        after: e.after,
      });
    case 'unitMoved': {
      const last = e.steps[0];
      return say(`skirmish.narrate.moved.${e.movement}`, {
        unit,
        hex: last ? hexText(last.to) : '?',
        n: e.allowance,
      });
    }
    case 'unitStayed':
      return say('skirmish.narrate.stayed', { unit });
    case 'modelAdjusted':
      return say('skirmish.narrate.adjusted', {
        unit,
        model: modelText(t, state, e.unit, e.model),
        from: hexText(e.from),
        to: hexText(e.to),
      });
    case 'hazardRolled':
      return say('skirmish.narrate.hazard', {
        unit,
        model: modelText(t, state, e.unit, e.model),
        roll: e.roll,
        n: e.mortalWounds,
      });
    case 'unitArrived': {
      const first = e.steps[0];
      return say('skirmish.narrate.arrived', { unit, hex: first ? hexText(first.to) : '?' });
    }
    case 'reservesLost':
      return say('skirmish.narrate.reservesLost', { unit });
    default:
      return undefined;
  }
}

/** Attacks', charges' and fights' lines. */
function combatLine(t: Translate, state: State, e: Event): string | null | undefined {
  const say = loose(t);
  const unit = 'unit' in e && typeof e.unit === 'string' ? unitName(state, e.unit) : '';
  switch (e.type) {
    case 'attackDeclared':
      return say(`skirmish.narrate.attack.${e.kind}`, {
        attacker: unitName(state, e.attacker),
        target: unitName(state, e.target),
        weapon: weaponName(t, state, e.weapon),
        models: e.models,
        n: e.attacks,
      });
    case 'mortalWoundsInflicted':
      return say(e.slain ? 'skirmish.narrate.mortalSlain' : 'skirmish.narrate.mortal', {
        unit,
        model: modelText(t, state, e.unit, e.model),
        n: e.amount,
        lost: e.lost,
      });
    case 'attackResolved':
      return say('skirmish.narrate.attackResolved', { slain: e.slain, n: e.woundsLost });
    case 'unitDestroyed':
      return say('skirmish.narrate.destroyed', { unit });
    case 'chargeDeclared':
      return say('skirmish.narrate.chargeDeclared', { unit });
    case 'chargeRolled':
      return say('skirmish.narrate.chargeRolled', { unit, dice: diceList(e.dice), total: e.total });
    case 'chargeTargetsChosen':
      return say('skirmish.narrate.chargeTargets', { unit, targets: unitsText(state, e.targets) });
    case 'chargeSucceeded':
      return say('skirmish.narrate.chargeSucceeded', { unit, targets: unitsText(state, e.targets) });
    case 'chargeFailed':
      return say(`skirmish.narrate.chargeFailed.${e.reason}`, { unit });
    case 'heroicIntervention':
      return say(e.succeeded ? 'skirmish.narrate.heroicSucceeded' : 'skirmish.narrate.heroicFailed', {
        unit,
        against: unitName(state, e.against),
        dice: diceList(e.dice),
        total: e.dice.reduce((a, b) => a + b, 0),
      });
    case 'fightStepStarted':
      return say(`skirmish.narrate.fightStep.${e.step}`, { side: sideName(state, e.toSelect) });
    case 'unitFought':
      return say('skirmish.narrate.fought', { unit, target: unitName(state, e.target) });
    default:
      return undefined;
  }
}

/** Objectives, scores, the game's end and the answers to reactions. */
function endLine(t: Translate, state: State, e: Event): string | null | undefined {
  const say = loose(t);
  switch (e.type) {
    case 'objectiveControlled':
      return say(e.controller ? 'skirmish.narrate.objectiveHeld' : 'skirmish.narrate.objectiveFree', {
        objective: objectiveText(t, state, e.objective),
        side: e.controller ? sideName(state, e.controller) : '',
        levels: Object.entries(e.levels)
          .map(([s, n]) => `${sideName(state, s)} ${n}`)
          .join(', '),
      });
    case 'vpScored':
      return say(`skirmish.narrate.vp.${e.reason}`, { side: sideName(state, e.side), n: e.points, total: e.total });
    case 'roundEnded':
      return say('skirmish.narrate.roundEnded', {
        round: e.round,
        vp: state.sides.map((s) => `${sideName(state, s.id)} ${state.vp[s.id] ?? 0}`).join(', '),
      });
    case 'planStopped':
      return say('skirmish.narrate.planStopped', { side: sideName(state, e.side), why: errorWords(t, e.code) });
    case 'conceded':
      return say('skirmish.narrate.conceded', { side: sideName(state, e.side) });
    case 'gameEnded':
      return e.outcome.winner
        ? say('skirmish.narrate.won', {
            side: sideName(state, e.outcome.winner),
            reason: reasonWord(t, e.outcome.reason),
          })
        : say('skirmish.narrate.draw', { reason: reasonWord(t, e.outcome.reason) });
    case 'reactionAnswered':
    case 'reactionDefaulted': {
      const kind = state.reaction?.window.id === e.window ? state.reaction.kind : kindOfWindow(e.window);
      if (!kind || kind === 'allocation') return null;
      return say(e.type === 'reactionDefaulted' ? 'skirmish.narrate.reactionDefaulted' : 'skirmish.narrate.reaction', {
        side: sideName(state, e.side),
        reaction: say(`skirmish.reactions.${kind}.name`),
        answer: reactionOptionText(t, state, kind, e.option ?? 'pass'),
      });
    }
    default:
      return undefined;
  }
}

/** One event's short line, or null when the short line leaves it to the report. */
export function lineOf(t: Translate, state: State, e: Event): string | null {
  for (const part of [turnLine, moveLine, combatLine, endLine]) {
    const line = part(t, state, e);
    if (line !== undefined) return line;
  }
  return null;
}

/** A window's kind from its id (`alloc-a3`, `overwatch-...`, `heroic-...`), as the rules name them. */
function kindOfWindow(window: string): string | undefined {
  if (window.startsWith('alloc')) return 'allocation';
  if (window.startsWith('overwatch')) return 'overwatch';
  if (window.startsWith('heroic')) return 'heroic';
  return undefined;
}

const HIT_MODIFIERS = ['cover', 'heavy', 'engagedVehicle', 'overwatch'] as const;

/** The hit step: "Hits: 5 dice [1 3 4 6 6] need 3+ → 4 hits (2 critical, sustained +2)". */
function hitsLine(
  t: Translate,
  e: SkirmishEventOf<'hitsRolled'>,
  declared?: SkirmishEventOf<'attackDeclared'>,
): string {
  const say = loose(t);
  const extras: string[] = [];
  if (e.criticals > 0) extras.push(say('skirmish.report.criticals', { n: e.criticals }));
  if (e.sustained > 0) extras.push(say('skirmish.report.sustained', { n: e.sustained }));
  if (e.lethal > 0) extras.push(say('skirmish.report.lethal', { n: e.lethal }));
  for (const r of e.rerolls) extras.push(say('skirmish.report.reroll', { from: r.from, to: r.to }));
  for (const m of declared?.hitModifiers ?? [])
    if ((HIT_MODIFIERS as readonly string[]).includes(m)) extras.push(say(`skirmish.report.hitModifiers.${m}`));
  if (declared?.halfRange) extras.push(say('skirmish.report.halfRange'));
  const tail = extras.length > 0 ? ` (${extras.join(', ')})` : '';
  if (e.automatic) return say('skirmish.report.hitsAutomatic', { n: e.hits }) + tail;
  return (
    say('skirmish.report.hits', { dice: e.dice.length, rolled: diceList(e.dice), needed: e.needed, n: e.hits }) + tail
  );
}

/** The wound step: "Wounds: 4 dice [2 4 5 6] need 4+ (S4 vs T4) → 3 wounds (1 critical)". */
function woundsLine(t: Translate, e: SkirmishEventOf<'woundsRolled'>): string {
  const say = loose(t);
  const extras: string[] = [];
  if (e.criticals > 0) extras.push(say('skirmish.report.criticals', { n: e.criticals }));
  if (e.devastating > 0) extras.push(say('skirmish.report.devastating', { n: e.devastating }));
  for (const r of e.rerolls) extras.push(say('skirmish.report.reroll', { from: r.from, to: r.to }));
  const tail = extras.length > 0 ? ` (${extras.join(', ')})` : '';
  return (
    say('skirmish.report.wounds', {
      dice: e.dice.length,
      rolled: diceList(e.dice),
      needed: e.needed,
      strength: e.strength,
      toughness: e.toughness,
      n: e.wounds,
    }) + tail
  );
}

/** The save step: "Saves: [1 2 5 6] need 3+ (Sv3+ AP1) → 2 saved, 2 failed". */
function savesLine(t: Translate, state: State, saves: readonly SaveResolved[], context?: AttackContext): string {
  const say = loose(t);
  const ap = context ? (weaponOf(state, context.declared.weapon)?.ap ?? 0) : 0;
  const needs = [...new Set(saves.map((s) => (s.invulnerable ? `${s.needed}++` : `${s.needed}+`)))];
  const groups = context?.groups ?? [];
  const armour = [...new Set(groups.map((g) => `Sv${g.save}+`))].join('/');
  const rolled = saves.map((s) => s.roll);
  const saved = saves.filter((s) => s.saved).length;
  return say('skirmish.report.saves', {
    rolled: diceList(rolled),
    needed: needs.join('/') || '—',
    armour: armour || '—',
    ap,
    brace: context?.brace ? say('skirmish.report.braced') : '',
    saved,
    failed: saves.length - saved,
  });
}

/** The damage step: each failed save, where it fell and what it did. */
function damageLine(t: Translate, state: State, saves: readonly SaveResolved[], target: string): string | null {
  const say = loose(t);
  const failed = saves.filter((s) => !s.saved);
  if (failed.length === 0) return null;
  const parts = failed.map((s) => {
    if (s.model === null) return say('skirmish.report.damageLost');
    const model = modelText(t, state, target, s.model);
    const fnp =
      s.feelNoPain.length > 0
        ? say('skirmish.report.feelNoPain', { rolled: diceList(s.feelNoPain), n: s.damage - s.lost })
        : '';
    return say(s.slain ? 'skirmish.report.damageSlain' : 'skirmish.report.damage', {
      model,
      damage: s.damage,
      lost: s.lost,
      fnp,
    });
  });
  return say('skirmish.report.damageLine', { list: parts.join('; ') });
}

/** The report's lines for an event beyond its short line: an attack's steps. */
function detailOf(t: Translate, state: State, e: Event, memory: Memory): string | null {
  const say = loose(t);
  switch (e.type) {
    case 'attackDeclared': {
      memory.set(e.attack, { declared: e, groups: [], brace: false });
      return say('skirmish.report.declared', { needed: e.hitNeeded });
    }
    case 'hitsRolled':
      return hitsLine(t, e, memory.get(e.attack)?.declared);
    case 'woundsRolled':
      return woundsLine(t, e);
    case 'allocationDeclared': {
      const context = memory.get(e.attack);
      if (context) {
        context.groups = e.groups;
        context.brace = e.brace;
      }
      const target = context?.declared.target ?? '';
      return say(e.defaulted ? 'skirmish.report.allocationDefault' : 'skirmish.report.allocation', {
        groups: e.groups.map((g) => groupText(t, state, target, g)).join(', '),
        order: orderText(t, e.order),
        brace: e.brace ? ` + ${stratagemWord(t, 'braceForImpact')}` : '',
      });
    }
    case 'savesRolled': {
      const context = memory.get(e.attack);
      const saves = savesLine(t, state, e.saves, context);
      const damage = damageLine(t, state, e.saves, context?.declared.target ?? '');
      return damage ? `${saves}\n  ${damage}` : saves;
    }
    default:
      return null;
  }
}

export function narrateSkirmish(t: Translate, state: State, events: readonly Event[]): string {
  return events
    .map((e) => lineOf(t, state, e))
    .filter((l): l is string => l !== null && l !== '')
    .join('\n');
}

/** Lines joined up to `room` characters; what does not fit is said to be cut. */
const within = (t: Translate, lines: readonly string[], room: number): string =>
  linesWithin(lines, room, loose(t)('skirmish.report.more'));

/** Every event's line and, for an attack, each step's dice. */
export function reportLines(t: Translate, state: State, events: readonly Event[]): string[] {
  const memory: Memory = new Map();
  return events.flatMap((e) => {
    const line = lineOf(t, state, e);
    const detail = detailOf(t, state, e, memory);
    const indented = detail ? detail.split('\n').map((l) => `  ${l.trimStart()}`) : [];
    return [line, ...indented].filter((l): l is string => l !== null && l !== '');
  });
}

export function reportSkirmish(t: Translate, state: State, events: readonly Event[], room: number): string {
  const lines = reportLines(t, state, events);
  return lines.length === 0 ? '' : within(t, lines, room);
}
