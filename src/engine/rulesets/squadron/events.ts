/** What happens in a `squadron` game, as the report, the map and the replay read it (issue 14). */
import type { DeckEvent } from '../../core/deck.js';
import type { DiceRolled } from '../../core/dice.js';
import type { Facing, Hex } from '../../core/hex.js';
import type { SymbolDiceEvent } from '../../core/symbol-dice.js';
import type { Action, CommandAction } from './actions.js';
import type { CardKind } from './damage-deck.js';
import type { Phase } from './state.js';

export type SquadronEvent =
  | { readonly type: 'initiativeSet'; readonly side: string; readonly drawn: boolean }
  | { readonly type: 'roundStarted'; readonly round: number }
  | { readonly type: 'phaseStarted'; readonly phase: Phase; readonly round: number }
  | { readonly type: 'dialSet'; readonly side: string; readonly ready: number; readonly of: number }
  | { readonly type: 'dialsComplete'; readonly round: number }
  | { readonly type: 'shipActivates'; readonly ship: string }
  | { readonly type: 'decloaked'; readonly ship: string; readonly how: 'roll' | 'boost'; readonly to: Hex }
  | { readonly type: 'stayedCloaked'; readonly ship: string }
  | { readonly type: 'dialRevealed'; readonly ship: string; readonly dial: string }
  | {
      readonly type: 'shipMoved';
      readonly ship: string;
      readonly dial: string;
      readonly from: Hex;
      readonly to: Hex;
      readonly facing: Facing;
      readonly path: readonly Hex[];
    }
  | { readonly type: 'collided'; readonly ship: string; readonly with: readonly string[] }
  | {
      readonly type: 'obstacleHit';
      readonly ship: string;
      readonly obstacle: string;
      readonly kind: 'asteroid' | 'debris';
    }
  | { readonly type: 'fled'; readonly ship: string }
  | { readonly type: 'stressChanged'; readonly ship: string; readonly stress: number }
  | {
      readonly type: 'actionTaken';
      readonly ship: string;
      /** `card`: a card's «Ação:», the card in `detail.card`. */
      readonly action: CommandAction;
      readonly free: boolean;
      readonly detail?: Readonly<Record<string, string | number>>;
    }
  | { readonly type: 'freeActionGranted'; readonly ship: string; readonly by: string; readonly only: readonly Action[] }
  | { readonly type: 'actionStepSkipped'; readonly ship: string; readonly reason: 'collided' | 'obstacle' | 'stressed' }
  | { readonly type: 'lockAcquired'; readonly ship: string; readonly target: string; readonly letter: string }
  | { readonly type: 'lockSpent'; readonly ship: string; readonly target: string }
  | { readonly type: 'combatGroup'; readonly skill: number; readonly ships: readonly string[] }
  | {
      readonly type: 'attackDeclared';
      readonly attacker: string;
      readonly defender: string;
      readonly weapon: string;
      readonly band: number;
      readonly obstructed: boolean;
      readonly attackDice: number;
      readonly defenceDice: number;
    }
  | { readonly type: 'holdsFire'; readonly ship: string; readonly reason: 'chose' | 'noTarget' | 'cannot' }
  | { readonly type: 'tokenSpent'; readonly ship: string; readonly token: 'focus' | 'evade' }
  | {
      readonly type: 'attackResult';
      readonly attacker: string;
      readonly defender: string;
      readonly hits: number;
      readonly crits: number;
    }
  | { readonly type: 'shieldsLost'; readonly ship: string; readonly lost: number; readonly left: number }
  | {
      readonly type: 'damageDealt';
      readonly ship: string;
      readonly faceup: boolean;
      readonly kind: CardKind | null;
      readonly damage: number;
    }
  | { readonly type: 'shipDestroyed'; readonly ship: string }
  | { readonly type: 'shieldRestored'; readonly ship: string; readonly shields: number }
  | { readonly type: 'tokensCleared'; readonly round: number }
  | { readonly type: 'gameOver'; readonly winner: string | null; readonly reason: string }
  | SymbolDiceEvent
  | DiceRolled
  | DeckEvent;
