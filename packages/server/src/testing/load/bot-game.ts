// One load-test game: created over HTTP (four heroes against eight monsters, the GM played by the
// server's AI), each hero seat a ViewBot on its own websocket, played to its end or a step cap.
import { roomFightHeader } from '@delve/ai';
import { joinGame, type CreateGameResponse } from '@delve/protocol';
import { ViewBot, type BotStats } from '../view-bot.ts';

export interface GameRun {
  gameId: string | null;
  tokens: Map<string, string>;
  bots: ViewBot[];
  /** Failures outside the rules: create or join refused, a socket dropped, a server error. */
  failures: string[];
  finished: boolean;
  done: Promise<void>;
  /** Leaves the game now (bounded runs). */
  stop(): Promise<void>;
}

export interface GameOptions {
  maxStep: number;
  thinkMs: () => number;
}

export function merged(runs: readonly GameRun[]): BotStats & { failures: string[] } {
  const out: BotStats & { failures: string[] } = { answered: 0, refused: 0, refusedWhy: {}, errors: [], latencies: [], sentAt: [], acked: [], failures: [] };
  for (const r of runs) {
    out.failures.push(...r.failures);
    for (const b of r.bots) {
      out.answered += b.stats.answered;
      out.refused += b.stats.refused;
      for (const [why, n] of Object.entries(b.stats.refusedWhy)) out.refusedWhy[why] = (out.refusedWhy[why] ?? 0) + n;
      out.errors.push(...b.stats.errors);
      out.latencies.push(...b.stats.latencies);
      out.sentAt.push(...b.stats.sentAt);
      out.acked.push(...b.stats.acked);
    }
  }
  return out;
}

export function startGame(url: string, o: GameOptions): GameRun {
  const run: GameRun = {
    gameId: null, tokens: new Map(), bots: [], failures: [], finished: false,
    done: Promise.resolve(), stop: async () => {},
  };
  let stopped = false;
  let wake: () => void = () => {};
  const woken = new Promise<void>((r) => (wake = r));
  run.stop = async () => {
    stopped = true;
    wake();
    await run.done;
  };
  run.done = (async () => {
    const h = roomFightHeader('server-draws-the-seed');
    // When the game was made: a join that fails says how long after it came.
    let madeAt = 0;
    let joining = '';
    try {
      const res = await fetch(`${url}/api/games`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ packs: h.packs, setup: h.setup, user: 'load-test' }),
      });
      if (res.status !== 201) throw new Error(`create: HTTP ${res.status}`);
      const made = (await res.json()) as CreateGameResponse;
      madeAt = performance.now();
      run.gameId = made.gameId;
      for (const s of made.seats) if (s.token) run.tokens.set(s.seat, s.token);
      for (const [seat, token] of run.tokens) {
        if (stopped) break;
        joining = seat;
        const conn = await joinGame(url, { gameId: made.gameId, token });
        joining = '';
        // A dropped socket is a failure to count here, not something for the SDK to paper over.
        conn.room.reconnection.enabled = false;
        const bot = new ViewBot(conn, { maxStep: o.maxStep, thinkMs: o.thinkMs });
        conn.room.onLeave((code: number) => {
          if (!stopped && code !== 1000) run.failures.push(`game ${made.gameId}: socket closed with ${code}`);
          wake();
        });
        run.bots.push(bot);
      }
      // Played out when the result is in or the cap is reached; checked on each update.
      const over = () => stopped || run.bots.some((b) => b.finished || (b.latest?.step ?? 0) >= o.maxStep);
      await new Promise<void>((resolve) => {
        const check = () => (over() ? resolve() : undefined);
        for (const b of run.bots) b.conn.on('update', check);
        void woken.then(resolve);
        check();
      });
      run.finished = run.bots.some((b) => b.finished);
    } catch (e) {
      const when = joining ? ` (joining ${joining}, ${(performance.now() - madeAt).toFixed(0)} ms after the game was made)` : '';
      if (!stopped) run.failures.push(`game ${run.gameId ?? '(new)'}: ${(e as Error).message}${when}`);
    } finally {
      stopped = true;
      for (const b of run.bots) b.stopped = true;
      // A dead server never answers a leave: do not wait for it.
      const gone = (p: Promise<unknown>) => Promise.race([p.catch(() => 0), new Promise((r) => setTimeout(r, 2000))]);
      await Promise.all(run.bots.map((b) => gone(b.conn.leave())));
    }
  })();
  return run;
}

export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
