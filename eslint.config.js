// Lint rules that keep the layers of DESIGN.md section 3 honest:
//   commands/ -> src/bot -> src/engine, src/render, src/store, src/league, src/ai, src/assets
//   render/store/league/assets/ai -> engine; engine -> nothing outside itself.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const layer = (name) => ({ group: [`**/${name}/**`, `**/${name}`], message: `this layer may not import src/${name}` });
const outside = (pattern, message) => ({ group: [pattern], message });

/**
 * A ruleset's insides are its own (issue 12): from outside its folder, only its index.ts (the
 * contract's value and its public types) may be imported. A ruleset's own files import each other
 * by "./", which this pattern never matches.
 */
const RULESET_INSIDES = {
  group: ['**/rulesets/*/**', '!**/rulesets/*/index.js'],
  message: "a ruleset's files are its own: import its index.ts, or better the engine's registry and contract",
};

/**
 * The bot's core speaks to rulesets through the engine's contract and their tables only (issue 12):
 * it names no ruleset, so a new one needs no change in it. Each ruleset's table, in its own folder
 * under src/bot/rulesets/, may use its own rules; the table registry lists the tables.
 */
const NO_COMMANDS_DIR = outside('**/commands/**', 'src/bot never imports commands/ (it loads them at run time)');
const BOT_CORE = [
  {
    group: ['**/engine/index.js'],
    importNames: ['impulse', 'IMPULSE', 'RULESETS'],
    message: 'the bot core speaks to rulesets through app.rulesets (src/bot/rulesets/table.ts), never to one by name',
  },
  outside('**/rulesets/impulse/**', "the bot core reaches impulse's table through app.rulesets, never its files"),
];

/** The engine is pure and deterministic (DESIGN.md section 4). */
const ENGINE_PURITY = [
  ...['bot', 'render', 'store', 'league', 'assets'].map(layer),
  outside('discord.js', 'the engine is pure: no Discord'),
  outside('node:*', 'the engine is pure: no Node APIs (no I/O, no clock)'),
  outside('fs', 'the engine is pure: no I/O'),
  outside('keyv', 'the engine is pure: no storage'),
  outside('@napi-rs/canvas', 'the engine is pure: no drawing'),
];

/** Imports each layer may not make (DESIGN.md section 3). */
const FORBIDDEN = {
  'src/engine/**': [RULESET_INSIDES, ...ENGINE_PURITY],
  // Later entries win for the files they match: the core's list repeats the engine's and adds one.
  'src/engine/core/**': [
    outside('**/rulesets/**', 'the core is shared by every ruleset: it knows none of them'),
    ...ENGINE_PURITY,
  ],
  'src/render/**': [
    RULESET_INSIDES,
    ...['bot', 'store', 'league', 'assets'].map(layer),
    outside('discord.js', 'render never imports discord.js'),
  ],
  'src/store/**': [
    RULESET_INSIDES,
    ...['bot', 'render', 'league', 'assets'].map(layer),
    outside('discord.js', 'the store never imports discord.js'),
  ],
  'src/assets/**': [
    RULESET_INSIDES,
    ...['bot', 'render', 'store', 'league'].map(layer),
    outside('discord.js', 'assets never import discord.js'),
  ],
  // The AI is pure like the engine it reads (issue 18): no I/O, no clock, no Math.random.
  'src/ai/**': [
    RULESET_INSIDES,
    ...['bot', 'render', 'store', 'league', 'assets'].map(layer),
    outside('discord.js', 'the AI is pure: no Discord'),
    outside('node:*', 'the AI is pure: no Node APIs (no I/O, no clock)'),
  ],
  'src/league/**': [
    RULESET_INSIDES,
    ...['bot', 'render', 'assets'].map(layer),
    outside('discord.js', 'the league never imports discord.js'),
  ],
  'src/cli/**': [RULESET_INSIDES],
  'src/bot/**': [RULESET_INSIDES, NO_COMMANDS_DIR, ...BOT_CORE],
  // A ruleset's table uses its own rules; the registry lists the tables (its one import of each).
  'src/bot/rulesets/*/**': [RULESET_INSIDES, NO_COMMANDS_DIR],
  'src/bot/rulesets/registry.ts': [RULESET_INSIDES, NO_COMMANDS_DIR, BOT_CORE[0]],
  'commands/**': ['engine', 'render', 'store', 'league', 'assets'].map((name) => ({
    group: [`**/src/${name}/**`, `**/src/${name}`],
    message: 'commands are glue: go through src/bot',
  })),
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...Object.entries(FORBIDDEN).map(([files, patterns]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    // Determinism (DESIGN.md section 4): no clock, no ambient randomness, no process state in the engine
    // nor in the AI that reads it (issue 18).
    files: ['src/engine/**', 'src/ai/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'the engine never reads the clock' },
        { name: 'process', message: 'the engine reads no environment' },
        { name: 'setTimeout', message: 'the engine has no timers' },
        { name: 'crypto', message: 'randomness comes from the seeded PRNG in the state' },
        { name: 'fetch', message: 'the engine does no I/O' },
        { name: 'performance', message: 'the engine never reads the clock' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'use the seeded PRNG kept in the game state' },
      ],
    },
  },
  {
    // Small functions (issue 12): a function of the bot, engine or pictures fits on a screen. Tests'
    // describe blocks are tables, not functions to read, so they are left out.
    files: ['src/**', 'commands/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // No import cycles (issue 42): a loop makes load order matter and hides which layer owns what.
    // The rule follows value imports only (`import type` is erased at build time and never loops at
    // run time). It needs the TypeScript parser named in its own settings and the TypeScript
    // resolver (for the `.js` suffixes of .ts files); without them it finds nothing and says nothing.
    files: ['src/**/*.ts', 'commands/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
