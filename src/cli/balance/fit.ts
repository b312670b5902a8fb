/**
 * Point costs fitted to a balance run (issue 18, deliverable 6): each class gets a strength per point
 * such that the chance of `n` ships of class a beating `m` of class b is
 * σ(β · (ln(n·pa / m·pb) + la − lb)), fitted by maximum likelihood over every pairing's games. A
 * class whose strength comes out above 1 does more than its points say: its fitted cost is its points
 * times its strength. β says how much a point edge is worth (a 10% edge wins σ(β · 0.095)).
 *
 * Written here rather than taken from a statistics package: it is one small logistic model,
 * fitted by plain gradient ascent, and stays deterministic.
 */
export interface FitInput {
  readonly classes: readonly { readonly id: string; readonly points: number }[];
  /** Class a's score (wins, draws as halves) out of `games` with `n` ships against `m` of class b. */
  readonly results: readonly {
    readonly a: string;
    readonly b: string;
    readonly n: number;
    readonly m: number;
    readonly score: number;
    readonly games: number;
  }[];
}

export interface Fit {
  readonly beta: number;
  /** Strength per point of each class (their geometric mean is 1), by class id. */
  readonly strength: ReadonlyMap<string, number>;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Solves `a · x = b` by Gaussian elimination with partial pivoting (a is small: one row a class). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    [m[col], m[pivot]] = [m[pivot] ?? [], m[col] ?? []];
    const top = m[col] ?? [];
    for (let r = col + 1; r < n; r++) {
      const row = m[r] ?? [];
      const f = (row[col] ?? 0) / (top[col] ?? 1);
      for (let c = col; c <= n; c++) row[c] = (row[c] ?? 0) - f * (top[c] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] ?? [];
    let sum = row[n] ?? 0;
    for (let c = r + 1; c < n; c++) sum -= (row[c] ?? 0) * (x[c] ?? 0);
    x[r] = sum / (row[r] ?? 1);
  }
  return x;
}

interface Row {
  readonly i: number;
  readonly j: number;
  /** ln of the point ratio, n·pa / m·pb. */
  readonly edge: number;
  readonly score: number;
  readonly games: number;
}

/** θ is [β, l1, …, lK-1]; the first class's log strength is pinned at 0 while fitting. */
const logStrength = (theta: readonly number[], k: number): number => (k === 0 ? 0 : (theta[k] ?? 0));

function logLikelihood(rows: readonly Row[], theta: readonly number[]): number {
  let total = 0;
  for (const r of rows) {
    const q = sigmoid((theta[0] ?? 0) * (r.edge + logStrength(theta, r.i) - logStrength(theta, r.j)));
    total += r.score * Math.log(Math.max(q, 1e-12)) + (r.games - r.score) * Math.log(Math.max(1 - q, 1e-12));
  }
  return total;
}

/** One Fisher-scoring step: the gradient, and the expected information it is solved against. */
function scoringStep(rows: readonly Row[], theta: readonly number[]): number[] {
  const size = theta.length;
  const gradient = new Array<number>(size).fill(0);
  const information = Array.from({ length: size }, () => new Array<number>(size).fill(1e-9));
  for (const r of rows) {
    const beta = theta[0] ?? 0;
    const x = r.edge + logStrength(theta, r.i) - logStrength(theta, r.j);
    const q = sigmoid(beta * x);
    const residual = r.score - r.games * q;
    const weight = r.games * q * (1 - q);
    // How z = β·x moves with each parameter.
    const d = new Array<number>(size).fill(0);
    d[0] = x;
    if (r.i !== 0) d[r.i] = beta;
    if (r.j !== 0) d[r.j] = -beta;
    for (let u = 0; u < size; u++) {
      gradient[u] = (gradient[u] ?? 0) + residual * (d[u] ?? 0);
      const row = information[u] ?? [];
      for (let v = 0; v < size; v++) row[v] = (row[v] ?? 0) + weight * (d[u] ?? 0) * (d[v] ?? 0);
    }
  }
  return solve(information, gradient);
}

export function fitPointCosts(input: FitInput, steps = 100): Fit {
  const index = new Map(input.classes.map((c, i) => [c.id, i]));
  const points = input.classes.map((c) => c.points);
  const rows: Row[] = input.results.flatMap((r) => {
    const [i, j] = [index.get(r.a), index.get(r.b)];
    if (i === undefined || j === undefined) return [];
    const edge = Math.log((r.n * (points[i] ?? 1)) / (r.m * (points[j] ?? 1)));
    return [{ i, j, edge, score: r.score, games: r.games }];
  });
  let theta = [3, ...input.classes.slice(1).map(() => 0)];
  let best = logLikelihood(rows, theta);
  for (let step = 0; step < steps; step++) {
    const move = scoringStep(rows, theta);
    // Halve the step until the likelihood does not fall: the model is not concave in β and l together.
    let scale = 1;
    let next = theta;
    let value = best;
    for (let tries = 0; tries < 30; tries++, scale /= 2) {
      next = theta.map((t, k) => t + scale * (move[k] ?? 0));
      value = logLikelihood(rows, next);
      if (value >= best) break;
    }
    if (value < best || value - best < 1e-9) break;
    [theta, best] = [next, value];
  }
  // Strengths are relative: their geometric mean is 1.
  const logs = input.classes.map((_, k) => logStrength(theta, k));
  const mean = logs.reduce((sum, l) => sum + l, 0) / Math.max(1, logs.length);
  return {
    beta: theta[0] ?? 0,
    strength: new Map(input.classes.map((c, k) => [c.id, Math.exp((logs[k] ?? 0) - mean)])),
  };
}

const logit = (p: number): number => Math.log(p / (1 - p));

/** What `more` (0.1 for 10%) more points win between classes of equal strength per point. */
export const byPointsAlone = (beta: number, more: number): number => sigmoid(beta * Math.log(1 + more));

/** A win rate and its 95% interval. */
export interface Rate {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Class a's rate at exactly equal points, from its rate `played` over `games` with `edge` = ln(n·pa /
 * m·pb): the model's points term taken out, σ(logit p − β · edge), the interval moved with it.
 * Whole ships seldom bring equal points, and the side a few percent ahead wins more by those points
 * alone (at β = 7, a 5% edge is worth 58%); judging the games as played credits that to the class.
 * A rate of 0 or 1 is taken as half a game from it, so its logit stays finite.
 */
export function atEqualPoints(played: Rate, games: number, edge: number, beta: number): Rate {
  const shift = (p: number) => sigmoid(logit(p) - beta * edge);
  const half = 0.5 / games;
  return {
    rate: shift(Math.min(Math.max(played.rate, half), 1 - half)),
    low: shift(played.low),
    high: shift(played.high),
  };
}
