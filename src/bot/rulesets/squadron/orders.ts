/**
 * `squadron`'s commands turned into engine commands (issue 14, deliverable 6): `/dial`, `/decloak`,
 * `/action`, `/attack`, `/modify`. Glue only: the rules decide, and refuse with their reason.
 */
import { err, ok, squadron, type Result } from '../../../engine/index.js';
import type { CommandContext } from '../../app/context.js';
import { act, type Acting } from '../../games/act.js';
import { loose, type MessageKey, type Translate } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import { names } from './content-words.js';
import { dialMenus } from './dial-menus.js';
import { manoeuvreWords, readManoeuvre } from './manoeuvre-words.js';
import { actionOfWord, boostOfWord, dialText, shipName } from './words.js';
import { stateOf } from './state-of.js';

type State = squadron.SquadronState;
type Command = squadron.SquadronCommand;
const asState = (acting: Acting): State => acting.state as State;
const sq = (key: string, vars?: Record<string, string | number>): Problem => problem(key as MessageKey, vars);

const norm = (s: string) => s.trim().toLowerCase();

/** A ship by id or name. */
export function findShip(state: State, typed: string): squadron.SquadShip | undefined {
  const wanted = norm(typed);
  return state.ships.find((s) => s.id === typed) ?? state.ships.find((s) => norm(s.name) === wanted || s.id === wanted);
}

/** The side's own ship named, or the only one the moment asks of it. */
function ownShip(state: State, side: string, typed: string | undefined): Result<squadron.SquadShip, Problem> {
  if (typed && typed.trim() !== '') {
    const ship = findShip(state, typed);
    if (!ship || ship.destroyed) return err(problem('reply.noSuchShip', { ship: echo(typed) }));
    if (ship.side !== side) return err(problem('reply.notYourShip', { ship: shipName(state, ship.id) }));
    return ok(ship);
  }
  const asked = squadron.SQUADRON.tasks(state, side).filter((task) => task.required);
  const only = asked.length === 1 ? state.ships.find((s) => s.id === asked[0]?.unit) : undefined;
  return only ? ok(only) : err(sq('squadron.reply.whichShip'));
}

function targetShip(state: State, typed: string | undefined): Result<string | undefined, Problem> {
  if (typed === undefined || typed.trim() === '') return ok(undefined);
  const ship = findShip(state, typed);
  return ship ? ok(ship.id) : err(problem('reply.noSuchShip', { ship: echo(typed) }));
}

/** What `ship` may set on its dial now: its chart, without red while it is stressed (as its menu). */
export const allowedDials = (state: State, ship: squadron.SquadShip): string[] =>
  ship.stats.dial.filter((d) => ship.stress === 0 || squadron.difficultyOf(state.deck, ship, d) !== 'red');

/**
 * The dial code a typed manoeuvre names on `ship`'s chart ("2 straight", "straight-2", "2FG"), or a
 * refusal, said privately to the one who typed it, that lists what the ship can fly now.
 */
export function chartEntry(
  t: Translate,
  state: State,
  ship: squadron.SquadShip,
  typed: string,
): Result<string, Problem> {
  const allowed = allowedDials(state, ship);
  const list = (codes: readonly string[]) => codes.map((d) => `• ${dialText(t, state, ship.id, d)}`).join('\n');
  const vars = { ship: shipName(state, ship.id), dial: echo(typed) };
  const read = readManoeuvre(ship.stats.dial, typed);
  if (!read.ok && read.error.why === 'ambiguous') {
    const fits = read.error.among.filter((d) => allowed.includes(d));
    const shown = fits.length > 0 ? fits : allowed;
    return err(
      sq('squadron.reply.ambiguousDial', { ...vars, list: list(shown), example: manoeuvreWords(t, shown[0] ?? '') }),
    );
  }
  if (!read.ok) return err(sq('squadron.reply.notOnDial', { ...vars, list: list(allowed) }));
  if (!allowed.includes(read.value))
    return err(sq('squadron.reply.redWhileStressed', { ...vars, list: list(allowed) }));
  return ok(read.value);
}

