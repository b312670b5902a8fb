/**
 * How `skirmish`'s pictures get their words (issue 44): every word a player reads is looked up by key
 * through the `say` the table passes (its translator over the catalogue, in the reader's language;
 * the catalogue holds these very keys, `skirmish.pictures.*`, in every locale). Names of units,
 * sides, datasheets, model profiles and weapons come through the same words object (the table
 * translates the assets' names). SKIRMISH_ENGLISH is the English text of every key, for callers that
 * pass nothing (tests, tools) and for a key a catalogue lacks.
 */
import { fillTemplate } from '../fleet/words.js';

export type SkirmishWordValues = Readonly<Record<string, string | number>>;
/** Looks a key up in the reader's language and fills in its values. */
export type SkirmishSay = (key: string, values?: SkirmishWordValues) => string;

export interface SkirmishWords {
  readonly say: SkirmishSay;
  /** The picture's title (the mission's name in the reader's words); "Skirmish" when left out. */
  readonly title?: string;
  /** A unit's name, by id; the board's when left out. */
  readonly unit?: (id: string) => string | undefined;
  /** A side's name, by id; the board's when left out. */
  readonly side?: (id: string) => string | undefined;
  /** A datasheet's name, by id; the sheet's when left out. */
  readonly datasheet?: (id: string) => string | undefined;
  /** A model profile's name, by datasheet and profile id; the sheet's when left out. */
  readonly profile?: (datasheet: string, id: string) => string | undefined;
  /** A weapon's name, by id; the sheet's (or the id) when left out. */
  readonly weapon?: (id: string) => string | undefined;
}

const P = 'skirmish.pictures';

