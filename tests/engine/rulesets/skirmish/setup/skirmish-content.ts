/** `skirmish`'s bundled content for the setup and roster tests, and missions changed from it. */
import { ASSETS_DIR } from '../../../../../src/assets/load-catalog.js';
import { loadSkirmishContent, type SkirmishContent } from '../../../../../src/assets/skirmish-content.js';
import { fromOffset } from '../../../../../src/engine/core/hex-label.js';
import type { Hex } from '../../../../../src/engine/core/hex.js';
import type { SkirmishMission } from '../../../../../src/engine/rulesets/skirmish/data/schema.js';

let loaded: Promise<SkirmishContent> | undefined;

export function skirmishContent(): Promise<SkirmishContent> {
  loaded ??= (async () => {
    const problems: string[] = [];
    const content = await loadSkirmishContent(ASSETS_DIR, problems);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return content;
  })();
  return loaded;
}

export async function skirmishMission(id: string): Promise<SkirmishMission> {
  const mission = (await skirmishContent()).missions.find((m) => m.id === id);
  if (!mission) throw new Error(`no skirmish mission ${id}`);
  return mission;
}

/** A hex by its label's column and row (core/hex-label.ts). */
export const at = (col: number, row: number): Hex => fromOffset({ col, row });
