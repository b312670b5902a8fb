/** What every command handler receives: the app's services, the request, a way to answer, and text. */
import type { Catalogs } from './catalogs.js';
import type { Collection, GameRecord, GameStore, KeyedLock } from '../../store/index.js';
import type { Translate } from '../locales/index.js';
import type { RateLimiter } from '../pipeline/rate-limit.js';
import type { BotRequest, GameChannel, Responder } from '../pipeline/request.js';
import type { Draft } from '../games/draft.js';
import type { Profile } from '../players/profile.js';
import type { TableRegistry } from '../rulesets/table-registry.js';
import type { Alarm } from '../clocks/alarm.js';
import type { League } from '../../league/league.js';
import type { GuildLeagues, GuildRatings } from '../leagues/league-records.js';

import type { AiThinker } from '../ai/thinker.js';
import type { DeliveryRetries } from '../presentation/delivery-retries.js';
import type { Logger } from './logger.js';

// The logger's interface lives in logger.ts (the AI thinker imports it without the App); named here too.
export type { Logger } from './logger.js';

/**
 * Told that a game has ended, when its archive is delivered (issue 42): the outbox only delivers, and
 * whoever cares about results (the league's table, casual ratings) listens. Each listener must take
 * being told twice: a crash between it and the archive tells it again.
 */
export type GameEndedListener = (app: App, record: GameRecord) => Promise<void>;

export interface App {
  readonly store: GameStore;
  readonly drafts: Collection<Draft>;
  readonly profiles: Collection<Profile>;
  /** Leagues (issue 17), each changed under its own lock; each server's list of them; each server's ratings. */
  readonly leagues: Collection<League>;
  readonly leagueIndex: Collection<GuildLeagues>;
  readonly ratings: Collection<GuildRatings>;
  /** Each ruleset's bundled data, by ruleset id: opaque here, each table reads its own (catalogs.ts). */
  readonly catalogs: Catalogs;
  /** The rulesets this bot plays; a game's own is `rulesets.of(record)`. */
  readonly rulesets: TableRegistry;
  readonly channel: GameChannel;
  /** The only clock the bot reads (records' timestamps); tests inject their own. */
  readonly now: () => Date;
  /** A fresh secret dice seed for a new game. */
  readonly newSeed: () => string;
  readonly limiter: RateLimiter;
  /** Serialises what is posted to one channel after a change (prompts), in the order of the changes. */
  readonly announcing: KeyedLock;
  /** Slash commands being carried out now (user, channel, command, options): a second identical one is refused. */
  readonly working: Set<string>;
  readonly log: Logger;
  /** Wakes the scheduler before its next tick (a game whose standing orders play its next stretch by themselves). */
  readonly alarm: Alarm;
  /** Where AI players' orders are worked out: off the event loop (issue 18). */
  readonly ai: AiThinker;
  /** Milliseconds after which a request still at work is deferred (Discord allows 3 s). */
  readonly deferAfterMs: number;
  /** Channels whose delivery failed for a passing reason, tried again soon (issue 41). */
  readonly retries: DeliveryRetries;
  /** Told of each game's end, in this order, before the game is archived (wired in app-factory.ts). */
  readonly onGameEnded: readonly GameEndedListener[];
}

export interface CommandContext {
  readonly app: App;
  readonly request: BotRequest;
  readonly respond: Responder;
  readonly t: Translate;
}
