/**
 * `npm run bench -- --quick`: every group runs once with small counts and no goal is judged. CI runs
 * it (.ci/run), so a benchmark that no longer runs (a game that ends early, a renamed scenario, a
 * fixture gone) fails CI instead of waiting for the next person who measures; the figures of a quick
 * run mean nothing and the table says so.
 */
export const QUICK = process.argv.includes('--quick');

/** `full` in a real run, `quick` in a quick one. */
export const sized = (full: number, quick: number): number => (QUICK ? quick : full);
