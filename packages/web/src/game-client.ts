// One browser's connection to one game: joins with its tokens, keeps the newest update of each
// seat it holds, the log as words-to-be, the latest dice, and the last refusal. Components read
// immutable snapshots and are told when a new one exists. The answers of AI seats (the AI
// Gamesmaster's turn) arrive as fast as the server plays them; they are shown at the pace the
// player chose (instantly, one every moment, slowly, or one per click), so the turn can be followed.
import { GM, type Answer, type Decision, type GameEvent, type ModelRef, type Seat, type View } from '@delve/engine';
import {
  CHAT_KEPT, JOIN_ERROR_NUMBERS, joinErrorOf, joinGame, type ChatLine, type ErrorMessage, type GameConnection, type OddsMessage, type SeatInfo, type TableNotice, type UpdateMessage,
} from '@delve/protocol';
import type { AttackAnswer } from './legal.ts';
import type { Key } from './i18n.ts';

/** A problem to show, as a catalogue key (i18n.ts) and its words. */
export interface Problem {
  key: Key;
  params?: Record<string, string>;
}

export interface LogLine {
  /** Unique within the game, for keys and filters. */
  key: string;
  step: number;
  event: GameEvent;
}

export interface Snapshot {
  status: 'connecting' | 'open' | 'closed' | 'failed';
  problem: Problem | null;
  gameId: string;
  /** Seats this connection holds. */
  seats: Seat[];
  table: SeatInfo[];
  /** The seat whose view the board shows: the first hero seat held unless the person holding the
   * GM seat too chose the Gamesmaster's view (`show`), else the GM. */
  shown: Seat | null;
  view: View | null;
  /** The pending decision if one of our seats has it, with the step to answer at. */
  decision: { seat: Seat; step: number; decision: Decision } | null;
  /** The decision's legal answers, as the server lists them for its seat. */
  legal: Answer[];
  /** A `choice` decision's move options with their inches (aof-quest). */
  inches: Record<string, number>;
  /** The odds of the attack asked about last (cleared by the next update). */
  odds: OddsMessage | null;
  log: LogLine[];
  /** Dice events of the most recent updates that rolled any, newest last. */
  dice: RolledDice[];
  /** Names of every model seen so far (a dead monster leaves the view but stays in the log). */
  names: Record<string, string>;
  /** What the names of every model seen so far are made of (its kind and number), in the
   * languages' words at the page (`tableNames`); a slain monster keeps its. */
  refs: Record<string, ModelRef>;
  error: ErrorMessage | null;
  /** What happened since the person last answered (or the AI answer shown at a pace): the camera
   * frames it and the page reads it out. */
  fresh: LogLine[];
  /** Whether the server says this person may take back an answer now (across their seats). */
  canUndo: boolean;
  /** The pace AI answers are shown at, and how many arrived that are not shown yet. */
  pace: Pace;
  queued: number;
  /** Seconds a dropped player's seat waits before the AI plays it; null: they are waited for. */
  dropWaitSeconds: number | null;
  /** What changed at the table lately ("Bob dropped out"), newest last. */
  notices: { key: string; notice: TableNotice; name: string | null }[];
  /** The game's chat, oldest first. */
  chat: ChatLine[];
  /** A seat's new invite, heard by the creator after handing it on. */
  invite: { seat: Seat; token: string } | null;
}

const MAX_DICE = 8;
/** Log lines kept fresh at most: a GM's phase of twenty monsters, moves, dice and blows. */
const FRESH_KEPT = 200;
const MAX_NOTICES = 20;

/** A roll, with what its attack came to when it was a to-hit roll (a weapon may fumble on more
 * than a 1, or never crit: the tray marks what the rules made of the face, not the face alone). */
export interface RolledDice {
  key: string;
  event: Extract<GameEvent, { type: 'dice' }>;
  outcome?: 'critical' | 'fumble' | 'hit' | 'miss';
}

/** The dice of a run of log lines, each to-hit roll with the attack that follows it. */
export function rolledIn(lines: readonly LogLine[]): RolledDice[] {
  return lines.flatMap((x, i) => {
    if (x.event.type !== 'dice') return [];
    const next = lines[i + 1]?.event;
    return [{ key: x.key, event: x.event, ...(x.event.purpose === 'to-hit' && next?.type === 'attack' ? { outcome: next.result } : {}) }];
  });
}

