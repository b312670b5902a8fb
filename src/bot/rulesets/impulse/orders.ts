/**
 * The ship orders (/ap, /move, /fire, /repair, /power, /initiative, /done): options -> an engine
 * command, through the shared pipeline. Buttons in the turn prompt run these same functions.
 */
import { formatHex, impulse, ok, err, parseHex, type Result } from '../../../engine/index.js';
import { act, requireTurnPlayer } from '../../pipeline/act.js';
import { asImpulse, stateOf, type Acting } from './state-of.js';
import type { GameRecord } from '../../../store/index.js';
import { describeOrders } from './describe-orders.js';
import type { CommandContext } from '../../app/context.js';
import { bool, str } from '../../pipeline/options.js';
import { cleanName, echo } from '../../presentation/sanitize.js';
import { problem, say, type Problem } from '../../pipeline/problem.js';
import { findShip, pickGroup, pickOwnShip, pickTarget } from './resolve.js';
import { decodeApUse } from './turn-plan.js';
import { MOVE_CHOICES } from './move-choices.js';

type Command = impulse.Command;
type Built = Result<Command, Problem>;

/** Slash-command spelling of moves ("turn-left") to the engine's ("turnLeft"). */
export const AP_CHOICES = impulse.AP_USE_KINDS;

function apCommand(ctx: CommandContext, { state, side }: Acting): Built {
  const ship = pickOwnShip(state, side, str(ctx.request, 'ship'), 'useAp');
  if (!ship.ok) return ship;
  const useText = str(ctx.request, 'use') ?? '';
  let use = decodeApUse(useText);
  if (
    use === undefined ||
    useText === 'chargeYellow' ||
    useText === 'reinforceShield' ||
    useText === 'retargetMissile'
  ) {
    switch (useText) {
      case 'chargeYellow': {
        const group = pickGroup(state, ship.value, str(ctx.request, 'weapon') ?? undefined);
        if (!group.ok && str(ctx.request, 'weapon') === undefined) {
          const empty = ship.value.groups.findIndex((_, g) =>
            impulse.apOptions(state, ship.value.id).some((o) => o.use.kind === 'chargeYellow' && o.use.group === g),
          );
          if (empty < 0) return err(problem('errors.NO_EMPTY_YELLOW_BOX'));
          use = { kind: 'chargeYellow', group: empty };
        } else if (!group.ok) return group;
        else use = { kind: 'chargeYellow', group: group.value };
        break;
      }
      case 'reinforceShield': {
        const arc = str(ctx.request, 'arc');
        if (arc !== 'forward' && arc !== 'right' && arc !== 'rear' && arc !== 'left')
          return err(
            problem('reply.badOption', {
              option: 'arc',
              problem: problem('problems.oneOf', { list: 'forward, right, rear, left' }),
            }),
          );
        use = { kind: 'reinforceShield', arc };
        break;
      }
      case 'retargetMissile': {
        const missile = str(ctx.request, 'missile');
        const target = pickTarget(state, str(ctx.request, 'target') ?? '');
        if (!missile)
          return err(problem('reply.badOption', { option: 'missile', problem: problem('problems.nameMissile') }));
        if (!target.ok || target.value === null)
          return err(problem('reply.badOption', { option: 'target', problem: problem('problems.nameTarget') }));
        use = { kind: 'retargetMissile', missile, target: target.value };
        break;
      }
      default:
        return err(
          problem('reply.badOption', {
            option: 'use',
            problem: problem('problems.oneOf', { list: AP_CHOICES.join(', ') }),
          }),
        );
    }
  }
  return ok({ type: 'useAp', side, ship: ship.value.id, use });
}

/** Steering one of the side's missiles between two equally short next hexes. */
function steerCommand(ctx: CommandContext, { state, side }: Acting, missile: string): Built {
  const choices = impulse.missileChoices(state, side).find((c) => c.missile === missile);
  if (!choices) return err(problem('errors.BAD_STEER'));
  const to = str(ctx.request, 'to');
  const hex = to === undefined ? undefined : parseHex(to.trim());
  const picked = hex ? choices.options.find((h) => h.q === hex.q && h.r === hex.r) : undefined;
  if (!picked)
    return err(
      problem('reply.badOption', { option: 'to', problem: choices.options.map((h) => formatHex(h)).join(' or ') }),
    );
  return ok({ type: 'steerMissile', side, missile, hex: picked });
}

