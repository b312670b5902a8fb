/** The ruleset-independent core: hexes, lines, dice, the PRNG, results, turn flow and replay. */
export * from './clone.js';
export * from './dice.js';
export * from './flow.js';
export * from './hex.js';
export * from './hex-label.js';
export * from './hex-line.js';
export * from './replay.js';
export * from './result.js';
export * from './rng.js';
export * from './symbol-dice.js';
export * from './activation.js';
export * from './sealed-orders.js';
export * from './reaction-window.js';
export * from './deck.js';
export * from './footprint.js';
