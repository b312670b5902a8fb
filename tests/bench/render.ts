/**
 * Rendering benchmarks (issues 16 and 40): median milliseconds to draw and encode the fleet battle's
 * map (mid-game, and its most crowded impulse), the floor (the same encoder, sharp, on the finished
 * map's own pixels: encoding what was drawn, which no renderer can skip), the ratio of the two, the
 * maps' PNG sizes, Skia's own PNG encoder on the same canvas for comparison (the encoder used
 * before), a ship sheet, and an impulse's animated replay as `/replay animated:true` makes it (on
 * the animation thread: the log replayed, a frame per step drawn, the GIF encoded): milliseconds per
 * frame, and its size.
 */
import { animateReplay } from '../../src/bot/animation/animator.js';
import { TABLES } from '../../src/bot/rulesets/registry.js';
import { impulseSteps } from '../../src/bot/rulesets/impulse/replay-steps.js';
import { translator } from '../../src/bot/locales/index.js';
import type { GameRecord } from '../../src/store/index.js';
import { encodePng, impulsePictures, registerFonts } from '../../src/render/index.js';
import { CROWDED, MOMENTS } from '../fixtures/mid-game.js';
import { boardAt, goldenGame } from '../helpers/pictures.js';
import { sized } from './mode.js';
import { type Row, median, pairRatios, percentile, spread } from './stats.js';

const { drawMap, renderMap, renderShipSheet } = impulsePictures;

const RUNS = sized(15, 2);
/** Map runs, more than the rest: their ratio is the goal, and one run on a noisy machine moves it. */
const MAP_RUNS = sized(40, 2);
/**
 * Maps drawn before the timed ones: the bot draws many in its life, so its drawing code is compiled
 * by V8's optimiser; the first few maps of a fresh process run before that (about twice as slow).
 */
const WARM_UP = sized(30, 1);

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** One map against its floor, interleaved so both see the same machine load. */
async function mapRows(label: string, at: number): Promise<Row[]> {
  const view = boardAt('fleet-battle', at);
  const canvas = drawMap(view);
  for (let i = 0; i < WARM_UP; i++) await renderMap(view);
  const maps: number[] = [];
  const floors: number[] = [];
  const skia: number[] = [];
  for (let i = 0; i < MAP_RUNS; i++) {
    maps.push(await timed(() => renderMap(view)));
    // The floor encodes the finished map itself: the same pixels, so the same compression work.
    floors.push(await timed(() => encodePng(canvas)));
  }
  // Skia's encoder on its own, after: for comparison only, and its canvases (a new one each, as it
  // used to be) would otherwise leave garbage for the collector to clear in the middle of the above.
  for (let i = 0; i < RUNS; i++) skia.push(await timed(() => drawMap(view).toBuffer('image/png')));
  const ratios = pairRatios(maps, floors);
  const size = (await renderMap(view)).length;
  const size0 = canvas.toBuffer('image/png').length;
  return [
    {
      measure: `${label} map render + encode, ${canvas.width}x${canvas.height} (ms)`,
      median: median(maps).toFixed(1),
      p99: percentile(maps, 99).toFixed(1),
      goal: '<= 2.0 x floor',
      ratio: `${median(ratios).toFixed(2)} (${spread(ratios)})`,
      met: median(ratios) <= 2.0,
    },
    {
      measure: `${label} floor: the same encoder on the finished map's pixels (ms)`,
      median: median(floors).toFixed(1),
      p99: percentile(floors, 99).toFixed(1),
      goal: '-',
      ratio: '1.00',
      met: true,
    },
    {
      measure: `${label} map with Skia's PNG encoder, as before (ms)`,
      median: median(skia).toFixed(1),
      p99: percentile(skia, 99).toFixed(1),
      goal: '-',
      ratio: `${(median(maps) / median(skia)).toFixed(2)} (sharp/Skia)`,
      met: true,
    },
    {
      measure: `${label} map PNG size (KB; Skia's: ${(size0 / 1024).toFixed(0)})`,
      median: (size / 1024).toFixed(0),
      goal: '<= 400',
      ratio: (size / 1024 / 400).toFixed(2),
      met: size <= 400 * 1024,
    },
  ];
}

