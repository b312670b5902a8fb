/** What every command handler receives: the app's services, the request, a way to answer, and text. */

// Declared in seam.ts with the tables they hold and that take them (one file, so no import loop).
export type { App, CommandContext, GameEndedListener, Logger, Rulesets } from './seam.js';
