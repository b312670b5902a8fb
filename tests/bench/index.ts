/**
 * `npm run bench`: every benchmark of the project, printed as one table of medians against the
 * goals. Benchmarks, never timed tests, check speed (the machines are shared and noisy).
 */
import { benchAi } from './ai.js';
import { benchBattle } from './battle.js';
import { benchDiscord } from './discord.js';
import { benchEngine } from './engine.js';
import { benchInteractions } from './interactions.js';
import { benchRender } from './render.js';
import { benchStartup } from './startup.js';
import { benchStore } from './store.js';
import { QUICK } from './mode.js';
import { printTable, type Row } from './stats.js';

const GROUPS = {
  engine: benchEngine,
  battle: benchBattle,
  render: benchRender,
  store: benchStore,
  interactions: benchInteractions,
  discord: benchDiscord,
  ai: benchAi,
  startup: benchStartup,
} as const;

// `npm run bench -- ai render` runs only those groups; no names, every group. `--quick`: mode.ts.
const asked = process.argv.slice(2).filter((name): name is keyof typeof GROUPS => name in GROUPS);
const started = Date.now();
const rows: Row[] = [];
for (const [name, bench] of Object.entries(GROUPS))
  if (asked.length === 0 || asked.includes(name as keyof typeof GROUPS)) rows.push(...(await bench()));
console.log(
  `\nnode ${process.version}, ${new Date().toISOString()}, took ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
if (QUICK) console.log('quick run (--quick): small counts, so the figures mean nothing and no goal is judged\n');
printTable(rows, !QUICK);
