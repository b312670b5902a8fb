/**
 * The seeded pseudo-random generator whose whole state lives in the game state (DESIGN.md section
 * 4), so a game replays exactly from its seed. sfc32 (Chris Doty-Humphrey's Small Fast Counter,
 * public domain) seeded by cyrb128; both are small, well studied and pure 32-bit integer maths.
 *
 * For tests, a scripted source replays given die faces in order instead (DESIGN.md section 9:
 * "rule tests are tables with scripted dice").
 *
 *   const rng = createRng(state.rng);   // a working copy
 *   const face = rng.int(6) + 1;        // advances it
 *   draft.rng = rng.save();             // written back into the new state
 */
export type RngState =
  | { readonly kind: 'sfc32'; readonly s: readonly [number, number, number, number] }
  | { readonly kind: 'scripted'; readonly faces: readonly number[]; readonly next: number };

export interface Rng {
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /**
   * A die face for a die whose faces are `faces`: a scripted source returns its next scripted face,
   * which must be one of them.
   */
  face<T extends number>(faces: readonly T[]): T;
  save(): RngState;
}

/** cyrb128: a string hash that yields four well-mixed 32-bit words for seeding. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seedRng(seed: string): RngState {
  return { kind: 'sfc32', s: cyrb128(seed) };
}

/** A source that yields exactly these faces, in order (tests and worked examples). */
export function scriptedRng(faces: readonly number[]): RngState {
  return { kind: 'scripted', faces: [...faces], next: 0 };
}

function sfc32(state: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = state;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  const int = (n: number): number => {
    // Rejection sampling keeps every face exactly equally likely.
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = next();
      if (x < limit) return x % n;
    }
  };
  return {
    int,
    face: (faces) => faces[int(faces.length)] as (typeof faces)[number],
    save: () => ({ kind: 'sfc32', s: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] }),
  };
}

function scripted(faces: readonly number[], start: number): Rng {
  let next = start;
  const take = (): number => {
    const value = faces[next];
    if (value === undefined) throw new Error(`scripted dice ran out after ${faces.length} faces`);
    next += 1;
    return value;
  };
  return {
    int: (n) => {
      const value = take();
      if (!Number.isInteger(value) || value < 0 || value >= n)
        throw new Error(`scripted value ${value} is not in [0, ${n})`);
      return value;
    },
    face: (allowed) => {
      const value = take();
      if (!allowed.includes(value as (typeof allowed)[number])) {
        throw new Error(`scripted face ${value} is not a face of this die (${allowed.join(', ')})`);
      }
      return value as (typeof allowed)[number];
    },
    save: () => ({ kind: 'scripted', faces, next }),
  };
}

/** A working generator that starts where `state` left off. */
export function createRng(state: RngState): Rng {
  return state.kind === 'sfc32' ? sfc32(state.s) : scripted(state.faces, state.next);
}
