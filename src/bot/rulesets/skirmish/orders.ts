/**
 * `skirmish`'s slash commands turned into engine commands (issue 44 deliverable 7): `/move`, `/advance`,
 * `/stay`, `/shoot`, `/charge`, `/fight`, `/stratagem`, `/done`. Glue only: the rules decide and refuse
 * with their reason; what is read here is which unit, hex, weapon, target or option a player's words
 * name. Each reader is a pure function of the state (`read*`), so a test checks the parsing without a
 * bot, and the handlers only hand it to the shared `act` path.
 */
import { err, ok, type Hex, type Result } from '../../../engine/index.js';
import {
  SKIRMISH,
  type SingleSkirmishCommand,
  type SkirmishCommand,
  type SkirmishState,
  type SkirmishUnit,
  type Stratagem,
} from '../../../engine/rulesets/skirmish/index.js';
import type { CommandContext } from '../../app/context.js';
import { act, type Acting } from '../../games/act.js';
import type { MessageKey } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import type {
  AdvanceOptions,
  ChargeOptions,
  FightOptions,
  MoveOptions,
  ShootOptions,
  StayOptions,
  StratagemOptions,
} from './options.js';
import { findUnit, findWeapon, readHex, readHexes, unitName, unitWeapons } from './words.js';

type State = SkirmishState;
type Command = SkirmishCommand;
type Single = SingleSkirmishCommand;
const asState = (acting: Acting): State => acting.state as State;
export const sp = (key: string, vars?: Record<string, string | number>): Problem => problem(key as MessageKey, vars);

/** The stratagem names players use, as the engine's ids. */
export const STRATAGEM_IDS: Readonly<Record<string, Stratagem>> = {
  'command-reroll': 'commandReroll',
  'insane-bravery': 'insaneBravery',
  'fire-overwatch': 'fireOverwatch',
  'heroic-intervention': 'heroicIntervention',
  'brace-for-impact': 'braceForImpact',
};

/** The legal commands of one type for `side` now. */
export const legalOf = <T extends Command['type']>(
  state: State,
  side: string,
  type: T,
): Extract<Command, { type: T }>[] =>
  SKIRMISH.legalCommands(state, side).filter((c): c is Extract<Command, { type: T }> => c.type === type);

/**
 * The side's own unit named, else the one the moment is about: the unit of the side's pending roll, the
 * unit it moved last (for an adjustment), or the only unit with something required of it.
 */
export function ownUnit(
  state: State,
  side: string,
  typed: string | undefined,
  prefer: 'pending' | 'lastMove' | 'none' = 'pending',
): Result<SkirmishUnit, Problem> {
  if (typed && typed.trim() !== '') {
    const unit = findUnit(state, typed);
    if (!unit || unit.destroyed) return err(sp('skirmish.reply.noSuchUnit', { unit: echo(typed) }));
    if (unit.side !== side) return err(sp('skirmish.reply.notYourUnit', { unit: unitName(state, unit.id) }));
    return ok(unit);
  }
  const byId = (id: string | undefined) => state.units.find((u) => u.id === id && u.side === side && !u.destroyed);
  const pending = prefer === 'pending' && state.pending?.side === side ? byId(state.pending.unit) : undefined;
  if (pending) return ok(pending);
  const moved = prefer === 'lastMove' ? byId(state.lastMove?.unit) : undefined;
  if (moved) return ok(moved);
  const asked = SKIRMISH.tasks(state, side)
    .filter((task) => task.required)
    .map((task) => byId(task.unit))
    .filter((u): u is SkirmishUnit => u !== undefined);
  const mine = state.units.filter((u) => u.side === side && !u.destroyed);
  const only = asked.length === 1 ? asked[0] : mine.length === 1 ? mine[0] : undefined;
  return only ? ok(only) : err(sp('skirmish.reply.whichUnit'));
}

function hexOf(typed: string): Result<Hex, Problem> {
  const hex = readHex(typed);
  return hex ? ok(hex) : err(sp('skirmish.reply.badHex', { hex: echo(typed) }));
}

