/** What happens in a `vector` game: its own events and those of the `impulse` rules it reuses (fire, damage, repair). */
import type { Facing, Hex } from '../../core/hex.js';
import type { GameEvent as ImpulseEvent } from './from-impulse.js';
import type { MovementOrder, VectorPhase } from './state.js';

export type VectorEvent =
  | { readonly type: 'vectorTurnStarted'; readonly turn: number }
  | { readonly type: 'vectorPhaseStarted'; readonly phase: VectorPhase; readonly turn: number; readonly round: number }
  | { readonly type: 'ordersSealed'; readonly side: string; readonly ready: number; readonly of: number }
  | { readonly type: 'ordersRevealed'; readonly orders: Readonly<Record<string, MovementOrder>> }
  | { readonly type: 'velocityChanged'; readonly ship: string; readonly from: number; readonly to: number }
  | {
      readonly type: 'vectorMoved';
      readonly ship: string;
      readonly from: Hex;
      readonly to: Hex;
      readonly facing: Facing;
      readonly turned: -1 | 0 | 1;
      readonly round: number;
      readonly automatic: boolean;
    }
  | { readonly type: 'pivoted'; readonly ship: string; readonly facing: Facing; readonly turned: -1 | 1 }
  | { readonly type: 'lossOfControl'; readonly ship: string; readonly declared: number; readonly made: number }
  | { readonly type: 'disengaged'; readonly ship: string }
  | { readonly type: 'firingDone'; readonly side: string; readonly round: number }
  | ImpulseEvent;
