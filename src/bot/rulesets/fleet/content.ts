/**
 * `fleet`'s bundled ship and squadron classes and scenarios, as the app loaded them (assets/fleet,
 * the `fleet` part of the loaded assets). Absent (a deployment without assets/fleet): no scenario.
 */
import type { FleetContent } from '../../../assets/fleet-content.js';
import { CatalogShelf, type Catalogs } from '../../app/catalogs.js';
import { bundledAssets } from '../bundled-assets.js';

export const FLEET_CATALOG = new CatalogShelf<{ readonly content: FleetContent | undefined }>('fleet', async () => ({
  content: (await bundledAssets()).fleet,
}));

export const fleetContent = (app: { readonly catalogs: Catalogs }): FleetContent | undefined =>
  FLEET_CATALOG.of(app).content;
