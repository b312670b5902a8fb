/**
 * Loads every module in commands/ and checks it at start-up: a module without a valid definition
 * or handler, or two commands with one name, stop the bot with a message naming the file.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CODE_ROOT } from '../../paths.js';
import { CommandModuleSchema, type CommandModule } from '../pipeline/command.js';
import { commandTable } from '../rulesets/command-table.js';
import { TABLES } from '../rulesets/registry.js';
import type { TableRegistry } from '../rulesets/table-registry.js';

/** commands/*.ts under tsx, dist/commands/*.js compiled (issue 45): the modules in the form the bot runs. */
export const COMMANDS_DIR = fileURLToPath(new URL('commands/', CODE_ROOT));

export class CommandLoadError extends Error {
  override readonly name = 'CommandLoadError';
}

/** The shared commands in `dir` with those of every ruleset in `rulesets`, checked against Discord's limits. */
export async function loadCommands(
  dir: string = COMMANDS_DIR,
  rulesets: TableRegistry = TABLES,
): Promise<Map<string, CommandModule>> {
  return commandTable(await loadShared(dir), rulesets);
}

async function loadShared(dir: string): Promise<Map<string, CommandModule>> {
  const files = (await readdir(dir))
    .filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts') && !f.startsWith('_'))
    .sort();
  const modules = new Map<string, CommandModule>();
  for (const file of files) {
    let loaded: unknown;
    try {
      loaded = ((await import(pathToFileURL(join(dir, file)).href)) as { default?: unknown }).default;
    } catch (error) {
      throw new CommandLoadError(
        `commands/${file} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const parsed = CommandModuleSchema.safeParse(loaded);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CommandLoadError(
        `commands/${file} is not a command module: ${issue?.path.join('.') || 'default export'}: ${issue?.message ?? 'invalid'} (export default { data, execute, autocomplete? })`,
      );
    }
    const module = loaded as CommandModule;
    if (modules.has(module.data.name))
      throw new CommandLoadError(`commands/${file} defines /${module.data.name}, which another file already defines`);
    modules.set(module.data.name, module);
  }
  if (modules.size === 0) throw new CommandLoadError(`no command modules found in ${dir}`);
  return modules;
}
