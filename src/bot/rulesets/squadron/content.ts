/** `squadron`'s bundled ships, pilots, upgrades and scenarios, as the app loaded them (assets/squadron). */
import type { App } from '../../app/context.js';
import type { SquadronContent } from '../../../assets/squadron-content.js';

export const squadronContent = (app: Pick<App, 'catalog'>): SquadronContent | undefined => app.catalog.squadron;
