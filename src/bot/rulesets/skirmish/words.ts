/**
 * `skirmish`'s words for the game's own things (issue 44 deliverable 7): units, sides, models, weapons,
 * allocation groups, stratagems, phases, hexes, in the reader's language. The engine speaks in ids and
 * codes only (`g1`, `chargeMove`, `u3`); every word a player reads is looked up here in the table's
 * catalogue (`skirmish.*`), so no internal name reaches a player.
 */
import { formatHex, parseHex, type Hex } from '../../../engine/index.js';
import type {
  AllocationGroup,
  Datasheet,
  SkirmishModel,
  SkirmishState,
  SkirmishUnit,
  Stratagem,
  Weapon,
} from '../../../engine/rulesets/skirmish/index.js';
import { hasText, loose, type Translate } from '../../locales/index.js';
import { cleanName } from '../../presentation/sanitize.js';
import { localDatasheetName, localModelName, localWeaponName, namesDatasheet, namesWeapon } from './content-words.js';

type State = SkirmishState;

const norm = (s: string): string => s.trim().toLowerCase();

export const unitOf = (state: State, id: string): SkirmishUnit | undefined => state.units.find((u) => u.id === id);

/** A unit's name as players read it (an unknown id stays as it is). */
export function unitName(state: State, id: string): string {
  return cleanName(unitOf(state, id)?.name ?? id);
}

export const sideName = (state: State, id: string): string =>
  cleanName(state.sides.find((s) => s.id === id)?.name ?? id);

export const datasheetOfUnit = (state: State, unit: SkirmishUnit): Datasheet | undefined =>
  state.catalog.datasheets[unit.datasheet];

/** A unit by id or name (any case), or by its datasheet's name in any language when named after it. */
export function findUnit(state: State, typed: string): SkirmishUnit | undefined {
  const wanted = norm(typed);
  if (wanted === '') return undefined;
  return (
    state.units.find((u) => u.id === typed.trim()) ??
    state.units.find((u) => norm(u.name) === wanted) ??
    state.units.find((u) => {
      const sheet = datasheetOfUnit(state, u);
      return sheet !== undefined && namesDatasheet(typed, sheet) && !u.destroyed;
    })
  );
}

/** Why a game ended, in words (a reason the table does not know reads as "the game is over"). */
export const reasonWord = (t: Translate, reason: string): string =>
  loose(t)(hasText(`skirmish.outcomes.${reason}`) ? `skirmish.outcomes.${reason}` : 'skirmish.outcomes.other');

export const phaseWord = (t: Translate, phase: string): string => loose(t)(`skirmish.phases.${phase}`);
export const stratagemWord = (t: Translate, stratagem: Stratagem | string): string =>
  loose(t)(`skirmish.stratagems.${stratagem}.name`);
export const hexText = (hex: Hex): string => formatHex(hex);

/** A hex label as typed: "0712", "712" (its leading zero kept), "7.12". */
export function readHex(typed: string): Hex | undefined {
  const text = typed.trim();
  return parseHex(/^\d{3}$/.test(text) ? text.padStart(4, '0') : text);
}

/** Several hex labels, separated by spaces or commas; undefined when one is not a hex. */
export function readHexes(typed: string): Hex[] | undefined {
  const parts = typed.split(/[\s,;]+/).filter(Boolean);
  const hexes = parts.map(readHex);
  return hexes.every((h): h is Hex => h !== undefined) && hexes.length > 0 ? hexes : undefined;
}

/** The weapon with this id in the game's catalog. */
export const weaponOf = (state: State, id: string): Weapon | undefined => state.catalog.weapons[id];

/** A weapon's name in the reader's language. */
export function weaponName(t: Translate, state: State, id: string): string {
  const weapon = weaponOf(state, id);
  return weapon ? localWeaponName(t, weapon) : id;
}

/** The weapons a unit's living models carry, each once, in datasheet order. */
export function unitWeapons(state: State, unit: SkirmishUnit, kind?: 'ranged' | 'melee'): Weapon[] {
  const sheet = datasheetOfUnit(state, unit);
  if (!sheet) return [];
  const living = new Set(unit.models.filter((m) => m.alive).map((m) => m.profile));
  const ids = [...new Set(sheet.models.filter((p) => living.has(p.id)).flatMap((p) => p.weapons))];
  return ids
    .map((id) => weaponOf(state, id))
    .filter((w): w is Weapon => w !== undefined && (kind === undefined || w.kind === kind));
}

