// One live game: the engine's state, the stored answers, and the rule that an answer is durable
// before anyone hears of it. No transport here; the room wraps this with Colyseus.
import {
  applyInPlace, atVersion, createGame, prepare, RULES_VERSIONS, versionsToTry,
  type Answer, type Content, type GameEvent, type GameHeader, type GameState, type Seat,
} from '@delve/engine';
import { PROTOCOL_ERRORS as P, type ErrorMessage, type SeatKind } from '@delve/protocol';
import type { GameRecord, GameStore, SeatChange, StoredAnswer, StoredGame } from './storage/store.ts';
import type { ContentSource } from './content-source.ts';
import { undoTarget, type UndoEntries } from './undo.ts';
import { snapshotHash, vouches } from '@delve/protocol';

export { legacyStateHash } from '@delve/protocol';

export interface SessionDeps {
  store: GameStore;
  content: ContentSource;
  /** A state hash is stored every this many answers while a game is played (0: only when it ends
   * or its room unloads, `snapshot`). */
  snapshotEvery: number;
  /** Told once a game's end is stored (a campaign takes its expedition's result back). */
  onFinished?: (gameId: string) => Promise<void>;
}

/** While a game is played, its state hash is stored this often (crash safety: a game also
 * stores it when it ends and when its room unloads). Each hash reads the whole state, and was
 * the costliest part of an answer online every 20 or 50 answers (docs/performance.md). */
export const SNAPSHOT_EVERY = 500;

export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: ErrorMessage };

/** Thrown when a stored game no longer replays to its snapshot: the engine changed under it. */
export class ReplayMismatchError extends Error {
  override name = 'ReplayMismatchError';
}

/** Thrown when a game was set aside: it is kept, but not loaded until it is fixed. */
export class GameSetAsideError extends Error {
  override name = 'GameSetAsideError';
}

/** The reasons a game is set aside for that a later version may undo: its replay did not reach its
 * stored snapshot, refused a stored answer, or named rules this server does not play. */
const RETRIED = /state at step \d+ is not the stored one|is refused on replay|rules version/;

/** Steps whose events a live game keeps in memory: enough for undo, which stops at the first
 * answer of another seat or the first die. */
const RECENT_STEPS = 64;

export class GameSession {
  readonly record: GameRecord;
  #deps: SessionDeps;
  #state: GameState;
  #answers: StoredAnswer[];
  /** The events of the latest steps: `#events[k]` are those of step `#eventsFrom + k` (step 0 the
   * opening, step n + 1 answer n's). Older ones are not kept: a log is made again from the stored
   * answers (`seatLog`), and undo never reaches so far back. */
  #events: GameEvent[][];
  #eventsFrom: number;
  #finishedStored: boolean;
  /** The step whose hash is stored, if this session stored it. */
  #snapshotAt = -1;

  private constructor(deps: SessionDeps, record: GameRecord, state: GameState, answers: StoredAnswer[], events: GameEvent[][], finished: boolean) {
    this.#deps = deps;
    this.record = record;
    this.#state = state;
    this.#answers = answers;
    this.#events = events;
    this.#eventsFrom = 0;
    this.#finishedStored = finished;
    this.#trimEvents();
  }

