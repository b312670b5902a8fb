/**
 * The turn prompt (DESIGN.md section 6): who must act, what each of their ships must or may still
 * do, select menus to compose the whole turn and one "Submit turn" button, and buttons for the
 * common single choices. Every component carries the prompt's version, so old clicks are refused.
 */
import { apUseKey } from './ap-words.js';
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { APIButtonComponent, APISelectMenuOption } from 'discord-api-types/v10';
import { formatHex, impulse } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import { encodeComponentId, gameTag, type ComponentAction } from '../../pipeline/custom-id.js';
import type { Draft } from '../../games/draft.js';
import type { ImpulseSlot } from './draft-slots.js';
import type { Translate } from '../../locales/index.js';
import { criticalName, groupLabel, shipName, sideName } from './resolve.js';
import type { ActionRow } from '../../pipeline/request.js';
import type { PromptInput, PromptParts } from '../table.js';
import { decodeApUse, encodeApUse, lookAhead } from './turn-plan.js';
import { commandsOf } from './state-of.js';
import { lastPicks, mergePicks, proposeTurn, type Proposal } from './turn-proposal.js';
import { moveChoice } from './move-choices.js';
import { tutorialHint } from './tutorial.js';
import { answerToRemember } from './initiative-memory.js';
import { powerDefaultLines } from './power-defaults.js';

type State = impulse.GameState;

interface At {
  readonly game: string;
  readonly version: number;
}

const button = (
  at: At,
  action: ComponentAction,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success = ButtonStyle.Secondary,
): APIButtonComponent => ({
  type: ComponentType.Button,
  style,
  label: label.slice(0, 80),
  custom_id: encodeComponentId({ ...at, action }),
});

const command = (name: string, options: Record<string, string | boolean> = {}, subcommand?: string): ComponentAction =>
  subcommand ? { kind: 'command', command: name, subcommand, options } : { kind: 'command', command: name, options };

function select(
  at: At,
  shipId: string,
  slot: ImpulseSlot,
  placeholder: string,
  options: APISelectMenuOption[],
  picked: string | undefined,
): ActionRow {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: encodeComponentId({ ...at, action: { kind: 'draft', ship: shipId, slot } }),
        placeholder: placeholder.slice(0, 150),
        min_values: 1,
        max_values: 1,
        options: options.slice(0, 25).map((o) => ({ ...o, label: o.label.slice(0, 100), default: o.value === picked })),
      },
    ],
  };
}

function taskLine(t: Translate, state: State, task: impulse.ShipTask): string {
  const can = task.can.filter((c) => !(task.required && c === 'move'));
  const parts = [
    task.required ? t('reply.mustMove') : '',
    can.length > 0 ? t('reply.mayDo', { list: can.map((c) => t(`tasks.${c}`)).join(', ') }) : '',
  ].filter(Boolean);
  return `• **${shipName(state, task.ship)}** — ${parts.join(' · ')}`;
}

function apOptionsFor(t: Translate, state: State, ship: impulse.ShipState): APISelectMenuOption[] {
  const seen = new Set<string>();
  return impulse.apOptions(state, ship.id).flatMap(({ use }) => {
    const value = encodeApUse(use);
    if (seen.has(value)) return [];
    seen.add(value);
    const label = t(apUseKey(use.kind));
    const detail =
      use.kind === 'chargeYellow'
        ? groupLabel(t, state, ship, use.group)
        : use.kind === 'reinforceShield'
          ? t(`commands.ap.choices.arc.${use.arc}`)
          : use.kind === 'retargetMissile'
            ? `${use.missile} → ${shipName(state, use.target)}`
            : '';
    return [{ label: detail ? `${label}: ${detail}` : label, value }];
  });
}

function moveOptionsFor(t: Translate, state: State, side: string, shipId: string): APISelectMenuOption[] {
  const atMove = lookAhead(state, side, 'movement');
  if (!atMove) return [];
  return impulse
    .legalCommands(atMove, side)
    .filter((c): c is impulse.CommandOf<'move'> => c.type === 'move' && c.ship === shipId)
    .map((c) => ({
      label: `${t(`how.${c.how}`)}${c.afterburner ? ` (${t('names.options.afterburner')})` : ''}`,
      value: `${c.how}${c.afterburner ? '+ab' : ''}`,
    }));
}