/** A weapon of the unit as typed: its id, or its name in any language. */
export function findWeapon(state: State, unit: SkirmishUnit, typed: string): Weapon | undefined {
  const all = unitWeapons(state, unit);
  const wanted = norm(typed);
  return all.find((w) => w.id === wanted) ?? all.find((w) => namesWeapon(typed, w));
}

/** A model's kind in the reader's words ("Sergeant"). */
export function modelName(t: Translate, state: State, unit: SkirmishUnit, model: SkirmishModel): string {
  const sheet = datasheetOfUnit(state, unit);
  const profile = sheet?.models.find((p) => p.id === model.profile);
  return sheet && profile ? localModelName(t, sheet, profile) : model.profile;
}

/** "Sergeant (model 1)": one model of a unit as a report names it. */
export function modelText(t: Translate, state: State, unitId: string, n: number | null): string {
  const unit = unitOf(state, unitId);
  const model = unit?.models.find((m) => m.n === n);
  if (!unit || !model) return loose(t)('skirmish.words.aModel');
  return loose(t)('skirmish.words.model', { name: modelName(t, state, unit, model), n: model.n });
}

/** The datasheet's name in the reader's language. */
export function datasheetName(t: Translate, state: State, unit: SkirmishUnit): string {
  const sheet = datasheetOfUnit(state, unit);
  return sheet ? localDatasheetName(t, sheet) : unit.datasheet;
}

/** A group's number for players: `g2` is "Group 2". */
export const groupNumber = (id: string): string => id.replace(/^g/, '');

/**
 * An allocation group as the defender reads it (seed 003, Save Roll): "Group 1 (Sergeant, W2 Sv3+)",
 * "Group 2 (4 × Trooper, W1 Sv3+ 5++)". Never the engine's `g1`.
 */
export function groupText(t: Translate, state: State, unitId: string, group: AllocationGroup): string {
  const say = loose(t);
  const unit = unitOf(state, unitId);
  const models = unit ? unit.models.filter((m) => group.models.includes(m.n)) : [];
  const names = [...new Set(models.map((m) => (unit ? modelName(t, state, unit, m) : m.profile)))];
  const who =
    models.length === 1
      ? (names[0] ?? '')
      : say('skirmish.words.models', { n: models.length, name: names.join('/') || '?' });
  return say(group.invulnerable ? 'skirmish.words.groupInvulnerable' : 'skirmish.words.group', {
    n: groupNumber(group.id),
    models: who,
    wounds: group.wounds,
    save: group.save,
    invulnerable: group.invulnerable ?? 0,
  });
}

/** An order of groups as said in a report: "Group 2 → Group 1". */
export const orderText = (t: Translate, order: readonly string[]): string =>
  order.map((g) => loose(t)('skirmish.words.groupShort', { n: groupNumber(g) })).join(' → ');

/**
 * A reaction's option as the prompt's lines say it, with the game's names (the buttons use the
 * catalogue's words: reaction-words.ts): an allocation `g2>g1+brace` is "Group 2 → Group 1 + Brace for
 * Impact"; Fire Overwatch's `<unit>><target>` and Heroic Intervention's `<unit>><charger>` are
 * "Hunters fire at Raiders"; `pass` declines.
 */
export function reactionOptionText(t: Translate, state: State, kind: string, option: string): string {
  const say = loose(t);
  if (option === 'pass') return say(`skirmish.reactions.${kind}.options.pass`);
  if (kind === 'allocation') {
    const [order = '', ...rest] = option.split('+');
    const parts = [orderText(t, order.split('>'))];
    if (rest.includes('brace')) parts.push(stratagemWord(t, 'braceForImpact'));
    return parts.join(' + ');
  }
  const [unit = '', other = ''] = option.split('>');
  return say(kind === 'heroic' ? 'skirmish.words.heroicOption' : 'skirmish.words.overwatchOption', {
    unit: unitName(state, unit),
    target: unitName(state, other),
  });
}

/** A unit's models left over its starting count, and wounds on a one-model unit: "4/5" or "W 7/10". */
export function strengthText(state: State, unit: SkirmishUnit): string {
  const sheet = datasheetOfUnit(state, unit);
  const living = unit.models.filter((m) => m.alive);
  if (unit.models.length === 1) {
    const max = sheet?.models.find((p) => p.id === unit.models[0]?.profile)?.wounds ?? 0;
    return `W ${unit.models[0]?.wounds ?? 0}/${max}`;
  }
  return `${living.length}/${unit.models.length}`;
}
