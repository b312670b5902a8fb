/**
 * `squadron`'s turn prompt (issue 14, deliverable 6): in Planning "n of m dials set" with the button
 * that opens each player's own dial menus; at each activation the owner is pinged with the actions
 * open to the ship; in Combat the ships that may fire and their targets; in an attack, the attacker
 * with what it may change, then the defender's dice (its tokens are a reaction's buttons, issue 42).
 */
import { ButtonStyle } from 'discord-api-types/v10';
import { squadron } from '../../../engine/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { gameTag } from '../../pipeline/custom-id.js';
import type { PromptInput, PromptParts } from '../table.js';
import { type At, button, rows } from '../components.js';
import { type SlashOf, slashOf } from './slash-of.js';
import { BOOST_WORDS, actionText, cardName, dialText, manoeuvreText, poolText, shipName, sideName } from './words.js';

type State = squadron.SquadronState;
type Command = squadron.SquadronCommand;
type ActionCommand = Extract<Command, { type: 'action' }>;

function planning(t: Translate, state: State, at: At): PromptParts {
  const say = loose(t);
  const lines = state.sides.map((side) => {
    const mine = state.ships.filter((s) => s.side === side.id && !s.destroyed);
    const ready = mine.filter((s) => state.dials[s.id] !== undefined).length;
    return say('squadron.prompt.sideDials', { side: sideName(state, side.id), ready, of: mine.length });
  });
  return {
    content: [say('squadron.prompt.planning', { round: state.round }), ...lines].join('\n'),
    components: rows([
      button(at, say('squadron.buttons.setDials'), 'dial', {}, ButtonStyle.Primary),
      autopilotButton(t, at),
    ]),
  };
}

/**
 * Hands the clicker's own side to the AI (`/orders autopilot:true`, issue 18). On the round's first
 * prompt, which both sides are asked: so it names no side, and each player's click is for their own.
 */
const autopilotButton = (t: Translate, at: At) => button(at, t('reply.autopilot'), 'orders', { autopilot: true });

/** A button's label for one legal action: "Lock: Vex Karrow", "Roll left, forward". */
function actionLabel(t: Translate, state: State, c: ActionCommand): string {
  const say = loose(t);
  const name = actionText(t, c.action);
  if (c.target) return `${name}: ${shipName(state, c.target)}`;
  if (c.action === 'barrelRoll')
    return `${name} ${say(`commands.action.choices.direction.${c.direction ?? 'left'}`)} · ${say(`commands.action.choices.spot.${c.spot ?? 'level'}`)}`;
  if (c.action === 'boost')
    return `${name}: ${say(`commands.action.choices.boost.${BOOST_WORDS[c.boost ?? 'straight']}`)}`;
  if (c.action === 'reinforce' && c.end) return `${name}: ${say(`commands.action.choices.end.${c.end}`)}`;
  if (c.action === 'rotateArc') return `${name}: ${say(`commands.action.choices.arc.${c.arc ?? 'forward'}`)}`;
  if (c.action === 'slam' && c.dial) return `${name}: ${manoeuvreText(t, c.dial)}`;
  if (c.action === 'card' && c.card) return `${name}: ${cardName(state, c.ship, c.card)}`;
  // A `squadron-1` game's reload names one `weapon`.
  const reloaded = c.weapons ?? (c.weapon === undefined ? undefined : [c.weapon]);
  if (c.action === 'reload' && reloaded) {
    const weapons = state.ships.find((s) => s.id === c.ship)?.weapons ?? [];
    return `${name}: ${reloaded.map((id) => weapons.find((w) => w.id === id)?.name ?? id).join(', ')}`;
  }
  return name;
}

/**
 * What an action's button runs. A reload of every card offered names none (the rules then flip every
 * spent one): listing them all would make the longest button id, and Discord allows 100 characters.
 */
function actionOptions(c: ActionCommand, legal: readonly ActionCommand[]): SlashOf['options'] {
  const options = slashOf(c).options;
  if (c.action !== 'reload' || !c.weapons) return options;
  const widest = Math.max(...legal.map((l) => (l.action === 'reload' ? (l.weapons?.length ?? 0) : 0)));
  if (c.weapons.length < widest) return options;
  const { weapon: _all, ...rest } = options;
  return rest;
}

