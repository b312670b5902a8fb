/** The dice seed's published fingerprint: its SHA-256, posted at the start, checked by `npm run verify`. */
import { createHash } from 'node:crypto';

export const hashSeed = (seed: string): string => createHash('sha256').update(seed, 'utf8').digest('hex');
