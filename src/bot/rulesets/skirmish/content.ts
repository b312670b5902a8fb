/**
 * `skirmish`'s bundled factions, datasheets, weapons and missions, as the app loaded them
 * (assets/skirmish, the `skirmish` part of the loaded assets). Absent (a deployment without
 * assets/skirmish): no mission.
 */
import type { SkirmishContent } from '../../../assets/skirmish-content.js';
import { CatalogShelf, type Catalogs } from '../../app/catalogs.js';
import { bundledAssets } from '../bundled-assets.js';

export const SKIRMISH_CATALOG = new CatalogShelf<{ readonly content: SkirmishContent | undefined }>(
  'skirmish',
  async () => ({ content: (await bundledAssets()).skirmish }),
);

export const skirmishContent = (app: { readonly catalogs: Catalogs }): SkirmishContent | undefined =>
  SKIRMISH_CATALOG.of(app).content;
