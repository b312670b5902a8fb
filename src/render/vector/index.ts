/**
 * The `vector` ruleset's pictures: impulse's map with each ship's projected track and its velocity
 * on its plate. Its ship sheet and alt text are impulse's (src/render/impulse/), with vector's words.
 */
export { renderVectorMap, vectorMapOptions, type Ghost } from './vector-map.js';
