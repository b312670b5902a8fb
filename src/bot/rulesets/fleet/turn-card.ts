/**
 * The turn card (issue 43 deliverable 8: "the turn card plays a ship's whole activation in one
 * submit"): a form (a Discord modal) with the ship to activate (and whether its dial becomes a
 * token), up to two attacks and the course, sent back as the engine's `plan` command. The engine
 * plays it in order, waits where a defender or the attacker's dice step must answer, and stops where
 * the rules refuse (the player goes on by hand).
 */
import { err, ok, type Result } from '../../../engine/index.js';
import type { FleetState, SingleFleetCommand } from '../../../engine/rulesets/fleet/index.js';
import type { CommandContext, Composer } from '../../app/seam.js';
import type { Translate } from '../../locales/index.js';
import type { Problem } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import { cardComposer, openCard, submitCard } from '../turn-card-flow.js';
import { FLEET } from '../../../engine/rulesets/fleet/index.js';
import { fp, readCourse } from './orders.js';
import { stateOf } from './state-of.js';
import { findShip, readTarget, unitName, zoneOfWord } from './words.js';

type State = FleetState;

/** The moment a turn card plays: the side's own Ship Phase turn, no attack under way. */
function cardMoment(state: State, side: string): boolean {
  const awaited = FLEET.awaiting(state);
  return awaited.kind === 'turn' && awaited.sides.includes(side) && state.phase === 'ship' && !state.attack;
}

async function plan(ctx: CommandContext): Promise<void> {
  const card = await openCard(ctx, stateOf, cardMoment);
  if (!card) return;
  const { state, side, words, customId } = card;
  const active = state.activation?.ship;
  const first = active ?? state.ships.find((s) => s.side === side && !s.destroyed && !s.activated)?.id;
  await ctx.respond.modal({
    customId,
    title: words('fleet.card.title', { round: state.round }).slice(0, 45),
    fields: [
      ...(active
        ? []
        : [
            {
              id: 'ship',
              label: words('fleet.card.ship').slice(0, 45),
              value: first ? unitName(state, first) : '',
              placeholder: words('fleet.card.shipHint').slice(0, 100),
              maxLength: 60,
            },
          ]),
      {
        id: 'attack1',
        label: words('fleet.card.attack1').slice(0, 45),
        placeholder: words('fleet.card.attackHint').slice(0, 100),
        maxLength: 80,
      },
      {
        id: 'attack2',
        label: words('fleet.card.attack2').slice(0, 45),
        placeholder: words('fleet.card.attackHint').slice(0, 100),
        maxLength: 80,
      },
      {
        id: 'course',
        label: words('fleet.card.course').slice(0, 45),
        placeholder: words('fleet.card.courseHint').slice(0, 100),
        maxLength: 30,
      },
    ],
  });
}

/** "front > Red Fang rear", "left Gull One": the attacking zone, then the target. */
function readAttack(
  t: Translate,
  state: State,
  side: string,
  ship: string,
  line: string,
): Result<SingleFleetCommand, Problem> {
  const [zoneWord = '', ...rest] = line.includes('>') ? line.split('>') : line.trim().split(/\s+/);
  const from = zoneOfWord(t, zoneWord.trim());
  if (!from) return err(fp('fleet.reply.notAZone', { zone: echo(zoneWord.trim()) }));
  const typed = rest.join(line.includes('>') ? '>' : ' ').trim();
  const target = readTarget(t, state, typed);
  if (!target) return err(fp('fleet.reply.notATarget', { target: echo(typed) }));
  return ok({ type: 'attack', side, ship, from, target });
}

/** The turn card's lines as the engine's plan: activate, attacks, the course (navigate as the dial and token allow). */
export function readCard(
  t: Translate,
  state: State,
  side: string,
  fields: Readonly<Record<string, string>>,
): Result<SingleFleetCommand[], Problem> {
  const commands: SingleFleetCommand[] = [];
  let shipId = state.activation?.ship;
  let use: 'command' | 'token' = state.activation?.use ?? 'command';
  if (!shipId) {
    const line = (fields['ship'] ?? '').trim();
    const token = /\s+(token|marcador|标记|標記)$/i.exec(line);
    const ship = findShip(state, token ? line.slice(0, token.index) : line);
    if (!ship || ship.side !== side || ship.destroyed) return err(fp('fleet.reply.whichShip'));
    shipId = ship.id;
    use = token ? 'token' : 'command';
    commands.push({ type: 'activate', side, ship: ship.id, use });
  }
  for (const key of ['attack1', 'attack2']) {
    const line = (fields[key] ?? '').trim();
    if (line === '') continue;
    const attack = readAttack(t, state, side, shipId, line);
    if (!attack.ok) return attack;
    commands.push(attack.value);
  }
  const courseLine = (fields['course'] ?? '').trim();
  if (courseLine !== '') {
    const ship = state.ships.find((s) => s.id === shipId);
    if (!ship) return err(fp('fleet.reply.whichShip'));
    const [speedWord = '', ...veerWords] = courseLine.split(/\s+/);
    const speed = Number(speedWord);
    if (!Number.isInteger(speed)) return err(fp('fleet.reply.badVeers', { veers: echo(courseLine) }));
    const course = readCourse(state, ship, { speed, veers: veerWords.join(',') });
    if (!course.ok) return course;
    // The dial's navigate (the top of the stack, the player's own) may be used at no cost; the token only when needed.
    const dial =
      state.activation?.ship === ship.id
        ? state.activation.dial === 'navigate' && state.activation.use === 'command'
        : state.dials[ship.id]?.[0] === 'navigate' && use === 'command';
    const change = Math.abs(course.value.speed - ship.speed);
    const token = ship.commandTokens.includes('navigate') && change > (dial ? 1 : 0);
    commands.push({
      type: 'manoeuvre',
      side,
      ship: ship.id,
      speed: course.value.speed,
      veers: course.value.veers,
      navigate: { dial, token },
    });
  }
  if (commands.length === 0) return err(fp('fleet.card.empty'));
  return ok(commands);
}

async function planned(ctx: CommandContext, fields: Readonly<Record<string, string>>): Promise<void> {
  await submitCard(ctx, cardMoment, fp('fleet.card.notNow'), (state: State, side) =>
    readCard(ctx.t, state, side, fields),
  );
}

export const FLEET_COMPOSER: Composer = cardComposer(plan, planned);
