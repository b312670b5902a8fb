/**
 * Fires the timers stored in game records (issue 6): reminders, deadlines, idle warnings and
 * archiving, vacation ends. Every timer is removed in the same save as its effect, so each fires
 * exactly once; after a restart or downtime the first tick fires whatever fell due meanwhile, in
 * order of due time. The clock is injected (tests never wait).
 */
import {
  defaultChoice,
  type Applied,
  type AwaitedReaction,
  type RulesetCommand,
  type RulesetEvent,
} from '../../engine/index.js';
import type { GameRecord, Owed, Timer } from '../../store/index.js';
import { changeOwed, finishOwed } from '../presentation/announce.js';
import { AI_BY, autoplayCommand, wakeForAutoplay } from './autoplay.js';
import { REACTION_REMINDER, withClock } from './clock.js';
import { reactionWords } from '../presentation/reaction-words.js';
import { PREFERENCE_BY, preferredAnswer } from '../players/reaction-preferences.js';
import type { App } from '../app/context.js';
import { translator, type Translate } from '../locales/index.js';
import { channelT } from '../records/channel-locale.js';
import { sleeperOf } from '../players/profile.js';
import { playersToPing } from '../records/turn-keys.js';
import { deliverEachLater, deliverLater, owe, presentationOwed } from '../presentation/outbox.js';
import { retryFailedStatuses } from '../presentation/status-upkeep.js';
import { resumeLeagues } from '../leagues/league-rounds.js';
import { acceptCommand, stateOf, type PromptChange } from '../records/record-ops.js';
import type { TableRuleset } from '../rulesets/table.js';
import { isQuiet, nextAwake } from './quiet-hours.js';
import { reminderButtons } from './reminders.js';
import { channelRef, discordTime, mention } from '../presentation/sanitize.js';
import { CARD_TEXT_LIMIT } from '../pipeline/request.js';
import { outsideLogContext, withLogContext } from '../ops/log-context.js';

/** At most one ping per player per game in this span (the turn prompt counts). */
export const PING_GAP_MS = 3 * 60 * 60_000;

/** What the missed deadlines of one moment did, gathered as each player's default action is played. */
interface Missed {
  record: GameRecord;
  readonly lines: string[];
  readonly events: RulesetEvent[];
  report: RulesetEvent[] | null;
  prompt: PromptChange;
  readonly missed: Record<string, number>;
}

/**
 * The default action as applied steps: one batch; should the batch's rules refuse it, its commands
 * one by one (each was legal in turn when it was worked out).
 */
type Step = [RulesetCommand, Applied<unknown, RulesetEvent>];

/** A command that carries others (a batch, where a ruleset has one): played one by one should the whole be refused. */
const partsOf = (command: RulesetCommand): readonly RulesetCommand[] => {
  const parts = (command as { commands?: unknown }).commands;
  return Array.isArray(parts) ? (parts as RulesetCommand[]) : [];
};

function defaultSteps(table: TableRuleset, state: unknown, command: RulesetCommand): Step[] {
  const applied = table.rules.applyCommand(state, command);
  if (applied.ok) return [[command, applied.value]];
  const steps: Step[] = [];
  let current = state;
  for (const single of partsOf(command)) {
    const one = table.rules.applyCommand(current, single);
    if (!one.ok) break;
    steps.push([single, one.value]);
    current = one.value.state;
  }
  return steps;
}

/** The channel's notice: who missed, what the clock played, and the stretch's report and map. */
function timeoutNotice(table: TableRuleset, t: Translate, armed: GameRecord, played: Missed): Owed {
  const state = stateOf(armed);
  const lines = played.lines.join('\n');
  const report = played.report;
  // As after a person's command (issue 13): what the stretch held, its report, then what begins with
  // the boundary (the next stretch's opening line) below the report.
  const cut = report ? played.events.findLastIndex((e) => table.rules.closesReport(e)) : -1;
  const before = table.narrate(t, state, cut < 0 ? played.events : played.events.slice(0, cut));
  const after = cut < 0 ? '' : table.narrate(t, state, played.events.slice(cut));
  const room = 1900 - before.length - after.length - lines.length;
  const content = [lines, before, report ? table.report(t, state, report, room) : '', after]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, 2000);
  return {
    kind: 'post',
    to: 'channel',
    content,
    ...(report ? { map: { events: report, at: armed.log.length } } : {}),
  };
}

/** Who answered by a standing preference (issue 42): the player, and the answer they set ahead. */
function preferenceWho(table: TableRuleset, t: Translate, record: GameRecord): string {
  const preferred = preferredAnswer(table, record, stateOf(record));
  if (!preferred) return t('reply.standingOrders');
  const answer = reactionWords(t, table, preferred.kind).answer(preferred.answer);
  return t('reaction.byPreference', { player: preferred.player.name, answer });
}