function moveCommand(ctx: CommandContext, acting: Acting): Built {
  const missile = str(ctx.request, 'missile');
  if (missile !== undefined) return steerCommand(ctx, acting, missile);
  const { state, side } = acting;
  const afterburner = bool(ctx.request, 'afterburner') === true;
  const ship = pickOwnShip(state, side, str(ctx.request, 'ship'), afterburner ? 'afterburner' : 'move');
  if (!ship.ok) return ship;
  const howText = str(ctx.request, 'how') ?? '';
  const how =
    (MOVE_CHOICES as Record<string, impulse.MoveKind>)[howText] ??
    (impulse.MOVE_KINDS as readonly string[]).find((k) => k === howText);
  if (!how)
    return err(
      problem('reply.badOption', {
        option: 'how',
        problem: problem('problems.oneOf', { list: Object.keys(MOVE_CHOICES).join(', ') }),
      }),
    );
  return ok({
    type: 'move',
    side,
    ship: ship.value.id,
    how: how as impulse.MoveKind,
    ...(afterburner ? { afterburner: true } : {}),
  });
}

function fireCommand(ctx: CommandContext, { state, side }: Acting): Built {
  const ship = pickOwnShip(state, side, str(ctx.request, 'ship'), 'fire');
  if (!ship.ok) return ship;
  const group = pickGroup(state, ship.value, str(ctx.request, 'weapon'));
  if (!group.ok) return group;
  const many = str(ctx.request, 'targets');
  const one = str(ctx.request, 'target');
  const texts = many !== undefined ? many.split(',') : one !== undefined ? [one] : [];
  if (texts.length === 0) {
    // One target in reach: fire at it (what anyone would pick).
    const options = impulse.targetsFor(state, ship.value, group.value);
    if (options.length === 1 && options[0])
      return ok({ type: 'fire', side, ship: ship.value.id, group: group.value, targets: [options[0]] });
    return err(problem('errors.NO_TARGET'));
  }
  const targets: (string | null)[] = [];
  for (const text of texts) {
    const target = pickTarget(state, text);
    if (!target.ok) return target;
    targets.push(target.value);
  }
  return ok({ type: 'fire', side, ship: ship.value.id, group: group.value, targets });
}

function repairCommand(ctx: CommandContext, { state, side }: Acting): Built {
  const ship = pickOwnShip(state, side, str(ctx.request, 'ship'), 'repair');
  if (!ship.ok) return ship;
  const wanted = str(ctx.request, 'critical');
  const options = impulse
    .legalCommands(state, side)
    .filter((c): c is impulse.CommandOf<'repair'> => c.type === 'repair' && c.ship === ship.value.id);
  const critical = wanted ?? (options.length === 1 ? options[0]?.critical : undefined);
  if (!critical)
    return err(
      problem('reply.badOption', {
        option: 'critical',
        problem:
          ship.value.criticals.length > 0
            ? problem('problems.oneOf', { list: ship.value.criticals.map((c) => `${c.id} (${c.effect})`).join(', ') })
            : problem('problems.noCriticals'),
      }),
    );
  const byEffect = ship.value.criticals.find((c) => c.id === critical || c.effect === critical);
  return ok({ type: 'repair', side, ship: ship.value.id, critical: byEffect?.id ?? critical });
}

function powerCommand(ctx: CommandContext, { state, side }: Acting): Built {
  const named = str(ctx.request, 'ship');
  if (named === undefined) return ok({ type: 'submitPower', side, orders: [] });
  const ship = findShip(state, named);
  if (!ship || ship.side !== side)
    return err(
      problem(ship ? 'reply.notYourShip' : 'reply.noSuchShip', { ship: ship ? cleanName(ship.name) : echo(named) }),
    );
  const curveText = str(ctx.request, 'curve') ?? 'keep';
  const curveChange = curveText === 'up' ? 1 : curveText === 'down' ? -1 : 0;
  const chargeText = str(ctx.request, 'charge') ?? 'best';
  const fallback = impulse.defaultPowerOrder(state, ship);
  const charge = ship.groups.map((_, g) => {
    if (chargeText === 'best') return fallback.charge[g] ?? 'none';
    const options = impulse.chargeOptions(state, ship, g);
    return options.includes(chargeText as 'red' | 'yellow' | 'none')
      ? (chargeText as 'red' | 'yellow' | 'none')
      : (options[0] ?? 'none');
  });
  return ok({ type: 'submitPower', side, orders: [{ ship: ship.id, curveChange, charge }] });
}

function initiativeCommand(ctx: CommandContext, { side }: Acting): Built {
  const choice = str(ctx.request, 'choice');
  if (choice !== 'take' && choice !== 'give')
    return err(
      problem('reply.badOption', { option: 'choice', problem: problem('problems.oneOf', { list: 'take, give' }) }),
    );
  return ok({ type: 'chooseInitiative', side, choice });
}

function doneCommand(ctx: CommandContext, { side }: Acting): Built {
  return ok({ type: bool(ctx.request, 'turn') === true ? 'endTurn' : 'endStep', side });
}

