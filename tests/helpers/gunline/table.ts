/**
 * `gunline` at the table: its one command (`/stance`), its prompt, words (in all four languages),
 * narration, report and picture. Built, like impulse's table, only on the bot's shared parts
 * (the pipeline's `act`, the command builder, the component ids), never on impulse's.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { createCanvas } from '@napi-rs/canvas';
import { FONT_STACK } from '../../../src/render/index.js';
import { err, isEmptyRoster, ok } from '../../../src/engine/index.js';
import { act } from '../../../src/bot/games/act.js';
import { defineCommand } from '../../../src/bot/pipeline/command.js';
import { encodeComponentId, gameTag } from '../../../src/bot/pipeline/custom-id.js';
import { problem } from '../../../src/bot/pipeline/problem.js';
import { loose, type Translate } from '../../../src/bot/locales/index.js';
import { cleanName } from '../../../src/bot/presentation/sanitize.js';
import type { PastMoment, TableRuleset } from '../../../src/bot/rulesets/table.js';
import type { GameRecord } from '../../../src/store/index.js';
import { GUN_DIE, GUNLINE_RULES, RANGE_DUEL, STANCES, type GunlineEvent, type GunlineState } from './rules.js';
import { GUNLINE_STRINGS } from './strings.js';
import { GunlineRosterSchema } from './roster.js';
import { GUNLINE_ROSTER } from './roster-table.js';

const asState = (state: unknown): GunlineState => state as GunlineState;
const shipName = (state: GunlineState, id: string) => cleanName(state.ships.find((s) => s.id === id)?.name ?? id);
const sideName = (state: GunlineState, id: string) => cleanName(state.sides.find((s) => s.id === id)?.name ?? id);

/** `/stance pick:` — secret: the channel learns only that a stance is in, never which. */
const stance = defineCommand(
  'stance',
  [{ name: 'pick', type: 'string', required: true, choices: STANCES }],
  async (ctx, { pick }) => {
    await act(ctx, ({ side }) => ok({ type: 'stance', side, pick }), {
      secret: true,
      privateNote: (t) => loose(t)('gunline.stanceIn', { pick: loose(t)(`commands.stance.choices.pick.${pick}`) }),
    });
  },
);

function narrateOne(t: Translate, state: GunlineState, e: GunlineEvent): string | null {
  const say = loose(t);
  switch (e.type) {
    case 'stanceSealed':
      return say('gunline.sealed', { side: sideName(state, e.side), ready: e.ready, of: e.of });
    case 'stancesRevealed':
      return say('gunline.revealed', {
        stances: Object.entries(e.stances)
          .map(([side, pick]) => `${sideName(state, side)}: ${say(`commands.stance.choices.pick.${pick}`)}`)
          .join(', '),
      });
    case 'shipHit':
      return say('gunline.hit', {
        ship: shipName(state, e.ship),
        damage: e.damage,
        rolled: e.rolled,
        zone: say(`gunline.zones.${e.zone}`),
        band: say(`gunline.bands.${e.band}`),
      });
    case 'shipTurned':
      return say('gunline.turned', { ship: shipName(state, e.ship) });
    case 'damageLanded':
      return say('gunline.landed', {
        ship: shipName(state, e.ship),
        damage: e.damage,
        shielded: e.shielded ? say('gunline.shielded') : '',
      });
    case 'gameEnded':
      return say('gunline.score', { score: scoreText(state) });
    case 'shipDestroyed':
      return say('gunline.destroyed', { ship: shipName(state, e.ship) });
    case 'roundStarted':
      return say('gunline.round', { round: e.round });
    default:
      return null;
  }
}

/** Each side's victory points, as the status, the picture and the summary say them. */
const scoreText = (state: GunlineState): string =>
  state.sides.map((s) => `${sideName(state, s.id)} ${state.vp[s.id] ?? 0}`).join(', ');

/** What the prompt asks: the shield reaction's stake, or the orders still to give. */
function promptText(t: Translate, s: GunlineState, mentions: string): string {
  const awaited = GUNLINE_RULES.awaiting(s);
  if (awaited.kind === 'reaction') {
    const ship = s.ships.find((x) => x.side === awaited.reaction.side);
    const volley = s.pending?.volleys.find((v) => v.target === ship?.id);
    return loose(t)('gunline.shieldAsk', {
      player: mentions,
      ship: shipName(s, ship?.id ?? ''),
      damage: volley?.damage ?? 0,
    });
  }
  const ready = s.sides.length - awaited.sides.length;
  return loose(t)('gunline.prompt', { player: mentions, round: s.round, depth: s.depth, ready, of: s.sides.length });
}

function picture(t: Translate, state: GunlineState, focus?: string) {
  const canvas = createCanvas(400, 60 + 50 * state.ships.length);
  const g = canvas.getContext('2d');
  g.fillStyle = '#10141c';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#e8ecf2';
  g.font = `18px ${FONT_STACK}`;
  g.fillText(loose(t)('gunline.roundOf', { round: state.round, rounds: state.rounds }), 16, 30);
  g.fillText(scoreText(state), 200, 30);
  state.ships.forEach((ship, i) => {
    const y = 60 + 50 * i;
    g.fillStyle = ship.id === focus ? '#ffd166' : '#e8ecf2';
    g.fillText(`${ship.name}`, 16, y + 20);
    g.fillStyle = '#3a4356';
    g.fillRect(140, y + 4, 240, 20);
    g.fillStyle = ship.hull > 0 ? '#4cc38a' : '#e5484d';
    g.fillRect(140, y + 4, (240 * Math.max(0, ship.hull)) / ship.hullMax, 20);
  });
  const alt = [...state.ships.map((s) => `${s.name} ${Math.max(0, s.hull)}/${s.hullMax}`), scoreText(state)].join(', ');
  return { name: 'board.png', data: canvas.toBuffer('image/png'), description: alt };
}

