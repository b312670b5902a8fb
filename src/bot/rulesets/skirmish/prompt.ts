/**
 * `skirmish`'s turn prompt (issue 44 deliverable 7): who must act, each unit's still-open actions (the
 * rules' `tasks`), and the buttons and menus of the moment: stay, advance, where to move (the rules'
 * sample moves), targets to shoot, charges to declare and, after the roll, the targets in reach, the
 * units to fight with, Command Re-roll and Insane Bravery where they apply, done, and the turn card.
 * A reaction (the defender's allocation order, Fire Overwatch, Heroic Intervention) gets its buttons
 * from the shared prompt: here the words of what is at stake and each option with the game's names.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { SkirmishCommand, SkirmishState, SkirmishUnit } from '../../../engine/rulesets/skirmish/index.js';
import { SKIRMISH } from '../../../engine/rulesets/skirmish/index.js';
import { hasText, loose, type Translate } from '../../locales/index.js';
import { encodeComponentId, gameTag } from '../../pipeline/custom-id.js';
import type { ActionRow } from '../../pipeline/request.js';
import { type At, button, menu, rows } from '../components.js';
import type { PromptInput, PromptParts } from '../table.js';
import { diceList } from './narrate.js';
import {
  groupText,
  hexText,
  phaseWord,
  reactionOptionText,
  sideName,
  strengthText,
  unitName,
  weaponName,
} from './words.js';

type State = SkirmishState;
type Command = SkirmishCommand;
type Button = ReturnType<typeof button>;

const of = <T extends Command['type']>(legal: readonly Command[], type: T): Extract<Command, { type: T }>[] =>
  legal.filter((c): c is Extract<Command, { type: T }> => c.type === type);

/** An open action of a unit in words ("shoot", "charge"): never the engine's own name. */
export function taskWord(t: Translate, can: string): string | undefined {
  const key = `skirmish.tasks.${can}`;
  return hasText(key) ? loose(t)(key) : undefined;
}

/** "Turn card": a unit's whole phase in one form (turn-card.ts). */
function cardButton(t: Translate, at: At): Button {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: loose(t)('skirmish.buttons.turnCard').slice(0, 80),
    custom_id: encodeComponentId({ ...at, action: { kind: 'plan' } }),
  } as Button;
}

const doneButton = (t: Translate, at: At, key: string): Button =>
  button(at, loose(t)(key), 'done', {}, ButtonStyle.Success);

/** Each unit of the side with something open: "• Raiders (5/5): move, advance, stay". */
function taskLines(t: Translate, state: State, side: string): string[] {
  const say = loose(t);
  return SKIRMISH.tasks(state, side).flatMap((task) => {
    const unit = state.units.find((u) => u.id === task.unit);
    if (!unit) return [];
    const can = task.can.map((c) => taskWord(t, c)).filter((w): w is string => w !== undefined);
    return [
      say(task.required ? 'skirmish.prompt.taskRequired' : 'skirmish.prompt.task', {
        unit: unitName(state, unit.id),
        strength: strengthText(state, unit),
        can: can.join(', ') || '—',
      }),
    ];
  });
}

const unitOf = (state: State, id: string): SkirmishUnit | undefined => state.units.find((u) => u.id === id);

/** A unit's sample moves as a menu (`/move unit to`): the rules offer a handful of sensible hexes. */
function moveMenu(t: Translate, state: State, at: At, legal: readonly Command[], unit: string): ActionRow | undefined {
  const say = loose(t);
  const moves = [
    ...of(legal, 'move').filter((c) => c.unit === unit),
    ...of(legal, 'arrive').filter((c) => c.unit === unit),
  ];
  const hexes = [...new Set(moves.map((c) => hexText(c.to)))];
  if (hexes.length === 0) return undefined;
  return menu(
    at,
    'move',
    { unit },
    'to',
    say('skirmish.menus.moveTo', { unit: unitName(state, unit) }),
    hexes.map((hex) => ({ label: say('skirmish.menus.hex', { hex }), value: hex })),
  );
}

function commandPhase(t: Translate, state: State, at: At, side: string): PromptParts {
  const say = loose(t);
  const p = state.pending;
  if (p?.kind === 'shock' && p.side === side)
    return {
      content: say('skirmish.prompt.shockFailed', {
        unit: unitName(state, p.unit),
        dice: diceList(p.dice),
        total: p.total,
      }),
      components: rows([
        button(
          at,
          say('skirmish.buttons.bravery'),
          'stratagem',
          { name: 'insane-bravery', unit: p.unit },
          ButtonStyle.Primary,
        ),
        doneButton(t, at, 'skirmish.buttons.letStand'),
      ]),
    };
  return {
    content: say('skirmish.prompt.phase', { side: sideName(state, side), phase: phaseWord(t, state.phase) }),
    components: rows([doneButton(t, at, 'skirmish.buttons.done')]),
  };
}

