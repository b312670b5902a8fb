/** `npm run verify -- <game.json>`: checks every roll of a finished game (see verify-export.ts). */
import { readFile } from 'node:fs/promises';
import { verifyExport } from './verify-export.js';

async function main(path: string | undefined): Promise<number> {
  if (!path) {
    console.error('usage: npm run verify -- <game.json>   (the file /game log gives once the game is over)');
    return 2;
  }
  const verdict = verifyExport(JSON.parse(await readFile(path, 'utf8')));
  for (const line of verdict.lines) console.log(`${verdict.ok ? '✓' : '✗'} ${line}`);
  return verdict.ok ? 0 : 1;
}

process.exitCode = await main(process.argv[2]);
