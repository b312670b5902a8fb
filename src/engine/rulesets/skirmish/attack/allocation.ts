/**
 * Seed 003, "Attack Sequence", Save Roll: "The defender first divides the target unit into groups
 * (each Character its own group; others grouped by identical W/Sv/InSv) and declares the allocation
 * order (a non-Character group with a wounded model must go first)". Other-systems.md 4.3: "Order:
 * wounded non-characters, then unwounded non-characters, then characters last" (the automatic order).
 * Group ids `g1`, `g2` ... in datasheet order (the brief).
 */
import { livingModels, profileOf } from '../geometry/index.js';
import type { AllocationGroup, SkirmishModel, SkirmishState, SkirmishUnit } from '../state.js';

/** Orders listed at most (five groups would make 120); the automatic order is always among them. */
export const MAX_ORDERS = 24;

/** The target's allocation groups now (its living models). */
export function allocationGroups(state: SkirmishState, target: SkirmishUnit): AllocationGroup[] {
  const groups: {
    id: string;
    models: number[];
    character: boolean;
    wounds: number;
    save: number;
    invulnerable: number | null;
  }[] = [];
  for (const model of livingModels(target)) {
    const p = profileOf(state, target, model);
    const character = p.keywords.includes('character');
    const same = character
      ? undefined
      : groups.find(
          (g) => !g.character && g.wounds === p.wounds && g.save === p.save && g.invulnerable === p.invulnerable,
        );
    if (same) same.models.push(model.n);
    else
      groups.push({
        id: `g${groups.length + 1}`,
        models: [model.n],
        character,
        wounds: p.wounds,
        save: p.save,
        invulnerable: p.invulnerable,
      });
  }
  return groups;
}

const modelOf = (unit: SkirmishUnit, n: number): SkirmishModel | undefined => unit.models.find((m) => m.n === n);

/** A group holds a wounded model (alive, below its profile's W). */
export function groupWounded(group: AllocationGroup, target: SkirmishUnit): boolean {
  return group.models.some((n) => {
    const m = modelOf(target, n);
    return m !== undefined && m.alive && m.wounds < group.wounds;
  });
}

/**
 * The automatic order (other-systems.md 4.3; the brief's default): wounded non-character groups,
 * then the other non-character groups in datasheet order, characters last.
 */
export function automaticOrder(
  groups: readonly AllocationGroup[],
  _state: SkirmishState,
  target: SkirmishUnit,
): string[] {
  const wounded = groups.filter((g) => !g.character && groupWounded(g, target));
  const others = groups.filter((g) => !g.character && !wounded.includes(g));
  const characters = groups.filter((g) => g.character);
  return [...wounded, ...others, ...characters].map((g) => g.id);
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Every legal order (seed 003: a non-character group with a wounded model must go first; characters
 * may come anywhere after it), the automatic order first, at most `MAX_ORDERS`.
 */
export function legalOrders(
  groups: readonly AllocationGroup[],
  state: SkirmishState,
  target: SkirmishUnit,
): string[][] {
  const auto = automaticOrder(groups, state, target);
  const firsts = groups.filter((g) => !g.character && groupWounded(g, target)).map((g) => g.id);
  const ids = groups.map((g) => g.id);
  const legal = permutations(ids).filter((order) => firsts.length === 0 || firsts.includes(order[0] as string));
  const key = auto.join('>');
  const rest = legal.filter((o) => o.join('>') !== key);
  return [auto, ...rest].slice(0, MAX_ORDERS);
}

/** An order's option id: its group ids joined by `>` (the brief). */
export const orderId = (order: readonly string[]): string => order.join('>');
