// Game ids and invite tokens. A token is the only proof of a seat, so it is long and random, and
// only its hash is stored: a copy of the database does not let anyone take a seat.
import { createHash, randomBytes } from 'node:crypto';

export function newGameId(): string {
  return randomBytes(9).toString('base64url');
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A seed no seat can guess: the seed decides every die (DEC-17). */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
