/** Command definitions as Discord validates them, localised; the loader refuses bad modules clearly. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { impulse } from '../../../src/engine/index.js';
import { CommandLoadError, loadCommands } from '../../../src/bot/app/loader.js';
import { EN_US } from '../../../src/bot/locales/en-US.js';
import { TRANSLATIONS, hasText, text, translator } from '../../../src/bot/locales/index.js';

const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;
interface Option {
  name: string;
  description: string;
  type: number;
  options?: Option[];
  choices?: { name: string; value: string; name_localizations?: Record<string, string> }[];
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
}

function* allOptions(options: readonly Option[] = []): Generator<Option> {
  for (const o of options) {
    yield o;
    yield* allOptions(o.options);
  }
}

const walk = (o: object, p: string[] = []): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[...p, k].join('.')] : walk(v as object, [...p, k])));

describe('command definitions', async () => {
  const commands = await loadCommands();
  const data = [...commands.values()].map((m) => m.data as unknown as Option & { name: string });

  it('describe an option by its subcommand where two use one name: /game leave player: and /game join player:ai', () => {
    const game = data.find((d) => d.name === 'game');
    const sub = (name: string) => game?.options?.find((o) => o.name === name);
    const join = sub('join')?.options?.find((o) => o.name === 'player');
    const leave = sub('leave')?.options?.find((o) => o.name === 'player');
    expect(join?.description).toBe(text(undefined, 'commands.game.sub.join.options.player'));
    expect(join?.choices?.map((c) => c.value)).toEqual(['ai']);
    expect(join?.description_localizations?.['pt-BR']).toContain('IA');
    expect(leave?.description).toBe(text(undefined, 'commands.game.options.player'));
    expect(leave?.description).not.toBe(join?.description);
  });

  it('take values players write: no engine name (camelCase) among any choice value (issue 13)', () => {
    const values = data.flatMap((d) =>
      [...allOptions(d.options)].flatMap((o) => (o.choices ?? []).map((c) => c.value)),
    );
    expect(values).toContain('charge');
    expect(values.filter((v) => typeof v === 'string' && /[a-z][A-Z]/.test(v))).toEqual([]);
  });

  it('are the issues’ commands, with the names players rely on', () => {
    expect(data.map((d) => d.name).sort()).toEqual([
      'action',
      'activate',
      'advance',
      'ap',
      'attack',
      'charge',
      'decloak',
      'defend',
      'dial',
      'done',
      'effects',
      'fight',
      'fire',
      'fleet',
      'game',
      'games',
      'help',
      'initiative',
      'league',
      'map',
      'modify',
      'move',
      'navigate',
      'orders',
      'power',
      'profile',
      'react',
      'repair',
      'replay',
      'roster',
      'rules',
      'ship',
      'shoot',
      'squad',
      'squadron',
      'stay',
      'stratagem',
      'token',
    ]);
    const game = data.find((d) => d.name === 'game');
    expect(game?.options?.map((o) => o.name)).toEqual([
      'new',
      'join',
      'leave',
      'start',
      'status',
      'log',
      'undo',
      'concede',
      'end',
      'restore',
      'clock',
      'follow',
    ]);
    const move = data.find((d) => d.name === 'move');
    expect(move?.options?.find((o) => o.name === 'how')?.choices?.map((c) => c.value)).toEqual([
      'straight',
      'turn-left',
      'turn-right',
      'slip-left',
      'slip-right',
    ]);
  });

  it('keep within Discord’s limits', () => {
    for (const command of data) {
      expect(command.name).toMatch(NAME);
      expect(command.description.length).toBeLessThanOrEqual(100);
      expect(command.options?.length ?? 0).toBeLessThanOrEqual(25);
      for (const option of allOptions(command.options)) {
        expect(option.name, `${command.name} ${option.name}`).toMatch(NAME);
        expect(option.description.length).toBeGreaterThan(0);
        expect(option.description.length).toBeLessThanOrEqual(100);
        expect(option.choices?.length ?? 0).toBeLessThanOrEqual(25);
        for (const choice of option.choices ?? []) expect(choice.name.length).toBeLessThanOrEqual(100);
      }
    }
  });

  it('are localised for zh-CN, zh-TW and pt-BR, names valid and distinct per command', () => {
    for (const command of data) {
      for (const locale of ['zh-CN', 'zh-TW', 'pt-BR']) {
        expect(command.description_localizations?.[locale], `${command.name} ${locale}`).toBeTruthy();
        expect(command.name_localizations?.[locale] ?? command.name).toMatch(NAME);
        const names = new Set<string>();
        for (const option of command.options ?? []) {
          expect(option.description_localizations?.[locale], `${command.name} ${option.name} ${locale}`).toBeTruthy();
          const local = option.name_localizations?.[locale] ?? option.name;
          expect(local).toMatch(NAME);
          expect(local).toBe(local.toLowerCase());
          expect(names.has(local), `${command.name}: two options named ${local} in ${locale}`).toBe(false);
          names.add(local);
        }
      }
    }
  });
});

describe('strings', () => {
  it('keys are typed: a misspelt key does not compile, and throws if forced', () => {
    const t = translator('en-US');
    // @ts-expect-error: there is no such key, and the compiler says so (npm run typecheck)
    expect(() => t('reply.noSuchKey')).toThrow(/no string/);
  });

  it.each([
    ['en-US', 1, '1 command taken back'],
    ['en-US', 3, '3 commands taken back'],
    ['pt-BR', 1, '1 comando desfeito'],
    ['pt-BR', 0, '0 comando desfeito'],
    ['pt-BR', 2, '2 comandos desfeitos'],
    ['zh-CN', 2, '2'],
  ])('plurals follow the language’s rules (Intl.PluralRules): %s, %i', (locale, count, shown) => {
    const said = translator(locale)('reply.undoAgreed', { player: 'p', count });
    expect(said).toContain(shown);
    expect(said).not.toMatch(/\(s\)|plural|#/);
  });

  it('a refusal’s “why” is said in the reader’s language too (nested problems)', async () => {
    const { problem, say } = await import('../../../src/bot/pipeline/problem.js');
    const why = problem('reply.badOption', { option: 'move', problem: problem('problems.planTooLong', { max: 36 }) });
    expect(say(translator('zh-CN'), why)).toBe('无法读取 `move`：最多 36 步移动');
    expect(say(translator('en-US'), why)).toBe('I could not read `move`: at most 36 moves');
  });

  it('no string in any language asks the reader to choose a plural ("(s)")', () => {
    for (const [locale, strings] of Object.entries({ 'en-US': EN_US, ...TRANSLATIONS }))
      expect(JSON.stringify(strings), locale).not.toMatch(/\w\((s|es)\)/);
  });
  it('every rule error code has a message', () => {
    for (const code of impulse.RULE_ERROR_CODES) expect(hasText(`errors.${code}`), code).toBe(true);
  });
  it('every translation covers every English key and keeps its placeholders', () => {
    const keys = walk(EN_US);
    // `{name}` and the number of `{name, plural, ...}`, each once.
    const placeholders = (s: string) =>
      [...new Set([...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort().join(',');
    for (const [locale, strings] of Object.entries(TRANSLATIONS)) {
      const translated = new Set(walk(strings));
      expect(
        keys.filter((key) => !translated.has(key)),
        locale,
      ).toEqual([]);
      for (const key of keys)
        expect(placeholders(text(locale, key)), `${locale} ${key}`).toBe(placeholders(text('en-US', key)));
    }
  });
  it('rule error messages use only the detail the engine gives for that code', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../../src/engine/rulesets/impulse/', import.meta.url);
    const source = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const keysByCode = new Map<string, Set<string>[]>();
    for (const call of source.matchAll(/fail\('(\w+)'(?:,\s*\{([^}]*)\})?/g)) {
      const keys = new Set([...(call[2] ?? '').matchAll(/(\w+)\s*(?::|,|$)/g)].map((m) => m[1] ?? ''));
      keysByCode.set(call[1] ?? '', [...(keysByCode.get(call[1] ?? '') ?? []), keys]);
    }
    for (const code of impulse.RULE_ERROR_CODES) {
      const wanted = [...text('en-US', `errors.${code}`).matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      for (const keys of keysByCode.get(code) ?? [])
        for (const key of wanted) expect(keys.has(key), `${code} needs {${key}}`).toBe(true);
    }
  });

  it('a reply follows the locale and falls back to English', () => {
    expect(text('zh-CN', 'reply.noGame')).not.toBe(text('en-US', 'reply.noGame'));
    expect(text('fr', 'reply.noGame')).toBe(text('en-US', 'reply.noGame'));
  });
});

describe('the command loader', () => {
  const withModules = async (files: Record<string, string>, check: (dir: string) => Promise<void>) => {
    const dir = mkdtempSync(join(tmpdir(), 'talon-commands-'));
    try {
      for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
      await check(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const good = (name: string) =>
    `export default { data: { name: '${name}', description: 'x', options: [] }, execute: async () => {} };`;

  it('stops start-up naming the file of a module without execute', async () => {
    await withModules(
      { 'a.mjs': good('a'), 'broken.mjs': "export default { data: { name: 'b', description: 'x' } };" },
      async (dir) => {
        await expect(loadCommands(dir)).rejects.toThrow(/commands\/broken\.mjs is not a command module: execute/);
      },
    );
  });
  it('refuses two modules with one name', async () => {
    await withModules({ 'a.mjs': good('same'), 'b.mjs': good('same') }, async (dir) => {
      await expect(loadCommands(dir)).rejects.toThrow(CommandLoadError);
    });
  });
  it('names a module that does not even load', async () => {
    await withModules({ 'bad.mjs': 'export default {{' }, async (dir) => {
      await expect(loadCommands(dir)).rejects.toThrow(/commands\/bad\.mjs could not be loaded/);
    });
  });
});