const run =
  (build: (ctx: CommandContext, a: Acting) => Built, options?: Parameters<typeof act>[2]) =>
  async (ctx: CommandContext): Promise<void> => {
    await act(ctx, (a) => build(ctx, asImpulse(a)), options);
  };

export const useAp = run(apCommand);
export const move = run(moveCommand);
export const fire = run(fireCommand);
export const repair = run(repairCommand);
export const initiative = run(initiativeCommand);
export const done = run(doneCommand);
/** Power Phase orders stay private until revealed when the setting is simultaneous (DESIGN.md section 5). */
export const power = run(powerCommand, { secret: true });

/** Move plans as players write them: "straight, straight, turn-left" (also "s s l"). */
const PLAN_WORDS: Record<string, impulse.MoveKind> = {
  ...MOVE_CHOICES,
  s: 'straight',
  l: 'turnLeft',
  r: 'turnRight',
  left: 'turnLeft',
  right: 'turnRight',
};

export function parsePlan(text: string): Result<impulse.MoveKind[], Problem> {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const plan: impulse.MoveKind[] = [];
  for (const word of words) {
    const kind =
      PLAN_WORDS[word.toLowerCase()] ??
      (impulse.MOVE_KINDS as readonly string[]).find((k) => k.toLowerCase() === word.toLowerCase());
    if (!kind)
      return err(
        problem('reply.badOption', {
          option: 'move',
          problem: problem('problems.planWord', { word: echo(word, 24), list: Object.keys(MOVE_CHOICES).join(', ') }),
        }),
      );
    plan.push(kind as impulse.MoveKind);
  }
  if (plan.length > 36)
    return err(problem('reply.badOption', { option: 'move', problem: problem('problems.planTooLong', { max: 36 }) }));
  return ok(plan);
}

/**
 * /orders: standing orders for a ship (movement plan, AP use, fire, repair) and for the side
 * (initiative, Power Phase), merged with what was already ordered; `clear` drops them. All in one
 * atomic batch, so one interaction can set up a whole round.
 */
/** The standing AP use from `ap:` (and `arc:`): "charge a weapon" is every group in turn. */
function standingAp(ctx: CommandContext, ship: impulse.ShipState, apText: string): Result<impulse.ApUse[], Problem> {
  const use =
    apText === 'reinforceShield'
      ? decodeApUse(`reinforceShield.${str(ctx.request, 'arc') ?? 'forward'}`)
      : apText === 'chargeYellow'
        ? undefined
        : decodeApUse(apText);
  // "Charge a weapon" means every group in turn: the first with an empty box is charged.
  const uses =
    apText === 'chargeYellow'
      ? ship.groups.map((_, group) => ({ kind: 'chargeYellow' as const, group }))
      : use
        ? [use]
        : [];
  if (uses.length === 0)
    return err(
      problem('reply.badOption', { option: 'ap', problem: problem('problems.oneOf', { list: AP_CHOICES.join(', ') }) }),
    );
  return ok(uses);
}

/** A ship's standing orders with what the options change ("ask" takes a part away). */
function shipOrders(
  ctx: CommandContext,
  { state, side }: Acting,
  ship: impulse.ShipState,
  clear: boolean,
): Result<Record<string, unknown>, Problem> {
  const r = ctx.request;
  const next: Record<string, unknown> = { ...(clear ? {} : (state.standing?.ships[ship.id] ?? {})) };
  const moveText = str(r, 'move');
  if (moveText !== undefined) {
    const plan = parsePlan(moveText);
    if (!plan.ok) return plan;
    next['moves'] = plan.value;
  }
  const then = str(r, 'then');
  if (then === 'ask') delete next['thenMove'];
  else if (then !== undefined)
    next['thenMove'] = (MOVE_CHOICES as Record<string, impulse.MoveKind>)[then] ?? 'straight';
  const apText = str(r, 'ap');
  if (apText === 'ask') delete next['ap'];
  else if (apText !== undefined) {
    const uses = standingAp(ctx, ship, apText);
    if (!uses.ok) return uses;
    next['ap'] = uses.value;
  }
  const fireText = str(r, 'fire');
  if (fireText === 'ask' || fireText === 'none') delete next['fire'];
  else if (fireText === 'nearest') next['fire'] = { target: 'nearest' };
  else if (fireText !== undefined) {
    const target = findShip(state, fireText);
    if (!target || target.side === side) return err(problem('reply.noSuchShip', { ship: echo(fireText) }));
    next['fire'] = { target: target.id };
  }
  const repairFlag = bool(r, 'repair');
  if (repairFlag !== undefined) next['repair'] = repairFlag;
  return ok(next);
}

