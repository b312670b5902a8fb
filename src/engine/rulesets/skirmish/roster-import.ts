/**
 * An army list pasted as players write them (issue 44 deliverable 6: "an import of a plain list"),
 * read into roster units (roster.ts). One unit a line:
 *
 *   Concord Wardens [500 pts]          a faction header: ignored when it names a faction
 *   # a comment                        ignored, as are blank lines
 *   - Warden Line Squad                bullets (-, *, •) are ignored
 *   2x Warden Line Squad               a count first ("2x", "2 x", "2×", "2") or last ("x2")
 *   Brood Stalkers "Fang" [90 pts]     a name in double quotes; point annotations are ignored
 *   Warden Captain (reserve)           "(reserve)", "[reserve]", "(in reserve)": held in reserve
 *
 * Datasheets are matched case-insensitively against their names and ids. A unit with no name given
 * is called `<datasheet name> <k>`, k the smallest number not yet used in the list (a given name
 * used twice, or given to several units, is numbered the same way), so names are unique in the list.
 * A line that names no datasheet is `unknownDatasheet`; a line with no name left, or a count of 0 or
 * over 24, is `badLine`. The engine has no opinion on the list's points: the roster's problems do.
 */
import { err, ok, type Result } from '../../core/result.js';
import { ROSTER_SIDE_LIMIT } from '../../roster.js';
import type { Datasheet, SkirmishCatalog } from './data/schema.js';
import type { SkirmishRosterUnit } from './roster.js';

export interface ArmyListProblem {
  /** 1-based, as an editor counts lines. */
  readonly line: number;
  readonly code: 'unknownDatasheet' | 'badLine';
  /** The line as written (trimmed). */
  readonly text: string;
}

/** A roster unit's name is at most this long (roster.ts `SkirmishUnitSchema`). */
const NAME_LIMIT = 32;

