/**
 * The prompt invariant (issue 39, deliverable 1), as a walk: a game of any registered ruleset played
 * through the bot's own pipeline by pressing what the players are shown (the newest prompt's buttons
 * and menus, the private menus a button opened, the turn form), with the AI, autopilots and
 * timeouts mixed in, and after every interaction a check of what the players see:
 *   - the newest prompt, as the terminal last printed it (posted or edited), is the prompt as it
 *     stands, and names exactly the players the rules await (the contract's `awaiting`, less the
 *     AI and autopilots, which are never pinged);
 *   - when somebody new must act (the rules' turn changed, or a player joined those awaited), a new
 *     post pings them, and only them;
 *   - its buttons act (a press is never refused as belonging to an earlier moment);
 *   - no earlier prompt's button changes the game any more.
 * A walk that finds nobody to ask and nothing scheduled, with the game not over, is a stall.
 */
import { ComponentType } from 'discord-api-types/v10';
import { Scheduler } from '../../src/bot/clocks/scheduler.js';
import { runCommand, runComponent } from '../../src/bot/pipeline/dispatch.js';
import { slashOf as squadronSlash } from '../../src/bot/rulesets/squadron/slash-of.js';
import type { RulesetCommand, impulse, squadron } from '../../src/engine/index.js';
import type { VectorCommand } from '../../src/engine/rulesets/vector/index.js';
import { toSlash, type Slash } from './slash.js';
import { vectorSlash } from './vector-slash.js';
import { slashOf as fleetSlash } from '../../src/bot/rulesets/fleet/slash-of.js';
import type { FleetCommand } from '../../src/engine/rulesets/fleet/index.js';
import { slashOf as skirmishSlash } from '../../src/bot/rulesets/skirmish/slash-of.js';
import type { SkirmishCommand } from '../../src/engine/rulesets/skirmish/index.js';
import { decodeComponentId } from '../../src/bot/pipeline/custom-id.js';
import type { ActionRow } from '../../src/bot/pipeline/request.js';
import { LocalResponder, type LocalMessage } from '../../src/bot/local/local-transport.js';
import { pingKey, playersToPing } from '../../src/bot/records/turn-keys.js';
import { translator } from '../../src/bot/locales/index.js';
import type { GameRecord } from '../../src/store/index.js';
import { ALICE, BOB, CAROL, localBot, type LocalBot } from './local-bot.js';

export type Pick = (n: number) => number;

/** A seeded generator (mulberry32): the walk is the same every run. */
export function seeded(seed: number): Pick {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}

export interface WalkOptions {
  readonly ruleset: string;
  readonly scenario: string;
  readonly seed: number;
  /** Who plays the second side: a person (bob) or the AI. */
  readonly opponent: 'person' | 'ai';
  /** A clock of this many minutes a step, so a walk can let deadlines pass (a timeout). */
  readonly clockMinutes?: number;
  readonly maxInteractions: number;
}

export interface WalkReport {
  readonly interactions: number;
  readonly checks: number;
  readonly pings: number;
  readonly timeouts: number;
  readonly oldPresses: number;
  readonly over: boolean;
  readonly failures: readonly string[];
  /** What was pressed, in order (to read a walk back). */
  readonly trace: readonly string[];
}

type Component = ActionRow['components'][number];
interface Press {
  readonly message: LocalMessage;
  readonly component: Component;
  readonly values?: string[];
}

const STALE = translator('en-US')('reply.stale');

/** Standing orders a player may give, per ruleset (the README's: close, charge, fire at the nearest, repair). */
const STANDING: Readonly<Record<string, Slash>> = {
  impulse: {
    command: 'orders',
    options: { then: 'close', ap: 'charge', fire: 'nearest', repair: true, initiative: 'take', power: 'default' },
  },
};

/** A legal engine command as the slash command a player would type, per ruleset (undefined: not typed). */
export const TYPED: Readonly<Record<string, (command: RulesetCommand) => Slash | undefined>> = {
  impulse: (c) => {
    try {
      return toSlash(c as impulse.Command);
    } catch {
      return undefined; // batches and standing orders have no single slash command
    }
  },
  squadron: (c) => squadronSlash(c as squadron.SquadronCommand),
  vector: (c) => vectorSlash(c as VectorCommand),
  fleet: (c) => fleetSlash(c as FleetCommand),
  skirmish: (c) => skirmishSlash(c as SkirmishCommand),
};

const componentsOf = (m: { components?: readonly ActionRow[] | undefined }): Component[] =>
  (m.components ?? []).flatMap((row) => row.components);

