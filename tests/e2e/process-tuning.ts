/**
 * How `npm start` runs the bot's process (package.json, the Dockerfile): the environment and Node
 * flags it is started with, and its entry (compiled, issue 45; `npm run dev` runs the sources under
 * tsx). The end-to-end tests and the Discord benchmark start the bot, and the benchmark's floor bot,
 * the same way, so what they measure is what a host runs; process-tuning.test.ts checks that
 * package.json and the Dockerfile still say the same.
 */

/** glibc keeps buffers up to 32 MB (a map's pixels, 5-8 MB) in its heap: reading them costs no page faults. */
export const START_ENV = {
  MALLOC_MMAP_THRESHOLD_: '33554432',
  MALLOC_TRIM_THRESHOLD_: '134217728',
} as const;

/**
 * Node flags before the script. The collector works on the bot's own thread: its helper threads
 * otherwise ran beside the map encoder (sharp, on libuv's pool) on a small host's few cores, and a
 * map took up to twice as long whenever a collection overlapped it (README "Benchmarks").
 */
export const START_FLAGS: readonly string[] = ['--single-threaded-gc'];

/** `npm start`'s entry: the bot compiled to dist/ by `npm run build` (issue 45). */
export const COMPILED_ENTRY = 'dist/src/bot/main.js';

/** `npm run dev`'s entry: the sources, run by tsx. */
export const SOURCE_ENTRY = 'src/bot/main.ts';