export async function benchRender(): Promise<Row[]> {
  registerFonts();
  const view = boardAt('fleet-battle', MOMENTS['fleet-battle']);
  const ship = view.ships.find((s) => s.status === 'active')?.id ?? 's1';
  await renderShipSheet(view, ship);
  const sheets: number[] = [];
  for (let i = 0; i < RUNS; i++) sheets.push(await timed(() => renderShipSheet(view, ship)));
  const golden = goldenGame('fleet-battle');
  const record = { initial: golden.initial, log: golden.log.map((command) => ({ command })) } as unknown as GameRecord;
  const steps = impulseSteps(record, CROWDED.round, CROWDED.impulse) ?? [];
  const t = translator('en-US');
  const table = TABLES.get('impulse');
  if (!table) throw new Error('no impulse table');
  const animations: number[] = [];
  let gif = 0;
  for (let i = 0; i < sized(9, 1); i++)
    animations.push(
      await timed(
        async () => (gif = (await animateReplay(t, table, record, CROWDED.round, CROWDED.impulse))?.data.length ?? 0),
      ),
    );
  const perFrame = (ms: number) => ms / Math.max(1, steps.length);
  // npm start and npm run bench keep large buffers in glibc's heap (package.json, Dockerfile): reading
  // a map's pixels back from the canvas then costs no page faults. Said here, so a run without it
  // (plain `tsx tests/bench/index.ts`) is not mistaken for what the bot does.
  const heap = process.env.MALLOC_MMAP_THRESHOLD_ ?? 'unset (glibc default: large buffers mmapped)';
  // And the collector on the main thread, as npm start has it (tests/e2e/process-tuning.ts).
  const collector = process.execArgv.includes('--single-threaded-gc')
    ? 'on the main thread (--single-threaded-gc)'
    : 'with helper threads (V8 default)';
  return [
    {
      measure: `large buffers kept in the heap: MALLOC_MMAP_THRESHOLD_=${heap}`,
      median: '-',
      goal: '-',
      ratio: '-',
      met: true,
    },
    { measure: `garbage collector: ${collector}`, median: '-', goal: '-', ratio: '-', met: true },
    ...(await mapRows('fleet battle mid-game', MOMENTS['fleet-battle'])),
    ...(await mapRows('fleet battle crowded', CROWDED.at)),
    {
      measure: 'ship sheet render (ms)',
      median: median(sheets).toFixed(1),
      p99: percentile(sheets, 99).toFixed(1),
      goal: '-',
      ratio: '-',
      met: true,
    },
    {
      measure: `/replay animated, fleet battle ${CROWDED.round}${CROWDED.impulse}: ${steps.length} frames, whole GIF (ms)`,
      median: median(animations).toFixed(0),
      p99: percentile(animations, 99).toFixed(0),
      goal: '-',
      ratio: '-',
      met: true,
    },
    {
      measure: `/replay animated, fleet battle ${CROWDED.round}${CROWDED.impulse}: per frame, drawn and encoded (ms)`,
      median: perFrame(median(animations)).toFixed(1),
      p99: perFrame(percentile(animations, 99)).toFixed(1),
      goal: '<= 100',
      ratio: (perFrame(median(animations)) / 100).toFixed(2),
      met: perFrame(median(animations)) <= 100,
    },
    {
      measure: `/replay animated, fleet battle ${CROWDED.round}${CROWDED.impulse}: GIF size (KB)`,
      median: (gif / 1024).toFixed(0),
      goal: '<= 8 MB',
      ratio: (gif / (8 * 1024 * 1024)).toFixed(2),
      met: gif <= 8 * 1024 * 1024,
    },
  ];
}