  /** Keeps the events of the latest `RECENT_STEPS` steps only. */
  #trimEvents(): void {
    const extra = this.#events.length - RECENT_STEPS;
    if (extra <= 0) return;
    this.#events.splice(0, extra);
    this.#eventsFrom += extra;
  }

  /** Replays a stored game; null if there is no such game. Throws `GameSetAsideError` for a game
   * set aside, and `ReplayMismatchError` if the game does not replay (its header is refused, an
   * answer is refused, or the replay does not reach the stored snapshot's hash); storage and
   * content errors are thrown as they are. */
  static async load(id: string, deps: SessionDeps): Promise<GameSession | null> {
    const stored = await deps.store.loadGame(id);
    if (!stored) return null;
    // A game set aside because it did not replay is tried again: a later version may read it (a
    // snapshot hashed before the state gained a field, snapshot-hash.ts; the rules of the version
    // it was played by, rules-versions.ts). It stays set aside if it still does not replay.
    const retry = stored.setAside !== null && RETRIED.test(stored.setAside);
    if (stored.setAside !== null && !retry) throw new GameSetAsideError(`game ${id} was set aside: ${stored.setAside}`);
    const content = await deps.content(stored.record.header.packs);
    let replayed: ReturnType<typeof replayWithEvents>;
    try {
      replayed = replayByItsRules(stored, content);
    } catch (e) {
      if (retry) throw new GameSetAsideError(`game ${id} was set aside: ${stored.setAside}`);
      throw e;
    }
    if (retry) await deps.store.setAside(id, null);
    return new GameSession(deps, stored.record, replayed.state, stored.answers, replayed.events, stored.finished);
  }

  get id(): string {
    return this.record.id;
  }

  get state(): GameState {
    return this.#state;
  }

  /** Answers applied so far. */
  get step(): number {
    return this.#answers.length;
  }

  get finished(): boolean {
    return this.#state.result !== null;
  }

  get answers(): readonly StoredAnswer[] {
    return this.#answers;
  }

  /** The events of `step` while they are kept (the latest steps), else null. */
  eventsAt(step: number): readonly GameEvent[] | null {
    return step >= this.#eventsFrom ? this.#events[step - this.#eventsFrom] ?? null : null;
  }

  /** The game as storage holds it, for logs and replays made from the stored answers. */
  get stored(): StoredGame {
    return { record: this.record, answers: this.#answers, snapshot: null, finished: this.finished, setAside: null };
  }

  kindOf(seat: Seat): SeatKind | undefined {
    return this.record.seats.find((s) => s.seat === seat)?.kind;
  }

  /** The AI seat whose decision is pending, if any: an AI seat's, or a person's seat the AI
   * stands in for (`standIns`) while they are away. */
  aiToMove(standIns?: ReadonlySet<Seat>): Seat | null {
    const d = this.#state.pending;
    if (!d || this.#state.result) return null;
    return this.kindOf(d.seat) === 'ai' || standIns?.has(d.seat) ? d.seat : null;
  }

  /** Changes a seat in storage, then in the record the room reads: who plays it, its token, its
   * person's name. */
  async changeSeat(seat: Seat, change: SeatChange): Promise<void> {
    const rec = this.record.seats.find((s) => s.seat === seat);
    if (!rec) throw new Error(`no seat ${seat}`);
    await this.#deps.store.updateSeat(this.id, seat, change);
    Object.assign(rec, change);
  }

  /** Checks the answer with the engine, stores it, and only then plays it on the game's state, in
   * place: no copy of the state an answer (a refused or unstored answer changes nothing). */
  async submit(seat: Seat, step: number, answer: Answer): Promise<Outcome<{ events: GameEvent[] }>> {
    if (step !== this.step) return { ok: false, error: { code: P.stale, message: `the game is at step ${this.step}, not ${step}`, about: 'answer' } };
    // Checked once, in full: `play` then makes the answer `prepare` accepted, without checking it
    // again (docs/performance.md, "An answer online").
    const p = prepare(this.#state, seat, answer);
    if (!p.ok) return { ok: false, error: { ...p.error, about: 'answer' } };
    // The one object the store is given and the session keeps: the store writes it as it is told
    // it, and never keeps it.
    const stored: StoredAnswer = { seat, answer };
    try {
      await this.#deps.store.appendAnswer(this.id, step, stored);
    } catch (e) {
      return { ok: false, error: { code: P.storage, message: `the answer could not be stored: ${(e as Error).message}`, about: 'answer' } };
    }
    // Nothing else played on the state while the answer was stored: a second answer at this step
    // is refused above, or by storage, which holds one answer a step.
    if (step !== this.step) return { ok: false, error: { code: P.stale, message: `the game moved on to step ${this.step}`, about: 'answer' } };
    const events = p.play();
    this.#answers.push(stored);
    this.#events.push(events);
    this.#trimEvents();
    // Most answers store nothing more: `#afterChange` is called, and awaited, only for one that
    // does (a snapshot due, the game's end), rather than an async call and its promise an answer.
    if (this.#changesStored()) await this.#afterChange();
    return { ok: true, events };
  }

  /** Where an undo asked for `seat` by a person holding `holds` would go back to, or why it may
   * not; see undo.ts. */
  undoTarget(seat: Seat, holds?: ReadonlySet<Seat>): ReturnType<typeof undoTarget> {
    // The answers whose events are kept: answer i is step i + 1.
    const first = Math.max(0, this.#eventsFrom - 1);
    const t = undoTarget(this.#state, this.#undoEntries(first), seat, (s) => this.kindOf(s), holds);
    if (t.ok) return { ok: true, to: t.to + first };
    return first > 0 && t.reason === 'no answer of this seat to take back' ? { ok: false, reason: 'that answer is too far back to take back' } : t;
  }

  /** The kept answers from `first` on, as undo reads them: made as it reads them, from the
   * latest back (it stops at the first that decides). The room asks at every step, for each
   * connection, whether its person may undo: making the whole list each time (up to 64 answers)
   * was 2-3% of the server's samples under load (docs/performance.md). */
  #undoEntries(first: number): UndoEntries {
    const answers = this.#answers;
    return {
      length: answers.length - first,
      at: (i) => {
        const a = answers[first + i];
        return a ? { seat: a.seat, events: this.eventsAt(first + i + 1)! } : undefined;
      },
    };
  }

  /** Takes back the latest answer of `seat`, or of any seat in `holds` (the seats its person
   * holds), and the AI answers after it, if no information appeared since; see undo.ts. */
  async undo(seat: Seat, holds?: ReadonlySet<Seat>): Promise<Outcome<{ to: number }>> {
    const t = this.undoTarget(seat, holds);
    if (!t.ok) return { ok: false, error: { code: P.undoRefused, message: t.reason, about: 'undo' } };
    try {
      await this.#deps.store.truncate(this.id, t.to);
    } catch (e) {
      return { ok: false, error: { code: P.storage, message: `the undo could not be stored: ${(e as Error).message}`, about: 'undo' } };
    }
    const content = this.#state.ctx.content;
    const kept = this.#answers.slice(0, t.to);
    const { state, events } = replayWithEvents(this.record, kept, content, kept.length, null);
    this.#state = state;
    this.#answers = kept;
    this.#events = events;
    this.#eventsFrom = 0;
    this.#trimEvents();
    await this.#afterChange();
    return { ok: true, to: t.to };
  }

  /** Stores the state hash at this step, unless it is stored already. The hash reads the whole
   * state (as long as dozens of answers in place), so it is taken when the game comes to rest
   * (its room unloads, it ends) and only every `snapshotEvery` answers while it is played. */
  async snapshot(): Promise<void> {
    if (this.#snapshotAt === this.step) return;
    await this.#deps.store.saveSnapshot(this.id, { step: this.step, hash: snapshotHash(this.#state) });
    this.#snapshotAt = this.step;
  }

  /** Whether `#afterChange` has anything to store at this step. */
  #changesStored(): boolean {
    return this.#snapshotDue() || this.finished !== this.#finishedStored;
  }

  #snapshotDue(): boolean {
    const every = this.#deps.snapshotEvery;
    return every > 0 && this.step % every === 0 && this.step > 0;
  }

  async #afterChange(): Promise<void> {
    if (this.#snapshotDue()) await this.snapshot();
    if (this.finished !== this.#finishedStored) {
      if (this.finished) await this.snapshot();
      await this.#deps.store.setFinished(this.id, this.finished);
      this.#finishedStored = this.finished;
      if (this.finished) await this.#deps.onFinished?.(this.id);
    }
  }
}

/** Replays a stored game by the rules of its version (rules-versions.ts). A header stored before
 * headers named a version is replayed by each version it may have been played by, the one in
 * force when it was stored first (one that names a version, by it and then by any later one in
 * force when it was stored: `versionsToTry`): the first whose replay accepts every answer and
 * reaches the snapshot is the one, and `stored.record.header` names it from then on (in memory: the stored
 * header stays as it was stored, which a campaign compares its expedition's game with). Throws
 * `ReplayMismatchError` naming the game and the version when no version this server plays
 * replays it. */
export function replayByItsRules(stored: StoredGame, content: Content): { state: GameState; events: GameEvent[][] } {
  const { record } = stored;
  const named = record.header.rulesVersion;
  let versions: number[];
  try {
    versions = versionsToTry(record.header, record.createdAt);
  } catch {
    throw new ReplayMismatchError(`game ${record.id} is played by rules version ${JSON.stringify(named)}, which this server does not play (it plays versions ${RULES_VERSIONS.map((r) => r.version).join(', ')})`);
  }
  let first: Error | null = null;
  for (const v of versions) {
    const header = atVersion(record.header, v);
    let replayed: { state: GameState; events: GameEvent[][] };
    try {
      replayed = replayWithEvents({ ...record, header }, stored.answers, content, stored.answers.length, stored.snapshot);
    } catch (e) {
      first ??= e instanceof ReplayMismatchError ? e : new ReplayMismatchError(`game ${record.id} does not replay: ${(e as Error).message}`);
      continue;
    }
    (record as { header: GameHeader }).header = header;
    return replayed;
  }
  if (named !== undefined) throw new ReplayMismatchError(`${first!.message} (rules version ${named}${versions.length > 1 ? `; tried versions ${versions.join(', ')}` : ''})`);
  throw new ReplayMismatchError(`${first!.message} (it names no rules version; tried versions ${versions.join(', ')})`);
}

function replayWithEvents(
  record: GameRecord,
  answers: readonly StoredAnswer[],
  content: Parameters<typeof createGame>[1],
  upTo: number,
  snapshot: { step: number; hash: string } | null,
): { state: GameState; events: GameEvent[][] } {
  const s = createGame(record.header, content);
  const events: GameEvent[][] = [s.events];
  for (let i = 0; i < upTo; i++) {
    if (snapshot && snapshot.step === i && !vouches(s, snapshot.hash)) throw new ReplayMismatchError(`game ${record.id}: state at step ${i} is not the stored one`);
    const { seat, answer } = answers[i]!;
    const r = applyInPlace(s, seat, answer);
    if (!r.ok) throw new ReplayMismatchError(`game ${record.id}: stored answer ${i} is refused on replay: ${r.error.code}: ${r.error.message}`);
    events.push(r.events);
  }
  if (snapshot && snapshot.step === upTo && !vouches(s, snapshot.hash)) throw new ReplayMismatchError(`game ${record.id}: state at step ${upTo} is not the stored one`);
  return { state: s, events };
}
