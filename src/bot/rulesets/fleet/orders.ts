/**
 * `fleet`'s slash commands turned into engine commands (issue 43 deliverable 8): `/dial`, `/activate`,
 * `/attack`, `/effects`, `/defend`, `/navigate`, `/squadron`, `/repair`, `/token`, `/done`. Glue only:
 * the rules decide and refuse with their reason; what is read here is which unit, zone or token a
 * player's words name.
 */
import { err, ok, parseHex, type Result } from '../../../engine/index.js';
import {
  type DefenceSpend,
  FLEET_COMMANDS,
  type FleetCommand,
  type FleetCommandName,
  type FleetCommandOf,
  type FleetShip,
  type FleetState,
  type HullZone,
} from '../../../engine/rulesets/fleet/index.js';
import type { CommandContext } from '../../app/context.js';
import { seatedInGame } from '../../games/seated.js';
import { act, type Acting } from '../../games/act.js';
import { loose, type MessageKey, type Translate } from '../../locales/index.js';
import { problem, say, type Problem } from '../../pipeline/problem.js';
import { previewFile } from './pictures.js';
import { echo } from '../../presentation/sanitize.js';
import { dialMenus } from './dial-menus.js';
import { FLEET, plotCourse } from '../../../engine/rulesets/fleet/index.js';
import type {
  ActivateOptions,
  AttackOptions,
  DefendOptions,
  DialOptions,
  EffectsOptions,
  FleetRepairOptions,
  NavigateOptions,
  SquadronOptions,
  TokenOptions,
} from './options.js';
import { stateOf } from './state-of.js';
import {
  commandWord,
  facingWord,
  findShip,
  findSquadron,
  hexText,
  readTarget,
  readVeers,
  unitName,
  veersText,
  zoneOfWord,
} from './words.js';

type State = FleetState;
type Command = FleetCommand;
const asState = (acting: Acting): State => acting.state as State;
export const fp = (key: string, vars?: Record<string, string | number>): Problem => problem(key as MessageKey, vars);

/** The legal commands of one type for `side` now. */
export const legalOf = <T extends Command['type']>(state: State, side: string, type: T): FleetCommandOf<T>[] =>
  FLEET.legalCommands(state, side).filter((c): c is FleetCommandOf<T> => c.type === type);

/** The side's own ship named, else the one the moment is about (the activated ship, or the only one). */
export function ownShip(state: State, side: string, typed: string | undefined): Result<FleetShip, Problem> {
  if (typed && typed.trim() !== '') {
    const ship = findShip(state, typed);
    if (!ship || ship.destroyed) return err(problem('reply.noSuchShip', { ship: echo(typed) }));
    if (ship.side !== side) return err(problem('reply.notYourShip', { ship: unitName(state, ship.id) }));
    return ok(ship);
  }
  const active = state.activation && state.ships.find((s) => s.id === state.activation?.ship);
  if (active && active.side === side) return ok(active);
  const mine = state.ships.filter((s) => s.side === side && !s.destroyed);
  const asked = FLEET.tasks(state, side)
    .filter((task) => task.required)
    .map((task) => mine.find((s) => s.id === task.unit))
    .filter((s): s is FleetShip => s !== undefined);
  const only = asked.length === 1 ? asked[0] : mine.length === 1 ? mine[0] : undefined;
  return only ? ok(only) : err(fp('fleet.reply.whichShip'));
}

/** Commands typed in any of the four languages, or their first letters: "navigate, repair", "N,R". */
export function readCommands(t: Translate, typed: string): Result<FleetCommandName[], Problem> {
  const say = loose(t);
  const out: FleetCommandName[] = [];
  for (const part of typed
    .split(/[\s,;]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)) {
    const found = FLEET_COMMANDS.find(
      (c) =>
        c === part ||
        c.startsWith(part) ||
        say(`fleet.commandWords.${c}`).toLowerCase() === part ||
        (part === 'concentrate-fire' && c === 'concentrate'),
    );
    if (!found) return err(fp('fleet.reply.notACommand', { word: echo(part) }));
    out.push(found);
  }
  if (out.length === 0) return err(fp('fleet.reply.whichCommands'));
  return ok(out);
}

/** What the private answer to a dial says: the player's ship's whole stack, top first. */
export function stackNote(t: Translate, state: State, side: string): string {
  const say = loose(t);
  const mine = state.ships.filter((s) => s.side === side && !s.destroyed);
  const lines = mine.map((s) => {
    const stack = state.dials[s.id] ?? [];
    const words = stack.map((d) => (d === 'sealed' ? '?' : commandWord(t, d)));
    return say('fleet.reply.stack', { ship: unitName(state, s.id), stack: words.join(' → ') || '—' });
  });
  return [say('fleet.reply.dialsSet'), ...lines].join('\n');
}

