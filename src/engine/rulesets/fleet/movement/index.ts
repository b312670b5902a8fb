/** `fleet`'s movement rules (issue 43; seed 004, rulebook pp. 17-18): ships' manoeuvres and squadrons' moves. */
export * from './board.js';
export * from './course.js';
export * from './displaced.js';
export * from './manoeuvre.js';
export * from './speed-chart.js';
export * from './squadron-move.js';
