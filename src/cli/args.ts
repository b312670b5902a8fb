/**
 * What every `npm run` tool does with its command line and its input file: `--help` prints the
 * usage, an option it does not know (or one missing its value) is said in one line with the usage,
 * and a file that is missing or is not JSON is said in one line naming the file. Never a stack trace:
 * these are tools for players and organisers, not only for us.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface Cli<O extends Options> {
  /** The usage line(s), printed for `--help` and after a mistake. */
  readonly usage: string;
  readonly options: O;
  /** How many file or value arguments it takes at most (none when left out). */
  readonly positionals?: number;
}

export type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true }>>;

/** The command line read, or the exit code when there is nothing to run (`--help`: 0, a mistake: 2). */
export function readArgs<O extends Options>(
  cli: Cli<O>,
  argv: readonly string[] = process.argv.slice(2),
): Parsed<O> | number {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(cli.usage);
    return 0;
  }
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs({ args: [...argv], options: cli.options, allowPositionals: true, strict: true });
  } catch (error) {
    // node:util names the mistake in its message's first sentence ("Unknown option '--gmaes'. To
    // specify a positional argument..."); the rest is advice about positionals nobody here needs.
    const why = error instanceof Error ? (error.message.split(/\.\s/)[0] ?? error.message) : String(error);
    console.error(`${why}\n${cli.usage}`);
    return 2;
  }
  if (parsed.positionals.length > (cli.positionals ?? 0)) {
    console.error(`unexpected argument: ${parsed.positionals[cli.positionals ?? 0]}\n${cli.usage}`);
    return 2;
  }
  return parsed;
}

/** A JSON file's contents, or what is wrong with it in one line. */
export async function readJsonFile(path: string): Promise<{ ok: true; value: unknown } | { ok: false; why: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : 'cannot be read';
    return { ok: false, why: `${path}: ${why}` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, why: `${path}: not JSON (a game record or a /game log export is a .json file)` };
  }
}
