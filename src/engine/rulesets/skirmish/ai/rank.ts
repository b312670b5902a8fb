/**
 * How an AI player ranks `skirmish`'s commands (issue 18, the easy level; issue 44): attack when it
 * can (shoot, fight, a charge move into its targets), then declare charges and bring reserves in,
 * then move, the moves that end nearer an objective or an enemy first; take a reaction's default
 * allocation and any Fire Overwatch or Heroic Intervention offered; stand still or end a step only
 * when nothing better is legal, and never give up a rolled charge that can still be made. Never concede, never a whole turn card (`plan`).
 */
import type { SkirmishCommand } from '../commands.js';
import { enemyUnits, unitById } from '../geometry/index.js';
import type { SkirmishState } from '../state.js';
import { modelHexesOf, nearest } from './measure.js';

const ATTACK = 6;
const CHARGE = 5;
const ARRIVE = 4;
const REACT = 3.5;
const MOVE = 3;
const STAY = 1.5;
const PASS = 1;

/** In (0, 1): 1 for a hex on a target, less the farther it is. */
const nearness = (d: number): number => (Number.isFinite(d) ? 1 / (1 + d) : 0);

/** The worth of ending a move on `to`: near an objective the side does not hold, or near an enemy. */
function moveBonus(state: SkirmishState, side: string, to: { q: number; r: number }): number {
  const open = state.objectives.filter((o) => o.controller !== side).map((o) => o.hex);
  const enemies = modelHexesOf(enemyUnits(state, side));
  return 0.6 * nearness(nearest(to, open)) + 0.4 * nearness(nearest(to, enemies));
}

function rankReact(command: Extract<SkirmishCommand, { type: 'react' }>, state: SkirmishState): number {
  const reaction = state.reaction;
  if (!reaction) return PASS;
  if (reaction.kind === 'allocation') {
    const ask = reaction.window.asks.find((a) => a.side === command.side);
    return command.option === (ask?.defaultOption ?? 'pass') ? REACT : PASS;
  }
  return command.option === 'pass' ? PASS : REACT;
}

export function rankForAi(command: SkirmishCommand, state: SkirmishState): number {
  switch (command.type) {
    case 'concede':
    case 'plan':
      return 0;
    case 'shoot':
      return ATTACK + 0.1 * command.fire.length;
    case 'fight':
    case 'chargeMove':
      return ATTACK;
    case 'charge':
      return CHARGE;
    case 'arrive':
      return ARRIVE;
    case 'react':
      return rankReact(command, state);
    case 'stratagem':
      return command.stratagem === 'insaneBravery' ? REACT : PASS + 0.5;
    case 'move':
      return MOVE + moveBonus(state, command.side, command.to);
    case 'advance': {
      const unit = unitById(state, command.unit);
      return unit && enemyUnits(state, command.side).length > 0 ? MOVE - 0.5 : PASS;
    }
    case 'adjust':
      return PASS;
    case 'stay':
      return STAY;
    case 'done':
      // A rolled charge is made whenever a move can be found: giving it up wastes the turn's charge.
      return state.pending?.kind === 'charge' ? 0 : PASS;
  }
}
