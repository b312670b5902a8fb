/**
 * A sensible `squadron` player for end-to-end games (issue 14): it flies at the nearest enemy
 * without leaving the mat, locks what it can, cloaks and decloaks, spends its lock on its attacks,
 * and otherwise takes the rules' own defaults. It can also look for a dial that makes a collision,
 * by playing the Activation phase ahead on a copy of the state.
 */
import { hexDistance, squadron } from '../../src/engine/index.js';
import { fly } from '../../src/engine/rulesets/squadron/manoeuvres.js';

type State = squadron.SquadronState;
type Command = squadron.SquadronCommand;
const R = squadron.SQUADRON;

const onMatInside = (state: State, h: { q: number; r: number }) => {
  const col = h.q;
  const row = h.r + (h.q - (h.q & 1)) / 2;
  return col >= 2 && col <= state.cols - 1 && row >= 2 && row <= state.rows - 1;
};

/** The dial that brings the ship nearest an enemy, staying a hex inside the mat; white or green. */
export function closingDial(state: State, ship: squadron.SquadShip): string {
  const enemies = state.ships.filter((s) => s.side !== ship.side && !s.destroyed);
  const allowed = ship.stats.dial.filter((d) => squadron.difficultyOf(state.deck, ship, d) !== 'red');
  const scored = allowed
    .flatMap((d) => {
      const entry = squadron.readDialEntry(d);
      if (typeof entry === 'string') return [];
      const flight = fly(ship.hex, ship.facing, entry, ship.stats.size);
      if (!flight || !onMatInside(state, flight.end)) return [];
      const near = Math.min(99, ...enemies.map((e) => hexDistance(flight.end, e.hex)));
      // Not too close: range 1-2 keeps both in each other's sights without ramming.
      return [{ d, score: Math.abs(near - 3) }];
    })
    .sort((a, b) => a.score - b.score);
  // Hemmed in at the edge, no dial stays inside: still not a red one, which a stressed ship may not fly.
  return scored[0]?.d ?? allowed[0] ?? ship.stats.dial[0] ?? '';
}

/** What this player does at the moment for `side`. */
export function policyCommand(state: State, side: string): Command | undefined {
  const legal = R.legalCommands(state, side);
  if (state.phase === 'planning') {
    const ship = state.ships.find((s) => s.side === side && !s.destroyed && state.dials[s.id] === undefined);
    if (!ship) return undefined;
    const dial = closingDial(state, ship) || (ship.stats.dial[0] ?? '');
    return { type: 'dial', side, ship: ship.id, dial };
  }
  const find = (p: (c: Command) => boolean) => legal.find(p);
  if (state.activation?.step === 'decloak')
    return (
      find((c) => c.type === 'decloak' && c.how === 'boost') ??
      find((c) => c.type === 'decloak' && c.how === 'roll') ??
      legal[0]
    );
  if (state.activation) {
    const ship = state.ships.find((s) => s.id === state.activation?.ship);
    const pick =
      (ship?.stats.actions.includes('cloak') && !ship.cloaked
        ? find((c) => c.type === 'action' && c.action === 'cloak')
        : undefined) ??
      (state.locks[ship?.id ?? '']
        ? undefined
        : find(
            (c) =>
              c.type === 'action' &&
              c.action === 'targetLock' &&
              state.ships.find((s) => s.id === c.target)?.side !== side,
          )) ??
      find((c) => c.type === 'action' && c.action === 'focus') ??
      find((c) => c.type === 'action' && c.action === 'evade') ??
      find((c) => c.type === 'action' && c.action === 'pass');
    return pick;
  }
  const a = state.attack;
  if (a && a.step === 'attacker') {
    // A lock on the defender is always spent: rerolling every die that is not a hit (or else one die not yet rerolled).
    const misses = a.attackDice.dice
      .map((d, i) => ({ i: i + 1, d }))
      .filter((x) => !x.d.rerolled && x.d.face >= 4)
      .map((x) => x.i);
    const fresh = a.attackDice.dice.findIndex((d) => !d.rerolled) + 1;
    if (!a.lockSpent && !a.changed && state.locks[a.attacker]?.target === a.defender && fresh > 0)
      return { type: 'modify', side, lock: misses.length > 0 ? misses : [fresh], done: false };
  }

  if (a) return R.timeoutCommand(state, side, false);
  const attacks = legal.filter((c): c is Extract<Command, { type: 'attack' }> => c.type === 'attack');
  // The locked target first (the lock is there to be spent), a secondary weapon before the primary.
  const locked = (c: Extract<Command, { type: 'attack' }>) => state.locks[c.ship]?.target === c.target;
  return (
    attacks.find((c) => locked(c) && c.weapon !== 'primary') ??
    attacks.find(locked) ??
    attacks.find((c) => c.weapon !== 'primary') ??
    attacks[0] ??
    legal[0]
  );
}

/** The Activation phase played ahead by the policy: did anyone collide? */
export function collidesAhead(state: State): boolean {
  let current = state;
  for (let i = 0; i < 200 && current.phase === 'activation'; i++) {
    const [side] = R.awaiting(current).sides;
    const command = side === undefined ? undefined : policyCommand(current, side);
    if (!command) return false;
    const applied = R.applyCommand(current, command);
    if (!applied.ok) return false;
    if (applied.value.events.some((e) => e.type === 'collided')) return true;
    current = applied.value.state;
  }
  return false;
}

/**
 * Dials for `side` that make a collision this round, given the dials already set, or undefined:
 * each of its ships in turn tries each of its dials while the rest fly the policy's.
 */
export function collidingDials(state: State, side: string): Record<string, string> | undefined {
  const mine = state.ships.filter((s) => s.side === side && !s.destroyed);
  const base = Object.fromEntries(mine.map((s) => [s.id, closingDial(state, s) || (s.stats.dial[0] ?? '')]));
  for (const ship of mine) {
    for (const dial of ship.stats.dial) {
      if (ship.stress > 0 && squadron.difficultyOf(state.deck, ship, dial) === 'red') continue;
      const dials = { ...base, [ship.id]: dial };
      const applied = R.applyCommand(state, { type: 'dials', side, dials });
      if (applied.ok && applied.value.state.phase === 'activation' && collidesAhead(applied.value.state)) return dials;
    }
  }
  return undefined;
}