/** Every key the pictures use, with its English text ({name} values; plural forms as the catalogue's). */
export const SKIRMISH_ENGLISH: Readonly<Record<string, string>> = {
  [`${P}.map.title`]: 'Skirmish',
  [`${P}.map.header`]: 'Round {round} of {rounds} · {phase} · {side} to play',
  [`${P}.map.gameOver`]: 'Round {round} of {rounds} · game over',
  [`${P}.map.score`]: '{side}: {cp} CP · {vp} VP',
  [`${P}.map.toAct`]: 'Still to act: {units}',
  [`${P}.map.noneToAct`]: 'No unit left to act this phase',
  [`${P}.map.objectives`]: 'Objectives: {list}',
  [`${P}.map.objectiveHeld`]: '{n} {side} ({levels})',
  [`${P}.map.objectiveOpen`]: '{n} unheld ({levels})',
  [`${P}.map.units`]: '{side}:',
  [`${P}.map.unitEntry`]: '{tag} {name}',
  [`${P}.map.reserve`]: '{tag} {name} (reserve)',
  [`${P}.map.plateShocked`]: 'shocked',
  [`${P}.map.attackShooting`]: '{attacker} → {target}, {weapon}: {result}',
  [`${P}.map.attackFight`]: '{attacker} fights {target}, {weapon}: {result}',
  [`${P}.map.attackOverwatch`]: 'Overwatch {attacker} → {target}, {weapon}: {result}',
  [`${P}.map.resultAttacks`]: '{n, plural, one {# attack} other {# attacks}}',
  [`${P}.map.resultHits`]: '{n, plural, one {# hit} other {# hits}}',
  [`${P}.map.resultWounds`]: '{n, plural, one {# wound} other {# wounds}}',
  [`${P}.map.resultSlain`]: '{n} slain',
  [`${P}.map.resultLost`]: '{n, plural, one {# wound lost} other {# wounds lost}}',
  [`${P}.map.chargeSucceeded`]: '{unit} charged {targets} (roll {roll})',
  [`${P}.map.chargeFailed`]: '{unit}’s charge failed (roll {roll}): {reason}',
  [`${P}.map.chargeDeclared`]: '{unit} declared a charge (roll {roll})',
  [`${P}.map.chargeReasons.noTarget`]: 'no target in reach',
  [`${P}.map.chargeReasons.cannotReach`]: 'could not reach',
  [`${P}.map.chargeReasons.declined`]: 'not made',
  [`${P}.map.destroyed`]: 'Destroyed: {units}',
  [`${P}.phases.command`]: 'Command phase',
  [`${P}.phases.movement`]: 'Movement phase',
  [`${P}.phases.shooting`]: 'Shooting phase',
  [`${P}.phases.charge`]: 'Charge phase',
  [`${P}.phases.fight`]: 'Fight phase',
  [`${P}.terrain.ruin`]: 'ruin',
  [`${P}.terrain.woods`]: 'woods',
  [`${P}.terrain.crater`]: 'crater',
  [`${P}.terrain.wall`]: 'wall',
  [`${P}.legend.height`]: 'height',
  [`${P}.legend.deployment`]: 'deployment zones',
  [`${P}.legend.objective`]: 'objective (3-hex ring)',
  [`${P}.legend.wounded`]: 'wounded',
  [`${P}.legend.character`]: 'character',
  [`${P}.legend.large`]: 'large base',
  [`${P}.legend.shocked`]: 'battle-shocked',
  [`${P}.legend.coherency`]: 'coherency',
  [`${P}.legend.engaged`]: 'engaged',
  [`${P}.legend.move`]: 'move',
  [`${P}.legend.attack`]: 'attack',
  [`${P}.legend.rulers`]: 'Hex numbers: column at the top or bottom edge, row at the side edge.',
  [`${P}.sheet.title`]: '{tag} {name}',
  [`${P}.sheet.datasheet`]: '{datasheet} · {role} · {points} points',
  [`${P}.sheet.profiles`]: 'Profiles',
  [`${P}.sheet.models`]: 'Models (wounds left)',
  [`${P}.sheet.weapons`]: 'Weapons',
  [`${P}.sheet.abilities`]: 'Abilities',
  [`${P}.sheet.status`]: 'This turn',
  [`${P}.sheet.profileName`]: '{name} ({alive}/{count})',
  [`${P}.sheet.slain`]: 'slain',
  [`${P}.sheet.none`]: '–',
  [`${P}.sheet.melee`]: 'Melee',
  [`${P}.sheet.range`]: '{range}"',
  [`${P}.sheet.head.name`]: 'Model',
  [`${P}.sheet.head.move`]: 'M',
  [`${P}.sheet.head.toughness`]: 'T',
  [`${P}.sheet.head.save`]: 'Sv',
  [`${P}.sheet.head.invulnerable`]: 'InSv',
  [`${P}.sheet.head.wounds`]: 'W',
  [`${P}.sheet.head.leadership`]: 'Ld',
  [`${P}.sheet.head.control`]: 'OC',
  [`${P}.sheet.head.feelNoPain`]: 'FNP',
  [`${P}.sheet.head.weapon`]: 'Weapon',
  [`${P}.sheet.head.range`]: 'Range',
  [`${P}.sheet.head.attacks`]: 'A',
  [`${P}.sheet.head.skill`]: 'BS/WS',
  [`${P}.sheet.head.strength`]: 'S',
  [`${P}.sheet.head.ap`]: 'AP',
  [`${P}.sheet.head.damage`]: 'D',
  [`${P}.roles.battleline`]: 'battleline',
  [`${P}.roles.infantry`]: 'infantry',
  [`${P}.roles.elite`]: 'elite',
  [`${P}.roles.vehicle`]: 'vehicle',
  [`${P}.roles.character`]: 'character',
  [`${P}.roles.beast`]: 'beast',
  [`${P}.roles.support`]: 'support',
  [`${P}.keywords.infantry`]: 'infantry',
  [`${P}.keywords.character`]: 'character',
  [`${P}.keywords.vehicle`]: 'vehicle',
  [`${P}.keywords.monster`]: 'monster',
  [`${P}.keywords.beast`]: 'beast',
  [`${P}.keywords.battleline`]: 'battleline',
  [`${P}.keywords.large`]: 'large base',
  [`${P}.abilities.assault`]: 'assault',
  [`${P}.abilities.heavy`]: 'heavy',
  [`${P}.abilities.pistol`]: 'pistol',
  [`${P}.abilities.rapidFire`]: 'rapid fire {n}',
  [`${P}.abilities.melta`]: 'melta {n}',
  [`${P}.abilities.torrent`]: 'torrent',
  [`${P}.abilities.sustainedHits`]: 'sustained hits {n}',
  [`${P}.abilities.lethalHits`]: 'lethal hits',
  [`${P}.abilities.twinLinked`]: 'twin-linked',
  [`${P}.abilities.anti`]: 'anti-{keyword} {n}+',
  [`${P}.abilities.devastatingWounds`]: 'devastating wounds',
  [`${P}.abilities.lance`]: 'lance',
  [`${P}.unitAbilities.rerollHitOnes`]: 'Rerolls hit rolls of 1',
  [`${P}.unitAbilities.fightsFirst`]: 'Fights first',
  [`${P}.unitAbilities.selfRepair`]:
    'Self-repair: regains {n, plural, one {# wound} other {# wounds}} in its Command phase',
  [`${P}.unitAbilities.deepStrike`]: 'Deep strike: arrives anywhere more than 8 hexes from enemies',
  [`${P}.status.destroyed`]: 'Destroyed',
  [`${P}.status.reserve`]: 'In reserve',
  [`${P}.status.shocked`]: 'Battle-shocked: OC 0, falls back only by Desperate Escape',
  [`${P}.status.stationary`]: 'Remained stationary',
  [`${P}.status.normal`]: 'Moved',
  [`${P}.status.advance`]: 'Advanced',
  [`${P}.status.fallBack`]: 'Fell back',
  [`${P}.status.arrived`]: 'Arrived from reserve',
  [`${P}.status.notMoved`]: 'Not moved yet',
  [`${P}.status.shot`]: 'Shot',
  [`${P}.status.chargeDeclared`]: 'Declared a charge',
  [`${P}.status.charged`]: 'Charged: fights first',
  [`${P}.status.fought`]: 'Fought',
};

/** English, for callers that pass no words: a key missing from SKIRMISH_ENGLISH reads as itself. */
export const ENGLISH_SKIRMISH_SAY: SkirmishSay = (key, values) => fillTemplate(SKIRMISH_ENGLISH[key] ?? key, values);

export const ENGLISH_SKIRMISH_WORDS: SkirmishWords = { say: ENGLISH_SKIRMISH_SAY };

/** The key under the pictures' prefix (`skirmish.pictures.` + `rest`). */
export const pictureKey = (rest: string): string => `${P}.${rest}`;
