/**
 * The turn card (issue 44 deliverable 7: "the turn card plays a unit's whole phase in one submit"): a
 * form (a Discord modal) with the unit and up to three lines of orders, sent back as the engine's
 * `plan` command. Each line is a verb and its words, in English or the reader's language:
 *
 *   advance 0712          (the Advance's roll, then the move about 0712)
 *   move 0712             stay            arrive 0304
 *   shoot Raiders         (every weapon that reaches them)   bolt rifle > Raiders   (one weapon each)
 *   charge Raiders, Hunters   (declare, roll, and the move into them)
 *   fight Raiders with chainsword
 *
 * The engine plays the plan in order, waits where the defender must answer (allocation), and stops
 * where the rules refuse (`planStopped`); the player goes on by hand.
 */
import { err, ok, type Result } from '../../../engine/index.js';
import type { SingleSkirmishCommand, SkirmishState, SkirmishUnit } from '../../../engine/rulesets/skirmish/index.js';
import { SKIRMISH } from '../../../engine/rulesets/skirmish/index.js';
import type { CommandContext, Composer } from '../../app/seam.js';
import { hasText, LOCALES, text } from '../../locales/index.js';
import type { Problem } from '../../pipeline/problem.js';
import { echo } from '../../presentation/sanitize.js';
import { cardComposer, openCard, submitCard } from '../turn-card-flow.js';
import { legalOf, ownUnit, readShoot, sp } from './orders.js';
import { stateOf } from './state-of.js';
import { findUnit, findWeapon, readHex, readHexes, unitName } from './words.js';

type State = SkirmishState;
type Single = SingleSkirmishCommand;

export const CARD_VERBS = ['move', 'advance', 'stay', 'arrive', 'shoot', 'charge', 'fight'] as const;
type Verb = (typeof CARD_VERBS)[number];

/** The moment a turn card plays: the side's own turn in a phase where units act, no roll pending. */
function cardMoment(state: State, side: string): boolean {
  const awaited = SKIRMISH.awaiting(state);
  return (
    awaited.kind === 'turn' &&
    awaited.sides.includes(side) &&
    state.phase !== 'command' &&
    state.attack === null &&
    state.pending === null
  );
}

/** The verb a line starts with, in any language of the catalogue. */
function verbOf(word: string): Verb | undefined {
  const w = word.trim().toLowerCase();
  return CARD_VERBS.find((v) => {
    if (v === w) return true;
    const key = `skirmish.card.verbs.${v}`;
    return hasText(key) && LOCALES.some((l) => text(l, key).toLowerCase() === w);
  });
}

