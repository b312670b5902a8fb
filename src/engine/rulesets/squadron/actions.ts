/**
 * When a `squadron` ship may take an action (issue 14; seed 001, "Durante a fase de Ativação..." and
 * its FAQ). One action in the action step, from the ship's action bar; a free action granted by an
 * ability does not use the step and may be one the bar lacks. Whatever the source:
 *   - a stressed ship takes no action at all, not even a free one (FAQ "Estresse");
 *   - no action twice in one round, free or not (FAQ; "Outras Ações");
 *   - a ship that collided or touched an obstacle skips the action step (FAQ "Colisões",
 *     "Obstáculos"); a free action granted later is still possible;
 *   - a cloaked ship cannot cloak again ("Camuflagem"); SLAM is never free ("SLAM").
 * Passing is always possible ("Passar").
 */
export const ACTIONS = [
  'targetLock',
  'focus',
  'evade',
  'boost',
  'barrelRoll',
  'cloak',
  'coordinate',
  'reinforce',
  'rotateArc',
  'reload',
  'slam',
  'pass',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * A card's «Ação:» (issue 41; seed 001, "Outras Ações"): «Uma nave pode resolver esta habilidade
 * durante o passo "Realizar Ação". Isto conta como a ação daquela nave para a rodada.» A command names
 * it as the action `card` with the card's id; the round records it as `card:<id>`, so each card's
 * action is its own action, once a round («Mesmo que uma nave possua mais de uma cópia de uma mesma
 * carta ... não pode realizar a ação descrita nestas cartas mais de uma vez por rodada»).
 */
export const CARD_ACTION = 'card';
export type CommandAction = Action | typeof CARD_ACTION;
export type CardActionKey = `card:${string}`;
/** An action as the round records it: a bar action, or a card's `card:<id>`. */
export type ActionKey = Action | CardActionKey;
export const cardActionKey = (card: string): CardActionKey => `card:${card}`;

/** What the rule needs to know about the ship. */
export interface ActingShip {
  readonly actionBar: readonly Action[];
  readonly stress: number;
  readonly cloaked: boolean;
  /** Actions taken this round (free ones included). */
  readonly actionsThisRound: readonly ActionKey[];
  /** It collided with a ship or touched an obstacle this activation. */
  readonly skipsActionStep: boolean;
}

export type ActionRefusal =
  'STRESSED' | 'ALREADY_THIS_ROUND' | 'ACTION_STEP_SKIPPED' | 'NOT_ON_ACTION_BAR' | 'ALREADY_CLOAKED' | 'SLAM_NOT_FREE';

/**
 * Why the ship may not take `action` now (`free`: granted by an ability), or null when it may. A
 * card's action (`card:<id>`, the card carried) needs no icon on the bar.
 */
export function actionRefusal(ship: ActingShip, action: ActionKey, free: boolean): ActionRefusal | null {
  if (action === 'pass') return null;
  if (ship.stress > 0) return 'STRESSED';
  if (ship.actionsThisRound.includes(action)) return 'ALREADY_THIS_ROUND';
  if (action === 'slam' && free) return 'SLAM_NOT_FREE';
  if (!free && ship.skipsActionStep) return 'ACTION_STEP_SKIPPED';
  if (!free && !action.startsWith('card:') && !ship.actionBar.includes(action as Action)) return 'NOT_ON_ACTION_BAR';
  if (action === 'cloak' && ship.cloaked) return 'ALREADY_CLOAKED';
  return null;
}
