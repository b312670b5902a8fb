/** `npm run verify -- <game.json>`: checks every roll of a finished game (see verify-export.ts). */
import { readArgs, readJsonFile } from './args.js';
import { verifyExport } from './verify-export.js';

const USAGE = 'usage: npm run verify -- <game.json>   (the file /game log gives once the game is over)';

async function main(): Promise<number> {
  const args = readArgs({ usage: USAGE, options: {}, positionals: 1 });
  if (typeof args === 'number') return args;
  const path = args.positionals[0];
  if (!path) {
    console.error(USAGE);
    return 2;
  }
  const file = await readJsonFile(path);
  if (!file.ok) {
    console.error(file.why);
    return 2;
  }
  const verdict = verifyExport(file.value);
  for (const line of verdict.lines) console.log(`${verdict.ok ? '✓' : '✗'} ${line}`);
  return verdict.ok ? 0 : 1;
}

process.exitCode = await main();
