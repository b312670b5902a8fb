/**
 * "On deck" (issue 13): a player who asked for it (`/profile set on-deck:true`) gets a DM when the
 * player before them starts their turn, so they can be ready. Never to someone who has just played
 * (they know), who is asleep, on vacation or has muted the game, and at most once an hour per game.
 */
import type { GameRecord, Presentation } from '../../store/index.js';
import type { Profile } from '../players/profile.js';
import { onVacation, sleeperOf } from '../players/profile.js';
import { isQuiet } from '../clocks/quiet-hours.js';

/** At most one on-deck DM per player and game in this span. */
export const ON_DECK_GAP_MS = 60 * 60_000;

/** The players to tell they are on deck, as a new prompt pings `awaited`. */
export function onDeckUsers(
  record: GameRecord,
  awaited: readonly string[],
  profiles: ReadonlyMap<string, Profile>,
  present: Presentation,
  now: Date,
): string[] {
  if (awaited.length === 0) return [];
  const lastPerson = [...record.log].reverse().find((e) => record.players.some((p) => p.userId === e.by))?.by;
  return record.players
    .map((p) => p.userId)
    .filter((user, i, all) => all.indexOf(user) === i)
    .filter((user) => {
      const profile = profiles.get(user);
      if (!profile?.onDeck || awaited.includes(user) || user === lastPerson) return false;
      if (record.muted.includes(user) || onVacation(profile, now) || isQuiet(now, sleeperOf(profile))) return false;
      const last = present.lastOnDeck[user];
      return last === undefined || Date.parse(last) + ON_DECK_GAP_MS <= now.getTime();
    });
}
