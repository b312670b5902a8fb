/**
 * `fleet`'s turn prompt (issue 43 deliverable 8): in the Command Phase "n of m ships' dials set" and
 * the button that opens each player's own dial menus; in the Ship Phase the ships that may activate
 * (keep the dial, or spend it for its token), then the activated ship's commands, its attacks as a
 * menu of what is legal, the attacker's effects, and its manoeuvre as a menu of the legal courses;
 * in the Squadron Phase the squadrons' attacks. A reaction (the defender's tokens, the placing of
 * squadrons a ship landed on) gets its buttons from the shared prompt: here only its words.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import {
  type FleetCommand,
  type FleetCommandOf,
  type FleetState,
  shipClassOf,
} from '../../../engine/rulesets/fleet/index.js';
import { formatHex, hexDistance, hexEquals } from '../../../engine/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { encodeComponentId, gameTag } from '../../pipeline/custom-id.js';
import type { ActionRow } from '../../pipeline/request.js';
import { type At, button, menu, rows } from '../components.js';
import type { PromptInput, PromptParts } from '../table.js';
import { courseChoices } from './autocomplete.js';
import { FLEET } from '../../../engine/rulesets/fleet/index.js';
import {
  attackerText,
  colourWord,
  commandWord,
  diceText,
  sideName,
  targetText,
  targetValue,
  tokenWord,
  unitName,
  zoneWord,
} from './words.js';

type State = FleetState;
type Command = FleetCommand;

const of = <T extends Command['type']>(legal: readonly Command[], type: T): FleetCommandOf<T>[] =>
  legal.filter((c): c is FleetCommandOf<T> => c.type === type);

function commandPhase(t: Translate, state: State, at: At): PromptParts {
  const say = loose(t);
  const lines = state.sides.map((side) => {
    const mine = state.ships.filter((s) => s.side === side.id && !s.destroyed);
    const ready = mine.filter((s) => (state.dials[s.id]?.length ?? 0) >= shipClassOf(state, s).command).length;
    return say('fleet.prompt.sideDials', { side: sideName(state, side.id), ready, of: mine.length });
  });
  return {
    content: [
      say(state.round === 1 ? 'fleet.prompt.commandFirst' : 'fleet.prompt.command', { round: state.round }),
      ...lines,
    ].join('\n'),
    components: rows([
      button(at, say('fleet.buttons.setDials'), 'dial', {}, ButtonStyle.Primary),
      button(at, t('reply.autopilot'), 'orders', { autopilot: true }),
    ]),
  };
}

function chooseShip(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const buttons = of(legal, 'activate').map((c) =>
    button(
      at,
      say(c.use === 'command' ? 'fleet.buttons.activateCommand' : 'fleet.buttons.activateToken', {
        ship: unitName(state, c.ship),
      }),
      'activate',
      { ship: c.ship, use: c.use },
      c.use === 'command' ? ButtonStyle.Primary : ButtonStyle.Secondary,
    ),
  );
  return {
    content: say('fleet.prompt.chooseShip', { round: state.round, side: sideName(state, state.toAct) }),
    components: [...rows(buttons.slice(0, 20)), { type: ComponentType.ActionRow, components: [cardButton(t, at)] }],
  };
}

/** "Turn card": the whole activation in one form (turn-card.ts). */
function cardButton(t: Translate, at: At): ActionRow['components'][number] {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: loose(t)('fleet.buttons.turnCard').slice(0, 80),
    custom_id: encodeComponentId({ ...at, action: { kind: 'plan' } }),
  } as ActionRow['components'][number];
}

const doneButton = (t: Translate, at: At, key: string) => button(at, loose(t)(key), 'done', {}, ButtonStyle.Success);

function commandsStep(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const a = state.activation as NonNullable<State['activation']>;
  const tokens = of(legal, 'token').map((c) =>
    button(at, say('fleet.buttons.spendToken', { token: commandWord(t, c.token) }), 'token', { kind: c.token }),
  );
  const orders = of(legal, 'order').map((c) =>
    button(at, say('fleet.buttons.order', { unit: unitName(state, c.squadron) }), 'squadron', {
      unit: c.squadron,
      order: true,
    }),
  );
  const repairs = of(legal, 'repair')
    .slice(0, 10)
    .map((c) => {
      const options: Record<string, string> = { action: c.action };
      if (c.from) options['from'] = c.from;
      if (c.to) options['to'] = c.to;
      if (c.zone) options['zone'] = c.zone;
      if (c.card) options['card'] = c.card;
      const label =
        c.action === 'move'
          ? say('fleet.buttons.repairMove', { from: zoneWord(t, c.from ?? 'front'), to: zoneWord(t, c.to ?? 'front') })
          : c.action === 'recover'
            ? say('fleet.buttons.repairRecover', { zone: zoneWord(t, c.zone ?? 'front') })
            : say('fleet.buttons.repairDiscard');
      return button(at, label, 'repair', options);
    });
  const content = say('fleet.prompt.commands', {
    ship: unitName(state, a.ship),
    dial: commandWord(t, a.dial),
    use: say(`fleet.words.use.${a.use}`),
    engineering: a.engineering,
    orders: a.orders,
  });
  return {
    content,
    components: rows([...tokens, ...repairs, ...orders, doneButton(t, at, 'fleet.buttons.doneCommands')].slice(-25)),
  };
}