/** The owed items with `line` above the first post (the public line of a change). */
function headed(owed: Owed[], line: string): Owed[] {
  const first = owed.findIndex((o) => o.kind === 'post');
  return owed.map((o, i) =>
    i === first && o.kind === 'post' ? { ...o, content: `${line}\n${o.content}`.slice(0, CARD_TEXT_LIMIT) } : o,
  );
}

/** What a timer does: the record it leaves (absent: only the timer goes) and what that owes the players. */
interface Effects {
  readonly owed: Owed[];
  readonly record?: GameRecord;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What the last pass did, for the health endpoint (issue 45). */
export interface PassStatus {
  /** When it ended (wall clock, ms since the epoch). */
  readonly at: number;
  /** How long it took, in milliseconds. */
  readonly ms: number;
  /** Timers it found due as it began, and those of them due more than a tick before (late). */
  readonly due: number;
  readonly overdue: number;
}

export class Scheduler {
  private handle: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<number> | undefined;
  private waking: { at: number; handle: NodeJS.Timeout } | undefined;
  private last: PassStatus | undefined;

  constructor(
    private readonly app: App,
    private readonly tickMs = 30_000,
  ) {}

  /** The last pass that ran to its end (undefined before the first): a pass that fails leaves it older. */
  get status(): PassStatus | undefined {
    return this.last;
  }

  /** Fires everything due now, then keeps ticking; the pipeline's alarm brings a pass forward. */
  start(): void {
    this.stopped = false;
    this.app.alarm.listen((at) => this.wake(at));
    const loop = () => {
      if (!this.stopped) this.handle = setTimeout(() => void this.pass(this.app.now()).finally(loop), this.tickMs);
    };
    void this.pass(this.app.now()).finally(loop);
  }

  stop(): void {
    this.stopped = true;
    this.app.alarm.listen(undefined);
    if (this.handle) clearTimeout(this.handle);
    if (this.waking) clearTimeout(this.waking.handle);
    this.handle = undefined;
    this.waking = undefined;
  }

  /** A pass at `at` (the app's clock) rather than at the next tick; the earliest asked for wins. */
  private wake(at: Date): void {
    if (this.stopped) return;
    if (this.waking && this.waking.at <= at.getTime()) return;
    if (this.waking) clearTimeout(this.waking.handle);
    const delay = Math.max(0, at.getTime() - this.app.now().getTime());
    const handle = setTimeout(() => {
      this.waking = undefined;
      void this.pass(this.app.now());
    }, delay);
    this.waking = { at: at.getTime(), handle };
  }

  /**
   * Every due timer, earliest first (ties by game, then timer id). Only the games the store's due
   * index names are read, so a pass costs what the due games cost, not what every open game does;
   * and only the games of guilds this process owns (issue 45: a shard fires its own guilds' timers).
   */
  async dueTimers(now: Date): Promise<{ channelId: string; timer: Timer }[]> {
    const due: { channelId: string; timer: Timer }[] = [];
    for (const channelId of await this.app.store.dueChannels(now, this.app.owns)) {
      const record = await this.app.store.get(channelId).catch(() => undefined);
      const timers = (record?.timers ?? []).filter((timer) => Date.parse(timer.due) <= now.getTime());
      // The index may name a game early (it is never late): a visit that finds nothing corrects it.
      if (timers.length === 0) await this.app.store.settleDue(channelId).catch(() => undefined);
      for (const timer of timers) due.push({ channelId, timer });
    }
    return due.sort(
      (a, b) =>
        Date.parse(a.timer.due) - Date.parse(b.timer.due) ||
        a.channelId.localeCompare(b.channelId) ||
        a.timer.id.localeCompare(b.timer.id),
    );
  }

  /**
   * One pass, and what it owed the channels delivered; returns how many timers fired. The bot's own
   * passes (each tick, an alarm) do not wait for the posts, which go out on their own.
   */
  async tick(now: Date = this.app.now()): Promise<number> {
    const fired = await this.pass(now);
    await this.app.announcing.idle();
    return fired;
  }

  /** One pass; returns how many timers fired. Passes never overlap. */
  private async pass(now: Date): Promise<number> {
    // A loop, not a single wait: every pass waiting for the same pass wakes at once, and only one may start next.
    while (this.running) await this.running.catch(() => 0);
    // A pass is the whole process's work, even when an interaction's alarm brought it forward (issue 45).
    const mine = outsideLogContext(() => this.fireDue(now));
    this.running = mine;
    try {
      return await mine;
    } finally {
      if (this.running === mine) this.running = undefined;
    }
  }