/** How the AI seats' answers are shown: all at once, one every 0.4 s or 1.2 s, or one per click. */
export type Pace = 'instant' | 'normal' | 'slow' | 'step';
export const PACES: readonly Pace[] = ['instant', 'normal', 'slow', 'step'];
const PACE_MS: Readonly<Record<Pace, number>> = { instant: 0, normal: 400, slow: 1200, step: 0 };
const PACE_KEY = 'delve.pace';

export function savedPace(): Pace {
  const p = typeof localStorage === 'undefined' ? null : localStorage.getItem(PACE_KEY);
  return PACES.includes(p as Pace) ? (p as Pace) : 'normal';
}

export class GameClient {
  #snap: Snapshot;
  #listeners = new Set<(s: Snapshot) => void>();
  #conn: GameConnection | null = null;
  #updates = new Map<Seat, UpdateMessage>();
  /** Highest step whose events are in the log, so a log reply and updates never repeat lines. */
  #loggedThrough = -1;
  /** The seat the person chose to see (`show`), if any. */
  #chosen: Seat | null = null;
  /** Updates received and not shown yet, oldest first (see `Pace`). */
  #queue: UpdateMessage[] = [];
  /** An AI answer was shown since the last person's answer or Next, and when. */
  #aiShown = false;
  #aiShownAt = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** What happened since the person last answered, or since the AI answer shown at a pace: the
   * fresh lines the camera frames and the page reads out, so at the instant pace the GM's whole
   * turn is framed, not its last move alone (the latest `FRESH_KEPT`). */
  #freshRun: LogLine[] = [];

  constructor(gameId: string) {
    this.#snap = { status: 'connecting', problem: null, gameId, seats: [], table: [], shown: null, view: null, decision: null, legal: [], inches: {}, odds: null, log: [], dice: [], names: {}, refs: {}, error: null, fresh: [], canUndo: false, pace: savedPace(), queued: 0, dropWaitSeconds: null, notices: [], chat: [], invite: null };
  }

  get snapshot(): Snapshot {
    return this.#snap;
  }

  subscribe(f: (s: Snapshot) => void): () => void {
    this.#listeners.add(f);
    return () => this.#listeners.delete(f);
  }

  #set(patch: Partial<Snapshot>): void {
    this.#snap = { ...this.#snap, ...patch };
    for (const f of this.#listeners) f(this.#snap);
  }

