/** `vector` engine commands spelled as the slash commands a player types (bot tests, e2e and the prompt walk). */
import type { VectorCommand } from '../../src/engine/rulesets/vector/index.js';
import type { Slash } from './slash.js';

export function vectorSlash(c: VectorCommand): Slash {
  switch (c.type) {
    case 'order':
      return { command: 'orders', options: { ship: c.ship, acceleration: c.accel, course: c.course } };
    case 'move':
      return {
        command: 'move',
        options: {
          ship: c.ship,
          how:
            c.how === 'turnLeft' || c.how === 'pivotLeft'
              ? 'turn-left'
              : c.how === 'turnRight' || c.how === 'pivotRight'
                ? 'turn-right'
                : 'straight',
        },
      };
    case 'fire':
      return { command: 'fire', options: { ship: c.ship, weapon: String(c.group + 1), target: c.targets[0] ?? '' } };
    default:
      return { command: 'done', options: {} };
  }
}