/** `/dial ship manoeuvre`: one dial, sealed. Without a manoeuvre: the private menus to set them. */
export async function dial(ctx: CommandContext, o: { ship?: string; manoeuvre?: string }): Promise<void> {
  if (!o.manoeuvre) return dialMenus(ctx, o.ship);
  await act(
    ctx,
    (acting) => {
      const state = asState(acting);
      const ship = ownShip(state, acting.side, o.ship);
      if (!ship.ok) return ship;
      const entry = chartEntry(ctx.t, state, ship.value, o.manoeuvre ?? '');
      if (!entry.ok) return entry;
      return ok({ type: 'dial', side: acting.side, ship: ship.value.id, dial: entry.value } satisfies Command);
    },
    {
      secret: true,
      privateNote: (t, after, side) => {
        const state = stateOf(after);
        const mine = state.ships.filter((s) => s.side === side && !s.destroyed);
        const set = mine.filter((s) => state.dials[s.id] !== undefined);
        const lines = mine.map(
          (s) =>
            `${shipName(state, s.id)}: ${state.dials[s.id] ? dialText(t, state, s.id, state.dials[s.id] ?? '') : '—'}`,
        );
        return [loose(t)('squadron.reply.dialsSet', { ready: set.length, of: mine.length }), ...lines].join('\n');
      },
    },
  );
}

/** `/decloak ship how direction spot`. */
export async function decloak(
  ctx: CommandContext,
  o: { ship?: string; how: string; direction?: string; spot?: string },
): Promise<void> {
  await act(ctx, (acting) => {
    const ship = ownShip(asState(acting), acting.side, o.ship);
    if (!ship.ok) return ship;
    return ok({
      type: 'decloak',
      side: acting.side,
      ship: ship.value.id,
      how: o.how as 'roll' | 'boost' | 'stay',
      ...(o.direction ? { direction: o.direction as 'left' | 'right' } : {}),
      ...(o.spot ? { spot: o.spot as 'forward' | 'back' } : {}),
    } satisfies Command);
  });
}

/**
 * The cards `/action action:reload weapon:` names, comma-separated ("heavy torpedo, cluster rack"),
 * by id or name in any of the bot's languages; a name the ship does not carry is passed on for the
 * rules to refuse. Nothing typed: every spent torpedo and missile (seed 001, "Recarga": «qualquer
 * número de cartas»), as the rules read a reload that names none.
 */
export function reloadWeapons(ship: squadron.SquadShip, typed: string | undefined): string[] | undefined {
  const parts = (typed ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const idOf = (part: string) =>
    ship.weapons.find((w) => w.id === part || norm(w.name) === norm(part) || names(part, 'upgrade', w))?.id ?? part;
  return [...new Set(parts.map(idOf))];
}

export interface ActionOptions {
  ship?: string;
  action: string;
  target?: string;
  direction?: string;
  spot?: string;
  boost?: string;
  end?: string;
  arc?: string;
  manoeuvre?: string;
  weapon?: string;
  card?: string;
}

/**
 * The action card `/action action:card card:` names, by id or name in any of the bot's languages; left
 * out, the ship's only one. A name the ship does not carry is passed on for the rules to refuse.
 */
export function actionCard(ship: squadron.SquadShip, typed: string | undefined): string | undefined {
  const cards = ship.stats.cards ?? [];
  if (typed === undefined || typed.trim() === '') return cards.length === 1 ? cards[0]?.id : undefined;
  const part = typed.trim();
  return cards.find((k) => k.id === part || norm(k.name) === norm(part) || names(part, 'upgrade', k))?.id ?? part;
}

/** `/action ship action ...`: the action step, or a free action. */
export async function action(ctx: CommandContext, o: ActionOptions): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const step = state.activation;
    const ship = ownShip(
      state,
      acting.side,
      o.ship ?? (step && state.ships.find((s) => s.id === step.ship)?.side === acting.side ? step.ship : undefined),
    );
    if (!ship.ok) return ship;
    const kind = actionOfWord(o.action);
    if (!kind) return err(problem('input.choice', { option: 'action', choices: o.action }));
    const target = targetShip(state, o.target);
    if (!target.ok) return target;
    const boost = o.boost ? boostOfWord(o.boost) : undefined;
    const slam = o.manoeuvre ? readManoeuvre(ship.value.stats.dial, o.manoeuvre) : undefined;
    const weapons = kind === 'reload' ? reloadWeapons(ship.value, o.weapon) : undefined;
    const card = kind === 'card' ? actionCard(ship.value, o.card) : undefined;
    return ok({
      type: 'action',
      side: acting.side,
      ship: ship.value.id,
      action: kind,
      ...(target.value ? { target: target.value } : {}),
      ...(o.direction ? { direction: o.direction as 'left' | 'right' } : {}),
      ...(o.spot ? { spot: o.spot as 'forward' | 'level' | 'back' } : {}),
      ...(boost ? { boost } : {}),
      ...(o.end ? { end: o.end as 'fore' | 'aft' } : {}),
      ...(o.arc ? { arc: o.arc as 'forward' | 'right' | 'rear' | 'left' } : {}),
      ...(o.manoeuvre ? { dial: slam?.ok ? slam.value : o.manoeuvre } : {}),
      ...(weapons ? { weapons } : {}),
      ...(card ? { card } : {}),
    } satisfies Command);
  });
}

