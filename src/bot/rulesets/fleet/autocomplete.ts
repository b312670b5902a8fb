/**
 * `fleet`'s autocomplete (issue 43 deliverable 8: "zones and targets, autocompleted from what is
 * legal"): the player's ships, the dials, the attacking zones and their targets, the defence spends
 * open in the reaction, the legal courses with where each ends, squadrons, their moves and targets,
 * the damage cards a repair may discard. Every choice from the rules' legal commands now.
 */
import { formatHex } from '../../../engine/index.js';
import {
  damageCards,
  type DefenceSpend,
  FLEET_COMMANDS,
  type FleetState,
} from '../../../engine/rulesets/fleet/index.js';
import type { CommandContext } from '../../app/context.js';
import { filtered } from '../../games/suggest.js';
import { loose, type Translate } from '../../locales/index.js';
import { int, str } from '../../pipeline/options.js';
import type { Choice } from '../../pipeline/request.js';
import { FLEET, plotCourse } from '../../../engine/rulesets/fleet/index.js';
import { legalOf } from './orders.js';
import { stateOf } from './state-of.js';
import {
  cardName,
  commandWord,
  facingWord,
  findSquadron,
  targetText,
  targetValue,
  unitName,
  veersText,
  veersValue,
  zoneOfWord,
  zoneWord,
} from './words.js';

type State = FleetState;

const typedNow = (ctx: CommandContext): string => str(ctx.request, ctx.request.focused ?? '') ?? '';

async function seat(ctx: CommandContext): Promise<{ state: State; side: string } | undefined> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record || record.state === null || record.ruleset !== 'fleet') return undefined;
  const side = record.players.find((p) => p.userId === ctx.request.actor.id)?.side;
  return side === undefined ? undefined : { state: stateOf(record), side };
}

function shipChoices(state: State, side: string): Choice[] {
  const asked = new Set(
    FLEET.tasks(state, side)
      .filter((t) => t.required)
      .map((t) => t.unit),
  );
  return state.ships
    .filter((s) => s.side === side && !s.destroyed)
    .sort((a, b) => Number(asked.has(b.id)) - Number(asked.has(a.id)))
    .map((s) => ({ name: `${unitName(state, s.id)}${asked.has(s.id) ? ' ★' : ''}`, value: s.id }));
}

/** "navigate, repair, " + each command: the list typed so far, one more command at its end. */
export function commandsChoices(t: Translate, typed: string): Choice[] {
  const parts = typed.split(',').map((p) => p.trim());
  const last = (parts.pop() ?? '').toLowerCase();
  const known = parts.filter((p) => FLEET_COMMANDS.some((c) => c === p.toLowerCase()));
  return FLEET_COMMANDS.filter(
    (c) => last === '' || c.startsWith(last) || commandWord(t, c).toLowerCase().startsWith(last),
  ).map((c) => {
    const values = [...known, c];
    return {
      name: values.map((v) => commandWord(t, v as (typeof FLEET_COMMANDS)[number])).join(', '),
      value: values.join(','),
    };
  });
}

/** The activated ship's zones that have a legal attack now. */
function fromChoices(t: Translate, state: State, side: string): Choice[] {
  const zones = [...new Set(legalOf(state, side, 'attack').map((c) => c.from))];
  return zones.map((z) => ({ name: zoneWord(t, z), value: z }));
}

function attackTargetChoices(ctx: CommandContext, state: State, side: string): Choice[] {
  const fromTyped = str(ctx.request, 'from');
  const from = fromTyped ? zoneOfWord(ctx.t, fromTyped) : undefined;
  const seen = new Set<string>();
  return legalOf(state, side, 'attack')
    .filter((c) => from === undefined || c.from === from)
    .flatMap((c) => {
      const value = from === undefined ? `${c.from}@${targetValue(c.target)}` : targetValue(c.target);
      if (seen.has(value)) return [];
      seen.add(value);
      const name =
        from === undefined
          ? `${zoneWord(ctx.t, c.from)} → ${targetText(ctx.t, state, c.target)}`
          : targetText(ctx.t, state, c.target);
      return [{ name, value }];
    });
}

/** A defence spend as `/defend tokens:` reads it: "brace redirect:left evade". */
export function spendValue(spend: DefenceSpend): string {
  const parts: string[] = [];
  if (spend.brace) parts.push('brace');
  if (spend.redirect) parts.push(`redirect:${spend.redirect}`);
  if (spend.evade) parts.push(spend.evade === 2 ? 'evade:2' : 'evade');
  if (spend.scatter) parts.push('scatter');
  if (spend.contain) parts.push('contain');
  if (spend.salvo) parts.push('salvo');
  return parts.length === 0 ? 'none' : parts.join(' ');
}

/** A defence spend in the reader's words: "Brace + Redirect (left)". */
export function spendText(t: Translate, spend: DefenceSpend): string {
  const say = loose(t);
  const parts: string[] = [];
  if (spend.brace) parts.push(say('fleet.tokens.brace'));
  if (spend.redirect) parts.push(say('fleet.words.redirectTo', { zone: zoneWord(t, spend.redirect) }));
  if (spend.evade) parts.push(say(spend.evade === 2 ? 'fleet.words.evadeTwo' : 'fleet.tokens.evade'));
  if (spend.scatter) parts.push(say('fleet.tokens.scatter'));
  if (spend.contain) parts.push(say('fleet.tokens.contain'));
  if (spend.salvo) parts.push(say('fleet.tokens.salvo'));
  return parts.length === 0 ? say('fleet.words.keepTokens') : parts.join(' + ');
}