function fireOptionsFor(state: State, side: string): APISelectMenuOption[] {
  return state.ships
    .filter((s) => s.side !== side && s.status === 'active')
    .map((s) => ({ label: shipName(state, s.id), value: s.id }));
}

/** What every section of the turn prompt works from. */
interface TurnView {
  readonly t: Translate;
  readonly state: State;
  readonly at: At;
  readonly side: string;
  /** The ship the prompt composes for: the first with a task, or any of the side's. */
  readonly ship: State['ships'][number] | undefined;
  readonly picks: Draft['picks'][string] | undefined;
}

/** A section's rows, and whether it composes part of the turn (then "Submit turn" is offered). */
interface Section {
  readonly rows: ActionRow[];
  readonly composing: boolean;
}

const buttonRow = (components: APIButtonComponent[]): ActionRow => ({ type: ComponentType.ActionRow, components });

/** The AP step: menus for the action point and the coming move. */
function apSection({ t, state, at, side, ship, picks }: TurnView): Section {
  if (!ship || state.flow.phase !== 'turn' || state.flow.step !== 'ap') return { rows: [], composing: false };
  const rows: ActionRow[] = [];
  const ap = apOptionsFor(t, state, ship);
  if (ap.length > 0)
    rows.push(select(at, ship.id, 'ap', t('reply.composeAp', { ship: shipName(state, ship.id) }), ap, picks?.ap));
  const moves = moveOptionsFor(t, state, side, ship.id);
  if (moves.length > 1)
    rows.push(
      select(at, ship.id, 'move', t('reply.composeMove', { ship: shipName(state, ship.id) }), moves, picks?.move),
    );
  return { rows, composing: true };
}

/** The movement step: a button per legal move of the ship. */
function movementSection({ t, state, at, side, ship }: TurnView): Section {
  if (!ship || state.flow.phase !== 'turn' || state.flow.step !== 'movement') return { rows: [], composing: false };
  const moves = impulse
    .legalCommands(state, side)
    .filter((c): c is impulse.CommandOf<'move'> => c.type === 'move' && c.ship === ship.id && !c.afterburner);
  const buttons = moves
    .slice(0, 5)
    .map((m) =>
      button(
        at,
        command('move', { ship: ship.id, how: moveChoice(m.how) }),
        `${shipName(state, ship.id)}: ${t(`how.${m.how}`)}`,
        ButtonStyle.Primary,
      ),
    );
  return { rows: buttons.length > 0 ? [buttonRow(buttons)] : [], composing: true };
}

/** The movement step: a button per way a missile may be steered. */
function steerSection({ state, at, side }: TurnView): Section {
  if (state.flow.phase !== 'turn' || state.flow.step !== 'movement') return { rows: [], composing: false };
  const steer = impulse
    .missileChoices(state, side)
    .flatMap((c) => c.options.map((h) => ({ missile: c.missile, to: formatHex(h) })));
  const buttons = steer
    .slice(0, 5)
    .map((o) =>
      button(at, command('move', { missile: o.missile, to: o.to }), `${o.missile} → ${o.to}`, ButtonStyle.Primary),
    );
  return { rows: buttons.length > 0 ? [buttonRow(buttons)] : [], composing: false };
}

/** Up to the firing step, with a charged weapon: a menu of targets. */
function fireSection({ t, state, at, side, ship, picks }: TurnView): Section {
  const flow = state.flow;
  if (!ship || flow.phase !== 'turn' || !(flow.step === 'ap' || flow.step === 'movement' || flow.step === 'firing'))
    return { rows: [], composing: false };
  if (!ship.groups.some((_, g) => impulse.isGroupReady(state, ship, g))) return { rows: [], composing: false };
  const targets = fireOptionsFor(state, side);
  const rows =
    targets.length > 0
      ? [select(at, ship.id, 'fire', t('reply.composeFire', { ship: shipName(state, ship.id) }), targets, picks?.fire)]
      : [];
  return { rows, composing: true };
}