/** `/attack ship target weapon hold`. */
export async function attack(
  ctx: CommandContext,
  o: { ship?: string; target?: string; weapon?: string; hold?: boolean },
): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const firing = squadron
      .stillToFire(state)
      .filter((id) => state.ships.find((s) => s.id === id)?.side === acting.side);
    const ship = ownShip(state, acting.side, o.ship ?? (firing.length === 1 ? firing[0] : undefined));
    if (!ship.ok) return ship;
    if (o.hold) return ok({ type: 'holdFire', side: acting.side, ship: ship.value.id } satisfies Command);
    const target = targetShip(state, o.target);
    if (!target.ok) return target;
    const options = squadron.attackOptions(state, ship.value);
    const chosen =
      target.value ??
      (options.length > 0 && options.every((x) => x.target === options[0]?.target) ? options[0]?.target : undefined);
    if (!chosen) return err(sq('squadron.reply.whichTarget'));
    return ok({
      type: 'attack',
      side: acting.side,
      ship: ship.value.id,
      target: chosen,
      weapon: o.weapon ?? 'primary',
    } satisfies Command);
  });
}

/** The dice `/modify lock:` names: "1,3", "blanks" (blanks, and focus results without a focus token), or "all". */
export function lockDice(state: State, typed: string): number[] | undefined {
  const a = state.attack;
  if (!a) return undefined;
  const word = norm(typed);
  const attacker = state.ships.find((s) => s.id === a.attacker);
  const faces = a.attackDice.dice.map((d, i) => ({ i: i + 1, face: d.face, rerolled: d.rerolled }));
  if (word === 'all') return faces.filter((d) => !d.rerolled).map((d) => d.i);
  if (word === 'blanks') {
    const weak = (face: number) => face >= 6 || (face >= 4 && face <= 5 && (attacker?.focus ?? 0) === 0);
    return faces.filter((d) => !d.rerolled && weak(d.face)).map((d) => d.i);
  }
  const numbers = word
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= faces.length) ? numbers : undefined;
}

/** `/modify lock focus evade done`. */
export async function modify(
  ctx: CommandContext,
  o: { lock?: string; focus?: boolean; evade?: boolean; done?: boolean },
): Promise<void> {
  await act(ctx, (acting) => {
    const state = asState(acting);
    const lock = o.lock ? lockDice(state, o.lock) : undefined;
    if (o.lock && !lock) return err(sq('squadron.reply.whichDice', { dice: echo(o.lock) }));
    return ok({
      type: 'modify',
      side: acting.side,
      ...(lock && lock.length > 0 ? { lock } : {}),
      ...(o.focus ? { focus: true } : {}),
      ...(o.evade ? { evade: true } : {}),
      done: o.done ?? true,
    } satisfies Command);
  });
}
