/** Small statistics for benchmark tables: medians and percentiles of raw samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** `a[i] / b[i]` for samples taken in pairs (the same index is the same moment). */
export function pairRatios(a: readonly number[], b: readonly number[]): number[] {
  if (a.length !== b.length) throw new Error(`pairRatios: ${a.length} samples against ${b.length}`);
  return a.map((x, i) => x / (b[i] as number));
}

/** "p10-p90 1.31-2.05" of a set of ratios, for a table cell. */
export const spread = (ratios: readonly number[]): string =>
  `p10-p90 ${percentile(ratios, 10).toFixed(2)}-${percentile(ratios, 90).toFixed(2)}`;

export interface Row {
  readonly measure: string;
  readonly median: string;
  readonly p99?: string;
  readonly goal: string;
  readonly ratio: string;
  readonly met: boolean;
}

/** The table; `judged` false (a quick run) says no goal was judged rather than met or not. */
export function printTable(rows: readonly Row[], judged = true): void {
  const header = ['measure', 'median', 'p99', 'goal', 'median / goal', 'met'];
  const verdict = (r: Row) => (!judged ? 'not judged' : r.met ? 'yes' : 'NO');
  const lines = rows.map((r) => [r.measure, r.median, r.p99 ?? '-', r.goal, r.ratio, verdict(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
