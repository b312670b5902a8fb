import "./src/bot/rulesets/registry.js";
import { drawMap, encodePng, renderMap } from './src/render/index.js';
import { boardAt } from './tests/helpers/pictures.js';
import { CROWDED, MOMENTS } from './tests/fixtures/mid-game.js';
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
for (const [name, at] of [['mid', MOMENTS['fleet-battle']], ['crowded', CROWDED.at]] as const) {
  const view = boardAt('fleet-battle', at);
  const canvas = drawMap(view); await renderMap(view);
  const m: number[] = [], f: number[] = [], r: number[] = [];
  for (let i = 0; i < 30; i++) {
    let s = performance.now(); await renderMap(view); const a = performance.now() - s; m.push(a);
    s = performance.now(); await encodePng(canvas); const b = performance.now() - s; f.push(b); r.push(a / b);
  }
  console.log(process.env.MALLOC_MMAP_THRESHOLD_ ? 'heap ' : 'mmap ', name, 'map', med(m).toFixed(1), 'floor', med(f).toFixed(1), 'ratio', med(r).toFixed(2));
}