const customIdOf = (c: Component): string | undefined =>
  'custom_id' in c && typeof c.custom_id === 'string' ? c.custom_id : undefined;

const labelOf = (c: Component): string =>
  'label' in c && c.label ? c.label : 'placeholder' in c && c.placeholder ? c.placeholder : '?';

/** The users a message's text names (`<@id>`), in order. */
const named = (content: string): string[] => [...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1] ?? '');

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function walk(options: WalkOptions): Promise<WalkReport> {
  const shown: { id: string; text: string }[] = [];
  const bot: LocalBot = await localBot({ seed: `walk-${options.ruleset}-${options.seed}-0123456789abcdef` });
  // What the terminal shows: every printed block, with the message it showed.
  bot.channel.onShow = (id, text) => void shown.push({ id, text });
  const { app, session, channel } = bot;
  const table = () => app.rulesets;
  const pick = seeded(options.seed);
  const failures: string[] = [];
  const fail = (where: string, what: string) => {
    if (failures.length < 20) failures.push(`${where}: ${what}`);
  };
  let interactions = 0;
  let checks = 0;
  let pings = 0;
  let timeouts = 0;
  let oldPresses = 0;
  const trace: string[] = [];

  const record = async (): Promise<GameRecord | undefined> =>
    (await app.store.get('c1')) ?? (await app.store.latestArchived('c1'));

  try {
    const ruleset = options.ruleset === 'impulse' ? '' : ` ruleset:${options.ruleset}`;
    const vs = options.opponent === 'ai' ? ' opponent:ai' : '';
    await session.run(`/game new${ruleset} scenario:${options.scenario}${vs}`, 'alice');
    await session.run('/game join', 'alice');
    if (options.opponent === 'person') await session.run('/game join', 'bob');
    if (options.clockMinutes)
      await session.run(`/game clock mode:step minutes:${options.clockMinutes} timeout:default`, 'alice');
    await session.run('/game start', 'alice');
    const scheduler = new Scheduler(app);
    const users = [ALICE, BOB, CAROL];

    /** What the AI, autopilots and standing orders play by themselves (their timers), as the scheduler would. */
    const settle = async (): Promise<void> => {
      // A command's posts go out once it has answered, on their own (announce.ts): the terminal shows them then.
      await app.announcing.idle();
      for (let i = 0; i < 500; i += 1) {
        const r = await app.store.get('c1');
        if (!r || r.status !== 'active' || r.state === null) return;
        const t = table().of(r);
        if (playersToPing(t, r, r.state).length > 0) return;
        const timer = r.timers.find((x) => x.kind === 'autoplay');
        if (!timer) return;
        await scheduler.tick(new Date(timer.due));
      }
    };

    let private_: Press[] = [];
    let lastKey: string | undefined;
    let lastPromptId: string | undefined;
    let mark = 0;
    let lastPinged: string[] = [];
    await settle();

    while (interactions < options.maxInteractions) {
      const r = await record();
      if (!r || r.status !== 'active' || r.state === null) break;
      const t = table().of(r);
      const state = r.state;
      const where = `${options.ruleset}/${options.scenario}#${options.seed} after ${interactions} (${t.rules.awaiting(state).moment})`;
      if (t.rules.outcome(state) !== null) break;
      const toPing = playersToPing(t, r, state);
      if (toPing.length === 0) {
        fail(
          where,
          r.timers.some((x) => x.kind === 'autoplay')
            ? 'the game went on by itself 500 times without asking anyone or ending (orders that never meet)'
            : 'nobody is asked and nothing is scheduled to play: a stall',
        );
        break;
      }
      checks += 1;
      // The prompt as it stands, and the terminal's newest showing of it.
      const present = await app.store.presentation('c1', r.id);
      const prompt = channel.messages.find((m) => m.id === present.prompt);
      if (!prompt) {
        fail(where, 'no prompt message while players must act');
        break;
      }
      if (!sameSet(named(prompt.content), toPing))
        fail(where, `the prompt names ${named(prompt.content).join(',')} but the rules await ${toPing.join(',')}`);
      // What the last interaction showed: the prompt, as last shown, comes after everything it follows
      // from (a report or an attack's result shown below it reads as if it came after the question).
      const fresh = shown.slice(mark);
      const asked = fresh.findLastIndex((s) => s.id === prompt.id);
      const postedAfter =
        asked < 0
          ? undefined
          : fresh.slice(asked + 1).find((s) => {
              const m = channel.messages.find((x) => x.id === s.id);
              return m !== undefined && m.id !== prompt.id && !m.ephemeral && m.channelId === 'c1';
            });
      if (postedAfter)
        fail(
          where,
          `"${postedAfter.text.slice(0, 160)}" was shown after the prompt it led to${process.env['WALK_DEBUG'] ? `\n${fresh.map((f) => `[${f.id}] ${f.text.slice(0, 120)}`).join('\n')}` : ''}`,
        );
      mark = shown.length;
      const last = shown.filter((s) => s.id === prompt.id).at(-1);
      const expected = channel.format({ content: prompt.content, components: prompt.components }, []);
      if (!last || !last.text.endsWith(expected))
        fail(where, `the terminal last showed the prompt as:\n${last?.text ?? '(never)'}\nbut it is now:\n${expected}`);
      // Somebody new must act: a new post pings them, and only them.
      const key = pingKey(t, state);
      if (key !== lastKey || toPing.some((u) => !lastPinged.includes(u))) {
        if (prompt.id === lastPromptId)
          fail(where, `a new turn (${key}) was an edit of the last prompt, not a new post`);
        else if (!sameSet(prompt.ping, toPing))
          fail(where, `a new turn (${key}) pinged ${prompt.ping.join(',') || 'nobody'}, not ${toPing.join(',')}`);
        else pings += 1;
      }
      lastKey = key;
      lastPinged = toPing;
      lastPromptId = prompt.id;
      // With a clock, the prompt says when the deadline is, however long the rest of it is.
      const due = r.clock.deadline?.due;
      if (due && !prompt.content.includes(`<t:${Math.floor(Date.parse(due) / 1000)}:`))
        fail(where, `the prompt does not show its deadline (${due})`);

      // An earlier prompt's button never changes the game.
      const older = channel.messages.filter(
        (m) =>
          m.id !== prompt.id &&
          !m.ephemeral &&
          m.channelId === 'c1' &&
          componentsOf(m).some((c) => customIdOf(c) && decodeComponentId(customIdOf(c) ?? '')),
      );
      if (older.length > 0 && pick(6) === 0) {
        const message = older[pick(older.length)] as LocalMessage;
        const comps = componentsOf(message).filter((c) => customIdOf(c));
        const c = comps[pick(comps.length)] as Component;
        const before = r.version;
        const actor = users.find((u) => u.id === toPing[pick(toPing.length)]) ?? ALICE;
        const responder = new LocalResponder(channel, 'c1');
        await runComponent(
          app,
          session.commands,
          { actor, channelId: 'c1', guildId: 'local' },
          { customId: customIdOf(c) ?? '', messageId: message.id, ...selectValues(c, pick) },
          responder,
        );
        oldPresses += 1;
        const after = await record();
        if (after && after.version !== before)
          fail(
            where,
            `a button of an earlier message ("${labelOf(c)}", ${customIdOf(c)}) changed the game: ${message.content.slice(0, 200)}`,
          );
      }

      // The next interaction: a deadline passes now and then, else a press of what the player is shown.
      const actor = users.find((u) => u.id === toPing[pick(toPing.length)]) ?? ALICE;
      const deadline = r.timers.find((x) => x.kind === 'deadline');
      interactions += 1;
      if (deadline && pick(12) === 0) {
        timeouts += 1;
        await scheduler.tick(new Date(deadline.due));
        // A missed deadline plays the rules' default action (or the loss): never nothing.
        if ((await record())?.version === r.version)
          fail(
            where,
            `the missed deadline played nothing; legal now: ${JSON.stringify(toPing.map((u) => t.rules.legalCommands(state, r.players.find((p) => p.userId === u)?.side ?? '')))}`.slice(
              0,
              600,
            ),
          );
        private_ = [];
        await settle();
        continue;
      }
      if (channel.lastModal && pick(2) === 0) {
        const form = channel.lastModal;
        channel.lastModal = undefined;
        const responder = new LocalResponder(channel, 'c1');
        await runComponent(
          app,
          session.commands,
          { actor, channelId: 'c1', guildId: 'local' },
          {
            customId: form.customId,
            messageId: '',
            fields: Object.fromEntries(form.fields.map((f) => [f.id, f.value ?? ''])),
          },
          responder,
        );
        await settle();
        continue;
      }
      const mine = private_.filter((p) => p.message.channelId === 'c1');
      const open: Press[] = [
        ...componentsOf(prompt)
          .filter((c) => customIdOf(c))
          .map((component) => ({ message: prompt, component })),
        ...mine,
      ];
      // Handing the side to the autopilot plays the rest of the game by itself: now and then, once the game is on.
      const handsOver = (p: Press) => {
        const action = decodeComponentId(customIdOf(p.component) ?? '')?.action;
        return action?.kind === 'command' && action.command === 'orders';
      };
      const choosable = interactions > 40 && pick(25) === 0 ? open : open.filter((p) => !handsOver(p));
      // Now and then a player types a legal command instead (every order can be typed; some only can).
      const side = r.players.find((p) => p.userId === actor.id)?.side ?? '';
      const standing = STANDING[options.ruleset];
      const orders = standing && interactions > 20 && pick(40) === 0 ? standing : undefined;
      const typed =
        !orders && (pick(3) === 0 || choosable.length === 0) ? typedCommand(t.rules, state, side, pick) : undefined;
      const spelled = orders ?? (typed ? TYPED[options.ruleset]?.(typed) : undefined);
      if (spelled) {
        trace.push(`${actor.name}: /${spelled.command} ${JSON.stringify(spelled.options)}`);
        const responder = new LocalResponder(channel, 'c1');
        await runCommand(
          app,
          session.commands,
          {
            actor,
            channelId: 'c1',
            guildId: 'local',
            command: spelled.command,
            ...(spelled.subcommand ? { subcommand: spelled.subcommand } : {}),
            options: spelled.options,
          },
          responder,
        );
        const after = await record();
        if (after && after.version === r.version)
          fail(
            where,
            `the legal ${typed?.type ?? 'standing orders'} typed as /${spelled.command} ${JSON.stringify(spelled.options)} was refused: ${responder.answers.map((a) => a.message.content).join(' / ')}`,
          );
        private_ = [];
        await settle();
        continue;
      }
      const press = choosable[pick(choosable.length)] ?? open[pick(open.length)];
      if (!press) {
        fail(where, 'the prompt has nothing to press');
        break;
      }
      const responder = new LocalResponder(channel, 'c1');
      trace.push(`${actor.name}: ${labelOf(press.component)}`);
      await runComponent(
        app,
        session.commands,
        { actor, channelId: 'c1', guildId: 'local' },
        {
          customId: customIdOf(press.component) ?? '',
          messageId: press.message.id,
          ...selectValues(press.component, pick),
        },
        responder,
      );
      const refused = responder.answers.find((a) => a.ephemeral && a.message.content === STALE);
      if (refused && press.message.id === prompt.id)
        fail(where, `"${labelOf(press.component)}" on the newest prompt was refused as belonging to an earlier moment`);
      // Menus and buttons a press opened privately are there to press next (until the moment moves on).
      const opened = responder.answers
        .filter((a) => a.ephemeral && componentsOf(a.message).length > 0)
        .flatMap((a) => {
          const message = channel.messages.find((m) => m.id === a.id);
          return message ? componentsOf(message).map((component) => ({ message, component })) : [];
        });
      const rAfter = await record();
      private_ = rAfter && rAfter.version === r.version ? [...opened, ...private_].slice(0, 30) : opened;
      await settle();
    }
    const end = await record();
    const over = end?.status !== 'active' || (end.state !== null && table().of(end).rules.outcome(end.state) !== null);
    return { interactions, checks, pings, timeouts, oldPresses, over, failures, trace };
  } finally {
    await app.close();
  }
}

