/**
 * Colours from the Okabe-Ito palette, which stays distinct for the common kinds of colour
 * blindness. Colour never carries information alone: the two sides also differ by token shape
 * (side one round, side two square), and every state shown by colour also has a mark or a number.
 * Every colour that carries meaning stands out from the background by at least 3:1 (WCAG's
 * non-text contrast, checked in tests/render/palette.test.ts); the grid lines are quieter on purpose.
 */
export const PALETTE = {
  background: '#10141c',
  grid: '#2a3240',
  gridStrong: '#4a5568',
  gridLabel: '#aab4c4',
  text: '#f2f4f8',
  muted: '#9aa4b4',
  sides: ['#56b4e9', '#e69f00'] as const,
  sideInk: ['#0b2a3d', '#3d2900'] as const,
  shield: '#009e73',
  /** Lost shield boxes: vermillion, drawn thin (what is left is drawn thick), so shape tells them apart too. */
  shieldLost: '#d55e00',
  hull: '#f0e442',
  damage: '#d55e00',
  planet: '#6b5b95',
  asteroids: '#8c7f6e',
  nebula: '#cc79a7',
  missile: '#f2f4f8',
  highlight: '#f0e442',
  /** A ship destroyed in the stretch of play the picture shows, drawn where it died. */
  wreck: '#9aa4b4',
} as const;
