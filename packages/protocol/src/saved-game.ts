// A saved game's check: the state hash after every step, and a hash of the header, so that a save
// whose header was edited, whose dice were scripted, or one of whose answers was swapped for
// another legal one no longer replays silently: the replay says at which step it parts from the
// game that was saved. A check, not a signature: it catches changes, not someone who recomputes
// it after making them.
import { vouches } from './snapshot-hash.ts';
import { applyInPlace, atVersion, createGame, stateHash, versionsToTry, type Answer, type Content, type CoreState, type GameHeader, type GameState, type Seat } from '@delve/engine';

export interface SaveCheck {
  /** stateHash's walk over the header (ruleset, options, packs, setup, seed, dice). */
  header: string;
  /** steps[n]: the state's hash after n answers; steps[0] is the opening. One per answer and one more. */
  steps: string[];
}

export interface CheckedSave {
  header: GameHeader<unknown>;
  answers: { seat: Seat; answer: Answer }[];
  check?: SaveCheck;
}

/** The header's hash: stateHash reads any JSON value the same way, key order aside. */
export function headerHash(h: GameHeader<unknown>): string {
  return stateHash({ header: h } as unknown as CoreState);
}

export type ReplayVerdict =
  | { ok: true; state: GameState; check: SaveCheck; unchecked: boolean; header: GameHeader<unknown>; inferred: boolean }
  | { ok: false; step: number | null; message: string };

/** Replays a save against its check: the state and the check of what was replayed, or where the
 * replay parts from the saved game (`step` null for the header itself). A save without a check
 * replays as it is, `unchecked`. A save made before headers named their rules version is replayed
 * by each version it may have been played by (`versionsToTry`): the first whose replay its check
 * vouches for (without a check, the first that accepts every answer) is the one it was played by,
 * `header` naming it and `inferred` set. Throws what the engine throws for a header it refuses (a
 * rules version it does not play among them). */
export function replayChecked(saved: CheckedSave, content: Content): ReplayVerdict {
  const c = saved.check;
  if (c !== undefined) {
    if (!c || typeof c !== 'object' || typeof c.header !== 'string' || !Array.isArray(c.steps) || !c.steps.every((h) => typeof h === 'string')) {
      return { ok: false, step: null, message: 'its check is not a check: { header, steps }' };
    }
    if (c.steps.length !== saved.answers.length + 1) return { ok: false, step: null, message: `its check covers ${c.steps.length - 1} answers, but it holds ${saved.answers.length}` };
    if (headerHash(saved.header) !== c.header) return { ok: false, step: null, message: 'its header is not the one saved (the check\'s header hash differs)' };
  }
  const versions = versionsToTry(saved.header);
  if (saved.header.rulesVersion !== undefined) return replayAt(saved, content, saved.header, false);
  let first: ReplayVerdict | null = null;
  for (const v of versions) {
    const r = replayAt(saved, content, atVersion(saved.header, v), true);
    if (r.ok) return r;
    first ??= r;
  }
  return { ...first!, message: `${first!.message} (it names no rules version, and replays by none of versions ${versions.join(', ')})` };
}

/** One replay of `saved` by the rules `header` names. */
function replayAt(saved: CheckedSave, content: Content, header: GameHeader<unknown>, inferred: boolean): ReplayVerdict {
  const c = saved.check;
  const s = createGame(header, content);
  const steps = [stateHash(s)];
  const parted = (n: number): ReplayVerdict => ({
    ok: false, step: n,
    message: n === 0 ? 'it parts from the saved game at the opening (step 0): the setup, seed or dice were changed' : `it parts from the saved game at step ${n}: the state after answer ${n} (${saved.answers[n - 1]!.seat}) is not the one saved`,
  });
  // A check written by an earlier version may hash the state without fields added since.
  const same = (n: number) => c!.steps[n] === steps[n] || vouches(s, c!.steps[n]!);
  if (c && !same(0)) return parted(0);
  for (let i = 0; i < saved.answers.length; i++) {
    const { seat, answer } = saved.answers[i]!;
    const r = applyInPlace(s, seat, answer);
    if (!r.ok) return { ok: false, step: i + 1, message: `answer ${i + 1} (${seat}) is refused: ${r.error.code}: ${r.error.message}` };
    steps.push(stateHash(s));
    if (c && !same(i + 1)) return parted(i + 1);
  }
  return { ok: true, state: s, check: { header: headerHash(saved.header), steps }, unchecked: c === undefined, header, inferred };
}