/** The side's standing orders (initiative, Power Phase) with what the options change. */
function sideOrders(ctx: CommandContext, { state, side }: Acting, clear: boolean): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(clear ? {} : (state.standing?.sides[side] ?? {})) };
  const initiativeChoice = str(ctx.request, 'initiative');
  if (initiativeChoice === 'ask') delete next['initiative'];
  else if (initiativeChoice === 'take' || initiativeChoice === 'give') next['initiative'] = initiativeChoice;
  const powerChoice = str(ctx.request, 'power');
  if (powerChoice === 'ask') delete next['power'];
  else if (powerChoice === 'default') next['power'] = 'default';
  return next;
}

function ordersCommand(ctx: CommandContext, acting: Acting): Built {
  const { state, side } = acting;
  const r = ctx.request;
  const commands: Command[] = [];
  const shipParts = ['move', 'then', 'ap', 'arc', 'fire', 'repair'].filter((k) => r.options[k] !== undefined);
  const sideParts = ['initiative', 'power'].filter((k) => r.options[k] !== undefined);
  const clear = bool(r, 'clear') === true;
  if (shipParts.length > 0 || str(r, 'ship') !== undefined || (clear && sideParts.length === 0)) {
    const ship = pickOwnShip(state, side, str(r, 'ship'));
    if (!ship.ok) return ship;
    const next = shipOrders(ctx, acting, ship.value, clear);
    if (!next.ok) return next;
    commands.push({
      type: 'setOrders',
      side,
      ship: ship.value.id,
      orders: clear && shipParts.length === 0 ? null : (next.value as impulse.ShipOrders),
    });
  }
  if (sideParts.length > 0 || (clear && shipParts.length === 0 && str(r, 'ship') === undefined)) {
    const next = sideOrders(ctx, acting, clear);
    commands.push({
      type: 'setOrders',
      side,
      orders: Object.keys(next).length === 0 ? null : (next as impulse.SideOrders),
    });
  }
  if (commands.length === 0) return err(problem('reply.ordersNothing'));
  const only = commands[0];
  return ok(commands.length === 1 && only ? only : { type: 'batch', side, commands });
}

/** "Autopilot" in one click: straight on, fire at the nearest enemy, repair, keep the initiative, default power. */
function autopilotCommand(ctx: CommandContext, { state, side, record }: Acting): Built {
  // The prompt's button is for the side it was posted for; another side's player has their own prompt.
  const promptFor = str(ctx.request, 'for');
  if (promptFor !== undefined && promptFor !== side)
    return err(
      problem('reply.foreign', {
        player:
          record.players
            .filter((p) => p.side === promptFor)
            .map((p) => p.name)
            .join(', ') || '?',
      }),
    );
  const ships = state.ships.filter((s) => s.side === side && s.status === 'active');
  return ok({
    type: 'batch',
    side,
    commands: [
      ...ships.map((s): Command => ({
        type: 'setOrders',
        side,
        ship: s.id,
        orders: {
          ...(state.standing?.ships[s.id] ?? {}),
          thenMove: 'straight',
          ap: s.groups.map((_, group) => ({ kind: 'chargeYellow' as const, group })),
          fire: { target: 'nearest' },
          repair: true,
        },
      })),
      { type: 'setOrders', side, orders: { initiative: 'take', power: 'default' } },
    ],
  });
}

export const standingOrders = async (ctx: CommandContext): Promise<void> => {
  const r = ctx.request;
  // Orders are private (a movement plan is a secret): the player sees them, the channel sees that they changed.
  if (bool(r, 'autopilot') === true) {
    await act(ctx, (a) => autopilotCommand(ctx, asImpulse(a)), ORDERS_SAVED);
    return;
  }
  const asked = Object.keys(r.options).filter((k) => k !== 'ship');
  if (asked.length === 0) return showOrders(ctx);
  await act(ctx, (a) => ordersCommand(ctx, asImpulse(a)), ORDERS_SAVED);
};

/** The private answer to standing orders: saved, and what they now are. */
const ORDERS_SAVED = {
  secret: true,
  privateNote: (t: CommandContext['t'], after: GameRecord, side: string) =>
    `${t('reply.ordersSaved')}\n${describeOrders(t, stateOf(after), side)}`,
} as const;

/** `/orders` alone: your standing orders, privately. */
async function showOrders(ctx: CommandContext): Promise<void> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  const acting = requireTurnPlayer(ctx.app, record, ctx.request.actor.id);
  if (!acting.ok) return ctx.respond.reply({ content: say(ctx.t, acting.error) }, true);
  await ctx.respond.reply(
    { content: describeOrders(ctx.t, asImpulse(acting.value).state, acting.value.side).slice(0, 2000) },
    true,
  );
}
