/**
 * `npm run bench`: every benchmark of the project, printed as one table of medians against the
 * goals. Benchmarks, never timed tests, check speed (the machines are shared and noisy).
 */
import { benchBattle } from './battle.js';
import { benchDiscord } from './discord.js';
import { benchEngine } from './engine.js';
import { benchInteractions } from './interactions.js';
import { benchRender } from './render.js';
import { benchStore } from './store.js';
import { printTable } from './stats.js';

const started = Date.now();
const rows = [
  ...(await benchEngine()),
  ...(await benchBattle()),
  ...(await benchRender()),
  ...(await benchStore()),
  ...(await benchInteractions()),
  ...(await benchDiscord()),
];
console.log(
  `\nnode ${process.version}, ${new Date().toISOString()}, took ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
printTable(rows);