/** "charge Raiders, Hunters": the declaration and, when targets are named, the move into them. */
function chargeLine(state: State, side: string, id: string, words: string): Result<Single[], Problem> {
  const targets = words
    .split(/[,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => findUnit(state, p));
  if (targets.some((u) => !u || u.side === side)) return err(sp('skirmish.reply.whichTargets'));
  const declare: Single = { type: 'charge', side, unit: id };
  if (targets.length === 0) return ok([declare]);
  return ok([declare, { type: 'chargeMove', side, unit: id, targets: targets.map((u) => u?.id ?? '') }]);
}

/** "fight Raiders with sabre" (or "com", "用"): the target and the melee weapon. */
function fightLine(state: State, side: string, unit: SkirmishUnit, words: string): Result<Single, Problem> {
  const [targetTyped = '', weaponTyped] = words.split(/\s+(?:with|com|用)\s+/i);
  const target = findUnit(state, targetTyped);
  if (!target || target.side === side) return err(sp('skirmish.reply.noSuchUnit', { unit: echo(targetTyped) }));
  const weapon = weaponTyped ? findWeapon(state, unit, weaponTyped) : undefined;
  if (weaponTyped && !weapon)
    return err(sp('skirmish.reply.noSuchWeapon', { weapon: echo(weaponTyped), unit: unitName(state, unit.id) }));
  return ok({ type: 'fight', side, unit: unit.id, target: target.id, ...(weapon ? { weapon: weapon.id } : {}) });
}

/** One unit's orders for this phase, line by line, as the engine's single commands. */
export function readCard(
  state: State,
  side: string,
  fields: Readonly<Record<string, string>>,
): Result<Single[], Problem> {
  const unit = ownUnit(state, side, fields['unit'], 'none');
  if (!unit.ok) return unit;
  const id = unit.value.id;
  const commands: Single[] = [];
  const fire: { weapon: string; target: string }[] = [];
  for (const key of ['line1', 'line2', 'line3']) {
    const line = (fields[key] ?? '').trim();
    if (line === '') continue;
    if (line.includes('>')) {
      // "bolt rifle > Raiders": one weapon at one target; the lines make one shooting command.
      const [weaponTyped = '', targetTyped = ''] = line.split('>').map((p) => p.trim());
      const weapon = findWeapon(state, unit.value, weaponTyped);
      if (!weapon)
        return err(sp('skirmish.reply.noSuchWeapon', { weapon: echo(weaponTyped), unit: unitName(state, id) }));
      const target = findUnit(state, targetTyped);
      if (!target || target.side === side) return err(sp('skirmish.reply.noSuchUnit', { unit: echo(targetTyped) }));
      fire.push({ weapon: weapon.id, target: target.id });
      continue;
    }
    const [first = '', ...rest] = line.split(/\s+/);
    const verb = verbOf(first);
    const words = rest.join(' ').trim();
    if (!verb) return err(sp('skirmish.card.badLine', { line: echo(line, 60) }));
    switch (verb) {
      case 'stay':
        commands.push({ type: 'stay', side, unit: id });
        break;
      case 'move':
      case 'arrive': {
        const hexes = readHexes(words);
        const to = hexes?.[0];
        if (!hexes || !to) return err(sp('skirmish.reply.badHex', { hex: echo(words || '—') }));
        commands.push({ type: verb, side, unit: id, to, ...(hexes.length > 1 ? { hexes } : {}) });
        break;
      }
      case 'advance': {
        commands.push({ type: 'advance', side, unit: id });
        if (words !== '') {
          const to = readHex(words);
          if (!to) return err(sp('skirmish.reply.badHex', { hex: echo(words) }));
          commands.push({ type: 'move', side, unit: id, to });
        }
        break;
      }
      case 'shoot': {
        const shot = readShoot(state, side, { unit: id, target: words });
        if (!shot.ok) return shot;
        if (shot.value.type === 'shoot') fire.push(...shot.value.fire);
        break;
      }
      case 'charge': {
        const charge = chargeLine(state, side, id, words);
        if (!charge.ok) return charge;
        commands.push(...charge.value);
        break;
      }
      case 'fight': {
        const fight = fightLine(state, side, unit.value, words);
        if (!fight.ok) return fight;
        commands.push(fight.value);
        break;
      }
    }
  }
  if (fire.length > 0) commands.push({ type: 'shoot', side, unit: id, fire });
  if (commands.length === 0) return err(sp('skirmish.card.empty'));
  return ok(commands);
}

/** The unit the card opens on: the first of the side's with something required of it now. */
function firstUnit(state: State, side: string): string | undefined {
  const task = SKIRMISH.tasks(state, side).find((k) => k.required) ?? SKIRMISH.tasks(state, side)[0];
  return task?.unit ?? legalOf(state, side, 'stay')[0]?.unit;
}

async function plan(ctx: CommandContext): Promise<void> {
  const card = await openCard(ctx, stateOf, cardMoment);
  if (!card) return;
  const { state, side, words, customId } = card;
  const first = firstUnit(state, side);
  const hint = words(`skirmish.card.hints.${state.phase}`).slice(0, 100);
  await ctx.respond.modal({
    customId,
    title: words('skirmish.card.title', { round: state.round }).slice(0, 45),
    fields: [
      {
        id: 'unit',
        label: words('skirmish.card.unit').slice(0, 45),
        value: first ? unitName(state, first) : '',
        placeholder: words('skirmish.card.unitHint').slice(0, 100),
        maxLength: 60,
      },
      ...['line1', 'line2', 'line3'].map((id, i) => ({
        id,
        label: words('skirmish.card.line', { n: i + 1 }).slice(0, 45),
        placeholder: hint,
        maxLength: 100,
      })),
    ],
  });
}

async function planned(ctx: CommandContext, fields: Readonly<Record<string, string>>): Promise<void> {
  await submitCard(ctx, cardMoment, sp('skirmish.card.notNow'), (state: State, side) => readCard(state, side, fields));
}

export const SKIRMISH_COMPOSER: Composer = cardComposer(plan, planned);
