// A bot that plays hero seats from what its connection receives and nothing else: the decision,
// its legal answers and the seat's view. It runs where the server's state is out of reach
// (another process, the load test): it strikes a foe it may attack, closes in on the nearest one
// by a legal move, else ends. Should the engine refuse an answer anyway, the bot falls back to
// the next, plainer one. It also times
// every answer from sending to the update that acknowledges it.
import type { Answer } from '@delve/engine';
import type { ErrorMessage, GameConnection, UpdateMessage } from '@delve/protocol';

type ModelView = UpdateMessage['view']['models'][number];

/** Answers for one decision, best guess first; the last is always legal when the decision is. */
export function candidates(u: UpdateMessage): Answer[] {
  const d = u.decision!;
  const byId = new Map(u.view.models.map((m) => [m.id, m]));
  switch (d.kind) {
    case 'act': {
      const id = d.current ?? d.models[0];
      if (!id) return [{ kind: 'endPhase' }];
      const me = byId.get(id);
      const out: Answer[] = [];
      if (me && d.phase === 'combat') {
        const foes = u.view.models.filter((m) => m.side !== me.side && !m.ko && !m.left);
        const manh = (m: ModelView, x = me.x, y = me.y) => Math.abs(m.x - x) + Math.abs(m.y - y);
        const nearest = foes.sort((a, b) => manh(a) - manh(b))[0];
        // The update lists the seat's legal answers: attacks and moves are picked from them, so
        // no guess is sent that the engine must refuse (a refusal is a round trip of the
        // server's work): guessed squares next to a foe were out of reach in most refusals. A
        // move is sent as listed, with its path, which spares the engine a search.
        const mine = u.legal.filter((a) => 'model' in a && a.model === id);
        const attacks = mine.filter((a): a is Extract<Answer, { kind: 'attack' }> => a.kind === 'attack');
        // Orthogonal foes first, as the guesses did.
        const dist = (t: string) => (byId.get(t) ? manh(byId.get(t)!) : Infinity);
        out.push(...attacks.sort((a, b) => dist(a.target) - dist(b.target)));
        if (attacks.length === 0 && nearest) {
          let best: Answer | null = null;
          let bestD = manh(nearest);
          for (const a of mine) {
            if (a.kind !== 'move') continue;
            const dd = manh(nearest, a.to[0], a.to[1]);
            if (dd < bestD) [best, bestD] = [a, dd];
          }
          if (best) out.push(best);
        }
      }
      out.push({ kind: 'end', model: id });
      return out;
    }
    case 'fate': {
      const m = byId.get(d.model);
      return [{ kind: 'fate', spend: d.reason === 'damage' && m?.wounds != null && (d.wounds ?? 0) >= m.wounds }];
    }
    case 'choosePlayer': return [{ kind: 'choosePlayer', player: d.options[0]! }];
    case 'freeAttack': case 'fumbleVictim': return [{ kind: 'target', target: d.options[0]! }];
    case 'components': return [{ kind: 'components', picks: { [d.options[0]!]: d.count } }];
    case 'chestPick': return [{ kind: 'pick', item: null }];
    case 'newLeader': return [{ kind: 'leader', hero: d.options[0]! }];
    case 'generator': return [{ kind: 'generator', choice: 0 }];
    case 'advance': return [{ kind: 'advance', advance: false }];
    case 'pursue': return [{ kind: 'pursue', pursue: false }];
    case 'routine': return [{ kind: 'routine', routine: 'moveThenAttack' }];
    case 'sentryDoor': return [{ kind: 'sentryDoor', at: null }];
    default: return [];
  }
}

export interface BotStats {
  answered: number;
  /** Guesses the engine refused (expected: the bot cannot see everything the rules weigh). */
  refused: number;
  /** The refusals by the code and the answer's kind, for finding out what the guesses miss. */
  refusedWhy: Record<string, number>;
  /** Anything else the server said was wrong: storage, protocol, auth. These are failures. */
  errors: ErrorMessage[];
  /** Milliseconds from sending an answer to the update that acknowledges it. */
  latencies: number[];
  /** When each of those answers was sent (`performance.now()`), in the same order. */
  sentAt: number[];
  /** Every acknowledged answer: the step it was given at (it is stored as answer number step). */
  acked: { seat: string; step: number; answer: Answer }[];
}

export class ViewBot {
  readonly stats: BotStats = { answered: 0, refused: 0, refusedWhy: {}, errors: [], latencies: [], sentAt: [], acked: [] };
  readonly conn: GameConnection;
  latest: UpdateMessage | null = null;
  /** Stops answering at this step (bounded games). */
  maxStep: number;
  /** The newest update of each seat this connection holds: a retry answers the right one. */
  #bySeat = new Map<string, UpdateMessage>();
  #pending: { seat: string; step: number; answer: Answer; at: number; tried: number; options: Answer[] } | null = null;

  /** Thinking time before each answer (ms); a person takes seconds, a test bot none. */
  #think: () => number;
  #thinking = false;

  constructor(conn: GameConnection, opts: { maxStep?: number; thinkMs?: () => number } = {}) {
    this.conn = conn;
    this.maxStep = opts.maxStep ?? Infinity;
    this.#think = opts.thinkMs ?? (() => 0);
    conn.on('update', (u) => this.#onUpdate(u));
    conn.on('error', (e) => this.#onError(e));
  }

  get finished(): boolean {
    return this.latest?.view.result != null;
  }

  #onUpdate(u: UpdateMessage): void {
    const p = this.#pending;
    if (p && u.step > p.step) {
      this.stats.latencies.push(performance.now() - p.at);
      this.stats.sentAt.push(p.at);
      this.stats.acked.push({ seat: p.seat, step: p.step, answer: p.answer });
      this.#pending = null;
    }
    if (!this.latest || u.step >= this.latest.step) this.latest = u;
    this.#bySeat.set(u.seat, u);
    if (!u.decision || this.#pending || this.#thinking || u.step >= this.maxStep || u.view.result) return;
    const ms = this.#think();
    if (ms <= 0) return this.#send(u, candidates(u), 0);
    this.#thinking = true;
    setTimeout(() => {
      this.#thinking = false;
      // Answer only if the decision is still the newest for that seat.
      if (this.#bySeat.get(u.seat) === u && !this.stopped) this.#send(u, candidates(u), 0);
    }, ms);
  }

  /** Set to stop answering (the game is being left). */
  stopped = false;

  #onError(e: ErrorMessage): void {
    const p = this.#pending;
    const rules = /^(answer|rules)\//.test(e.code);
    if (p && e.about === 'answer' && rules) {
      this.stats.refused++;
      const why = `${e.code} (${p.answer.kind})`;
      this.stats.refusedWhy[why] = (this.stats.refusedWhy[why] ?? 0) + 1;
      this.#pending = null;
      const u = this.#bySeat.get(p.seat);
      if (u && u.step === p.step && u.decision && p.tried + 1 < p.options.length) this.#send(u, p.options, p.tried + 1);
      return;
    }
    if (p && e.about === 'answer' && e.code === 'game/stale') {
      this.#pending = null;
      return;
    }
    this.stats.errors.push(e);
  }

  #send(u: UpdateMessage, options: Answer[], tried: number): void {
    const answer = options[tried];
    if (!answer || this.stopped) return;
    this.#pending = { seat: u.seat, step: u.step, answer, at: performance.now(), tried, options };
    this.stats.answered++;
    this.conn.answer(u.seat, u.step, answer);
  }
}