function movementPhase(t: Translate, state: State, at: At, side: string, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const p = state.pending;
  const lines: string[] = [];
  const buttons: Button[] = [];
  const menus: ActionRow[] = [];
  if (p?.kind === 'advance' && p.side === side) {
    lines.push(say('skirmish.prompt.advanceRolled', { unit: unitName(state, p.unit), roll: p.total }));
    if (of(legal, 'stratagem').some((c) => c.stratagem === 'commandReroll'))
      buttons.push(button(at, say('skirmish.buttons.reroll'), 'stratagem', { name: 'command-reroll', unit: p.unit }));
    const m = moveMenu(t, state, at, legal, p.unit);
    if (m) menus.push(m);
  } else if (state.movementStep === 'reinforcements') {
    lines.push(say('skirmish.prompt.reinforcements', { side: sideName(state, side) }));
    const reserves = [...new Set(of(legal, 'arrive').map((c) => c.unit))];
    for (const id of reserves.slice(0, 3)) {
      const m = moveMenu(t, state, at, legal, id);
      if (m) menus.push(m);
    }
  } else {
    lines.push(say('skirmish.prompt.movement', { side: sideName(state, side) }));
    const units = [...new Set([...of(legal, 'stay'), ...of(legal, 'advance')].map((c) => c.unit))];
    for (const id of units.slice(0, 8)) {
      const name = unitName(state, id);
      if (of(legal, 'stay').some((c) => c.unit === id))
        buttons.push(button(at, say('skirmish.buttons.stay', { unit: name }), 'stay', { unit: id }));
      if (of(legal, 'advance').some((c) => c.unit === id))
        buttons.push(button(at, say('skirmish.buttons.advance', { unit: name }), 'advance', { unit: id }));
    }
    const movers = [...new Set(of(legal, 'move').map((c) => c.unit))];
    for (const id of movers.slice(0, 2)) {
      const m = moveMenu(t, state, at, legal, id);
      if (m) menus.push(m);
    }
    if (state.lastMove && unitOf(state, state.lastMove.unit)?.side === side)
      lines.push(say('skirmish.prompt.adjust', { unit: unitName(state, state.lastMove.unit) }));
  }
  lines.push(...taskLines(t, state, side));
  buttons.push(doneButton(t, at, 'skirmish.buttons.done'));
  const buttonRows = rows(buttons.slice(0, 14));
  return {
    content: lines.join('\n'),
    components: [
      ...buttonRows,
      ...menus.slice(0, Math.max(0, 4 - buttonRows.length)),
      // The turn card plays a unit's whole phase: not while a roll waits on its move (turn-card.ts).
      ...(state.pending === null
        ? [{ type: ComponentType.ActionRow, components: [cardButton(t, at)] } as ActionRow]
        : []),
    ],
  };
}

function shootingPhase(t: Translate, state: State, at: At, side: string, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const shots = of(legal, 'shoot');
  const units = [...new Set(shots.map((c) => c.unit))];
  const menus = units.slice(0, 3).map((id) => {
    const targets = [...new Set(shots.filter((c) => c.unit === id).flatMap((c) => c.fire.map((f) => f.target)))];
    return menu(
      at,
      'shoot',
      { unit: id },
      'target',
      say('skirmish.menus.shootAt', { unit: unitName(state, id) }),
      targets.map((target) => ({
        label: unitName(state, target),
        value: target,
        description: [
          ...new Set(
            shots
              .filter((c) => c.unit === id)
              .flatMap((c) => c.fire.filter((f) => f.target === target).map((f) => weaponName(t, state, f.weapon))),
          ),
        ].join(', '),
      })),
    );
  });
  return {
    content: [say('skirmish.prompt.shooting', { side: sideName(state, side) }), ...taskLines(t, state, side)].join(
      '\n',
    ),
    components: [
      ...menus,
      {
        type: ComponentType.ActionRow,
        components: [doneButton(t, at, 'skirmish.buttons.doneShooting'), cardButton(t, at)],
      },
    ],
  };
}