/** An enemy unit as typed (id or name), or the refusal. */
function enemyUnit(state: State, side: string, typed: string): Result<SkirmishUnit, Problem> {
  const unit = findUnit(state, typed);
  if (!unit || unit.destroyed) return err(sp('skirmish.reply.noSuchUnit', { unit: echo(typed) }));
  if (unit.side === side) return err(sp('skirmish.reply.ownUnit', { unit: unitName(state, unit.id) }));
  return ok(unit);
}

/**
 * `/move unit to model hexes`: a unit moved as a formation about `to` (or to the listed hexes, one per
 * living model); with `model:` that one model of the unit moved last is adjusted; a reserve unit in the
 * reinforcements step arrives there.
 */
export function readMove(state: State, side: string, o: MoveOptions): Result<Single, Problem> {
  const unit = ownUnit(state, side, o.unit, o.model !== undefined ? 'lastMove' : 'pending');
  if (!unit.ok) return unit;
  if (!o.to) return err(sp('skirmish.reply.moveWhere', { unit: unitName(state, unit.value.id) }));
  const to = hexOf(o.to);
  if (!to.ok) return to;
  if (o.model !== undefined) return ok({ type: 'adjust', side, unit: unit.value.id, model: o.model, to: to.value });
  let hexes: Hex[] | undefined;
  if (o.hexes) {
    hexes = readHexes(o.hexes);
    if (!hexes) return err(sp('skirmish.reply.badHexes', { hexes: echo(o.hexes, 60) }));
  }
  const type = unit.value.reserve ? 'arrive' : 'move';
  return ok({ type, side, unit: unit.value.id, to: to.value, ...(hexes ? { hexes } : {}) });
}

/** `/advance unit to`: roll the Advance; with `to`, the move follows in the same command (a plan). */
export function readAdvance(state: State, side: string, o: AdvanceOptions): Result<Command, Problem> {
  const unit = ownUnit(state, side, o.unit, 'none');
  if (!unit.ok) return unit;
  const advance: Single = { type: 'advance', side, unit: unit.value.id };
  if (!o.to) return ok(advance);
  const to = hexOf(o.to);
  if (!to.ok) return to;
  return ok({ type: 'plan', side, commands: [advance, { type: 'move', side, unit: unit.value.id, to: to.value }] });
}

export function readStay(state: State, side: string, o: StayOptions): Result<Single, Problem> {
  const unit = ownUnit(state, side, o.unit, 'none');
  if (!unit.ok) return unit;
  return ok({ type: 'stay', side, unit: unit.value.id });
}

/**
 * `/shoot unit target weapon`: the named weapon, or every ranged weapon of the unit that may fire at
 * that target now (as the rules' legal shots say), else every ranged weapon it has (the rules then say
 * why not).
 */
export function readShoot(state: State, side: string, o: ShootOptions): Result<Single, Problem> {
  const unit = ownUnit(state, side, o.unit, 'none');
  if (!unit.ok) return unit;
  const legal = legalOf(state, side, 'shoot').filter((c) => c.unit === unit.value.id);
  let targetId: string | undefined;
  if (o.target) {
    const target = enemyUnit(state, side, o.target);
    if (!target.ok) return target;
    targetId = target.value.id;
  } else {
    const targets = [...new Set(legal.flatMap((c) => c.fire.map((f) => f.target)))];
    if (targets.length !== 1) return err(sp('skirmish.reply.whichTarget', { unit: unitName(state, unit.value.id) }));
    targetId = targets[0];
  }
  if (!targetId) return err(sp('skirmish.reply.whichTarget', { unit: unitName(state, unit.value.id) }));
  if (o.weapon) {
    const weapon = findWeapon(state, unit.value, o.weapon);
    if (!weapon)
      return err(sp('skirmish.reply.noSuchWeapon', { weapon: echo(o.weapon), unit: unitName(state, unit.value.id) }));
    return ok({ type: 'shoot', side, unit: unit.value.id, fire: [{ weapon: weapon.id, target: targetId }] });
  }
  const reaching = [...new Set(legal.flatMap((c) => c.fire.filter((f) => f.target === targetId).map((f) => f.weapon)))];
  const weapons = reaching.length > 0 ? reaching : unitWeapons(state, unit.value, 'ranged').map((w) => w.id);
  if (weapons.length === 0) return err(sp('skirmish.reply.noRangedWeapon', { unit: unitName(state, unit.value.id) }));
  const target = targetId;
  return ok({ type: 'shoot', side, unit: unit.value.id, fire: weapons.map((weapon) => ({ weapon, target })) });
}

