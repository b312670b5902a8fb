/** `npm run assets:check`: validates assets/ and prints a one-line summary or every problem found. */
import { AssetError, loadCatalog } from './load-catalog.js';

try {
  const catalog = await loadCatalog();
  console.log(`assets ok: ${catalog.classes.length} ship classes, ${catalog.weapons.length} weapon types, ${catalog.scenarios.length} scenarios`);
} catch (e) {
  if (!(e instanceof AssetError)) throw e;
  console.error(e.message);
  process.exitCode = 1;
}
