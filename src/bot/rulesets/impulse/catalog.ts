/** impulse's bundled data (ship classes, weapon types, scenarios), as its table reads it from the app. */
import type { Catalog } from '../../../assets/load-catalog.js';
import { CatalogShelf } from '../../app/catalogs.js';
import { bundledAssets } from '../bundled-assets.js';

export type ImpulseCatalog = Pick<Catalog, 'classes' | 'weapons' | 'scenarios'>;

const ownPart = async (): Promise<ImpulseCatalog> => {
  const { classes, weapons, scenarios } = await bundledAssets();
  return { classes, weapons, scenarios };
};

/** Also vector's: it flies impulse's ships over impulse's scenarios. */
export const IMPULSE_CATALOG = new CatalogShelf<ImpulseCatalog>('impulse', ownPart);
