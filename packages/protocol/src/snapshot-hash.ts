// What vouches for a stored game on reload, or for a saved game's step: the state hash stored
// with its snapshot (or a save's check), written by this version or an earlier one. A field the state gained since (a model's `number`, added with
// the naming layer) changes the hash of the very same game; an earlier snapshot is checked
// against the state as that version kept it, without the fields added since, so a game stored
// then loads and plays on instead of being set aside.
import { cloneState, stateHash, type GameState } from '@delve/engine';

/** The hash a snapshot stores now. */
export const snapshotHash = (s: GameState): string => stateHash(s);

/** The state hash of versions before the hash ignored key order (FNV-1a of the state's JSON as
 * written): snapshots stored by them still vouch for their games. */
export function legacyStateHash(s: GameState): string {
  const text = JSON.stringify(s, (k, v: unknown) => (k === 'ctx' || k === 'events' ? undefined : v));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Fields the state gained after games were first stored, newest first: each takes them out of a
 * copy of the state, giving the state as the versions before it kept it. A field derived from the
 * rest (it changes no rule) belongs here; one that changes play cannot, since a game stored
 * before it no longer plays the same. */
const ADDED: readonly { what: string; strip(s: GameState): void }[] = [
  {
    what: 'Model.number (the naming layer)',
    strip(s) {
      if (!s.models || typeof s.models !== 'object') return;
      for (const m of Object.values(s.models)) delete (m as { number?: number }).number;
    },
  },
];

/** Whether `hash`, stored with a snapshot by this version or an earlier one, is the hash of `s`.
 * The current hash is tried first; the earlier forms only when it differs (a reload of a game
 * stored by an earlier version), each a copy of the state without the fields added since. */
export function vouches(s: GameState, hash: string): boolean {
  if (snapshotHash(s) === hash || legacyStateHash(s) === hash) return true;
  let earlier: GameState | null = null;
  for (const added of ADDED) {
    earlier ??= cloneState(s);
    added.strip(earlier);
    if (stateHash(earlier) === hash || legacyStateHash(earlier) === hash) return true;
  }
  return false;
}