function report(t: Translate, state: GunlineState, events: readonly GunlineEvent[], room: number): string {
  const lines = events.flatMap((e) =>
    e.type === 'symbolDiceRolled'
      ? [
          loose(t)('gunline.dice', {
            who: e.purpose,
            faces: e.faces.map((f) => Object.keys(GUN_DIE.faces[f] ?? {})[0] ?? '·').join(' '),
          }),
        ]
      : [],
  );
  return (lines.join('\n') || loose(t)('gunline.noShots')).slice(0, room);
}

/** The round `round` rebuilt from the log: the state after it, and its events. */
function past(record: GameRecord, round: number): PastMoment | undefined {
  let state = record.initial as unknown as GunlineState;
  const events: GunlineEvent[] = [];
  for (const entry of record.log) {
    const before = state.round;
    const applied = GUNLINE_RULES.applyCommand(state, entry.command as never);
    if (!applied.ok) return undefined;
    state = applied.value.state;
    if (before === round) events.push(...applied.value.events);
    if (before === round && (state.round !== round || state.outcome)) return { state, events };
  }
  return undefined;
}

export const GUNLINE_TABLE: TableRuleset = {
  rules: GUNLINE_RULES as unknown as TableRuleset['rules'],
  commands: [stance],
  strings: GUNLINE_STRINGS,
  rulesTopics: [
    { id: 'stances', title: 'gunline.topics.stancesTitle', text: 'gunline.topics.stances' },
    { id: 'guns', title: 'gunline.topics.gunsTitle', text: 'gunline.topics.guns' },
  ],
  overlays: [],
  roundParts: [],
  roster: GUNLINE_ROSTER,
  scenarios: () => [{ id: RANGE_DUEL.id, name: RANGE_DUEL.name, sides: RANGE_DUEL.sides }],
  defaultScenario: RANGE_DUEL.id,
  start: (_app, record) => {
    if (record.scenario !== RANGE_DUEL.id) return err(problem('reply.noGame'));
    // A side's listed ship (issue 42's roster) flies instead of the scenario's; none listed: its own.
    const listed = GunlineRosterSchema.safeParse(record.roster);
    const roster = listed.success && !isEmptyRoster(listed.data) ? listed.data : null;
    const created = GUNLINE_RULES.createGame(RANGE_DUEL, roster, {}, record.seed);
    return created.ok
      ? ok({ setup: { scenario: RANGE_DUEL, roster, catalog: {} }, applied: created.value })
      : err(problem('reply.fleetImportBad', { problem: created.error.message }));
  },
  unitName: (state, id) => shipName(asState(state), id),
  sideName: (state, id) => sideName(asState(state), id),
  findUnit: (state, typed) =>
    asState(state).ships.find((s) => s.id === typed || s.name.toLowerCase() === typed.trim().toLowerCase())?.id,
  units: (state) => asState(state).ships.map((s) => ({ id: s.id, name: s.name, side: s.side, active: s.hull > 0 })),
  prompt: ({ t, record, state, version, mentions, deadline }) => {
    const s = asState(state);
    const at = { game: gameTag(record), version };
    const button = (pick: string) => ({
      type: ComponentType.Button as const,
      style: ButtonStyle.Primary as const,
      label: loose(t)(`commands.stance.choices.pick.${pick}`),
      custom_id: encodeComponentId({ ...at, action: { kind: 'command', command: 'stance', options: { pick } } }),
    });
    return {
      content: promptText(t, s, mentions) + deadline,
      components: [{ type: ComponentType.ActionRow, components: STANCES.map(button) }],
    };
  },
  narrate: (t, state, events) =>
    (events as GunlineEvent[])
      .map((e) => narrateOne(t, asState(state), e))
      .filter((l): l is string => l !== null)
      .join('\n'),
  report: (t, state, events, room) => report(t, asState(state), events as GunlineEvent[], room),
  picture: (t, { state, focus }) => Promise.resolve(picture(t, asState(state), focus)),
  unitSheet: (t, state, unit) => Promise.resolve(picture(t, asState(state), unit)),
  statusLines: (_t, state) => [
    ...asState(state).ships.map((s) => `• ${s.name}: ${Math.max(0, s.hull)}/${s.hullMax}`),
    `• ${scoreText(asState(state))}`,
  ],
  momentText: (t, state) => loose(t)('gunline.roundOf', { round: asState(state).round, rounds: asState(state).rounds }),
  past: (record, round) => past(record, round),
  pastName: (t, round) => loose(t)('gunline.pastRound', { round }),
  explainRuleError: () => undefined,
  reasonText: (t, reason) => loose(t)(`gunline.outcomes.${reason}`),
  commandName: (t, command) => loose(t)(`gunline.commandNames.${command.type}`),
};
