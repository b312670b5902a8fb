/**
 * A bundled scenario in the reader's language: its name, briefing and side names come from the
 * message catalogue (`scenario.<id>.name`, `scenario.<id>.description`, `scenario.side.<side id>`),
 * as every word a player reads does. A translation stands only for the English it translates: a
 * scenario whose text differs from the catalogue's English (one a host uploaded, or edited) keeps
 * its own words. Ship names are names and stay as they are.
 *
 * A game takes its scenario's words once, in its channel's language, when it starts (they are in its
 * opening state, so its replay and its export say what the players read).
 */
import type { App } from '../app/context.js';
import type { GameRecord } from '../../store/index.js';
import type { Translate } from '../locales/index.js';
import { assetWord as translated } from './asset-words.js';
import type { ScenarioInfo } from './table.js';

export interface ScenarioWords {
  readonly id: string;
  readonly name: string;
  readonly description?: string | undefined;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
}

export function localScenario<S extends ScenarioWords>(t: Translate, scenario: S): S {
  const { id, description } = scenario;
  return {
    ...scenario,
    name: translated(t, `scenario.${id}.name`, scenario.name),
    ...(description !== undefined ? { description: translated(t, `scenario.${id}.description`, description) } : {}),
    sides: scenario.sides.map((side) => ({ ...side, name: translated(t, `scenario.side.${side.id}`, side.name) })),
  };
}

/** The scenario a record names, as its ruleset describes it, in the reader's language. */
export function recordScenario(app: App, record: GameRecord, t: Translate): ScenarioInfo | undefined {
  const scenario = app.rulesets
    .get(record.ruleset)
    ?.scenarios(app)
    .find((s) => s.id === record.scenario);
  return scenario && localScenario(t, scenario);
}

/** The sides of a game's scenario, named in the reader's language (the pinned status's players, while in the lobby). */
export const scenarioSides = (app: App, record: GameRecord, t: Translate): ScenarioWords['sides'] =>
  recordScenario(app, record, t)?.sides ?? [];
