/**
 * The defender's answer to an attack as a reaction (issue 42): once the defence dice are rolled, the
 * defender may spend its tokens (seed 001, "Foco": «se o defensor tiver uma ficha de foco, ele pode
 * devolvê-la ... para mudar todos os resultados foco nos dados de defesa para resultados desvio»;
 * "Desvio": «devolvê-la ... para somar um resultado desvio adicional à sua rolagem de defesa»), or
 * keep them. The answer comes in the middle of the attacker's attack, so it is a reaction with its
 * own short clock, not a turn: the window (src/engine/core/reaction-window.ts) is worked out from
 * the attack in progress, never stored, so states and golden games stay exactly as they were.
 */
import { awaitedReaction, openWindow, PASS_CHOICE, type AwaitedReaction } from '../../core/reaction-window.js';
import { countSymbols } from '../../core/symbol-dice.js';
import type { RulesetReactions } from '../../ruleset.js';
import type { SquadronCommand } from './commands.js';
import { DEFENCE_DIE } from './dice.js';
import { neutralize } from './modify-dice.js';
import type { AttackInProgress, SquadShip, SquadronState } from './state.js';

/** The kind of window, and the preference that may answer it (`squadron.reactions.defence` in the catalogue). */
export const DEFENCE_REACTION = 'defence';

/** What the defender spends: each option's tokens. A pass keeps them all. */
const SPENDS = {
  focus: { focus: true, evade: false },
  evade: { focus: false, evade: true },
  'focus-evade': { focus: true, evade: true },
} as const;
type Spend = keyof typeof SPENDS;

const modify = (side: string, focus: boolean, evade: boolean): SquadronCommand => ({
  type: 'modify',
  side,
  focus,
  evade,
  done: true,
});

/** The tokens the defender may spend to some effect: a focus only with focus results showing. */
function spendable(ship: SquadShip, a: AttackInProgress): Spend[] {
  const focusDice = a.defenceDice ? (countSymbols(DEFENCE_DIE, a.defenceDice)['focus'] ?? 0) : 0;
  const focus = ship.focus > 0 && !a.focusSpent && focusDice > 0;
  const evade = ship.evade > 0;
  return [
    ...(focus ? ['focus' as const] : []),
    ...(evade ? ['evade' as const] : []),
    ...(focus && evade ? ['focus-evade' as const] : []),
  ];
}

/**
 * The tokens that cancel damage (the default, and the `cancel` preference): the focus if focus
 * results show and hits remain, the evade if hits remain after it. The same choice the clock made
 * before reactions had their own clock, so a game played before plays on the same.
 */
export function cancellingSpend(ship: SquadShip, a: AttackInProgress): { focus: boolean; evade: boolean } {
  const dice = a.defenceDice;
  if (!dice) return { focus: false, evade: false };
  const focusDice = countSymbols(DEFENCE_DIE, dice)['focus'] ?? 0;
  const left = neutralize(a.attackDice, dice);
  const threat = left.hits + left.crits;
  const focus = ship.focus > 0 && focusDice > 0 && threat > 0;
  const evade = ship.evade > 0 && threat - (focus ? focusDice : 0) > 0;
  return { focus, evade };
}

/** The option id of a spend: a pass when it spends nothing. */
const optionOf = (spend: { focus: boolean; evade: boolean }): string =>
  spend.focus && spend.evade ? 'focus-evade' : spend.focus ? 'focus' : spend.evade ? 'evade' : PASS_CHOICE;

/**
 * The reaction the defender is asked now, or undefined outside the defender's step. `turn` is the
 * moment's turn key: an attacker attacks once a round, so it names the window uniquely.
 */
export function defenceReaction(state: SquadronState, turn: string): AwaitedReaction<SquadronCommand> | undefined {
  const a = state.attack;
  if (!a || a.step !== 'defender') return undefined;
  const ship = state.ships.find((s) => s.id === a.defender);
  if (!ship) return undefined;
  const options = spendable(ship, a);
  const wanted = optionOf(cancellingSpend(ship, a));
  const { window } = openWindow({
    id: turn,
    trigger: `${a.attacker}>${a.defender}`,
    asks: [
      {
        side: ship.side,
        options: options.map((id) => ({ id, detail: SPENDS[id] })),
        mayPass: true,
        defaultOption: wanted === PASS_CHOICE || !options.includes(wanted as Spend) ? null : wanted,
      },
    ],
  });
  return awaitedReaction(window, DEFENCE_REACTION, ship.side, (option) => {
    const spend = option ? SPENDS[option.id as Spend] : { focus: false, evade: false };
    return modify(ship.side, spend.focus, spend.evade);
  });
}

/**
 * Standing answers for the defence (`/react prefer:defence answer:`): `cancel` spends what cancels
 * damage (the default, at once), `keep` never spends (the tokens stay for a later attack this round).
 */
export const SQUADRON_REACTIONS: RulesetReactions<SquadronState> = {
  preferences: [{ kind: DEFENCE_REACTION, answers: ['cancel', 'keep'] }],
  prefer: (_state, reaction, answer) => {
    if (reaction.kind !== DEFENCE_REACTION) return undefined;
    if (answer === 'cancel') return reaction.default;
    if (answer === 'keep') return PASS_CHOICE;
    return undefined;
  },
};
