/** `squadron`'s bundled ships, pilots, upgrades and scenarios, as the app loaded them (assets/squadron). */
import type { SquadronContent } from '../../../assets/squadron-content.js';
import { CatalogShelf, type Catalogs } from '../../app/catalogs.js';
import { bundledAssets } from '../bundled-assets.js';

/** The content may be absent (a deployment without assets/squadron): the table then offers no scenario. */
export const SQUADRON_CATALOG = new CatalogShelf<{ readonly content: SquadronContent | undefined }>(
  'squadron',
  async () => ({ content: (await bundledAssets()).squadron }),
);

export const squadronContent = (app: { readonly catalogs: Catalogs }): SquadronContent | undefined =>
  SQUADRON_CATALOG.of(app).content;