/** `/dial ship commands`: dials added to the bottom of a ship's stack, sealed; alone: the private menus. */
export async function dial(ctx: CommandContext, o: DialOptions): Promise<void> {
  if (!o.commands) return dialMenus(ctx, o.ship);
  await act(
    ctx,
    (acting) => {
      const state = asState(acting);
      const ship = ownShip(state, acting.side, o.ship);
      if (!ship.ok) return ship;
      const dials = readCommands(ctx.t, o.commands ?? '');
      if (!dials.ok) return dials;
      return ok({ type: 'dials', side: acting.side, ship: ship.value.id, dials: dials.value } satisfies Command);
    },
    { secret: true, privateNote: (t, after, side) => stackNote(t, stateOf(after), side) },
  );
}

/** `/activate ship use`: reveal the top dial, keep it as a command or spend it for its token. */
export async function activate(ctx: CommandContext, o: ActivateOptions): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const ship = ownShip(state, acting.side, o.ship);
    if (!ship.ok) return ship;
    return ok({ type: 'activate', side: acting.side, ship: ship.value.id, use: o.use ?? 'command' } satisfies Command);
  });
}

/** `/token kind`: spend a held repair or squadron token. */
export async function token(ctx: CommandContext, o: TokenOptions): Promise<void> {
  await act(ctx, (acting) => ok({ type: 'token', side: acting.side, token: o.kind } satisfies Command));
}

/** `/done`: end the current step (commands, attacks, a squadron's order). */
export async function done(ctx: CommandContext): Promise<void> {
  await act(ctx, (acting) => ok({ type: 'done', side: acting.side } satisfies Command));
}

/**
 * `/attack from target drop`: from the activated ship's hull zone. A value the prompt's menu gave
 * carries both ("front@s3:rear"); left out, the only legal choice is taken.
 */
export async function attack(ctx: CommandContext, o: AttackOptions): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const ship = state.activation?.ship;
    if (!ship) return err(fp('fleet.reply.noActivation'));
    let fromTyped = o.from;
    let targetTyped = o.target;
    if (targetTyped?.includes('@')) [fromTyped, targetTyped] = targetTyped.split('@', 2);
    const from = fromTyped ? zoneOfWord(ctx.t, fromTyped) : undefined;
    if (fromTyped && !from) return err(fp('fleet.reply.notAZone', { zone: echo(fromTyped) }));
    const legal = legalOf(state, acting.side, 'attack').filter((c) => from === undefined || c.from === from);
    const target = targetTyped ? readTarget(ctx.t, state, targetTyped) : undefined;
    if (targetTyped && !target) return err(fp('fleet.reply.notATarget', { target: echo(targetTyped) }));
    if (from && target)
      return ok({
        type: 'attack',
        side: acting.side,
        ship,
        from,
        target,
        ...(o.drop ? { drop: o.drop } : {}),
      } satisfies Command);
    const fits = legal.filter((c) => target === undefined || JSON.stringify(c.target) === JSON.stringify(target));
    const only = fits.length === 1 ? fits[0] : undefined;
    if (!only) return err(fp(fits.length === 0 ? 'fleet.reply.noAttack' : 'fleet.reply.whichAttack'));
    return ok({ ...only, ...(o.drop ? { drop: o.drop } : {}) } satisfies Command);
  });
}

/** The defender's token indices `/effects lock:` names: numbers from 1, or token names. */
function lockIndices(t: Translate, state: State, typed: string): number[] | undefined {
  const a = state.attack;
  if (!a) return undefined;
  const tokens =
    a.defender.kind === 'ship'
      ? (state.ships.find((s) => s.id === (a.defender as { ship: string }).ship)?.tokens ?? [])
      : (state.squadrons.find((s) => s.id === (a.defender as { squadron: string }).squadron)?.tokens ?? []);
  const out: number[] = [];
  for (const part of typed
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const n = Number(part);
    if (Number.isInteger(n) && n >= 1 && n <= tokens.length) {
      out.push(n - 1);
      continue;
    }
    const index = tokens.findIndex(
      (k, i) =>
        !out.includes(i) &&
        k.state !== 'discarded' &&
        (k.type === part || loose(t)(`fleet.tokens.${k.type}`).toLowerCase() === part),
    );
    if (index < 0) return undefined;
    out.push(index);
  }
  return out;
}