/** A select menu is pressed with one of its options (or several, where it takes several). */
function selectValues(c: Component, pick: Pick): { values?: string[] } {
  if (c.type !== ComponentType.StringSelect || !('options' in c) || !Array.isArray(c.options)) return {};
  const options = c.options as { value: string }[];
  const chosen = options[pick(options.length)];
  return chosen ? { values: [chosen.value] } : { values: [] };
}

/** One of the side's legal commands (or the AI's candidates where orders are free-form), never a surrender. */
export function typedCommand(
  rules: {
    legalCommands(s: unknown, side: string): RulesetCommand[];
    applyCommand(s: unknown, c: RulesetCommand): { readonly ok: boolean };
    ai: { candidates?(s: unknown, side: string): RulesetCommand[] };
  },
  state: unknown,
  side: string,
  pick: Pick,
): RulesetCommand | undefined {
  // The AI's candidates are what it weighs, not all legal (squadron offers a target lock's reroll of
  // every die, one of them maybe rerolled already): only those the rules take are typed.
  const candidates = (rules.ai.candidates?.(state, side) ?? []).filter((c) => rules.applyCommand(state, c).ok);
  const all = [...rules.legalCommands(state, side), ...candidates].filter(
    (c) => !/concede|surrender|batch|followOrders|standing/i.test(c.type),
  );
  return all[pick(all.length)];
}
