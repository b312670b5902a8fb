/**
 * The ship orders (/ap, /move, /fire, /repair, /power, /initiative, /done): typed options -> an
 * engine command, through the shared pipeline. Buttons in the turn prompt run these same functions.
 */
import { formatHex, impulse, ok, err, parseHex, type Result } from '../../../engine/index.js';
import { act } from '../../games/act.js';
import { asImpulse, type Acting } from './state-of.js';
import type { CommandContext } from '../../app/context.js';
import { cleanName, echo } from '../../presentation/sanitize.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { criticalName, findShip, pickGroup, pickOwnShip, pickTarget } from './resolve.js';
import type { Translate } from '../../locales/index.js';
import { decodeApUse } from './turn-plan.js';
import { AP_WORD_LIST, apKindOf, apUseKey } from './ap-words.js';
import { MOVE_CHOICES } from './move-choices.js';
import { initiativeAnswer } from './initiative-memory.js';
import type {
  ApOptions,
  DoneOptions,
  FireOptions,
  InitiativeOptions,
  MoveOptions,
  PowerOptions,
  RepairOptions,
} from './option-specs.js';

type Command = impulse.Command;
type Built = Result<Command, Problem>;

/** `use:charge` with every weapon charged: say so, and what the action point can do instead. */
function nothingToCharge(t: Translate, state: impulse.GameState, ship: impulse.ShipState): Problem {
  const uses = [...new Set(impulse.apOptions(state, ship.id).map((o) => t(apUseKey(o.use.kind))))];
  return problem('reply.nothingToCharge', { ship: ship.name, uses: uses.join(', ') });
}

function apCommand(o: ApOptions, { state, side }: Acting, t: Translate): Built {
  const ship = pickOwnShip(state, side, o.ship, 'useAp');
  if (!ship.ok) return ship;
  // The player's word (`charge`) names the engine's kind; the kinds with a detail are completed below.
  const useText: string = apKindOf(o.use) ?? o.use;
  let use = decodeApUse(useText);
  if (
    use === undefined ||
    useText === 'chargeYellow' ||
    useText === 'reinforceShield' ||
    useText === 'retargetMissile'
  ) {
    switch (useText) {
      case 'chargeYellow': {
        const group = pickGroup(t, state, ship.value, o.weapon);
        if (!group.ok && o.weapon === undefined) {
          const empty = ship.value.groups.findIndex((_, g) =>
            impulse.apOptions(state, ship.value.id).some((o) => o.use.kind === 'chargeYellow' && o.use.group === g),
          );
          if (empty < 0) return err(nothingToCharge(t, state, ship.value));
          use = { kind: 'chargeYellow', group: empty };
        } else if (!group.ok) return group;
        else use = { kind: 'chargeYellow', group: group.value };
        break;
      }
      case 'reinforceShield': {
        const arc = o.arc;
        if (arc === undefined)
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
        const missile = o.missile;
        const target = pickTarget(state, o.target ?? '');
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
            problem: problem('problems.oneOf', { list: AP_WORD_LIST.join(', ') }),
          }),
        );
    }
  }
  return ok({ type: 'useAp', side, ship: ship.value.id, use });
}

/** Steering one of the side's missiles between two equally short next hexes. */
function steerCommand(o: MoveOptions, { state, side }: Acting, missile: string): Built {
  const choices = impulse.missileChoices(state, side).find((c) => c.missile === missile);
  if (!choices) return err(problem('errors.BAD_STEER'));
  const to = o.to;
  const hex = to === undefined ? undefined : parseHex(to.trim());
  const picked = hex ? choices.options.find((h) => h.q === hex.q && h.r === hex.r) : undefined;
  if (!picked)
    return err(
      problem('reply.badOption', { option: 'to', problem: choices.options.map((h) => formatHex(h)).join(' or ') }),
    );
  return ok({ type: 'steerMissile', side, missile, hex: picked });
}

function moveCommand(o: MoveOptions, acting: Acting): Built {
  const missile = o.missile;
  if (missile !== undefined) return steerCommand(o, acting, missile);
  const { state, side } = acting;
  const afterburner = o.afterburner === true;
  const ship = pickOwnShip(state, side, o.ship, afterburner ? 'afterburner' : 'move');
  if (!ship.ok) return ship;
  const how = o.how === undefined ? undefined : MOVE_CHOICES[o.how];
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
    how,
    ...(afterburner ? { afterburner: true } : {}),
  });
}

