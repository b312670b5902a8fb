/**
 * The long stretches in a CPU profile of the bot's main thread (the load trial's `--profile`): runs of
 * samples with no idle one between them, so a command that arrived meanwhile waited at least that
 * long, and what filled them, by package or source file (issue 45). It reads the `.cpuprofile` format
 * V8's inspector writes (`Profiler.stop`): a tree of call frames and, per sample, the leaf's node id
 * and the time since the sample before.
 */
import { z } from 'zod';

const CallFrameSchema = z.object({ functionName: z.string(), url: z.string() });
const ProfileSchema = z.object({
  nodes: z.array(z.object({ id: z.number(), callFrame: CallFrameSchema, children: z.array(z.number()).optional() })),
  startTime: z.number(),
  endTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

type CallFrame = z.infer<typeof CallFrameSchema>;

/** The long runs of one profile: how many, how long together, and their time by what filled it. */
export interface LongRuns {
  readonly runs: number;
  readonly totalMs: number;
  readonly longestMs: number;
  /** Milliseconds of those runs by part, most first: `collector`, `program`, a package, a source file. */
  readonly byPart: readonly (readonly [string, number])[];
}

/** What a frame belongs to: its package in node_modules, the bot's source file, or Node's own module. */
function partOf(frame: CallFrame): string | undefined {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg?.[1]) return pkg[1];
  const own = /(?:^|\/)(src\/[^?#]+|commands\/[^?#]+)$/.exec(frame.url);
  if (own?.[1]) return own[1];
  return frame.url.startsWith('node:') ? frame.url : undefined;
}

/** A sample's part: the collector or V8 itself, else the nearest frame from its leaf up that has one. */
function sampleParts(profile: z.infer<typeof ProfileSchema>): Map<number, string> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const parts = new Map<number, string>();
  for (const node of profile.nodes) {
    const name = node.callFrame.functionName;
    if (name === '(garbage collector)') parts.set(node.id, 'collector');
    else if (name === '(program)' || name === '(idle)') parts.set(node.id, name.slice(1, -1));
    else {
      let part: string | undefined;
      for (let id: number | undefined = node.id; id !== undefined && !part; id = parentOf.get(id))
        part = partOf(byId.get(id)?.callFrame ?? { functionName: '', url: '' });
      parts.set(node.id, part ?? 'other');
    }
  }
  return parts;
}

/** The runs of `minMs` or more without an idle sample, from a profile's text. */
export function longRuns(text: string, minMs: number): LongRuns {
  const profile = ProfileSchema.parse(JSON.parse(text));
  const parts = sampleParts(profile);
  const byPart = new Map<string, number>();
  let runs = 0;
  let totalMs = 0;
  let longestMs = 0;
  let run: { ms: number; parts: Map<string, number> } | undefined;
  const close = () => {
    if (run && run.ms >= minMs) {
      runs += 1;
      totalMs += run.ms;
      longestMs = Math.max(longestMs, run.ms);
      for (const [part, ms] of run.parts) byPart.set(part, (byPart.get(part) ?? 0) + ms);
    }
    run = undefined;
  };
  // A sample stands for the time until the next one (the last: until the profile's end); a delta is
  // the time since the sample before.
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const next = i + 1 < profile.samples.length ? at + (profile.timeDeltas[i + 1] ?? 0) : profile.endTime;
    const ms = Math.max(0, next - at) / 1000;
    const part = parts.get(id) ?? 'other';
    if (part === 'idle') return close();
    run ??= { ms: 0, parts: new Map() };
    run.ms += ms;
    run.parts.set(part, (run.parts.get(part) ?? 0) + ms);
  });
  close();
  return { runs, totalMs, longestMs, byPart: [...byPart].sort((a, b) => b[1] - a[1]) };
}

/** One line for the trial's output: the runs, and the parts that filled them with their shares. */
export function describeLongRuns(found: LongRuns, minMs: number, parts = 6): string {
  if (found.runs === 0) return `no run of ${minMs} ms or more without going idle`;
  const share = (ms: number) => `${Math.round((100 * ms) / found.totalMs)}%`;
  const top = found.byPart
    .slice(0, parts)
    .map(([part, ms]) => `${part} ${share(ms)}`)
    .join(', ');
  return `${found.runs} runs of ${minMs} ms or more without going idle, ${found.totalMs.toFixed(0)} ms in all (longest ${found.longestMs.toFixed(0)} ms): ${top}`;
}
