/**
 * The game data in `assets/`, read and validated once per process: the hex rulesets' ships
 * and scenarios, squadron's content. Each table's catalog shelf takes its part; the data is read-only, so
 * every app of the process (tests make many) may share it.
 */
import { loadCatalog, type Catalog } from '../../assets/load-catalog.js';

let loading: Promise<Catalog> | undefined;

export function bundledAssets(): Promise<Catalog> {
  // A failed load is not kept: the next app start reads the files again (and reports again).
  loading ??= loadCatalog().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
