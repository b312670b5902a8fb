/**
 * `skirmish`'s status lines and moment (issue 44 deliverable 7): where play stands (battle round, whose
 * turn, which phase), each side's CP and VP, every unit with its models (or wounds) left, battle-shock,
 * reserve, and what it did this turn; the objectives and who controls them.
 */
import type { SkirmishState, SkirmishUnit } from '../../../engine/rulesets/skirmish/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { objectiveText } from './narrate.js';
import { phaseWord, sideName, strengthText, unitName } from './words.js';

type State = SkirmishState;

export function momentText(t: Translate, state: State): string {
  const say = loose(t);
  if (state.outcome) return say('skirmish.moment.over', { round: state.round });
  return say('skirmish.moment.now', {
    round: state.round,
    rounds: state.rounds,
    side: sideName(state, state.active),
    phase: phaseWord(t, state.phase),
  });
}

function unitLine(t: Translate, state: State, unit: SkirmishUnit): string {
  const say = loose(t);
  if (unit.destroyed) return `• ~~${unitName(state, unit.id)}~~`;
  const parts = [
    strengthText(state, unit),
    unit.reserve ? say('skirmish.status.reserve') : '',
    unit.shocked ? say('skirmish.status.shocked') : '',
    unit.movement && unit.movement !== 'stationary' ? say(`skirmish.status.moved.${unit.movement}`) : '',
    unit.shot ? say('skirmish.status.shot') : '',
    unit.charged ? say('skirmish.status.charged') : '',
    unit.fought ? say('skirmish.status.fought') : '',
  ].filter(Boolean);
  return `• ${unitName(state, unit.id)}: ${parts.join(' · ')}`;
}

export function statusLines(t: Translate, state: State): string[] {
  const say = loose(t);
  const sides = state.sides.flatMap((side) => [
    `**${sideName(state, side.id)}** · ${say('skirmish.status.points', { cp: state.cp[side.id] ?? 0, vp: state.vp[side.id] ?? 0 })}`,
    ...state.units.filter((u) => u.side === side.id).map((u) => unitLine(t, state, u)),
  ]);
  const objectives = state.objectives.map((o) =>
    say(o.controller ? 'skirmish.status.objectiveHeld' : 'skirmish.status.objectiveFree', {
      objective: objectiveText(t, state, o.id),
      side: o.controller ? sideName(state, o.controller) : '',
    }),
  );
  return [...sides, ...objectives];
}
