/**
 * How `fleet`'s pictures get their words (issue 43 deliverable 8): every word a player reads is
 * looked up by key through the `say` the table passes (its translator over the catalogue, in the
 * reader's language: the keys are those of FLEET_ENGLISH below, with their English text). Names of units,
 * sides and classes come through the same words object (the table translates the assets' names).
 * FLEET_ENGLISH is the English text of every key, for callers that pass nothing (tests, tools).
 */
export type FleetWordValues = Readonly<Record<string, string | number>>;
/** Looks a key up in the reader's language and fills in its values. */
export type FleetSay = (key: string, values?: FleetWordValues) => string;

export interface FleetWords {
  readonly say: FleetSay;
  /** The picture's title (the scenario's name in the reader's words). */
  readonly title?: string;
  /** A unit's name (ships and squadrons, by id); the board's name when left out. */
  readonly unit?: (id: string) => string | undefined;
  /** A side's name, by id; the board's when left out. */
  readonly side?: (id: string) => string | undefined;
  /** A ship or squadron class's name, by class id; the catalog's when left out. */
  readonly className?: (id: string) => string | undefined;
}

/** Every key the pictures use, with its English text ({name} values; plural forms as the catalogue's). */
export const FLEET_ENGLISH: Readonly<Record<string, string>> = {
  'fleet.map.title': 'Fleet battle',
  'fleet.map.header': 'Round {round} of {rounds} · {phase}',
  'fleet.map.score': '{side} {points}',
  'fleet.map.acting': 'Acting: {ship}',
  'fleet.map.toAct': '{side} to act',
  'fleet.map.dialsSecret': 'dials set in secret',
  'fleet.phases.command': 'Command Phase',
  'fleet.phases.ship': 'Ship Phase',
  'fleet.phases.squadron': 'Squadron Phase',
  'fleet.map.plateHull': 'hull {left}/{max}',
  'fleet.map.plateSquadron': 'hull {left}/{max}',
  'fleet.map.attackLine': '{attacker} → {defender}, {band}: {result}',
  'fleet.map.attackLineObstructed': '{attacker} → {defender}, {band}, obstructed: {result}',
  'fleet.map.zoneOf': '{unit} ({zone})',
  'fleet.map.result': '{total} damage: {shields} shields, {cards} cards',
  'fleet.map.resultSquadron': '{total} damage: hull −{hull}',
  'fleet.map.resultPending': 'declared',
  'fleet.zones.front': 'front',
  'fleet.zones.right': 'right',
  'fleet.zones.rear': 'rear',
  'fleet.zones.left': 'left',
  'fleet.bands.close': 'close',
  'fleet.bands.medium': 'medium',
  'fleet.bands.long': 'long',
  'fleet.map.legend.shields': 'shields by zone',
  'fleet.map.legend.speed': 'speed',
  'fleet.map.legend.dials': 'dials set',
  'fleet.map.legend.ready': 'ready',
  'fleet.map.legend.exhausted': 'exhausted',
  'fleet.map.legend.discarded': 'gone',
  'fleet.map.legend.squadron': 'squadron (hull)',
  'fleet.map.legend.activated': 'activated',
  'fleet.map.legend.path': 'move',
  'fleet.map.legend.preview': 'planned move, step by step',
  'fleet.map.legend.clear': 'attack',
  'fleet.map.legend.obstructed': 'obstructed',
  'fleet.map.legend.objective': 'objective',
  'fleet.map.legend.arcs': 'arcs: close / medium / long',
  'fleet.map.legend.rulers': 'Hex numbers: column at the top or bottom edge, row at the side edge.',
  'fleet.obstacles.asteroids': 'asteroids',
  'fleet.obstacles.debris': 'debris',
  'fleet.obstacles.station': 'station',
  'fleet.tokens.brace': 'brace',
  'fleet.tokens.redirect': 'redirect',
  'fleet.tokens.evade': 'evade',
  'fleet.tokens.scatter': 'scatter',
  'fleet.tokens.contain': 'contain',
  'fleet.tokens.salvo': 'salvo',
  'fleet.commands.navigate': 'navigate',
  'fleet.commands.squadron': 'squadron',
  'fleet.commands.repair': 'repair',
  'fleet.commands.concentrate': 'concentrate fire',
  'fleet.sheet.ship': '{class} · {size} · {points} points',
  'fleet.sizes.small': 'small',
  'fleet.sizes.medium': 'medium',
  'fleet.sizes.large': 'large',
  'fleet.sheet.values': 'Command {command} · Squadron {squadron} · Engineering {engineering}',
  'fleet.sheet.hull': 'Hull {left} of {max} ({cards} damage cards)',
  'fleet.sheet.speed': 'Speed {speed} of {top}',
  'fleet.sheet.zones': 'Hull zones',
  'fleet.sheet.zoneHead': 'Zone',
  'fleet.sheet.shieldsHead': 'Shields',
  'fleet.sheet.batteryHead': 'Battery',
  'fleet.sheet.antiSquadron': 'Anti-squadron',
  'fleet.sheet.tokens': 'Defence tokens',
  'fleet.sheet.commandTokens': 'Command tokens',
  'fleet.sheet.none': 'none',
  'fleet.sheet.dials': '{n, plural, one {# dial set} other {# dials set}}',
  'fleet.sheet.speedChart': 'Speed chart: yaw clicks per joint',
  'fleet.sheet.speedRow': 'Speed {speed}',
  'fleet.sheet.damage': 'Faceup damage',
  'fleet.sheet.squadron': '{class} · {points} points',
  'fleet.sheet.squadronValues': 'Hull {left} of {max} · Speed {speed}',
  'fleet.sheet.keywords': 'Keywords',
  'fleet.sheet.dice': 'red {red} · blue {blue} · black {black}',
  'fleet.keywords.bomber': 'bomber',
  'fleet.keywords.escort': 'escort',
  'fleet.keywords.swarm': 'swarm',
  'fleet.keywords.counter': 'counter {n}',
  'fleet.keywords.heavy': 'heavy',
  'fleet.sheet.destroyed': 'Destroyed',
  'fleet.sheet.activated': 'Activated this round',
  'fleet.damage.shield-burnout': 'Shield burnout',
  'fleet.damage.thruster-damage': 'Thruster damage: speed at most 2',
  'fleet.damage.targeting-fault': 'Targeting fault: battery attacks roll one die fewer',
  'fleet.damage.comms-failure': 'Comms failure: no command token from the dial',
  'fleet.damage.crew-panic': 'Crew panic',
  'fleet.damage.hull-breach': 'Hull breach',
  'fleet.damage.power-drain': 'Power drain: engineering halved',
  'fleet.damage.hangar-fire': 'Hangar fire: squadron value 0',
  'fleet.damage.sensor-damage': 'Sensor damage: no attacks at long range',
  'fleet.damage.bridge-hit': 'Bridge hit',
  'fleet.damage.structural-damage': 'Structural damage',
};

const PLURAL = /\{(\w+), plural,((?:\s*[a-z]+\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /([a-z]+)\s*\{([^{}]*)\}/g;
const PLURALS = new Intl.PluralRules('en-US');

/** Fills an English template as the catalogue does: plural forms first, then `{name}`. */
export function fillTemplate(template: string, values: FleetWordValues = {}): string {
  const plural = template.replace(PLURAL, (whole, name: string, body: string) => {
    const value = values[name];
    if (typeof value !== 'number') return whole;
    const forms = new Map([...body.matchAll(FORM)].map((m) => [m[1] ?? '', m[2] ?? '']));
    return (forms.get(PLURALS.select(value)) ?? forms.get('other') ?? '').replace(/#/g, String(value));
  });
  return plural.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** English, for callers that pass no words: a key missing from FLEET_ENGLISH reads as itself. */
export const ENGLISH_FLEET_SAY: FleetSay = (key, values) => fillTemplate(FLEET_ENGLISH[key] ?? key, values);

export const ENGLISH_FLEET_WORDS: FleetWords = { say: ENGLISH_FLEET_SAY };