/** The repair step: a button per repair the rules allow. */
function repairSection({ t, state, at, side, ship }: TurnView): Section {
  if (!ship || state.flow.phase !== 'turn' || state.flow.step !== 'repair') return { rows: [], composing: false };
  const repairs = impulse
    .legalCommands(state, side)
    .filter((c): c is impulse.CommandOf<'repair'> => c.type === 'repair');
  const buttons = repairs
    .slice(0, 5)
    .map((r) =>
      button(
        at,
        command('repair', { ship: r.ship, critical: r.critical }),
        `${shipName(state, r.ship)}: ${t('reply.repairButton', { critical: criticalName(t, state.ships.find((s) => s.id === r.ship)?.criticals.find((c) => c.id === r.critical)?.effect ?? r.critical) })}`.slice(
          0,
          80,
        ),
      ),
    );
  return { rows: buttons.length > 0 ? [buttonRow(buttons)] : [], composing: false };
}

/** The row every turn prompt ends with: Submit (when composing), End step, End turn, Map, Autopilot. */
function stepButtons({ t, state, at, side }: TurnView, composing: boolean): ActionRow[] {
  // The turn card's own row: play the planned turn, or open the form that plans every ship.
  const card = composing
    ? [
        buttonRow([
          button(at, { kind: 'submit' }, t('reply.submitTurn'), ButtonStyle.Success),
          button(at, { kind: 'plan' }, t('reply.planEvery'), ButtonStyle.Primary),
        ]),
      ]
    : [];
  const buttons: APIButtonComponent[] = [
    button(at, command('done'), t('reply.doneStep')),
    button(at, command('done', { turn: true }), t('reply.doneTurn')),
    button(at, command('map'), t('reply.showMap')),
  ];
  // Standing orders may be set at any time, so the button names the side whose prompt it is on.
  if (!state.standing?.sides[side])
    buttons.push(button(at, command('orders', { autopilot: true, for: side }), t('reply.autopilot')));
  return [...card, buttonRow(buttons)];
}

function turnComponents(
  t: Translate,
  record: GameRecord,
  state: State,
  version: number,
  picks: Draft['picks'],
  proposed: boolean,
): ActionRow[] {
  if (state.flow.phase !== 'turn') return [];
  const side = impulse.awaiting(state)[0] ?? '';
  const tasks = impulse.shipTasks(state, side);
  const ship =
    state.ships.find((s) => s.id === (tasks[0]?.ship ?? '')) ??
    state.ships.find((s) => s.side === side && s.status === 'active');
  const view: TurnView = {
    t,
    state,
    at: { game: gameTag(record), version },
    side,
    ship,
    picks: ship ? picks[ship.id] : undefined,
  };
  const sections = [apSection, movementSection, steerSection, fireSection, repairSection].map((section) =>
    section(view),
  );
  const rows = [
    ...sections.flatMap((s) => s.rows),
    ...stepButtons(view, proposed || sections.some((s) => s.composing)),
  ];
  return rows.slice(-5);
}

/** The turn "Submit turn" plays: the proposal with the menus' picks on top (also what submitDraft sends). */
export function turnCard(
  record: GameRecord,
  state: State,
  side: string,
  draft: Draft | undefined,
): (Proposal & { readonly chosen: boolean }) | undefined {
  const proposal = proposeTurn(state, side, lastPicks(commandsOf(record.log), side));
  const chosen = draft?.picks;
  if (!chosen || Object.keys(chosen).length === 0) return proposal ? { ...proposal, chosen: false } : undefined;
  return { picks: mergePicks(proposal?.picks, chosen), repeated: false, commands: [], chosen: true };
}

/** The planned turn in words: one line per ship. */
function plannedText(t: Translate, state: State, card: Proposal & { readonly chosen: boolean }): string {
  const lines = Object.entries(card.picks).map(([id, pick]) => {
    const ship = state.ships.find((s) => s.id === id);
    const parts: string[] = [];
    const use = pick.ap === undefined ? undefined : decodeApUse(pick.ap);
    if (use && ship) {
      const detail = use.kind === 'chargeYellow' ? `: ${groupLabel(t, state, ship, use.group)}` : '';
      parts.push(`${t(apUseKey(use.kind))}${detail}`);
    }
    const [how] = (pick.move ?? '').split('+');
    if (how && (impulse.MOVE_KINDS as readonly string[]).includes(how)) parts.push(t(`how.${how as impulse.MoveKind}`));
    if (pick.fire) parts.push(t('orders.fire', { target: shipName(state, pick.fire) }));
    return `• **${shipName(state, id)}**: ${parts.join(' · ')}`;
  });
  if (lines.length === 0) return t('reply.plannedNothing');
  const head = t(card.chosen ? 'reply.plannedChosen' : card.repeated ? 'reply.plannedAgain' : 'reply.planned');
  return [head, ...lines].join('\n');
}

