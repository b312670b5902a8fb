/**
 * The pictures' words in US English (key `picture` of the catalogue): the map's header, legend and
 * plates, the ship sheet, the damage report and the alt text. Other locales translate every key
 * (pictures/zh-CN.ts and the rest).
 *
 * They are written once, in the renderer (src/render/english.ts), because the renderer may not
 * import the bot and must still draw for callers without a reader (tests, benchmarks); the
 * catalogue takes them from there, so there is one English text to change.
 */
export { ENGLISH_TEMPLATES as PICTURE_EN_US } from '../../../render/english.js';