  private async fireDue(now: Date): Promise<number> {
    const began = performance.now();
    const counted = { due: 0, overdue: 0 };
    let fired = 0;
    // What a change owes and could not deliver yet (an outage, a crash mid-delivery) starts going out
    // first; the timers fire meanwhile, each game's posts in their order (deliverOwed, one channel at a time).
    deliverEachLater(this.app, this.app.store.takeOwed());
    retryFailedStatuses(this.app);
    // Leagues a crash left half-way (a round paired but not opened, or complete but not closed).
    await resumeLeagues(this.app).catch((error: unknown) =>
      this.app.log.error('league pass failed', { error: error instanceof Error ? error.message : String(error) }),
    );
    // Firing may add timers that are due too (a reminder moved to the end of quiet hours, but not past now).
    // A stopped scheduler (the bot shutting down) fires nothing more: what is left stays due for the next start.
    for (let round = 0; round < 5 && !this.stopped; round += 1) {
      const due = await this.dueTimers(now);
      if (round === 0) {
        counted.due = due.length;
        counted.overdue = due.filter((d) => Date.parse(d.timer.due) < now.getTime() - this.tickMs).length;
      }
      if (due.length === 0) break;
      for (const { channelId, timer } of due) {
        if (this.stopped) break;
        // Every line logged while a timer fires names its channel, and its game and guild once read (issue 45).
        await withLogContext({ channel: channelId }, async () => {
          try {
            if (await this.fire(channelId, timer.id, now)) fired += 1;
          } catch (error) {
            const detail = { channelId, timer: timer.id };
            // Shutting down while a timer fired (the AI thread closing under its order) loses nothing:
            // the timer was not removed, so it fires after the restart. Only a running bot's failure is an error.
            if (this.stopped) this.app.log.info('timer left for the next start', detail);
            else
              this.app.log.error('timer failed', {
                ...detail,
                error: error instanceof Error ? (error.stack ?? error.message) : String(error),
              });
          }
        });
      }
    }
    this.last = { at: Date.now(), ms: performance.now() - began, ...counted };
    return fired;
  }

  private async fire(channelId: string, timerId: string, now: Date): Promise<boolean> {
    const effects = await this.app.store.update(
      channelId,
      async (record): Promise<{ save?: GameRecord; result: Effects | undefined }> => {
        const timer = record?.timers.find((t) => t.id === timerId);
        if (!record || !timer) return { result: undefined };
        const rest: GameRecord = { ...record, timers: record.timers.filter((t) => t.id !== timerId) };
        const outcome = await this.effectOf(rest, timer, now);
        return { save: owe(outcome.record ?? rest, ...outcome.owed), result: outcome };
      },
    );
    if (!effects) return false;
    // Saved, so fired: once, by the one process that owns the game's guild (issue 45), which the line names.
    this.app.log.info('timer fired', { channelId, timer: timerId });
    deliverLater(this.app, channelId);
    if (effects.record) wakeForAutoplay(this.app, effects.record);
    return true;
  }

  private async effectOf(record: GameRecord, timer: Timer, now: Date): Promise<Effects> {
    switch (timer.kind) {
      case 'remind':
        return this.remind(record, timer, now);
      case 'deadline':
        return this.timeout(record, timer, now);
      case 'idleWarn':
        return this.idleWarn(record, now);
      case 'idleArchive':
        return this.idleArchive(record, now);
      case 'autoplay':
        return this.autoplay(record, now);
      case 'vacationEnd':
        return {
          owed: [
            {
              kind: 'post',
              to: 'channel',
              content: channelT(record)('clock.vacationOver', { player: mention(timer.userId ?? '') }),
            },
          ],
        };
    }
  }