/** Unit names or ids, separated by commas (names may have spaces). */
function readTargets(state: State, side: string, typed: string): Result<string[], Problem> {
  const out: string[] = [];
  for (const part of typed
    .split(/[,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const target = enemyUnit(state, side, part);
    if (!target.ok) return target;
    if (!out.includes(target.value.id)) out.push(target.value.id);
  }
  return out.length > 0 ? ok(out) : err(sp('skirmish.reply.whichTargets'));
}

/**
 * `/charge unit targets to`: without a roll pending, declare the charge and roll 2D6 (seed 003, Charge
 * 1-2); after the roll, `targets` (seed 003, Charge 3: chosen after the roll) and the move about `to`
 * (or where the rules place it). After the roll with no targets named, the only target in reach.
 */
export function readCharge(state: State, side: string, o: ChargeOptions): Result<Single, Problem> {
  const unit = ownUnit(state, side, o.unit, 'pending');
  if (!unit.ok) return unit;
  const id = unit.value.id;
  const rolled = state.pending?.kind === 'charge' && state.pending.unit === id && state.pending.side === side;
  if (!rolled) {
    if (o.targets) return err(sp('skirmish.reply.rollFirst', { unit: unitName(state, id) }));
    return ok({ type: 'charge', side, unit: id });
  }
  let targets: string[];
  if (o.targets) {
    const read = readTargets(state, side, o.targets);
    if (!read.ok) return read;
    targets = read.value;
  } else {
    const offered = [...new Set(legalOf(state, side, 'chargeMove').flatMap((c) => c.targets))];
    if (offered.length !== 1) return err(sp('skirmish.reply.whichTargets'));
    targets = offered;
  }
  let to: Hex | undefined;
  if (o.to) {
    const hex = hexOf(o.to);
    if (!hex.ok) return hex;
    to = hex.value;
  }
  return ok({ type: 'chargeMove', side, unit: id, targets, ...(to ? { to } : {}) });
}

/** `/fight unit target weapon`: the unit selected to fight (it piles in) attacks the target. */
export function readFight(state: State, side: string, o: FightOptions): Result<Single, Problem> {
  const unit = ownUnit(state, side, o.unit, 'none');
  if (!unit.ok) return unit;
  const id = unit.value.id;
  let target: string | undefined;
  if (o.target) {
    const found = enemyUnit(state, side, o.target);
    if (!found.ok) return found;
    target = found.value.id;
  } else {
    const offered = [
      ...new Set(
        legalOf(state, side, 'fight')
          .filter((c) => c.unit === id)
          .map((c) => c.target),
      ),
    ];
    target = offered.length === 1 ? offered[0] : undefined;
  }
  if (!target) return err(sp('skirmish.reply.whichTarget', { unit: unitName(state, id) }));
  let weapon: string | undefined;
  if (o.weapon) {
    const found = findWeapon(state, unit.value, o.weapon);
    if (!found) return err(sp('skirmish.reply.noSuchWeapon', { weapon: echo(o.weapon), unit: unitName(state, id) }));
    weapon = found.id;
  }
  return ok({ type: 'fight', side, unit: id, target, ...(weapon ? { weapon } : {}) });
}

/** The reaction window of `kind` asking `side` now, if any. */
export function openReaction(state: State, side: string, kind: string) {
  const awaited = SKIRMISH.awaiting(state);
  return awaited.kind === 'reaction' && awaited.reaction.side === side && awaited.reaction.kind === kind
    ? awaited.reaction
    : undefined;
}

/** An allocation order as typed: "2>1", "g2 > g1", "2,1", "Group 2 > Group 1"; ids joined by `>`. */
export function readOrder(typed: string): string | undefined {
  const numbers = [...typed.matchAll(/\d+/g)].map((m) => `g${m[0]}`);
  return numbers.length > 0 ? numbers.join('>') : undefined;
}

/**
 * `/stratagem name unit option`: Command Re-roll and Insane Bravery by command (on the side's pending
 * roll, or the unit named); Fire Overwatch, Heroic Intervention and Brace for Impact answer the window
 * open for them, as `react` with the option they make: `<unit>><target>`, `<unit>><charger>`, or the
 * allocation order (the rules' default when none is typed) with `+brace`.
 */
export function readStratagem(state: State, side: string, o: StratagemOptions): Result<Single, Problem> {
  const stratagem = STRATAGEM_IDS[o.name];
  if (!stratagem) return err(sp('skirmish.reply.whichStratagem'));
  if (stratagem === 'commandReroll' || stratagem === 'insaneBravery') {
    const unit = ownUnit(state, side, o.unit, 'pending');
    if (!unit.ok) return unit;
    return ok({ type: 'stratagem', side, stratagem, unit: unit.value.id });
  }
  const kind =
    stratagem === 'fireOverwatch' ? 'overwatch' : stratagem === 'heroicIntervention' ? 'heroic' : 'allocation';
  const reaction = openReaction(state, side, kind);
  if (!reaction) return err(sp('skirmish.reply.noWindow', { stratagem: o.name }));
  const ids = reaction.options.map((c) => c.id).filter((id) => id !== 'pass');
  const react = (option: string): Result<Single, Problem> =>
    ids.includes(option)
      ? ok({ type: 'react', side, window: reaction.window, option })
      : err(sp('skirmish.reply.notAnOption', { stratagem: o.name }));
  if (kind === 'allocation') {
    const typedOrder = o.option ? readOrder(o.option) : undefined;
    if (o.option && !typedOrder) return err(sp('skirmish.reply.badOrder', { order: echo(o.option) }));
    const order = typedOrder ?? reaction.default.split('+')[0] ?? '';
    return react(`${order}+brace`);
  }
  if (o.option && ids.includes(o.option)) return react(o.option);
  let unitId: string | undefined;
  if (o.unit) {
    const unit = ownUnit(state, side, o.unit, 'none');
    if (!unit.ok) return unit;
    unitId = unit.value.id;
  }
  let otherId: string | undefined;
  if (o.option) {
    const other = enemyUnit(state, side, o.option);
    if (!other.ok) return other;
    otherId = other.value.id;
  }
  const fits = ids.filter((id) => {
    const [mine, theirs] = id.split('>');
    return (unitId === undefined || mine === unitId) && (otherId === undefined || theirs === otherId);
  });
  const only = fits.length === 1 ? fits[0] : undefined;
  if (!only)
    return err(
      sp(fits.length === 0 ? 'skirmish.reply.notAnOption' : 'skirmish.reply.whichOption', { stratagem: o.name }),
    );
  return react(only);
}

const run =
  <O>(reader: (state: State, side: string, o: O) => Result<Command, Problem>) =>
  async (ctx: CommandContext, o: O): Promise<void> => {
    await act(ctx, (acting) => reader(asState(acting), acting.side, o));
  };

export const move = run(readMove);
export const advance = run(readAdvance);
export const stay = run(readStay);
export const shoot = run(readShoot);
export const charge = run(readCharge);
export const fight = run(readFight);
export const stratagem = run(readStratagem);

/** `/done`: end the step or phase (a charge rolled and not made fails; a failed test stands). */
export async function done(ctx: CommandContext): Promise<void> {
  await act(ctx, (acting) => ok({ type: 'done', side: acting.side } satisfies Command));
}

/** For tests and the turn card: the reader of each command by name. */
export const READERS = { readMove, readAdvance, readStay, readShoot, readCharge, readFight, readStratagem } as const;