function defendChoices(t: Translate, state: State, side: string): Choice[] {
  const awaited = FLEET.awaiting(state);
  if (awaited.kind !== 'reaction' || awaited.reaction.side !== side || awaited.reaction.kind !== 'defence') return [];
  return awaited.reaction.options.flatMap((o) => {
    const command = o.command as { type: string; spend?: DefenceSpend };
    const spend = command.type === 'defend' && command.spend ? command.spend : {};
    return [{ name: spendText(t, spend), value: spendValue(spend) }];
  });
}

/** Where a course ends, in words ("ends at 0712 facing NE"), or '' when it cannot be plotted. */
function endOf(t: Translate, state: State, c: { ship: string; speed: number; veers: readonly number[] }): string {
  try {
    const plotted = plotCourse(state, c.ship, c.speed, c.veers);
    return loose(t)('fleet.words.endsAt', {
      hex: formatHex(plotted.end.anchor),
      facing: facingWord(t, plotted.end.facing),
    });
  } catch {
    return '';
  }
}

/** The legal courses of the activated ship (at the typed speed, if any), each with where it ends. */
export function courseChoices(t: Translate, state: State, side: string, speed: number | undefined): Choice[] {
  const say = loose(t);
  const seen = new Set<string>();
  return legalOf(state, side, 'manoeuvre')
    .filter((c) => speed === undefined || c.speed === speed)
    .flatMap((c) => {
      const value = `s${c.speed}:${veersValue(c.veers)}`;
      if (seen.has(value)) return [];
      seen.add(value);
      const end = endOf(t, state, c);
      return [
        {
          name: `${say('fleet.words.speed', { speed: c.speed })}: ${veersText(t, c.veers)}${end ? ` → ${end}` : ''}`,
          value,
        },
      ];
    });
}

function squadronUnitChoices(state: State, side: string): Choice[] {
  const legal = FLEET.legalCommands(state, side);
  const acting = new Set(
    legal.flatMap((c) =>
      c.type === 'order' || c.type === 'squadronMove' || c.type === 'squadronAttack' ? [c.squadron] : [],
    ),
  );
  return state.squadrons
    .filter((s) => s.side === side && !s.destroyed)
    .sort((a, b) => Number(acting.has(b.id)) - Number(acting.has(a.id)))
    .map((s) => ({ name: `${unitName(state, s.id)}${acting.has(s.id) ? ' ★' : ''}`, value: s.id }));
}

function squadronOf(ctx: CommandContext, state: State) {
  const typed = str(ctx.request, 'unit') ?? state.activation?.ordering?.squadron;
  return typed ? findSquadron(state, typed) : undefined;
}

function squadronMoveChoices(ctx: CommandContext, state: State, side: string): Choice[] {
  const unit = squadronOf(ctx, state);
  return legalOf(state, side, 'squadronMove')
    .filter((c) => unit === undefined || c.squadron === unit.id)
    .map((c) => formatHex(c.to))
    .filter((v, i, all) => all.indexOf(v) === i)
    .map((hex) => ({ name: hex, value: hex }));
}

function squadronTargetChoices(ctx: CommandContext, state: State, side: string): Choice[] {
  const unit = squadronOf(ctx, state);
  return legalOf(state, side, 'squadronAttack')
    .filter((c) => unit === undefined || c.squadron === unit.id)
    .map((c) => ({ name: targetText(ctx.t, state, c.target), value: targetValue(c.target) }));
}

/** The activated ship's damage cards a repair may discard: faceup ones by name, facedown as one. */
function cardChoices(t: Translate, state: State, side: string): Choice[] {
  const shipId = state.activation?.ship;
  const ship = shipId ? state.ships.find((s) => s.id === shipId && s.side === side) : undefined;
  if (!ship) return [];
  const cards = damageCards(state, ship.id);
  const faceup = cards.filter((c) => c.faceup).map((c) => ({ name: cardName(t, c.id), value: c.id }));
  const facedown = cards.some((c) => !c.faceup) ? [{ name: loose(t)('fleet.words.facedown'), value: 'facedown' }] : [];
  return [...facedown, ...faceup];
}

export async function suggestFleet(ctx: CommandContext): Promise<readonly Choice[]> {
  const s = await seat(ctx);
  if (!s) return [];
  const now = typedNow(ctx);
  switch (ctx.request.focused) {
    case 'ship':
      return filtered(shipChoices(s.state, s.side), now);
    case 'commands':
      return commandsChoices(ctx.t, now).slice(0, 25);
    case 'from':
      return filtered(fromChoices(ctx.t, s.state, s.side), now);
    case 'target':
      return filtered(attackTargetChoices(ctx, s.state, s.side), now);
    case 'tokens':
      return filtered(defendChoices(ctx.t, s.state, s.side), now);
    case 'veers':
      return filtered(courseChoices(ctx.t, s.state, s.side, int(ctx.request, 'speed')), now);
    case 'unit':
      return filtered(squadronUnitChoices(s.state, s.side), now);
    case 'move':
      return filtered(squadronMoveChoices(ctx, s.state, s.side), now);
    case 'attack':
      return filtered(squadronTargetChoices(ctx, s.state, s.side), now);
    case 'card':
      return filtered(cardChoices(ctx.t, s.state, s.side), now);
    default:
      return [];
  }
}