  private async remind(record: GameRecord, timer: Timer, now: Date): Promise<Effects> {
    const user = timer.userId ?? '';
    const deadline = record.clock.deadline;
    // Only a player who still plays and whose side is still awaited is reminded.
    const awaited =
      record.status === 'active' &&
      record.state !== null &&
      playersToPing(this.app.rulesets.of(record), record, stateOf(record)).includes(user);
    const stillWaiting = awaited && (timer.n === 0 || deadline?.key === timer.key);
    if (!stillWaiting || record.muted.includes(user)) return { owed: [], record };
    const profile = await this.app.profiles.get(user);
    const limit = deadline ? Date.parse(deadline.due) : Number.POSITIVE_INFINITY;
    // A reminder for a deadline that has already passed (the bot was down) says nothing useful.
    if (timer.n !== 0 && limit <= now.getTime()) return { owed: [], record };
    // Never in the player's quiet hours, never twice within the gap: move the reminder, or drop it
    // when the deadline comes first.
    const sleeper = sleeperOf(profile);
    const present = await this.app.store.presentation(record.channelId, record.id);
    // A ping owed and not delivered yet (the game's posts go out on their own, after the pass that
    // owed them) is a ping now: a second timer in the same pass must not ping again.
    const done = new Set(present.done);
    const pingOwed = record.outbox.some(
      (item) =>
        !done.has(item.id) &&
        ((item.kind === 'post' && (item.ping ?? []).includes(user)) || (item.kind === 'prompt' && item.repost)),
    );
    const last = pingOwed ? now.toISOString() : present.lastPing[user];
    let at = now.getTime();
    // A reaction's reminder keeps its own pace (issue 42): its whole span is shorter than the gap.
    const reaction = timer.n === REACTION_REMINDER;
    if (!reaction && last && Date.parse(last) + PING_GAP_MS > at) at = Date.parse(last) + PING_GAP_MS;
    if (isQuiet(new Date(at), sleeper)) at = nextAwake(new Date(at), sleeper).getTime();
    if (at > now.getTime())
      return at < limit
        ? {
            owed: [],
            record: { ...record, timers: [...record.timers, { ...timer, id: `${timer.id}+`, due: iso(at) }] },
          }
        : { owed: [], record };
    const t = translator(record.players.find((p) => p.userId === user)?.locale);
    const content =
      timer.n === 0
        ? t('clock.wakePing', { player: mention(user), name: record.name })
        : t(reaction ? 'clock.reactionReminder' : timer.n === 2 ? 'clock.reminderNear' : 'clock.reminder', {
            player: mention(user),
            name: record.name,
            deadline: deadline ? discordTime(deadline.due) : '—',
          });
    // The ping is counted (the channel's last-ping time) when it is delivered.
    const owed: Owed[] = [
      {
        kind: 'post',
        to: 'channel',
        content,
        ping: [user],
        components: reminderButtons(t, record, user) as unknown as Record<string, unknown>[],
      },
    ];
    if (profile?.dm)
      owed.push({
        kind: 'post',
        to: user,
        content: `${content}\n${record.name}: ${channelRef(record.channelId)}`,
        ping: [],
      });
    return { owed, record };
  }

  /** Standing orders play the moment by themselves, posted as its own change (issue 13). */
  private async autoplay(record: GameRecord, now: Date): Promise<Effects> {
    const table = this.app.rulesets.of(record);
    const next = await autoplayCommand(table, record, this.app.ai);
    if (next === undefined) return { owed: [], record };
    const { command, by } = next;
    const applied = table.rules.applyCommand(stateOf(record), command);
    if (!applied.ok) {
      // `autoplay` found it by applying it, so this is a bug: logged, and the players decide instead.
      this.app.log.error('autoplay refused', { channelId: record.channelId, code: applied.error.code });
      return { owed: [], record };
    }
    const accepted = acceptCommand(table, record, by, now, command, applied.value);
    // The game played, not a person: idle timers keep counting from the last person's move.
    const armed = await withClock(this.app, { ...accepted.after, undoRequest: null }, now, false, 'keep');
    const t = channelT(record);
    const who =
      by === PREFERENCE_BY
        ? preferenceWho(table, t, record)
        : by === AI_BY
          ? t('reply.aiPlayer')
          : t('reply.standingOrders');
    const owed = changeOwed(table, t, who, { ...accepted, after: armed });
    // A standing preference's answer says whose it was above what it did (issue 42).
    return { owed: by === PREFERENCE_BY ? headed(owed, who) : owed, record: armed };
  }

  private async timeout(record: GameRecord, timer: Timer, now: Date): Promise<Effects> {
    const deadline = record.clock.deadline;
    if (record.status !== 'active' || record.state === null || !deadline || deadline.key !== timer.key)
      return { owed: [], record };
    // The channel is told in its language (records/channel-locale.ts), as the status message is.
    const t = channelT(record);
    const played: Missed = {
      record,
      lines: [],
      events: [],
      report: null,
      prompt: { repost: false, edit: false },
      missed: { ...record.clock.missed },
    };
    for (const user of deadline.users) this.missOne(played, user, now, t);
    if (played.lines.length === 0) return { owed: [], record };
    // The clock played, not a person: the game's idle timers keep counting from the last person's move.
    const armed = await withClock(
      this.app,
      { ...played.record, undoRequest: null, clock: { ...played.record.clock, missed: played.missed } },
      now,
      false,
      'keep',
    );
    return {
      owed: [
        timeoutNotice(this.app.rulesets.of(armed), t, armed, played),
        ...presentationOwed(armed, played.prompt),
        ...(armed.status === 'finished' ? finishOwed(this.app.rulesets.of(armed), armed) : []),
      ],
      record: armed,
    };
  }

