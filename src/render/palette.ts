/**
 * Colours from the Okabe-Ito palette, which stays distinct for the common kinds of colour
 * blindness. Colour never carries information alone: the two sides also differ by token shape
 * (side one round, side two square), and every state shown by colour also has a mark or a number.
 */
export const PALETTE = {
  background: '#10141c',
  grid: '#2c3442',
  gridLabel: '#aab4c4',
  text: '#f2f4f8',
  muted: '#9aa4b4',
  sides: ['#56b4e9', '#e69f00'] as const,
  sideInk: ['#0b2a3d', '#3d2900'] as const,
  shield: '#009e73',
  shieldLost: '#5a3030',
  hull: '#f0e442',
  damage: '#d55e00',
  planet: '#6b5b95',
  asteroids: '#8c7f6e',
  nebula: '#cc79a7',
  missile: '#f2f4f8',
  highlight: '#f0e442',
} as const;