function chargePhase(t: Translate, state: State, at: At, side: string, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const p = state.pending;
  if (p?.kind === 'charge' && p.side === side) {
    const moves = of(legal, 'chargeMove').filter((c) => c.unit === p.unit);
    const seen = new Set<string>();
    const buttons: Button[] = [];
    for (const c of moves) {
      const key = [...c.targets].sort().join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      buttons.push(
        button(
          at,
          say('skirmish.buttons.chargeInto', { targets: c.targets.map((id) => unitName(state, id)).join(' + ') }),
          'charge',
          { unit: p.unit, targets: c.targets.join(',') },
          ButtonStyle.Danger,
        ),
      );
    }
    if (of(legal, 'stratagem').some((c) => c.stratagem === 'commandReroll'))
      buttons.push(button(at, say('skirmish.buttons.reroll'), 'stratagem', { name: 'command-reroll', unit: p.unit }));
    buttons.push(doneButton(t, at, 'skirmish.buttons.giveUpCharge'));
    return {
      content: say('skirmish.prompt.chargeRolled', {
        unit: unitName(state, p.unit),
        dice: diceList(p.dice),
        total: p.total,
        targets: [...new Set(moves.flatMap((c) => c.targets))].map((id) => unitName(state, id)).join(', ') || '—',
      }),
      components: rows(buttons.slice(0, 20)),
    };
  }
  const chargers = of(legal, 'charge').map((c) =>
    button(
      at,
      say('skirmish.buttons.charge', { unit: unitName(state, c.unit) }),
      'charge',
      { unit: c.unit },
      ButtonStyle.Danger,
    ),
  );
  return {
    content: [say('skirmish.prompt.charge', { side: sideName(state, side) }), ...taskLines(t, state, side)].join('\n'),
    components: [
      ...rows(chargers.slice(0, 15)),
      {
        type: ComponentType.ActionRow,
        components: [doneButton(t, at, 'skirmish.buttons.doneCharges'), cardButton(t, at)],
      },
    ],
  };
}

function fightPhase(t: Translate, state: State, at: At, side: string, legal: readonly Command[]): PromptParts {
  const say = loose(t);
  const fights = of(legal, 'fight').map((c) =>
    button(
      at,
      say('skirmish.buttons.fight', { unit: unitName(state, c.unit), target: unitName(state, c.target) }),
      'fight',
      { unit: c.unit, target: c.target },
      ButtonStyle.Danger,
    ),
  );
  const step = state.fight?.step ?? 'remaining';
  const done = of(legal, 'done').length > 0 ? [doneButton(t, at, 'skirmish.buttons.done')] : [];
  return {
    content: [say(`skirmish.prompt.fight.${step}`, { side: sideName(state, side) }), ...taskLines(t, state, side)].join(
      '\n',
    ),
    components: rows([...fights.slice(0, 20), ...done]),
  };
}

/** What a reaction puts at stake, and each option in the game's names (the buttons say them in short). */
function reaction(t: Translate, state: State, kind: string, side: string, options: readonly string[]): PromptParts {
  const say = loose(t);
  const listed = options.map((id, i) => `${i + 1}. ${reactionOptionText(t, state, kind, id)}`);
  const a = state.attack;
  if (kind === 'allocation' && a) {
    return {
      content: [
        say('skirmish.prompt.allocation', {
          side: sideName(state, side),
          attacker: unitName(state, a.attacker),
          weapon: weaponName(t, state, a.weapon),
          target: unitName(state, a.target),
          n: a.wounds,
          ap: a.ap,
          damage: String(a.damage),
        }),
        ...(a.devastating > 0 ? [say('skirmish.prompt.devastating', { n: a.devastating })] : []),
        ...a.groups.map((g) => `• ${groupText(t, state, a.target, g)}`),
        say('skirmish.prompt.allocationHow', { cp: state.cp[side] ?? 0 }),
        ...listed,
      ].join('\n'),
      components: [],
    };
  }
  return {
    content: [
      say(`skirmish.prompt.${kind === 'heroic' ? 'heroic' : 'overwatch'}`, {
        side: sideName(state, side),
        cp: state.cp[side] ?? 0,
      }),
      ...listed,
    ].join('\n'),
    components: [],
  };
}

export function skirmishPrompt(input: PromptInput<State>): PromptParts {
  const { t, record, state, version, mentions, deadline } = input;
  const at = { game: gameTag(record), version };
  const awaited = SKIRMISH.awaiting(state);
  const side = awaited.sides[0] ?? state.active;
  const legal = awaited.kind === 'turn' ? awaited.sides.flatMap((s) => SKIRMISH.legalCommands(state, s)) : [];
  const parts: PromptParts =
    awaited.kind === 'reaction'
      ? reaction(
          t,
          state,
          awaited.reaction.kind,
          awaited.reaction.side,
          awaited.reaction.options.map((o) => o.id),
        )
      : state.phase === 'command'
        ? commandPhase(t, state, at, side)
        : state.phase === 'movement'
          ? movementPhase(t, state, at, side, legal)
          : state.phase === 'shooting'
            ? shootingPhase(t, state, at, side, legal)
            : state.phase === 'charge'
              ? chargePhase(t, state, at, side, legal)
              : fightPhase(t, state, at, side, legal);
  const head = loose(t)('skirmish.prompt.header', {
    round: state.round,
    rounds: state.rounds,
    side: sideName(state, state.active),
    phase: phaseWord(t, state.phase),
    cp: state.cp[side] ?? 0,
  });
  return {
    content: `${mentions} ${head}\n${parts.content}${deadline}`.trim(),
    components: parts.components,
  };
}
