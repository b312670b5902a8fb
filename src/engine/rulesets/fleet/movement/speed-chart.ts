/**
 * The speed chart as a veer budget (other-systems.md 5.6 and 5.9; the shared brief "Manoeuvre"): at
 * speed s a ship has s joints, one after each forward step, and the chart's row for s gives the yaw
 * clicks of each joint (0, 1 or 2). A veer (one hexside, -1 left or +1 right) at joint j costs two
 * clicks: joint j's, and when those are not enough joint j+1's ("I + I"); each click pays once. A
 * single stray click does nothing, unless the navigate dial's one extra click, at any one joint of
 * the player's choice, lifts it to two.
 */
import type { ShipClass } from '../data/schema.js';

/** A veer per joint: -1 left, 0 straight, 1 right. */
export type Veer = -1 | 0 | 1;

/** Clicks a veer costs (5.9: a 60-degree veer is two of the tool's 22.5-degree clicks). */
export const VEER_COST = 2;

/** The top speed of the class: its chart has a row per speed from 1. */
export const topSpeed = (cls: Pick<ShipClass, 'speedChart'>): number => cls.speedChart.length;

/** The yaw clicks at each joint of `speed` (none at speed 0; none beyond the chart). */
export function yawClicks(cls: Pick<ShipClass, 'speedChart'>, speed: number): number[] {
  if (speed <= 0) return [];
  const row = cls.speedChart[speed - 1];
  return row ? [...row] : [];
}

/**
 * True when the clicks pay for the veers. Left to right, a veer at joint j takes joint j's clicks
 * first (nothing later can use them) and the rest from joint j+1's: greedy, and so exact.
 */
export function paysVeers(clicks: readonly number[], veers: readonly number[]): boolean {
  if (veers.length !== clicks.length) return false;
  const left = [...clicks];
  for (let j = 0; j < veers.length; j++) {
    if (veers[j] === 0) continue;
    let need = VEER_COST;
    const here = Math.min(need, left[j] ?? 0);
    left[j] = (left[j] ?? 0) - here;
    need -= here;
    if (need > 0) {
      const next = Math.min(need, left[j + 1] ?? 0);
      left[j + 1] = (left[j + 1] ?? 0) - next;
      need -= next;
    }
    if (need > 0) return false;
  }
  return true;
}

/**
 * The joint where the navigate dial's extra click makes the veers payable (the first that works),
 * -1 when none does. Not asked when the veers are payable without it.
 */
export function navigateJoint(clicks: readonly number[], veers: readonly number[]): number {
  for (let j = 0; j < clicks.length; j++) {
    const lifted = clicks.map((c, i) => (i === j ? c + 1 : c));
    if (paysVeers(lifted, veers)) return j;
  }
  return -1;
}

/**
 * Whether the veers can be paid at `speed` (seed 004 pp. 17-18; 5.9): `extraClick` when the kept
 * navigate dial adds its click. The veers must be one per joint.
 */
export function veersPayable(
  cls: Pick<ShipClass, 'speedChart'>,
  speed: number,
  veers: readonly number[],
  extraClick = false,
): boolean {
  const clicks = yawClicks(cls, speed);
  if (veers.length !== speed || clicks.length !== speed) return false;
  if (paysVeers(clicks, veers)) return true;
  return extraClick && navigateJoint(clicks, veers) >= 0;
}

/** Whether paying the veers needs the navigate dial's click (payable with it, not without). */
export function needsExtraClick(cls: Pick<ShipClass, 'speedChart'>, speed: number, veers: readonly number[]): boolean {
  return !veersPayable(cls, speed, veers, false) && veersPayable(cls, speed, veers, true);
}