  /** Joins with the first token and claims the rest: one person may hold several seats. */
  async connect(url: string, tokens: readonly string[]): Promise<void> {
    const game = { game: this.#snap.gameId };
    if (tokens.length === 0) return this.#set({ status: 'failed', problem: { key: 'problem.noSeat', params: game } });
    try {
      this.#conn = await joinGame(url, { gameId: this.#snap.gameId, token: tokens[0]! });
    } catch (e) {
      const code = joinErrorOf(e as { code?: unknown; message?: unknown });
      return this.#set({ status: 'failed', problem: code === 'auth/bad-token' ? { key: 'problem.badToken', params: game } : code === 'game/unknown' ? { key: 'problem.noGame', params: game } : { key: 'problem.join', params: { message: (e as Error).message } } });
    }
    const conn = this.#conn;
    conn.on('welcome', (w) => {
      // The seat shown stays the one the person chose, while this connection still holds it.
      const kept = this.#chosen && w.seats.includes(this.#chosen) ? this.#chosen : null;
      const shown = kept ?? w.seats.find((s) => s !== GM) ?? w.seats[0] ?? null;
      const first = shown !== this.#snap.shown;
      // Another seat shown (a claimed hero seat after the GM's): its own view and log, never the
      // previous seat's left on the board.
      const fresh: Partial<Snapshot> = first ? { view: (shown ? this.#updates.get(shown)?.view : null) ?? null, log: [], dice: [], fresh: [] } : {};
      if (first) this.#loggedThrough = -1;
      this.#set({ status: 'open', seats: w.seats, table: w.table, shown, ...fresh });
      if (first && shown) conn.requestLog(shown);
    });
    conn.on('update', (u) => {
      this.#queue.push(u);
      this.#drain();
    });
    conn.on('log', (l) => {
      if (l.seat !== this.#snap.shown) return;
      const log = l.entries.flatMap((e) => e.events.map((event, i) => ({ key: `${e.step}.${i}`, step: e.step, event })));
      this.#loggedThrough = Math.max(this.#loggedThrough, ...l.entries.map((e) => e.step));
      const dice = rolledIn(log).slice(-MAX_DICE);
      this.#set({ log, dice });
    });
    conn.on('odds', (odds) => this.#set({ odds }));
    conn.on('table', (m) => {
      // The name the seat had when it happened: a seat handed to a new invite loses its person's.
      const name = (seats: readonly SeatInfo[], seat: Seat) => seats.find((x) => x.seat === seat)?.name ?? null;
      const n = m.notice;
      const entry = n && { key: `${Date.now()}.${this.#snap.notices.length}`, notice: n, name: n.kind === 'handed' ? name(this.#snap.table, n.seat) : name(m.seats, n.seat) };
      const notices = entry ? [...this.#snap.notices, entry].slice(-MAX_NOTICES) : this.#snap.notices;
      this.#set({ table: m.seats, dropWaitSeconds: m.dropWaitSeconds, notices });
    });
    conn.on('chat', (m) => {
      // Lines by number: a rejoin hears the kept ones again.
      const byN = new Map(this.#snap.chat.map((l) => [l.n, l]));
      for (const l of m.lines) byN.set(l.n, l);
      this.#set({ chat: [...byN.values()].sort((a, b) => a.n - b.n).slice(-CHAT_KEPT) });
    });
    conn.on('invite', (invite) => this.#set({ invite }));
    conn.on('error', (error) => this.#set({ error }));
    // Closed because the seat's token no longer opens it (the creator handed the seat to a new
    // invite): said so, not as a lost connection.
    conn.room.onLeave((code) => this.#set({ status: 'closed', problem: { key: code === JOIN_ERROR_NUMBERS['auth/bad-token'] ? 'problem.badToken' : 'problem.lost' } }));
    for (const t of tokens.slice(1)) conn.claim(t);
  }

  /** Shows queued updates until the pace holds one back: the updates of one step (one per seat
   * held) go together; an AI seat's answer waits until the previous one has been shown for the
   * pace's time, or, step by step, until Next is clicked. */
  #drain(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    while (this.#queue.length > 0) {
      const step = this.#queue[0]!.step;
      const byAi = this.#queue[0]!.cause === 'answer' && this.#aiWasDeciding();
      const pace = this.#snap.pace;
      if (byAi && pace === 'step' && this.#aiShown) break;
      if (byAi && (pace === 'normal' || pace === 'slow')) {
        const wait = this.#aiShownAt + PACE_MS[pace] - Date.now();
        if (wait > 0) {
          this.#timer = setTimeout(() => this.#drain(), wait);
          break;
        }
      }
      // An AI answer shown at a pace has its own moment; shown at once, it joins the run.
      if (byAi && pace !== 'instant') this.#freshRun = [];
      while (this.#queue.length > 0 && this.#queue[0]!.step === step) this.#onUpdate(this.#queue.shift()!);
      // A person's answer starts a new run of the AI's: its first one is shown at once.
      this.#aiShown = byAi;
      this.#aiShownAt = byAi ? Date.now() : 0;
    }
    if (this.#snap.queued !== this.#queue.length) this.#set({ queued: this.#queue.length });
  }

  /** Whether the seat deciding before the oldest update not shown is played by the AI. */
  #aiWasDeciding(): boolean {
    const seat = this.#snap.view?.pending?.seat;
    return seat !== undefined && this.#snap.table.some((x) => x.seat === seat && x.kind === 'ai');
  }

  /** Shows the next AI answer now (step by step, or to hurry one along). */
  next(): void {
    this.#aiShown = false;
    this.#aiShownAt = 0;
    this.#drain();
  }

  /** Shows every answer received at once. */
  showAll(): void {
    const pace = this.#snap.pace;
    this.#snap = { ...this.#snap, pace: 'instant' };
    this.#drain();
    this.#set({ pace });
  }

  setPace(pace: Pace): void {
    localStorage.setItem(PACE_KEY, pace);
    this.#set({ pace });
    this.#drain();
  }

  #onUpdate(u: UpdateMessage): void {
    this.#updates.set(u.seat, u);
    const names = { ...this.#snap.names };
    // A view of models (the crawls'); aof-quest's holds units, which its page names itself.
    const models = u.view.models ?? [];
    for (const m of models) names[m.id] = m.name;
    const refs = { ...this.#snap.refs, ...(u.view.named ?? {}) };
    for (const m of models) refs[m.id] = { type: m.type, name: m.name, kind: m.kind, number: m.number };
    const decision = this.#pendingDecision();
    const legal = decision ? this.#updates.get(decision.seat)?.legal ?? [] : [];
    const inches = decision ? this.#updates.get(decision.seat)?.inches ?? {} : {};
    const patch: Partial<Snapshot> = { names, refs, decision, legal, inches, odds: null, canUndo: u.canUndo === true };
    if (u.seat === this.#snap.shown) {
      patch.view = u.view;
      if (u.cause === 'undo') {
        // What was taken back leaves the log too: ask for it again.
        this.#loggedThrough = -1;
        this.#conn?.requestLog(u.seat);
      } else if (u.step > this.#loggedThrough && u.events.length > 0) {
        const fresh = u.events.map((event, i) => ({ key: `${u.step}.${i}`, step: u.step, event }));
        this.#loggedThrough = u.step;
        patch.log = [...this.#snap.log, ...fresh];
        this.#freshRun.push(...fresh);
        // A person who only watches never answers: what is fresh stays a turn's worth.
        if (this.#freshRun.length > FRESH_KEPT) this.#freshRun.splice(0, this.#freshRun.length - FRESH_KEPT);
        patch.fresh = [...this.#freshRun];
        const rolled = rolledIn(fresh);
        if (rolled.length > 0) patch.dice = [...this.#snap.dice, ...rolled].slice(-MAX_DICE);
      }
    }
    this.#set(patch);
  }

  #pendingDecision(): Snapshot['decision'] {
    // The engine has one decision pending at a time; the newest update that carries one wins.
    let best: Snapshot['decision'] = null;
    for (const u of this.#updates.values()) {
      if (u.decision && (!best || u.step >= best.step)) best = { seat: u.seat, step: u.step, decision: u.decision };
    }
    // A decision answered elsewhere shows up as a newer update without it.
    const newest = Math.max(...[...this.#updates.values()].map((u) => u.step));
    return best && best.step === newest ? best : null;
  }

  /** Shows another seat this connection holds: the board, the log and the dice become that
   * seat's (the GM's view only ever reaches a browser that holds the GM seat). */
  show(seat: Seat): void {
    if (!this.#snap.seats.includes(seat) || seat === this.#snap.shown) return;
    this.#chosen = seat;
    const u = this.#updates.get(seat);
    this.#loggedThrough = -1;
    this.#freshRun = [];
    this.#set({ shown: seat, view: u?.view ?? this.#snap.view, log: [], dice: [], fresh: [] });
    this.#conn?.requestLog(seat);
  }

  answer(answer: Answer): void {
    const d = this.#snap.decision;
    if (!d || !this.#conn) return;
    this.#freshRun = [];
    this.#set({ error: null });
    this.#conn.answer(d.seat, d.step, answer);
  }

  /** Asks the server the odds of one of the decision's legal attacks. */
  askOdds(a: AttackAnswer): void {
    const d = this.#snap.decision;
    if (!d || !this.#conn) return;
    this.#set({ odds: null });
    this.#conn.requestOdds(d.seat, a.model, a.target, a.kind, a.kind === 'shoot' ? a.weapon : undefined);
  }

  /** Asks the server the odds of an option of the pending choice that attacks (aof-quest): the
   * unit attacking, the unit attacked, and the option itself. */
  askOptionOdds(attacker: string, target: string, kind: 'attack' | 'shoot', option: string): void {
    const d = this.#snap.decision;
    if (!d || !this.#conn) return;
    this.#set({ odds: null });
    this.#conn.requestOdds(d.seat, attacker, target, kind, undefined, option);
  }

  /** Takes back this person's latest answer, whichever of their seats gave it (the server goes
   * by every seat this connection holds). */
  undo(): void {
    const seat = this.#snap.decision?.seat ?? this.#snap.shown;
    if (!seat || !this.#conn || !this.#snap.canUndo) return;
    this.#set({ error: null, canUndo: false });
    this.#conn.undo(seat);
  }

  /** Says a line to the table, as the person at the seat shown. */
  say(text: string): void {
    const seat = this.#snap.shown ?? this.#snap.seats[0];
    if (!seat || !this.#conn) return;
    this.#conn.chat(seat, text);
  }

  /** The name this person goes by, at every seat they hold. */
  setName(name: string): void {
    for (const seat of this.#snap.seats) this.#conn?.setName(seat, name);
  }

  /** The creator hands a seat on, by the game's host token. */
  handSeat(host: string, seat: Seat, to: 'ai' | 'human' | 'invite'): void {
    this.#set({ invite: null });
    this.#conn?.handSeat(host, seat, to);
  }

  clearError(): void {
    this.#set({ error: null });
  }

  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    await this.#conn?.leave().catch(() => 0);
  }
}
