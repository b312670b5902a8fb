/**
 * `skirmish`'s army list import (issue 44 deliverable 6: "an import of a plain list"): a list as
 * players paste it, line by line, into roster units; what cannot be read named by line.
 */
import { describe, expect, test } from 'vitest';
import { parseArmyList } from '../../../../../src/engine/rulesets/skirmish/roster-import.js';
import type { SkirmishRosterUnit } from '../../../../../src/engine/rulesets/skirmish/roster.js';
import { skirmishContent } from '../setup/skirmish-content.js';

async function parse(text: string, faction?: string) {
  const { catalog } = await skirmishContent();
  return parseArmyList(text, catalog, faction);
}

async function units(text: string, faction?: string): Promise<SkirmishRosterUnit[]> {
  const parsed = await parse(text, faction);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

describe('an army list, line by line', () => {
  test.each<[string, string, SkirmishRosterUnit[]]>([
    ['a datasheet by name', 'Warden Line Squad', [{ name: 'Warden Line Squad 1', datasheet: 'warden-line-squad' }]],
    ['case aside', 'warden LINE squad', [{ name: 'Warden Line Squad 1', datasheet: 'warden-line-squad' }]],
    ['a datasheet by id', 'bulwark-tank', [{ name: 'Bulwark Tank 1', datasheet: 'bulwark-tank' }]],
    [
      'a count first',
      '2x Warden Line Squad',
      [
        { name: 'Warden Line Squad 1', datasheet: 'warden-line-squad' },
        { name: 'Warden Line Squad 2', datasheet: 'warden-line-squad' },
      ],
    ],
    [
      'a bare count first',
      '2 Vharr Burrowers',
      [
        { name: 'Vharr Burrowers 1', datasheet: 'vharr-burrowers' },
        { name: 'Vharr Burrowers 2', datasheet: 'vharr-burrowers' },
      ],
    ],
    [
      'a count last',
      'Brood Swarmlings x2',
      [
        { name: 'Brood Swarmlings 1', datasheet: 'brood-swarmlings' },
        { name: 'Brood Swarmlings 2', datasheet: 'brood-swarmlings' },
      ],
    ],
    [
      'a quoted name and a points annotation',
      'Brood Stalkers "Fang" [90 pts]',
      [{ name: 'Fang', datasheet: 'brood-stalkers' }],
    ],
    ['curly quotes', 'Brood Stalkers “Fang”', [{ name: 'Fang', datasheet: 'brood-stalkers' }]],
    [
      'held in reserve',
      'Drop Veterans (reserve)',
      [{ name: 'Drop Veterans 1', datasheet: 'drop-veterans', reserve: true }],
    ],
    [
      '[in reserve]',
      'Drop Veterans [in reserve]',
      [{ name: 'Drop Veterans 1', datasheet: 'drop-veterans', reserve: true }],
    ],
    ['a bullet', '- Warden Captain', [{ name: 'Warden Captain 1', datasheet: 'warden-captain' }]],
    ['a bullet •', '• Warden Captain', [{ name: 'Warden Captain 1', datasheet: 'warden-captain' }]],
    ['a bullet *', '* Warden Captain (70 points)', [{ name: 'Warden Captain 1', datasheet: 'warden-captain' }]],
    ['trailing points', 'Warden Captain - 70 pts', [{ name: 'Warden Captain 1', datasheet: 'warden-captain' }]],
    ['trailing points, no space', 'Warden Captain 70pts', [{ name: 'Warden Captain 1', datasheet: 'warden-captain' }]],
    [
      'a faction header is ignored',
      'Concord Wardens [500 pts]\nWarden Captain',
      [{ name: 'Warden Captain 1', datasheet: 'warden-captain' }],
    ],
    [
      'a faction header by id, with a colon',
      'vharr-brood:\nBrood Matriarch',
      [{ name: 'Brood Matriarch 1', datasheet: 'brood-matriarch' }],
    ],
    [
      'blank lines and comments',
      '\n# my list\n\nWarden Captain\n   \n',
      [{ name: 'Warden Captain 1', datasheet: 'warden-captain' }],
    ],
    [
      'names unique within the list: a given name twice is numbered from 2',
      'Warden Captain "Voss"\nWarden Captain "Voss"',
      [
        { name: 'Voss', datasheet: 'warden-captain' },
        { name: 'Voss 2', datasheet: 'warden-captain' },
      ],
    ],
    [
      'a named count is numbered',
      '2x Brood Stalkers "Fang" (reserve)',
      [
        { name: 'Fang 1', datasheet: 'brood-stalkers', reserve: true },
        { name: 'Fang 2', datasheet: 'brood-stalkers', reserve: true },
      ],
    ],
    [
      'an unnamed unit never takes a name given later in the list',
      'Warden Captain\nWarden Captain "Warden Captain 1"',
      [
        { name: 'Warden Captain 2', datasheet: 'warden-captain' },
        { name: 'Warden Captain 1', datasheet: 'warden-captain' },
      ],
    ],
  ])('%s', async (_, text, expected) => {
    expect(await units(text)).toEqual(expected);
  });

  test('a whole pasted list', async () => {
    const list = [
      'Vharr Brood — 500 pts',
      '',
      '# battleline',
      '- 2x Brood Swarmlings [130 pts]',
      '- Brood Matriarch "Mother" [95 pts]',
      '- Vharr Burrowers (reserve) [85 pts]',
      '• Brood Stalkers',
    ].join('\r\n');
    expect(await units(list)).toEqual([
      { name: 'Brood Swarmlings 1', datasheet: 'brood-swarmlings' },
      { name: 'Brood Swarmlings 2', datasheet: 'brood-swarmlings' },
      { name: 'Mother', datasheet: 'brood-matriarch' },
      { name: 'Vharr Burrowers 1', datasheet: 'vharr-burrowers', reserve: true },
      { name: 'Brood Stalkers 1', datasheet: 'brood-stalkers' },
    ]);
  });

  test('names are cut to 32 characters, the number kept', async () => {
    const [u] = await units('Warden Captain "A very long name for one captain indeed"');
    expect(u?.name).toBe('A very long name for one captain');
    const [v, w] = await units('2x Warden Captain "A very long name for one captain indeed"');
    expect(v?.name).toBe('A very long name for one capta 1');
    expect(w?.name).toBe('A very long name for one capta 2');
  });

  test('with a faction, only its datasheets match (an id that names no faction is ignored)', async () => {
    const other = await parse('Brood Stalkers', 'concord-wardens');
    expect(other.ok ? null : other.error).toEqual([{ line: 1, code: 'unknownDatasheet', text: 'Brood Stalkers' }]);
    expect(await units('Brood Stalkers', 'wardens')).toEqual([
      { name: 'Brood Stalkers 1', datasheet: 'brood-stalkers' },
    ]);
  });
});

describe('what cannot be read, by line', () => {
  test.each<[string, string, { line: number; code: string; text: string }[]]>([
    [
      'an unknown datasheet',
      'Warden Captain\nSpace Marines',
      [{ line: 2, code: 'unknownDatasheet', text: 'Space Marines' }],
    ],
    ['nothing left but points', '[90 pts]', [{ line: 1, code: 'badLine', text: '[90 pts]' }]],
    ['a count of 0', '0x Warden Captain', [{ line: 1, code: 'badLine', text: '0x Warden Captain' }]],
    ['a count over 24', '25x Warden Captain', [{ line: 1, code: 'badLine', text: '25x Warden Captain' }]],
    ['an empty name', 'Warden Captain ""', [{ line: 1, code: 'badLine', text: 'Warden Captain ""' }]],
    ['a count alone', '- 3x', [{ line: 1, code: 'badLine', text: '- 3x' }]],
    [
      'every bad line, in order',
      'Nope\nWarden Captain\n[5]\nAlso Nope',
      [
        { line: 1, code: 'unknownDatasheet', text: 'Nope' },
        { line: 3, code: 'badLine', text: '[5]' },
        { line: 4, code: 'unknownDatasheet', text: 'Also Nope' },
      ],
    ],
  ])('%s', async (_, text, expected) => {
    const parsed = await parse(text);
    expect(parsed.ok ? null : parsed.error).toEqual(expected);
  });

  test('an empty list is no units', async () => {
    expect(await units('# nothing here\n\n')).toEqual([]);
  });
});