const BULLET = /^(?:[-*•·‣▪]\s*)+/u;
/** "[90 pts]", "(90 points)", "[90]", "{90pts}". */
const POINTS_BRACKETED = /[[({]\s*\+?\d+\s*(?:pts?|points?|p)?\.?\s*[\])}]/giu;
/** A trailing "- 90 pts", ", 90 points", ": 90pts", "90 pts". */
const POINTS_TRAILING = /(?:\s*[-–—:,|]\s*|\s+|^)\+?\d+\s*(?:pts?|points?)\.?\s*$/iu;
const RESERVE = /[[(]\s*(?:in\s+)?(?:strategic\s+)?reserves?\s*[\])]/iu;
const RESERVES = new RegExp(RESERVE.source, 'giu');
const QUOTED = /["“”„«»]([^"“”„«»]*)["“”„«»]/u;
const COUNT_FIRST = /^(\d+)\s*(?:[x×]\s*|\s)(?=\S)/iu;
const COUNT_LAST = /\s+[x×]\s*(\d+)$/iu;

/** Lower case, one space between words, hyphens and underscores as spaces: how names are compared. */
const fold = (text: string): string => text.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The datasheets by every way a list may write them (name and id), the faction's only if it is known. */
function datasheetIndex(catalog: SkirmishCatalog, faction: string | undefined): Map<string, Datasheet> {
  const restrict = faction !== undefined && catalog.factions.some((f) => f.id === faction);
  const index = new Map<string, Datasheet>();
  for (const sheet of Object.values(catalog.datasheets)) {
    if (restrict && sheet.faction !== faction) continue;
    for (const key of [fold(sheet.name), fold(sheet.id)]) if (!index.has(key)) index.set(key, sheet);
  }
  return index;
}

const factionNames = (catalog: SkirmishCatalog): Set<string> =>
  new Set(catalog.factions.flatMap((f) => [fold(f.name), fold(f.id)]));

/** `base k` for the smallest k >= `from` not yet taken, shortened to the name limit. */
function uniqueName(base: string, from: number, taken: ReadonlySet<string>): string {
  const fit = (suffix: string) => `${base.slice(0, NAME_LIMIT - suffix.length).trimEnd()}${suffix}`;
  for (let k = from; ; k++) {
    const name = fit(` ${k}`);
    if (!taken.has(fold(name))) return name;
  }
}

interface Line {
  readonly count: number;
  readonly name: string | null;
  readonly reserve: boolean;
  readonly datasheet: string;
}

/** One line's parts, or null when nothing of a unit is left (`badLine`). */
function readLine(text: string): Line | null {
  let rest = text.replace(BULLET, '');
  const reserve = RESERVE.test(rest);
  rest = rest.replace(RESERVES, ' ').replace(POINTS_BRACKETED, ' ');
  let name: string | null = null;
  const quoted = QUOTED.exec(rest);
  if (quoted) {
    name = (quoted[1] ?? '').trim();
    rest = rest.replace(QUOTED, ' ');
    if (name === '') return null;
  }
  rest = rest.replace(POINTS_TRAILING, '').trim();
  let count = 1;
  const first = COUNT_FIRST.exec(rest);
  const last = COUNT_LAST.exec(rest);
  if (first) {
    count = Number(first[1]);
    rest = rest.slice(first[0].length);
  } else if (last) {
    count = Number(last[1]);
    rest = rest.slice(0, last.index);
  }
  rest = rest.replace(/[:,;]+$/u, '').trim();
  if (rest === '' || /^\d+\s*[x×]?$/iu.test(rest) || count < 1 || count > ROSTER_SIDE_LIMIT) return null;
  return { count, name, reserve, datasheet: rest };
}

/**
 * The units a pasted list names, in order, or every line that could not be read. `faction` (a
 * faction id) limits matching to that faction's datasheets; any other value is ignored.
 */
export function parseArmyList(
  text: string,
  catalog: SkirmishCatalog,
  faction?: string,
): Result<SkirmishRosterUnit[], ArmyListProblem[]> {
  const index = datasheetIndex(catalog, faction);
  const headers = factionNames(catalog);
  const units: SkirmishRosterUnit[] = [];
  const problems: ArmyListProblem[] = [];
  const taken = new Set<string>();
  const reads = text.split(/\r\n|\r|\n/u).map((raw, i) => ({ line: i + 1, text: raw.trim() }));
  // Names given in the list first, so an unnamed unit never takes a name a later line gives.
  const given: { line: number; read: Line; sheet: Datasheet }[] = [];
  for (const { line, text: trimmed } of reads) {
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const read = readLine(trimmed);
    if (read === null) {
      problems.push({ line, code: 'badLine', text: trimmed });
      continue;
    }
    const key = fold(read.datasheet);
    const sheet = index.get(key);
    if (!sheet) {
      if (read.name === null && read.count === 1 && headers.has(key)) continue;
      problems.push({ line, code: 'unknownDatasheet', text: trimmed });
      continue;
    }
    given.push({ line, read, sheet });
  }
  if (problems.length > 0) return err(problems.sort((a, b) => a.line - b.line));
  const single = (read: Line) =>
    read.name !== null && read.count === 1 ? read.name.slice(0, NAME_LIMIT).trimEnd() : null;
  for (const { read } of given) {
    const name = single(read);
    if (name !== null) taken.add(fold(name));
  }
  const used = new Set<string>();
  for (const { read, sheet } of given) {
    for (let k = 0; k < read.count; k++) {
      const own = single(read);
      // A name given once is kept; given again it is numbered from 2; a count or no name from 1.
      let name: string;
      if (own !== null) name = used.has(fold(own)) ? uniqueName(own, 2, taken) : own;
      else name = uniqueName(read.name ?? sheet.name, 1, taken);
      taken.add(fold(name));
      used.add(fold(name));
      units.push(read.reserve ? { name, datasheet: sheet.id, reserve: true } : { name, datasheet: sheet.id });
    }
  }
  return ok(units);
}
