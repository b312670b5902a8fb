/**
 * `skirmish`'s autocomplete (issue 44 deliverable 7): the player's units (those the moment asks for
 * first, starred), hexes to move to (the rules' sample moves), targets (the enemy units the rules
 * let this unit shoot, charge after its roll, or fight), the unit's weapons (ranged for `/shoot`,
 * melee for `/fight`), and a stratagem's option (Fire Overwatch's and Heroic Intervention's pairs,
 * Brace for Impact's allocation orders). Every choice from the rules' legal commands now.
 */
import type { SkirmishState } from '../../../engine/rulesets/skirmish/index.js';
import { SKIRMISH } from '../../../engine/rulesets/skirmish/index.js';
import type { CommandContext } from '../../app/context.js';
import { filtered } from '../../games/suggest.js';
import { loose, type Translate } from '../../locales/index.js';
import { str } from '../../pipeline/options.js';
import type { Choice } from '../../pipeline/request.js';
import { legalOf, openReaction, STRATAGEM_IDS } from './orders.js';
import { stateOf } from './state-of.js';
import {
  findUnit,
  hexText,
  orderText,
  reactionOptionText,
  strengthText,
  unitName,
  unitWeapons,
  weaponName,
} from './words.js';

type State = SkirmishState;

const typedNow = (ctx: CommandContext): string => str(ctx.request, ctx.request.focused ?? '') ?? '';

async function seat(ctx: CommandContext): Promise<{ state: State; side: string } | undefined> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record || record.state === null || record.ruleset !== 'skirmish') return undefined;
  const side = record.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  return side === undefined ? undefined : { state: stateOf(record), side };
}

/** The engine commands a slash command may make, by its name. */
const TYPES: Readonly<Record<string, readonly string[]>> = {
  move: ['move', 'arrive', 'adjust'],
  advance: ['advance'],
  stay: ['stay'],
  shoot: ['shoot'],
  charge: ['charge', 'chargeMove'],
  fight: ['fight'],
  stratagem: ['stratagem', 'react'],
};

/** The side's units, those this command may order now first (★). */
export function unitChoices(state: State, side: string, command: string): Choice[] {
  const types = TYPES[command] ?? [];
  const ready = new Set(
    SKIRMISH.legalCommands(state, side).flatMap((c) => ('unit' in c && types.includes(c.type) ? [c.unit] : [])),
  );
  return state.units
    .filter((u) => u.side === side && !u.destroyed)
    .sort((a, b) => Number(ready.has(b.id)) - Number(ready.has(a.id)))
    .map((u) => ({
      name: `${unitName(state, u.id)} (${strengthText(state, u)})${ready.has(u.id) ? ' ★' : ''}`,
      value: u.id,
    }));
}

const typedUnit = (ctx: CommandContext, state: State): string | undefined => {
  const typed = str(ctx.request, 'unit');
  return typed ? findUnit(state, typed)?.id : (state.pending?.unit ?? undefined);
};

/** Hexes the rules' sample moves offer for this unit (or any). */
export function hexChoices(state: State, side: string, unit: string | undefined): Choice[] {
  const moves = [...legalOf(state, side, 'move'), ...legalOf(state, side, 'arrive')].filter(
    (c) => unit === undefined || c.unit === unit,
  );
  return [...new Set(moves.map((c) => hexText(c.to)))].map((hex) => ({ name: hex, value: hex }));
}

/** The enemy units this unit may shoot (`/shoot`) or fight (`/fight`) now. */
export function targetChoices(state: State, side: string, command: string, unit: string | undefined): Choice[] {
  const ids =
    command === 'fight'
      ? legalOf(state, side, 'fight')
          .filter((c) => unit === undefined || c.unit === unit)
          .map((c) => c.target)
      : legalOf(state, side, 'shoot')
          .filter((c) => unit === undefined || c.unit === unit)
          .flatMap((c) => c.fire.map((f) => f.target));
  return [...new Set(ids)].map((id) => ({ name: unitName(state, id), value: id }));
}

/** After a charge roll: the targets in reach, one by one and as the rules' legal sets. */
export function chargeTargetChoices(state: State, side: string): Choice[] {
  const seen = new Set<string>();
  return legalOf(state, side, 'chargeMove').flatMap((c) => {
    const value = c.targets.join(',');
    if (seen.has(value)) return [];
    seen.add(value);
    return [{ name: c.targets.map((id) => unitName(state, id)).join(', '), value }];
  });
}

/** The unit's weapons: ranged for `/shoot` (those that reach the typed target first), melee for `/fight`. */
export function weaponChoices(t: Translate, state: State, command: string, unit: string | undefined): Choice[] {
  const own = state.units.find((u) => u.id === unit);
  if (!own) return [];
  return unitWeapons(state, own, command === 'fight' ? 'melee' : 'ranged').map((w) => ({
    name: `${weaponName(t, state, w.id)} (${w.kind === 'melee' ? loose(t)('skirmish.words.melee') : loose(t)('skirmish.words.range', { n: w.range })})`,
    value: w.id,
  }));
}

/** `/stratagem option:`: what the open window offers, in the game's names. */
export function stratagemOptionChoices(t: Translate, state: State, side: string, name: string | undefined): Choice[] {
  const stratagem = name ? STRATAGEM_IDS[name] : undefined;
  const kind =
    stratagem === 'fireOverwatch'
      ? 'overwatch'
      : stratagem === 'heroicIntervention'
        ? 'heroic'
        : stratagem === 'braceForImpact'
          ? 'allocation'
          : undefined;
  if (!kind) return [];
  const reaction = openReaction(state, side, kind);
  if (!reaction) return [];
  const ids = reaction.options.map((o) => o.id).filter((id) => id !== 'pass');
  if (kind === 'allocation') {
    const orders = [...new Set(ids.map((id) => id.split('+')[0] ?? ''))].filter(Boolean);
    return orders.map((order) => ({
      name: orderText(t, order.split('>')),
      value: order
        .split('>')
        .map((g) => g.replace(/^g/, ''))
        .join('>'),
    }));
  }
  return ids.map((id) => ({ name: reactionOptionText(t, state, kind, id), value: id }));
}

export async function suggestSkirmish(ctx: CommandContext): Promise<readonly Choice[]> {
  const s = await seat(ctx);
  if (!s) return [];
  const now = typedNow(ctx);
  const command = ctx.request.command;
  const unit = typedUnit(ctx, s.state);
  switch (ctx.request.focused) {
    case 'unit':
      return filtered(unitChoices(s.state, s.side, command), now);
    case 'to':
      return filtered(hexChoices(s.state, s.side, unit), now);
    case 'target':
      return filtered(targetChoices(s.state, s.side, command, unit), now);
    case 'targets':
      return filtered(chargeTargetChoices(s.state, s.side), now);
    case 'weapon':
      return filtered(weaponChoices(ctx.t, s.state, command, unit), now);
    case 'option':
      return filtered(stratagemOptionChoices(ctx.t, s.state, s.side, str(ctx.request, 'name')), now);
    default:
      return [];
  }
}
