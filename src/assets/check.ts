/** `npm run assets:check`: validates assets/ and prints a one-line summary or every problem found. */
import { AssetError, loadCatalog } from './load-catalog.js';

try {
  const catalog = await loadCatalog();
  console.log(
    `assets ok: ${catalog.classes.length} ship classes, ${catalog.weapons.length} weapon types, ${catalog.scenarios.length} scenarios; ` +
      `squadron: ${catalog.squadron?.catalog.ships.length ?? 0} ship types, ${catalog.squadron?.catalog.pilots.length ?? 0} pilots, ${catalog.squadron?.scenarios.length ?? 0} scenarios; ` +
      `fleet: ${catalog.fleet?.catalog.ships.length ?? 0} ship classes, ${catalog.fleet?.catalog.squadrons.length ?? 0} squadron classes, ${catalog.fleet?.scenarios.length ?? 0} scenarios; ` +
      `skirmish: ${Object.keys(catalog.skirmish?.catalog.datasheets ?? {}).length} datasheets, ${catalog.skirmish?.missions.length ?? 0} missions`,
  );
} catch (e) {
  if (!(e instanceof AssetError)) throw e;
  console.error(e.message);
  process.exitCode = 1;
}
