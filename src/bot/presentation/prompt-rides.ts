/**
 * A turn prompt rides on the interaction that led to it (issue 45). When a player's command was
 * answered, the turn prompt it leads to is posted as a follow-up of that interaction, and edited
 * through it while the same turn goes on, for as long as Discord keeps the interaction's token. What
 * else the command owes the channel after its answer rides with it: the public line of sealed orders
 * (whose answer is private), a map, the end. In the channel each is the same new message pinging the
 * same players (DESIGN.md section 6), right after the answer it follows; but Discord does not count
 * interactions' webhooks against the bot's global limit. At 2,000 games the prompts had asked for
 * more than that limit allows, and each channel waited about a minute for its next prompt.
 *
 * Only what this process answered rides: the offers are kept in memory, and after a restart an owed
 * post is sent to the channel with its nonce, as before. What is given up: Discord keeps no nonce
 * for a webhook's message, so a crash between a follow-up and its mark, or a retry of a follow-up
 * whose answer was lost, can show that one message twice, where a channel post would not.
 */
import type { App } from '../app/context.js';

/** An interaction's webhook: its token, when the interaction was made, and its id (its messages name it). */
export interface Ride {
  readonly token: string;
  readonly at: string;
  readonly interaction?: string | undefined;
}

/** Discord keeps an interaction's token for 15 minutes; a little less, to be safe. */
export const RIDE_LIFE_MS = 14 * 60_000;

/** Whether the interaction's webhook still takes requests at `now`. */
export const rideAlive = (ride: Ride, now: Date): boolean => Date.parse(ride.at) + RIDE_LIFE_MS > now.getTime();

/** Offers by app, keyed by game and outbox item, oldest first (a Map keeps its order of insertion). */
const offers = new WeakMap<App, Map<string, Ride>>();

const keyOf = (record: { readonly id: string }, itemId: string): string => `${record.id}/${itemId}`;

/** The owed item `itemId` (a prompt, a channel post) may ride on this interaction, answered just now. */
export function offerRide(app: App, record: { readonly id: string }, itemId: string, ride: Ride): void {
  let mine = offers.get(app);
  if (!mine) offers.set(app, (mine = new Map()));
  // Offers whose prompt was superseded are never taken: dropped once their token has expired.
  const now = app.now();
  for (const [key, old] of mine) {
    if (rideAlive(old, now)) break;
    mine.delete(key);
  }
  mine.set(keyOf(record, itemId), ride);
}

/** The interaction the owed item may ride on, if it was offered and is still alive; taken once. */
export function takeRide(app: App, record: { readonly id: string }, itemId: string): Ride | undefined {
  const mine = offers.get(app);
  const key = keyOf(record, itemId);
  const ride = mine?.get(key);
  if (ride === undefined) return undefined;
  mine?.delete(key);
  return rideAlive(ride, app.now()) ? ride : undefined;
}

/**
 * Whether an interaction's webhook refused a request, so the channel's own request is tried instead:
 * the token expired or is unknown (401, 404), or the webhook would not take the message (another
 * 4xx; the channel's edit of a card, for one, posts it anew). Not a rate limit (429).
 */
export function webhookGone(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}