/** `/effects add reroll lock`: the attacker's step after the roll (concentrate fire, accuracies). */
export async function effects(ctx: CommandContext, o: EffectsOptions): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const lock = o.lock ? lockIndices(ctx.t, state, o.lock) : [];
    if (!lock) return err(fp('fleet.reply.whichTokens', { tokens: echo(o.lock ?? '') }));
    const reroll = o.reroll === undefined ? undefined : Number(o.reroll) - 1;
    if (reroll !== undefined && !(Number.isInteger(reroll) && reroll >= 0))
      return err(fp('fleet.reply.whichDie', { die: echo(o.reroll ?? '') }));
    return ok({
      type: 'effects',
      side: acting.side,
      ...(o.add ? { add: o.add } : {}),
      ...(reroll !== undefined ? { reroll } : {}),
      lock,
    } satisfies Command);
  });
}

/**
 * Defence tokens as typed: "brace redirect:left evade", "evade:2", "none". Words in English or the
 * reader's language; a redirect without its zone is left for the rules to refuse (or to take the
 * only one).
 */
export function readSpend(t: Translate, typed: string): Result<DefenceSpend, Problem> {
  const say = loose(t);
  const spend: Record<string, unknown> = {};
  const parts = typed
    .toLowerCase()
    .split(/[\s,+]+/)
    .filter(Boolean);
  for (const part of parts) {
    if (['none', 'pass', 'keep', '-', say('fleet.words.none').toLowerCase()].includes(part)) continue;
    const [word = '', arg] = part.split(/[:=-]/, 2);
    const type = ['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo'].find(
      (k) => k === word || say(`fleet.tokens.${k}`).toLowerCase() === word,
    );
    if (!type) return err(fp('fleet.reply.notAToken', { token: echo(part) }));
    if (type === 'redirect') {
      const zone = arg ? zoneOfWord(t, arg) : undefined;
      if (!zone) return err(fp('fleet.reply.redirectWhere'));
      spend['redirect'] = zone;
    } else if (type === 'evade') spend['evade'] = arg === '2' ? 2 : 1;
    else spend[type] = true;
  }
  return ok(spend as DefenceSpend);
}

/** `/defend tokens`: the defender's answer in the defence reaction. */
export async function defend(ctx: CommandContext, o: DefendOptions): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const awaited = FLEET.awaiting(state);
    if (awaited.kind !== 'reaction' || awaited.reaction.side !== acting.side || awaited.reaction.kind !== 'defence')
      return err(fp('fleet.reply.noDefence'));
    const spend = readSpend(ctx.t, o.tokens ?? 'none');
    if (!spend.ok) return spend;
    return ok({
      type: 'defend',
      side: acting.side,
      window: awaited.reaction.window,
      spend: spend.value,
    } satisfies Command);
  });
}

/** Speed and veers from `/navigate`: the menu's value carries the speed ("s2:L,0"). */
export function readCourse(
  state: State,
  ship: FleetShip,
  o: { speed?: number; veers?: string },
): Result<{ speed: number; veers: (-1 | 0 | 1)[] }, Problem> {
  let speed = o.speed;
  let typed = o.veers ?? '';
  const carried = /^s(\d):?(.*)$/i.exec(typed.trim());
  if (carried) {
    speed = Number(carried[1]);
    typed = carried[2] ?? '';
  }
  const veers = readVeers(typed);
  if (!veers) return err(fp('fleet.reply.badVeers', { veers: echo(typed) }));
  const at = speed ?? (veers.length > 0 ? veers.length : ship.speed);
  // Left out: straight on at every joint.
  const full = veers.length === 0 ? Array.from({ length: at }, () => 0 as const) : veers;
  return ok({ speed: at, veers: full });
}

/** The cheapest legal way to fly that course (no navigate, the dial, the token, both), or a guess for the rules to judge. */
export function manoeuvreFor(state: State, side: string, ship: FleetShip, speed: number, veers: readonly number[]) {
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  const cost = (c: FleetCommandOf<'manoeuvre'>) => Number(c.navigate.dial) + 2 * Number(c.navigate.token);
  const legal = legalOf(state, side, 'manoeuvre')
    .filter((c) => c.ship === ship.id && c.speed === speed && same(c.veers, veers))
    .sort((a, b) => cost(a) - cost(b));
  if (legal[0]) return legal[0];
  const act = state.activation;
  const dialNav = act?.ship === ship.id && act.dial === 'navigate' && act.use === 'command';
  return {
    type: 'manoeuvre' as const,
    side,
    ship: ship.id,
    speed,
    veers: veers as (-1 | 0 | 1)[],
    navigate: { dial: dialNav, token: ship.commandTokens.includes('navigate') && speed !== ship.speed },
  };
}

