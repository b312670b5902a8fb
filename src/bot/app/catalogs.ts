/**
 * Each ruleset's bundled data (its units, scenarios ...), loaded once as the app starts (issue 42).
 * The core keeps them by ruleset id without knowing their shape: what it holds for a ruleset is a
 * token, and only that ruleset's shelf, which loaded it, can open it to its own type. So a table
 * reads its catalog typed, and nothing in between casts.
 */

/** One ruleset's loaded catalog as the core holds it. */
export interface LoadedCatalog {
  readonly ruleset: string;
}

/** Each ruleset's loaded catalog, by ruleset id. */
export type Catalogs = ReadonlyMap<string, LoadedCatalog>;

/** What the core needs of a shelf: which ruleset it serves, and loading it. */
export interface CatalogLoader {
  readonly ruleset: string;
  load(): Promise<LoadedCatalog>;
}

/** A ruleset's catalog of type `T`: declared by its table, loaded by the app, read back typed. */
export class CatalogShelf<T> implements CatalogLoader {
  private readonly values = new WeakMap<LoadedCatalog, T>();

  constructor(
    readonly ruleset: string,
    private readonly loader: () => Promise<T>,
  ) {}

  async load(): Promise<LoadedCatalog> {
    const token = { ruleset: this.ruleset };
    this.values.set(token, await this.loader());
    return token;
  }

  /** The ruleset's catalog in this app; an app that did not load it is a wiring bug, so this throws. */
  of(app: { readonly catalogs: Catalogs }): T {
    const token = app.catalogs.get(this.ruleset);
    const value = token ? this.values.get(token) : undefined;
    if (value === undefined) throw new Error(`the app has no catalog for the ruleset "${this.ruleset}"`);
    return value;
  }
}

/**
 * Every table's catalog (tables without bundled data have none), by the ruleset whose shelf it is: a
 * table may share another ruleset's shelf (one flies another's units), loaded once.
 */
export async function loadCatalogs(tables: readonly { readonly catalog?: CatalogLoader }[]): Promise<Catalogs> {
  const shelves = new Map(tables.flatMap((table) => (table.catalog ? [[table.catalog.ruleset, table.catalog]] : [])));
  const loaded = await Promise.all([...shelves.values()].map((shelf) => shelf.load()));
  return new Map(loaded.map((catalog) => [catalog.ruleset, catalog]));
}
