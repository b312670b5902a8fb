/**
 * A registry of rulesets at the table (issue 12): found by the id a game record carries. A registry
 * is a value the app is given, so a test can play a ruleset of its own through the whole bot
 * (`TABLES.with(...)`) without a line of the bot changing.
 */
import type { GameRecord } from '../../store/index.js';
import { addStrings } from '../locales/index.js';
import type { Rulesets, TableRuleset } from '../app/seam.js';

export class UnknownRuleset extends Error {
  override readonly name = 'UnknownRuleset';
}

export class TableRegistry implements Rulesets {
  private readonly byId = new Map<string, TableRuleset>();

  constructor(tables: readonly TableRuleset[]) {
    for (const table of tables) {
      const id = table.rules.id;
      if (this.byId.has(id)) throw new Error(`two rulesets with the id "${id}"`);
      addStrings(id, table.strings);
      this.byId.set(id, table);
    }
  }

  get(id: string): TableRuleset | undefined {
    return this.byId.get(id);
  }

  /** The ruleset a game plays; a record naming one this bot does not have cannot be played here. */
  of(record: Pick<GameRecord, 'ruleset'>): TableRuleset {
    const table = this.byId.get(record.ruleset);
    if (!table) throw new UnknownRuleset(`this bot does not play the ruleset "${record.ruleset}"`);
    return table;
  }

  /** In the order given: the first is the default for `/game new`. */
  get all(): readonly TableRuleset[] {
    return [...this.byId.values()];
  }

  get ids(): readonly string[] {
    return [...this.byId.keys()];
  }

  with(...more: readonly TableRuleset[]): TableRegistry {
    return new TableRegistry([...this.byId.values(), ...more]);
  }
}