function orderingStep(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const order = (state.activation as NonNullable<State['activation']>).ordering as NonNullable<
    NonNullable<State['activation']>['ordering']
  >;
  const attacks = of(legal, 'squadronAttack').map((c) =>
    button(
      at,
      say('fleet.buttons.squadronAttack', { target: targetText(t, state, c.target) }),
      'squadron',
      { unit: c.squadron, attack: targetValue(c.target) },
      ButtonStyle.Danger,
    ),
  );
  return {
    content: say('fleet.prompt.ordering', {
      unit: unitName(state, order.squadron),
      moved: say(order.moved ? 'fleet.words.yes' : 'fleet.words.no'),
      attacked: say(order.attacked ? 'fleet.words.yes' : 'fleet.words.no'),
    }),
    components: [
      ...rows([...attacks.slice(0, 14), doneButton(t, at, 'fleet.buttons.doneOrder')]),
      ...[moveMenu(t, state, at, legal, order.squadron)].filter((m): m is ActionRow => m !== undefined),
    ],
  };
}

function attackStep(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const a = state.activation as NonNullable<State['activation']>;
  const attacks = of(legal, 'attack');
  const out: ActionRow[] = [];
  if (attacks.length > 0)
    out.push(
      menu(
        at,
        'attack',
        {},
        'target',
        say('fleet.menus.attack'),
        attacks.map((c) => ({
          label: `${zoneWord(t, c.from)} → ${targetText(t, state, c.target)}`,
          value: `${c.from}@${targetValue(c.target)}`,
        })),
      ),
    );
  out.push({
    type: ComponentType.ActionRow,
    components: [doneButton(t, at, 'fleet.buttons.doneAttacks'), cardButton(t, at)],
  });
  return {
    content: say('fleet.prompt.attack', {
      ship: unitName(state, a.ship),
      made: a.attacksFrom.length,
      zones: a.attacksFrom.map((z) => zoneWord(t, z)).join(', ') || '—',
    }),
    components: out,
  };
}

function manoeuvreStep(t: Translate, state: State, at: At, side: string): PromptParts {
  const say = loose(t);
  const a = state.activation as NonNullable<State['activation']>;
  const ship = state.ships.find((s) => s.id === a.ship);
  const courses = courseChoices(t, state, side, undefined);
  const here = ship?.speed ?? 0;
  // The ship's own speed first: most activations keep it.
  const sorted = [...courses].sort(
    (x, y) => Math.abs(Number(x.value.slice(1, 2)) - here) - Math.abs(Number(y.value.slice(1, 2)) - here),
  );
  return {
    content: say('fleet.prompt.manoeuvre', { ship: unitName(state, a.ship), speed: here }),
    components:
      sorted.length > 0
        ? [
            menu(
              at,
              'navigate',
              {},
              'veers',
              say('fleet.menus.course'),
              sorted.map((c) => ({ label: c.name, value: c.value })),
            ),
          ]
        : [],
  };
}

function effectsLabel(t: Translate, c: FleetCommandOf<'effects'>, state: State): string {
  const say = loose(t);
  const parts: string[] = [];
  if (c.add) parts.push(say('fleet.buttons.addDie', { colour: colourWord(t, c.add) }));
  if (c.reroll !== undefined) parts.push(say('fleet.buttons.rerollDie', { n: c.reroll + 1 }));
  const a = state.attack;
  const tokens =
    a?.defender.kind === 'ship'
      ? (state.ships.find((s) => a.defender.kind === 'ship' && s.id === a.defender.ship)?.tokens ?? [])
      : [];
  for (const i of c.lock) parts.push(say('fleet.buttons.lock', { token: tokenWord(t, tokens[i]?.type ?? 'brace') }));
  return parts.length === 0 ? say('fleet.buttons.noEffects') : parts.join(' + ');
}

function effectsStep(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const a = state.attack as NonNullable<State['attack']>;
  const buttons = of(legal, 'effects')
    .slice(0, 25)
    .map((c) => {
      const options: Record<string, string> = {};
      if (c.add) options['add'] = c.add;
      if (c.reroll !== undefined) options['reroll'] = String(c.reroll + 1);
      if (c.lock.length > 0) options['lock'] = c.lock.map((i) => i + 1).join(',');
      return button(
        at,
        effectsLabel(t, c, state),
        'effects',
        options,
        c.add || c.reroll !== undefined || c.lock.length > 0 ? ButtonStyle.Primary : ButtonStyle.Success,
      );
    });
  return {
    content: say('fleet.prompt.effects', {
      attacker: attackerText(t, state, a.attacker),
      defender: attackerText(t, state, a.defender),
      band: say(`fleet.bands.${a.band}`),
      dice: diceText(t, a.dice),
    }),
    components: rows(buttons),
  };
}