function fireCommand(o: FireOptions, { state, side }: Acting, t: Translate): Built {
  const ship = pickOwnShip(state, side, o.ship, 'fire');
  if (!ship.ok) return ship;
  const group = pickGroup(t, state, ship.value, o.weapon);
  if (!group.ok) return group;
  const many = o.targets;
  const one = o.target;
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

function repairCommand(o: RepairOptions, { state, side }: Acting, t: Translate): Built {
  const ship = pickOwnShip(state, side, o.ship, 'repair');
  if (!ship.ok) return ship;
  const wanted = o.critical;
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
            ? problem('problems.oneOf', {
                list: ship.value.criticals.map((c) => `${c.id} (${criticalName(t, c.effect)})`).join(', '),
              })
            : problem('problems.noCriticals'),
      }),
    );
  const byEffect = ship.value.criticals.find((c) => c.id === critical || c.effect === critical);
  return ok({ type: 'repair', side, ship: ship.value.id, critical: byEffect?.id ?? critical });
}

/**
 * The Power Phase: no options accepts the defaults for every ship; a curve or charge is for one ship,
 * named, or the side's only one (never quietly dropped for the defaults).
 */
function powerCommand(o: PowerOptions, { state, side }: Acting): Built {
  const named = o.ship;
  if (named === undefined && o.curve === undefined && o.charge === undefined)
    return ok({ type: 'submitPower', side, orders: [] });
  const picked = named === undefined ? pickOwnShip(state, side, undefined) : undefined;
  if (picked && !picked.ok) return picked;
  const ship = picked?.ok ? picked.value : findShip(state, named ?? '');
  if (!ship || ship.side !== side)
    return err(
      problem(ship ? 'reply.notYourShip' : 'reply.noSuchShip', {
        ship: ship ? cleanName(ship.name) : echo(named ?? ''),
      }),
    );
  const curveText = o.curve ?? 'keep';
  const curveChange = curveText === 'up' ? 1 : curveText === 'down' ? -1 : 0;
  const chargeText = o.charge ?? 'best';
  const fallback = impulse.defaultPowerOrder(state, ship);
  const charge = ship.groups.map((_, g) => {
    if (chargeText === 'best') return fallback.charge[g] ?? 'none';
    const options = impulse.chargeOptions(state, ship, g);
    return options.includes(chargeText) ? chargeText : (options[0] ?? 'none');
  });
  return ok({ type: 'submitPower', side, orders: [{ ship: ship.id, curveChange, charge }] });
}

/**
 * The initiative answer; the same answer twice in a row is kept as the side's standing order
 * (initiative-memory.ts), and the player is told so privately, with the way back.
 */
async function initiativeAnswered(ctx: CommandContext, o: InitiativeOptions): Promise<void> {
  let remembered = false;
  const accepted = await act(ctx, (a) => {
    const { record, state, side } = asImpulse(a);
    const answer = initiativeAnswer(record, state, side, o.choice);
    remembered = answer.remembered;
    return ok(answer.command);
  });
  if (accepted && remembered)
    await ctx.respond.reply(
      {
        content: ctx.t('reply.initiativeRemembered', {
          choice: ctx.t(o.choice === 'take' ? 'reply.take' : 'reply.give'),
        }),
      },
      true,
    );
}

function doneCommand(o: DoneOptions, { side }: Acting): Built {
  return ok({ type: o.turn === true ? 'endTurn' : 'endStep', side });
}

/** A handler: the typed options and the acting seat make the engine command; the shared pipeline does the rest. */
const run =
  <O>(build: (o: O, a: Acting, t: Translate) => Built, options?: Parameters<typeof act>[2]) =>
  async (ctx: CommandContext, o: O): Promise<void> => {
    await act(ctx, (a) => build(o, asImpulse(a), ctx.t), options);
  };

export const useAp = run(apCommand);
export const move = run(moveCommand);
export const fire = run(fireCommand);
export const repair = run(repairCommand);
export const initiative = initiativeAnswered;
export const done = run(doneCommand);
/** Power Phase orders stay private until revealed when the setting is simultaneous (DESIGN.md section 5). */
export const power = run(powerCommand, { secret: true, privateNote: (t) => t('reply.powerSubmitted') });