/** Where a course would end, in words: "ends at 0712 facing NE" (the path's preview). */
export function courseText(
  t: Translate,
  state: State,
  ship: FleetShip,
  speed: number,
  veers: readonly number[],
): string {
  const plotted = plotCourse(state, ship.id, speed, veers as (-1 | 0 | 1)[]);
  return loose(t)('fleet.reply.course', {
    ship: unitName(state, ship.id),
    speed,
    veers: veersText(t, veers),
    path: plotted.path.map(hexText).join(' → '),
    end: hexText(plotted.end.anchor),
    facing: facingWord(t, plotted.end.facing),
  });
}

/** `/navigate speed veers preview`: the activated ship's manoeuvre (or only where it would end). */
export async function navigate(ctx: CommandContext, o: NavigateOptions): Promise<void> {
  if (o.preview) {
    const seated = await seatedInGame(ctx);
    if (!seated) return;
    const { record, side } = seated;
    const state = stateOf(record);
    const ship = ownShip(state, side, undefined);
    if (!ship.ok) {
      await ctx.respond.reply({ content: say(ctx.t, ship.error) }, true);
      return;
    }
    const course = readCourse(state, ship.value, o);
    if (!course.ok) {
      await ctx.respond.reply({ content: say(ctx.t, course.error) }, true);
      return;
    }
    const { speed, veers } = course.value;
    const plotted = plotCourse(state, ship.value.id, speed, veers);
    const file = await previewFile(ctx.t, state, ship.value.id, plotted);
    await ctx.respond.reply({ content: courseText(ctx.t, state, ship.value, speed, veers), files: [file] }, true);
    return;
  }
  await act(ctx, (acting) => {
    const state = asState(acting);
    const ship = ownShip(state, acting.side, undefined);
    if (!ship.ok) return ship;
    const course = readCourse(state, ship.value, o);
    if (!course.ok) return course;
    return ok(manoeuvreFor(state, acting.side, ship.value, course.value.speed, course.value.veers) satisfies Command);
  });
}

/**
 * `/squadron unit move attack order`: a squadron's activation in the Squadron Phase (a move or an
 * attack), or under a ship's squadron command (`order:true`, then a move and an attack).
 */
export async function squadronCommand(ctx: CommandContext, o: SquadronOptions): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const side = acting.side;
    const typed = o.unit ?? state.activation?.ordering?.squadron;
    const unit = typed ? findSquadron(state, typed) : undefined;
    if (!unit) return err(fp('fleet.reply.whichSquadron', { unit: echo(typed ?? '') }));
    if (unit.side !== side) return err(fp('fleet.reply.notYourSquadron', { unit: unitName(state, unit.id) }));
    const steps: Command[] = [];
    if (o.order) steps.push({ type: 'order', side, squadron: unit.id });
    if (o.move) {
      // A label typed as a number ("712") keeps its leading zero ("0712").
      const to = parseHex(/^\d{1,3}$/.test(o.move.trim()) ? o.move.trim().padStart(4, '0') : o.move);
      if (!to) return err(fp('fleet.reply.badHex', { hex: echo(o.move) }));
      steps.push({ type: 'squadronMove', side, squadron: unit.id, to });
    }
    if (o.attack) {
      const target = readTarget(ctx.t, state, o.attack);
      if (!target) return err(fp('fleet.reply.notATarget', { target: echo(o.attack) }));
      steps.push({ type: 'squadronAttack', side, squadron: unit.id, target });
    }
    if (steps.length === 0) return err(fp('fleet.reply.squadronWhat'));
    if (steps.length === 1 && steps[0]) return ok(steps[0]);
    return ok({ type: 'plan', side, commands: steps as FleetCommandOf<'order'>[] } satisfies Command);
  });
}

/** `/repair action from to zone card`: spend the activation's engineering points. */
export async function repair(ctx: CommandContext, o: FleetRepairOptions): Promise<void> {
  await act(ctx, (acting) => {
    const action = o.action ?? (o.card ? 'discard' : o.from || o.to ? 'move' : o.zone ? 'recover' : undefined);
    if (!action) return err(fp('fleet.reply.repairWhat'));
    return ok({
      type: 'repair',
      side: acting.side,
      action,
      ...(o.from ? { from: o.from as HullZone } : {}),
      ...(o.to ? { to: o.to as HullZone } : {}),
      ...(o.zone ? { zone: o.zone as HullZone } : {}),
      ...(o.card ? { card: o.card } : {}),
    } satisfies Command);
  });
}