/** Whether a ship's standing orders decide this step for it (a stopped plan no longer does). */
function coversStep(state: State, ship: string, step: string): boolean {
  const orders = state.standing?.ships[ship];
  if (!orders) return false;
  if (step === 'ap') return orders.ap !== undefined;
  if (step === 'movement') return (orders.moves?.length ?? 0) > 0 || orders.thenMove !== undefined;
  if (step === 'firing') return orders.fire !== undefined;
  if (step === 'repair') return orders.repair === true;
  return false;
}

/** The initiative prompt's line when the same answer as last time would be kept (issue 39). */
function onceMore(t: Translate, record: GameRecord, state: State, side: string): string[] {
  const last = answerToRemember(record, state, side);
  return last ? [t('reply.initiativeOnceMore', { choice: t(last === 'take' ? 'reply.take' : 'reply.give') })] : [];
}

/** The turn prompt of `impulse`: the Power Phase's, the initiative choice's, or a turn step's with its ships' tasks. */
export function impulsePrompt(input: PromptInput<State>): PromptParts {
  const { t, record, state, version, mentions, deadline } = input;
  const draft = input.draft as Draft | undefined;
  const flow = state.flow;
  const at: At = { game: gameTag(record), version };
  const hint = tutorialHint(t, record, state);
  if (flow.phase === 'power') {
    return {
      content:
        [
          t('reply.turnPromptPower', { player: mentions, round: flow.round }),
          ...powerDefaultLines(t, state, impulse.awaiting(state)),
          ...hint,
        ].join('\n') + deadline,
      components: [
        buttonRow([
          button(at, command('power'), t('reply.acceptPower'), ButtonStyle.Success),
          button(at, command('map'), t('reply.showMap')),
        ]),
      ],
    };
  }
  if (flow.phase === 'initiative') {
    return {
      content:
        [
          t('reply.turnPromptInitiative', { player: mentions }),
          ...onceMore(t, record, state, flow.chooser),
          ...hint,
        ].join('\n') + deadline,
      components: [
        buttonRow([
          button(at, command('initiative', { choice: 'take' }), t('reply.take'), ButtonStyle.Primary),
          button(at, command('initiative', { choice: 'give' }), t('reply.give')),
          // Asked once, kept (issue 13): a standing order, taken now and at every later choice.
          button(at, command('orders', { initiative: 'take' }), t('reply.alwaysTake')),
          button(at, command('map'), t('reply.showMap')),
        ]),
      ],
    };
  }
  const side = impulse.awaiting(state)[0] ?? '';
  const tasks = impulse.shipTasks(state, side);
  const step = flow.phase === 'turn' ? flow.step : 'ap';
  const letter = flow.phase === 'turn' ? flow.impulse : '';
  const header = t('reply.turnPrompt', {
    player: mentions,
    step: t(`steps.${step}`),
    impulse: letter,
    round: flow.round,
  });
  const lines = tasks.map((task) => taskLine(t, state, task));
  // The prompt is public: it says which ships have standing orders, never what they are.
  const ordered = state.ships
    .filter((s) => s.side === side && state.standing?.ships[s.id] !== undefined)
    .map((s) => shipName(state, s.id));
  const ordersLine = ordered.length > 0 ? [t('reply.ordersActive', { ships: ordered.join(', ') })] : [];
  // Why a side with standing orders is asked at all (issue 13): the ships its orders leave to it now.
  const uncovered = tasks
    .filter((task) => state.standing?.ships[task.ship] !== undefined && !coversStep(state, task.ship, step))
    .map((task) => shipName(state, task.ship));
  const uncoveredLine =
    uncovered.length > 0 ? [t('reply.ordersUncovered', { ships: uncovered.join(', '), step: t(`steps.${step}`) })] : [];
  // The turn card (issue 13): the whole turn proposed, played by one "Submit turn".
  const card = turnCard(record, state, side, draft);
  const cardLines = card ? [plannedText(t, state, card)] : [];
  return {
    content:
      [header, `(${sideName(state, side)})`, ...lines, ...ordersLine, ...uncoveredLine, ...cardLines, ...hint].join(
        '\n',
      ) + deadline,
    components: turnComponents(t, record, state, version, card?.picks ?? draft?.picks ?? {}, card !== undefined),
  };
}
