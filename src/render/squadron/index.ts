/**
 * The `squadron` ruleset's pictures: the mat with its bases, tokens, locks and attacks, and the text
 * card (its ship sheet: a title and lines, each in a colour). Drawn with the shared hex drawing only.
 */
export {
  renderSquadronMap,
  composeSquadronMap,
  squadronHexes,
  type SquadronFraming,
  type SquadronMapWords,
} from './squadron-map.js';
export { renderTextCard, type CardLine } from './text-card.js';