/**
 * A squadron's moves as a menu: staying put first, then the hexes nearest an enemy (Discord shows 25
 * options; the rest are typed with `/squadron move:`).
 */
function moveMenu(
  t: Translate,
  state: State,
  at: At,
  legal: readonly Command[],
  squadron: string,
): ActionRow | undefined {
  const say = loose(t);
  const sq = state.squadrons.find((s) => s.id === squadron);
  if (!sq) return undefined;
  const enemies = [
    ...state.ships.filter((s) => s.side !== sq.side && !s.destroyed).map((s) => s.at.anchor),
    ...state.squadrons.filter((s) => s.side !== sq.side && !s.destroyed).map((s) => s.hex),
  ];
  const near = (h: { q: number; r: number }) => Math.min(999, ...enemies.map((e) => hexDistance(h, e)));
  const moves = of(legal, 'squadronMove')
    .filter((c) => c.squadron === squadron)
    .sort((a, b) => Number(hexEquals(b.to, sq.hex)) - Number(hexEquals(a.to, sq.hex)) || near(a.to) - near(b.to));
  if (moves.length === 0) return undefined;
  return menu(
    at,
    'squadron',
    { unit: squadron },
    'move',
    say('fleet.menus.squadronMove', { unit: unitName(state, squadron) }),
    moves.map((c) => ({
      label: hexEquals(c.to, sq.hex)
        ? say('fleet.menus.stay', { hex: formatHex(c.to) })
        : say('fleet.menus.moveTo', { hex: formatHex(c.to), n: near(c.to) }),
      value: formatHex(c.to),
    })),
  );
}

function squadronPhase(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const attacks = of(legal, 'squadronAttack').map((c) =>
    button(
      at,
      say('fleet.buttons.squadronAttackBy', {
        unit: unitName(state, c.squadron),
        target: targetText(t, state, c.target),
      }),
      'squadron',
      { unit: c.squadron, attack: targetValue(c.target) },
      ButtonStyle.Danger,
    ),
  );
  const ready = [...new Set(of(legal, 'squadronMove').map((c) => c.squadron))];
  const buttonRows = rows(attacks.slice(0, 10));
  const menus = ready
    .slice(0, 5 - buttonRows.length)
    .map((id) => moveMenu(t, state, at, legal, id))
    .filter((m): m is ActionRow => m !== undefined);
  return {
    content: say('fleet.prompt.squadrons', {
      side: sideName(state, state.toAct),
      left: state.squadronsLeft,
      units: ready.map((id) => unitName(state, id)).join(', ') || '—',
    }),
    components: [...buttonRows, ...menus],
  };
}

function reaction(t: Translate, state: State, kind: string): PromptParts {
  const say = loose(t);
  const a = state.attack;
  if (kind === 'defence' && a)
    return {
      content: say('fleet.prompt.defence', {
        attacker: attackerText(t, state, a.attacker),
        defender: attackerText(t, state, a.defender),
        band: say(`fleet.bands.${a.band}`),
        dice: diceText(t, a.dice),
      }),
      components: [],
    };
  const d = state.displaced;
  return {
    content: say('fleet.prompt.placement', {
      ship: d ? unitName(state, d.ship) : '',
      units: (d?.squadrons ?? []).map((id) => unitName(state, id)).join(', '),
    }),
    components: [],
  };
}

export function fleetPrompt(input: PromptInput<State>): PromptParts {
  const { t, record, state, version, mentions, deadline } = input;
  const at = { game: gameTag(record), version };
  const awaited = FLEET.awaiting(state);
  const side = awaited.sides[0] ?? '';
  const legal = awaited.kind === 'turn' ? awaited.sides.flatMap((s) => FLEET.legalCommands(state, s)) : [];
  const a = state.activation;
  const parts: PromptParts =
    awaited.kind === 'reaction'
      ? reaction(t, state, awaited.reaction.kind)
      : state.phase === 'command'
        ? commandPhase(t, state, at)
        : state.attack && state.attack.step === 'effects'
          ? effectsStep(t, state, at, legal)
          : state.phase === 'squadron'
            ? squadronPhase(t, state, at, legal)
            : !a
              ? chooseShip(t, state, at, legal)
              : a.ordering
                ? orderingStep(t, state, at, legal)
                : a.step === 'commands'
                  ? commandsStep(t, state, at, legal)
                  : a.step === 'attack'
                    ? attackStep(t, state, at, legal)
                    : manoeuvreStep(t, state, at, side);
  return { content: `${mentions} ${parts.content}${deadline}`.trim().slice(0, 2000), components: parts.components };
}
