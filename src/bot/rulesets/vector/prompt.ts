/**
 * `vector`'s turn prompt (issue 15, deliverable 4): in the Reaction Phase "n of m ready" and every
 * ship's velocity, drives and thrusters; in a Movement Phase the moving ship with buttons for its next
 * hex; in an Attack Phase a button for every shot open.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import { VECTOR, type VectorCommand, type VectorState } from '../../../engine/rulesets/vector/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { gameTag } from '../../pipeline/custom-id.js';
import type { PromptInput, PromptParts } from '../table.js';
import { button, rows, type At } from '../components.js';
import { groupLabel } from '../impulse/resolve.js';
import { shipName, sideName, velocityLine } from './words.js';

function reaction(t: Translate, state: VectorState, at: At): PromptParts {
  const say = loose(t);
  const lines = state.board.sides.flatMap((side) => {
    const mine = state.board.ships.filter((s) => s.side === side.id && s.status === 'active');
    const ready = mine.filter((s) => state.orders[s.id] !== undefined).length;
    return [
      say('vector.prompt.sideReady', { side: sideName(state, side.id), ready, of: mine.length }),
      ...mine.map((s) => velocityLine(t, state, s.id)),
    ];
  });
  // Hands the clicker's own side to the AI (`/orders autopilot:true`, issue 18). Both sides are asked
  // here, at the turn's start: the button names no side, and each player's click is for their own.
  return {
    content: [say('vector.prompt.reaction', { turn: state.turn }), ...lines].join('\n'),
    components: rows([button(at, t('reply.autopilot'), 'orders', { autopilot: true })]),
  };
}

function movement(t: Translate, state: VectorState, at: At, legal: readonly VectorCommand[]): PromptParts {
  const say = loose(t);
  const id = state.moving?.ship ?? '';
  const v = state.ships[id];
  const how = (c: VectorCommand) => (c.type === 'move' ? c.how : '');
  const label: Readonly<Record<string, [string, string]>> = {
    straight: ['vector.buttons.straight', 'straight'],
    turnLeft: ['vector.buttons.left', 'turn-left'],
    turnRight: ['vector.buttons.right', 'turn-right'],
    pivotLeft: ['vector.buttons.pivotLeft', 'turn-left'],
    pivotRight: ['vector.buttons.pivotRight', 'turn-right'],
    stay: ['vector.buttons.stay', 'straight'],
  };
  // No ship chosen yet: the player picks which moves next, so each button names its ship.
  const choosing = id === '';
  const buttons = legal.flatMap((c) => {
    const [key, word] = label[how(c)] ?? [];
    if (!key || !word || c.type !== 'move') return [];
    const text = choosing ? `${shipName(state, c.ship)}: ${say(key)}` : say(key);
    return [button(at, text, 'move', { ship: c.ship, how: word }, ButtonStyle.Primary)];
  });
  if (choosing) return { content: say('vector.prompt.choose', { round: state.round }), components: rows(buttons) };
  const resting = (v?.velocity ?? 0) === 0;
  // The facings still to turn are signed (- left, + right): the player reads how many, and which way.
  const turns = v?.turnsLeft ?? 0;
  const course =
    turns === 0
      ? say('vector.prompt.courseDone')
      : say(turns < 0 ? 'vector.prompt.courseLeft' : 'vector.prompt.courseRight', { turns: Math.abs(turns) });
  const content = resting
    ? say('vector.prompt.pivot', { ship: shipName(state, id) })
    : say('vector.prompt.move', { ship: shipName(state, id), round: state.round, steps: v?.stepsLeft ?? 0, course });
  return { content, components: rows(buttons) };
}

function attack(t: Translate, state: VectorState, at: At, legal: readonly VectorCommand[]): PromptParts {
  const say = loose(t);
  const shots = legal.flatMap((c) => {
    if (c.type !== 'fire') return [];
    const ship = state.board.ships.find((s) => s.id === c.ship);
    if (!ship) return [];
    const target = c.targets[0] ?? '';
    return [
      button(
        at,
        say('vector.buttons.fire', {
          ship: shipName(state, c.ship),
          weapon: groupLabel(t, state.board, ship, c.group),
          target: shipName(state, target),
        }),
        'fire',
        { ship: c.ship, weapon: String(c.group + 1), target },
        ButtonStyle.Danger,
      ),
    ];
  });
  // Done last, so a full set of buttons never hides it.
  const ordered = [...shots.slice(0, 24), button(at, say('vector.buttons.done'), 'done', {}, ButtonStyle.Success)];
  return { content: say('vector.prompt.fire', { round: state.round }), components: rows(ordered) };
}

export function vectorPrompt(input: PromptInput<VectorState>): PromptParts {
  const { t, record, state, version, mentions, deadline } = input;
  const at = { game: gameTag(record), version };
  const legal = VECTOR.awaiting(state).sides.flatMap((side) => VECTOR.legalCommands(state, side));
  const parts =
    state.phase === 'reaction'
      ? reaction(t, state, at)
      : state.phase === 'movement'
        ? movement(t, state, at, legal)
        : attack(t, state, at, legal);
  return { content: `${mentions} ${parts.content}${deadline}`.trim().slice(0, 2000), components: parts.components };
}
