/**
 * Generic rooms speak no ruleset's words (issue 42): the engine's core and contract, the bot outside
 * each ruleset's own folder, the store, leagues, the AI, the slash commands and the renderer's root
 * files serve every ruleset, so a word of impulse there is impulse leaking into the core. Identifiers,
 * strings and comments are all scanned: a comment that explains with impulse's example teaches the
 * next reader that the core is impulse's.
 *
 * The words are impulse's own terms, not those of starship games in general (shields, hull, arcs and
 * missiles belong to squadron and vector too): impulse, AP, power curve, power phase, afterburner, Talon.
 * Each is matched as a whole word or a camelCase/snake_case part (`useAp`, `AP_USES`, `powerCurve`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Folders scanned whole, and folders scanned only for the files at their root. */
const DEEP = ['src/engine/core', 'src/bot', 'src/store', 'src/league', 'src/ai', 'commands'];
const SHALLOW = ['src/engine', 'src/render'];
/**
 * Inside the bot: each ruleset's table is its own, and the catalogue holds every ruleset's words; the
 * renderer's English picture words (src/render/english.ts) are that catalogue's English source.
 */
const OWN_ROOMS = [/^src\/bot\/rulesets\/[^/]+\//, /^src\/bot\/locales\//, /^src\/render\/english\.ts$/];

/**
 * The registries name every ruleset by its id, which is their job: lines that import from a
 * ruleset's folder or list its entry are the seam, not a leak. Anything else in them is scanned.
 */
const REGISTRY_LINE = /\/impulse\/|\bIMPULSE(_TABLE)?\b|\bimpulsePictures\b/;
const REGISTRIES = new Set([
  'src/engine/registry.ts',
  'src/engine/index.ts',
  'src/bot/rulesets/registry.ts',
  'src/render/index.ts',
  'src/render/picture-words.ts',
]);

/**
 * The project is named after the game impulse plays like, and that name is in identifiers already
 * stored or shared: the store's key namespace and default database file, the PostgreSQL store's
 * tables, sequence, layout lock and connection name (issue 45), and the export format. Renaming them
 * would orphan saved games and exported logs, so these (and only these) may stay.
 */
const PERSISTED_NAME =
  /'talon'|talon\.sqlite|'talon-game-log\/\d+'|`talon:<key>`|talon_(?:kv|meta|rev)\b|'talon:layout'|`talon\/\$\{schema\}`/;

const WORDS = /\b(impulses?|aps?|talon|afterburners?|power (curves?|phases?))\b/;

function sourceFiles(dir: string, deep: boolean): string[] {
  const full = join(root, dir);
  return readdirSync(full).flatMap((name) => {
    const path = join(full, name);
    if (statSync(path).isDirectory()) return deep ? sourceFiles(join(dir, name), true) : [];
    return /\.(ts|mts)$/.test(name) ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** A line's words, lowercased, camelCase, snake_case and digits split apart, in order. */
function wordsOf(line: string): string {
  return (line.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((w) => w.toLowerCase()).join(' ');
}

/** `file:line: text` for every line of a generic room that speaks a ruleset's word. */
function offences(): string[] {
  const files = [...DEEP.flatMap((d) => sourceFiles(d, true)), ...SHALLOW.flatMap((d) => sourceFiles(d, false))];
  return files
    .filter((file) => !OWN_ROOMS.some((own) => own.test(file)))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          if (REGISTRIES.has(file) && REGISTRY_LINE.test(line)) return [];
          const words = wordsOf(line.replace(new RegExp(PERSISTED_NAME, 'g'), ''));
          return WORDS.test(words) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
        }),
    );
}

describe('generic rooms', () => {
  test('the scanner finds words inside identifiers and phrases', () => {
    expect(WORDS.test(wordsOf('const used = ship.useAp;'))).toBe(true);
    expect(WORDS.test(wordsOf('AP_USES'))).toBe(true);
    expect(WORDS.test(wordsOf('a powerCurve'))).toBe(true);
    expect(WORDS.test(wordsOf('the Power Phase begins'))).toBe(true);
    expect(WORDS.test(wordsOf('apply the map; happen'))).toBe(false);
  });

  test('speak no ruleset words (impulse, AP, power curve, power phase, afterburner, Talon)', () => {
    expect(offences()).toEqual([]);
  });
});