  /** One player's missed deadline: counted, then the default action (or the loss) played for their side. */
  private missOne(played: Missed, user: string, now: Date, t: Translate): void {
    const current = played.record;
    const table = this.app.rulesets.of(current);
    const side = current.players.find((p) => p.userId === user)?.side;
    const awaited = table.rules.awaiting(stateOf(current));
    if (side === undefined || !awaited.sides.includes(side)) return;
    if (awaited.kind === 'reaction') return this.reactionDefault(played, user, awaited.reaction, now, t);
    played.missed[user] = (played.missed[user] ?? 0) + 1;
    const lose = current.clock.onTimeout === 'loss' && (played.missed[user] ?? 0) >= current.clock.lossAfter;
    const command = table.rules.timeoutCommand(stateOf(current), side, lose);
    const steps = command ? defaultSteps(table, stateOf(current), command) : [];
    if (steps.length === 0) {
      this.app.log.error('no default action for a missed deadline', { channelId: current.channelId, side, command });
      return;
    }
    for (const [done, result] of steps) this.playStep(played, done, result, now);
    const of =
      played.record.clock.onTimeout === 'loss'
        ? `${played.missed[user]}/${played.record.clock.lossAfter}`
        : String(played.missed[user]);
    played.lines.push(
      t(lose ? 'clock.timeoutLoss' : 'clock.timeoutDefault', {
        player: mention(user),
        side: table.sideName(stateOf(played.record), side),
        missed: of,
      }),
    );
  }

  /** One step the clock plays for a player, gathered into what the missed deadline did. */
  private playStep(played: Missed, command: RulesetCommand, result: Applied<unknown, RulesetEvent>, now: Date): void {
    const table = this.app.rulesets.of(played.record);
    const accepted = acceptCommand(table, played.record, 'clock', now, command, result);
    played.record = accepted.after;
    played.events.push(...accepted.events);
    played.report = accepted.report ?? played.report;
    played.prompt = {
      repost: played.prompt.repost || accepted.prompt.repost,
      edit: played.prompt.edit || accepted.prompt.edit,
    };
  }

  /**
   * A reaction left to its deadline (issue 42): the rules' default answer is played, as the prompt
   * said it would be. Not a missed turn: it counts toward no loss, and no forfeit is played.
   */
  private reactionDefault(
    played: Missed,
    user: string,
    reaction: AwaitedReaction<RulesetCommand>,
    now: Date,
    t: Translate,
  ): void {
    const table = this.app.rulesets.of(played.record);
    const choice = defaultChoice(reaction);
    const applied = table.rules.applyCommand(stateOf(played.record), choice.command);
    if (!applied.ok) {
      this.app.log.error('reaction default refused', { channelId: played.record.channelId, code: applied.error.code });
      return;
    }
    this.playStep(played, choice.command, applied.value, now);
    const side = table.sideName(stateOf(played.record), reaction.side);
    const answer = reactionWords(t, table, reaction.kind, stateOf(played.record)).option(choice.id);
    played.lines.push(t('clock.reactionDefault', { player: mention(user), side, answer }));
  }

  private idleWarn(record: GameRecord, now: Date): Effects {
    const t = channelT(record);
    const archiveAt = record.timers.find((x) => x.kind === 'idleArchive')?.due ?? iso(now.getTime());
    return {
      owed: [
        {
          kind: 'post',
          to: 'channel',
          content: t('clock.idleWarn', {
            name: record.name,
            days: record.clock.idleWarnDays,
            when: discordTime(archiveAt),
          }),
        },
      ],
      record,
    };
  }

  private idleArchive(record: GameRecord, now: Date): Effects {
    const t = channelT(record);
    const at = iso(now.getTime());
    const ended: GameRecord = {
      ...record,
      status: 'ended',
      timers: [],
      updatedAt: at,
      version: record.version + 1,
      audit: [...record.audit, { at, by: 'clock', action: 'end', note: 'idle' }],
    };
    return {
      owed: [
        {
          kind: 'post',
          to: 'channel',
          content: t('clock.idleArchived', {
            name: record.name,
            days: record.clock.idleArchiveDays,
            seed: record.seed,
          }),
        },
        { kind: 'status' },
        { kind: 'archive' },
      ],
      record: ended,
    };
  }
}
