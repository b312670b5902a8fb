/**
 * Rendering benchmarks (issue: rendering): median milliseconds to render the fleet battle's map in
 * mid-game and a ship sheet, the median to PNG-encode a blank canvas of the map's size (the floor),
 * the ratio of the two, and the map's PNG size.
 */
import { createCanvas } from '@napi-rs/canvas';
import { frameFor, registerFonts, renderMap, renderShipSheet } from '../../src/render/index.js';
import { MOMENTS } from '../fixtures/mid-game.js';
import { boardAt } from '../helpers/pictures.js';
import { type Row, median, percentile } from './stats.js';

const RUNS = 15;

function timed(run: () => unknown): number[] {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

export function benchRender(): Row[] {
  registerFonts();
  const view = boardAt('fleet-battle', MOMENTS['fleet-battle']);
  const frame = frameFor(view);
  const ship = view.ships.find((s) => s.status === 'active')?.id ?? 's1';
  // Warm up: the first text drawn loads the fonts' glyphs.
  renderMap(view);
  renderShipSheet(view, ship);
  const blank = () => {
    const canvas = createCanvas(frame.width, frame.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#10141c';
    ctx.fillRect(0, 0, frame.width, frame.height);
    return canvas.toBuffer('image/png');
  };
  // Interleave map and floor so both see the same machine load.
  const maps: number[] = [];
  const floors: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    maps.push(...timed(() => renderMap(view)).slice(0, 1));
    floors.push(...timed(blank).slice(0, 1));
  }
  const sheets = timed(() => renderShipSheet(view, ship));
  const size = renderMap(view).length;
  const map = median(maps);
  const floor = median(floors);
  return [
    {
      measure: `fleet battle map render, ${frame.width}x${frame.height} (ms)`,
      median: map.toFixed(1),
      p99: percentile(maps, 99).toFixed(1),
      goal: `<= 1.3 x floor`,
      ratio: (map / floor).toFixed(2),
      met: map / floor <= 1.3,
    },
    {
      measure: 'blank canvas PNG encode, same size (floor, ms)',
      median: floor.toFixed(1),
      p99: percentile(floors, 99).toFixed(1),
      goal: '-',
      ratio: '1.00',
      met: true,
    },
    {
      measure: 'fleet battle map PNG size (KB)',
      median: (size / 1024).toFixed(0),
      goal: '< 400',
      ratio: (size / 1024 / 400).toFixed(2),
      met: size < 400 * 1024,
    },
    {
      measure: 'ship sheet render (ms)',
      median: median(sheets).toFixed(1),
      p99: percentile(sheets, 99).toFixed(1),
      goal: '-',
      ratio: '-',
      met: true,
    },
  ];
}