function activation(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const step = state.activation as NonNullable<State['activation']>;
  const ship = state.ships.find((s) => s.id === step.ship);
  const name = shipName(state, step.ship);
  if (step.step === 'decloak') {
    const buttons = legal.flatMap((c) =>
      c.type === 'decloak'
        ? [
            button(
              at,
              say(`squadron.decloak.${c.how}`, {
                direction: say(`commands.decloak.choices.direction.${c.direction ?? 'left'}`),
                spot: say(`commands.decloak.choices.spot.${c.spot ?? 'forward'}`),
              }),
              'decloak',
              slashOf(c).options,
            ),
          ]
        : [],
    );
    return {
      content: say('squadron.prompt.decloak', { ship: name, skill: ship?.stats.skill ?? 0 }),
      components: rows(buttons),
    };
  }
  const dial = state.dials[step.ship];
  const revealed = dial ? dialText(t, state, step.ship, dial) : '—';
  const actions = legal.filter((c): c is ActionCommand => c.type === 'action');
  const buttons = actions.map((c) =>
    button(
      at,
      actionLabel(t, state, c),
      'action',
      actionOptions(c, actions),
      c.action === 'pass' ? ButtonStyle.Secondary : ButtonStyle.Primary,
    ),
  );
  // Pass last, so a full set of buttons never hides it.
  const pass = buttons.findIndex((_, i) => actions[i]?.action === 'pass');
  const ordered =
    pass < 0
      ? buttons
      : [...buttons.slice(0, pass), ...buttons.slice(pass + 1)].slice(0, 24).concat(buttons[pass] ?? []);
  const key = step.step === 'free' ? 'squadron.prompt.freeAction' : 'squadron.prompt.action';
  return {
    content: say(key, {
      ship: name,
      skill: ship?.stats.skill ?? 0,
      dial: revealed,
      by: shipName(state, step.activating),
    }),
    components: rows(ordered),
  };
}

function combat(t: Translate, state: State, at: At, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const firing = squadron.stillToFire(state);
  const buttons = legal.flatMap((c) => {
    if (c.type === 'attack') {
      const band = squadron
        .attackOptions(state, state.ships.find((s) => s.id === c.ship) as squadron.SquadShip)
        .find((o) => o.target === c.target && o.weapon === c.weapon)?.band;
      const weapon =
        c.weapon === 'primary' || c.weapon === undefined
          ? ''
          : ` · ${state.ships.find((s) => s.id === c.ship)?.weapons.find((w) => w.id === c.weapon)?.name ?? ''}`;
      return [
        button(
          at,
          say('squadron.buttons.attack', {
            ship: shipName(state, c.ship),
            target: shipName(state, c.target),
            band: band ?? '?',
          }) + weapon,
          'attack',
          slashOf(c).options,
          ButtonStyle.Danger,
        ),
      ];
    }
    if (c.type === 'holdFire')
      return [
        button(at, say('squadron.buttons.hold', { ship: shipName(state, c.ship) }), 'attack', slashOf(c).options),
      ];
    return [];
  });
  const skill = state.ships.find((s) => s.id === firing[0])?.stats.skill ?? 0;
  return {
    content: say('squadron.prompt.combat', { skill, ships: firing.map((id) => shipName(state, id)).join(', ') }),
    components: rows(buttons),
  };
}

function attackStep(t: Translate, state: State, at: At): PromptParts {
  const say = loose(t);
  const a = state.attack as NonNullable<State['attack']>;
  const attacker = state.ships.find((s) => s.id === a.attacker);
  const vars = {
    attacker: shipName(state, a.attacker),
    defender: shipName(state, a.defender),
    band: a.band,
    attack: poolText(t, a.attackDice),
    defence: a.defenceDice ? poolText(t, a.defenceDice) : '—',
  };
  if (a.step === 'attacker') {
    const lock = !a.lockSpent && state.locks[a.attacker]?.target === a.defender;
    const buttons = [
      ...((attacker?.focus ?? 0) > 0 && !a.focusSpent
        ? [button(at, say('squadron.buttons.spendFocus'), 'modify', { focus: true, done: false }, ButtonStyle.Primary)]
        : []),
      ...(lock && !a.changed
        ? [
            button(
              at,
              say('squadron.buttons.lockBlanks'),
              'modify',
              { lock: 'blanks', done: false },
              ButtonStyle.Primary,
            ),
          ]
        : []),
      ...(lock && !a.changed
        ? [button(at, say('squadron.buttons.lockAll'), 'modify', { lock: 'all', done: false })]
        : []),
      button(at, say('squadron.buttons.doneDice'), 'modify', { done: true }, ButtonStyle.Success),
    ];
    return { content: say('squadron.prompt.attacker', vars), components: rows(buttons) };
  }
  // The defender's step is a reaction (issue 42): the shared prompt offers its options as buttons.
  return { content: say('squadron.prompt.defender', vars), components: [] };
}

export function squadronPrompt(input: PromptInput<State>): PromptParts {
  const { t, record, state, version, mentions, deadline } = input;
  const at = { game: gameTag(record), version };
  const { sides } = squadron.SQUADRON.awaiting(state);
  const legal = sides.flatMap((side) => squadron.SQUADRON.legalCommands(state, side));
  const parts =
    state.phase === 'planning'
      ? planning(t, state, at)
      : state.phase === 'activation' && state.activation
        ? activation(t, state, at, legal)
        : state.attack
          ? attackStep(t, state, at)
          : combat(t, state, at, legal);
  return { content: `${mentions} ${parts.content}${deadline}`.trim().slice(0, 2000), components: parts.components };
}
