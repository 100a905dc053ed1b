// `npm run load-test [-- OPTIONS]`: how many concurrent games one server process holds, and what
// a kill -9 loses. Loopback only, bounded in games and time.
//
//   ramp (default)  concurrent 4-seat games (hero seats are bots on real websockets, the GM the
//                   server's AI), stepped up level by level; per level the p99 of answer latency
//                   (send → the update that acknowledges it), errors and the server's memory;
//                   the steps all games moved on (every seat's answers, the GM's too), the
//                   server's CPU time per step and the machine's load average, which hold on a
//                   busy machine where latency does not.
//   --kill          100 games, the server killed with SIGKILL mid-way and restarted; every answer
//                   any client saw acknowledged is looked up in the stored logs.
//
// Options: --url http://127.0.0.1:PORT (use a running server; ramp only, no memory figures)
//   --levels 10,25,50,100,200  --level-seconds 10  --think-ms 1000  --max-seconds 240
//   --arrivals 20 (new games per second while a level fills: players arrive, not all at once)
//   --max-step 400 (a game is left at this step and another started in its place)
//   --games 100  --kill-after-ms 4000  --pg (the child server uses DATABASE_URL)
//   --server-flags='--cpu-prof --cpu-prof-dir=DIR' (flags for the server's node, to profile it)
//   --every-level (go on past a level that misses p99 < 100 ms, for its CPU time per step)
//
// `npm run load-test` runs this with --no-experimental-websocket: the clients' SDK takes Node's
// built-in WebSocket when there is one, and with it this process's own delays (p99 274 ms at 300
// games, against 95 ms with the `ws` package) added to every latency it measured.
// Per level it also reads the server's memory before and after a full collection, and how late
// its event loop ran (memory-probe.ts, loaded into the server only here), and the share of the
// level the server's main thread and the clients' waited runnable for a CPU (schedstat): on a
// machine shared with other work a server that waits there is starved, not idle, however low
// its CPU use reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { joinGame, type UpdateMessage } from '@delve/protocol';
import { merged, percentile, startGame, type GameRun } from '../packages/server/src/testing/load/bot-game.ts';
import { readSched, startServerProcess, type MemoryProbe, type ServerProcess } from '../packages/server/src/testing/load/server-process.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PostgresStore, SqliteStore, type GameStore } from '../packages/server/src/index.ts';

const { values: a } = parseArgs({
  options: {
    url: { type: 'string' }, kill: { type: 'boolean', default: false }, pg: { type: 'boolean', default: false },
    levels: { type: 'string', default: '10,25,50,100,200,400' }, 'level-seconds': { type: 'string', default: '10' },
    'think-ms': { type: 'string' }, 'max-seconds': { type: 'string', default: '240' }, arrivals: { type: 'string', default: '20' },
    'max-step': { type: 'string', default: '400' },
    games: { type: 'string', default: '100' }, 'kill-after-ms': { type: 'string', default: '4000' },
    'server-flags': { type: 'string', default: '' }, 'every-level': { type: 'boolean', default: false },
  },
});
if (a.url && !/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(a.url)) throw new Error('--url must be a loopback address');
if (a.pg && !process.env.DATABASE_URL) throw new Error('--pg needs DATABASE_URL');
const deadline = Date.now() + Number(a['max-seconds']) * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
/** Think time spread ±50% around a mean, so answers do not arrive in lockstep. */
const think = (mean: number) => () => mean * (0.5 + Math.random());
/** A game is left, and another started in its place, at this step. */
const MAX_STEP = Number(a['max-step']);

/** Whether the answers past 100 ms came spread over the level or in a few bursts (one stall of
 * the server or the clients delays every answer in flight): by the 100 ms window they were sent
 * in, from `t0`. */
function tail(lat: readonly number[], sent: readonly number[], t0: number): string {
  const windows = new Map<number, { n: number; longest: number }>();
  let slow = 0;
  for (let i = 0; i < lat.length; i++) {
    if (lat[i]! < 100) continue;
    slow++;
    const k = Math.floor((sent[i]! - t0) / 100);
    const w = windows.get(k) ?? { n: 0, longest: 0 };
    w.n++;
    w.longest = Math.max(w.longest, lat[i]!);
    windows.set(k, w);
  }
  if (slow === 0) return 'no answer past 100 ms';
  const worst = [...windows].sort((x, y) => y[1].n - x[1].n).slice(0, 3).map(([k, w]) => `${w.n} sent at ${(k / 10).toFixed(1)} s (longest ${w.longest.toFixed(0)} ms)`);
  return `${slow} answers past 100 ms (${((slow / lat.length) * 100).toFixed(1)} %), sent in ${windows.size} windows of 100 ms; the fullest: ${worst.join(', ')}`;
}

async function ramp(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-load-'));
  const server: ServerProcess | null = a.url ? null : await startServerProcess({ dataDir, postgres: a.pg, idleSeconds: 3, nodeFlags: a['server-flags']!.split(' ').filter(Boolean), probe: true });
  const url = a.url ?? server!.url;
  const thinkMs = think(Number(a['think-ms'] ?? 1000));
  const runs = new Set<GameRun>();
  const all: GameRun[] = [];
  let target = 0;
  let best: { games: number; memPerGame: number | null } | null = null;
  let missed = false;
  // Finished games are replaced so that `target` games are always being played; new games
  // arrive at most `arrivals` a second.
  const gap = 1000 / Number(a.arrivals);
  let nextStart = 0;
  let scheduled = false;
  const keep = () => {
    if (scheduled || runs.size >= target || Date.now() >= deadline) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      nextStart = Date.now() + gap;
      if (runs.size >= target) return;
      const r = startGame(url, { maxStep: MAX_STEP, thinkMs });
      runs.add(r);
      all.push(r);
      void r.done.then(() => {
        runs.delete(r);
        keep();
      });
      keep();
    }, Math.max(0, nextStart - Date.now()));
  };
  const joined = () => runs.size >= target && [...runs].every((r) => r.bots.length === r.tokens.size && r.tokens.size > 0 && r.bots.every((b) => b.latest));
  try {
    await sleep(500);
    const baseline = server?.rss() ?? null;
    // The server's memory at rest after a full collection: what each level's is compared with.
    const rest = (await server?.memory()) ?? null;
    let previous: { level: number; probe: MemoryProbe } | null = null;
    console.log(`server ${url}${server ? ` (pid ${server.pid}, ${mb(baseline!)} at rest)` : ''}; think time ~${a['think-ms'] ?? 1000} ms; ${a['level-seconds']} s per level`);
    console.log('games  answers  p50 ms  p99 ms  refused  errors  server RSS  per game  server CPU  client CPU   steps  µs/step  load  client lag p99  server waited  client waited');
    for (const level of a.levels!.split(',').map(Number)) {
      if (Date.now() + Number(a['level-seconds']) * 1000 > deadline) {
        console.log(`(time budget reached before ${level} games)`);
        break;
      }
      // Failures while the level fills (a join refused) count against it.
      const failMark = merged(all).failures.length;
      await server?.memory();
      target = level;
      keep();
      // Measure once the level's games are all joined and have settled.
      while (!joined() && Date.now() < deadline) await sleep(100);
      await sleep(2000);
      const marks = new Map(all.flatMap((r) => r.bots.map((b) => [b, b.stats.latencies.length] as const)));
      const errMark = merged(all).errors.length;
      const refMark = merged(all).refused;
      // Every answer of the level, the GM's too: the steps each game moved on.
      const stepOf = (r: GameRun) => Math.max(0, ...r.bots.map((b) => b.latest?.step ?? 0));
      const steps0 = new Map(all.map((r) => [r, stepOf(r)] as const));
      const cpu0 = server?.cpuSeconds() ?? null;
      const own0 = process.cpuUsage();
      const sched0 = server?.schedSeconds() ?? null;
      const mine0 = readSched('/proc/thread-self/schedstat');
      // How late this process's timers and sockets are served: the clients' own delay, which
      // adds to every latency they measure.
      const lag = monitorEventLoopDelay({ resolution: 10 });
      // Games that reach --max-step are left and others started in their place, meanwhile too.
      const started0 = all.length;
      lag.enable();
      const t0 = performance.now();
      await sleep(Number(a['level-seconds']) * 1000);
      lag.disable();
      const secs = (performance.now() - t0) / 1000;
      // Share of the level the server's main thread (and this one) waited runnable for a CPU.
      const sched1 = server?.schedSeconds() ?? null;
      const mine1 = readSched('/proc/thread-self/schedstat');
      const waited = (a0: { waited: number } | null, a1: { waited: number } | null) => (a0 && a1 ? `${(((a1.waited - a0.waited) / secs) * 100).toFixed(0)}%` : '-');
      const lat = all.flatMap((r) => r.bots.flatMap((b) => b.stats.latencies.slice(marks.get(b) ?? 0)));
      const sent = all.flatMap((r) => r.bots.flatMap((b) => b.stats.sentAt.slice(marks.get(b) ?? 0)));
      const m = merged(all);
      const errors = m.errors.length - errMark + m.failures.length - failMark;
      const rss = server?.rss() ?? null;
      const per = rss !== null && baseline !== null ? (rss - baseline) / level : null;
      const cpu = cpu0 !== null ? (server!.cpuSeconds()! - cpu0) / secs : null;
      const own = process.cpuUsage(own0);
      const steps = all.reduce((n, r) => n + stepOf(r) - (steps0.get(r) ?? 0), 0);
      // CPU time per answer holds on a busy machine, where wall latency does not.
      const cpuPerAnswer = cpu !== null && steps > 0 ? (cpu * secs * 1e6) / steps : null;
      const p99 = percentile(lat, 99);
      console.log([
        String(level).padStart(5), String(lat.length).padStart(8), percentile(lat, 50).toFixed(1).padStart(7), p99.toFixed(1).padStart(7),
        String(m.refused - refMark).padStart(8), String(errors).padStart(7), (rss ? mb(rss) : '-').padStart(11), (per !== null ? mb(per) : '-').padStart(9),
        (cpu !== null ? `${(cpu * 100).toFixed(0)}%` : '-').padStart(11), `${(((own.user + own.system) / 1e6 / secs) * 100).toFixed(0)}%`.padStart(11),
        String(steps).padStart(8), (cpuPerAnswer !== null ? cpuPerAnswer.toFixed(0) : '-').padStart(9), loadavg()[0]!.toFixed(1).padStart(5),
        `${(lag.percentile(99) / 1e6).toFixed(0)} ms`.padStart(15), waited(sched0, sched1).padStart(14), waited(mine0, mine1).padStart(14),
      ].join(' '));
      console.log(`       ${tail(lat, sent, t0)}; the clients' event loop ran ${(lag.max / 1e6).toFixed(0)} ms late at most; ${all.length - started0} games started in the level's place of those that ended`);
      // A refused answer is a round trip of the server's work that moves no game on: say why.
      if (m.refused > refMark) console.log(`       refused so far, by code and answer: ${Object.entries(m.refusedWhy).sort((x, y) => y[1] - x[1]).map(([why, n]) => `${why} ${n}`).join(', ')}`);
      // Where the server's memory goes: resident before and after a full collection, the live
      // heap, what lies outside it, per game against the server at rest and against the level before.
      const probe = (await server?.memory()) ?? null;
      if (probe && rest) {
        const per = (x: number, y: number, n: number) => mb((x - y) / n);
        const { before: b, after: f } = probe;
        console.log(`       server event loop while the level filled and played: p50 ${probe.loop.p50.toFixed(0)} ms, p99 ${probe.loop.p99.toFixed(0)} ms, max ${probe.loop.max.toFixed(0)} ms`);
        console.log(`       memory: RSS ${mb(b.rss)}, after a full collection ${mb(f.rss)} (${per(f.rss, rest.after.rss, level)} a game); heap used ${mb(b.heapUsed)} → ${mb(f.heapUsed)} (${per(f.heapUsed, rest.after.heapUsed, level)} a game), heap reserved ${mb(f.heapTotal)}; outside the heap ${mb(f.external)} (buffers ${mb(f.arrayBuffers)}); anonymous ${f.anon !== null ? mb(f.anon) : '-'}, file-backed ${mb(f.file)}`);
        const big = Object.entries(f.spaces).filter(([, x]) => x.size > 8 * 2 ** 20).map(([k, x]) => `${k} ${mb(x.size)} (${mb(x.used)} used)`).join(', ');
        console.log(`       heap spaces held after the collection: ${big}`);
        if (previous) console.log(`       from ${previous.level} to ${level} games: RSS after collection ${per(f.rss, previous.probe.after.rss, level - previous.level)} a game, heap used ${per(f.heapUsed, previous.probe.after.heapUsed, level - previous.level)} a game`);
        previous = { level, probe };
      }
      if (m.failures.length > failMark) console.log(`  ! ${m.failures.length - failMark} games failed while the level filled or played, the first:`);
      for (const f of [...m.failures.slice(failMark), ...m.errors.slice(errMark).map((e) => `${e.code}: ${e.message}`)].slice(0, 5)) console.log(`  ! ${f}`);
      if (p99 >= 100 || errors > 0 || lat.length === 0) {
        missed = true;
        // On a busy machine the CPU time per step is still worth reading at the levels past it.
        if (a['every-level'] && lat.length > 0) continue;
        break;
      }
      if (!missed) best = { games: level, memPerGame: per };
    }
  } finally {
    target = 0;
    await Promise.all([...runs].map((r) => r.stop()));
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(best
    ? `One process held ${best.games} concurrent games with p99 answer latency under 100 ms and no errors${best.memPerGame !== null ? `; about ${mb(best.memPerGame)} of server memory per game` : ''}.`
    : 'Even the first level missed p99 < 100 ms without errors.');
}

async function killTest(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delve-kill-'));
  const games = Math.min(Number(a.games), 500);
  let server = await startServerProcess({ dataDir, postgres: a.pg, idleSeconds: 600 });
  const runs: GameRun[] = [];
  let store: GameStore | null = null;
  try {
    const thinkMs = think(Number(a['think-ms'] ?? 40));
    for (let i = 0; i < games; i++) runs.push(startGame(server.url, { maxStep: MAX_STEP, thinkMs }));
    await sleep(Number(a['kill-after-ms']));
    const before = merged(runs);
    const midway = runs.filter((r) => r.gameId && !r.finished).length;
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    console.log(`kill -9 after ${a['kill-after-ms']} ms: ${runs.filter((r) => r.gameId).length} games created, ${midway} still running, ${before.acked.length} answers acknowledged so far`);
    await Promise.all(runs.map((r) => r.stop()));

    // Every acknowledged answer must be stored, at its step, as it was sent.
    store = a.pg ? await PostgresStore.open(process.env.DATABASE_URL!) : new SqliteStore(path.join(dataDir, 'delve.sqlite'));
    let acked = 0;
    let lost = 0;
    let inFlight = 0;
    for (const r of runs) {
      if (!r.gameId) continue;
      const g = await store.loadGame(r.gameId);
      const mine = merged([r]).acked;
      acked += mine.length;
      for (const k of mine) {
        const s = g?.answers[k.step];
        // Compared as values: PostgreSQL's JSONB does not keep key order.
        if (!s || s.seat !== k.seat || !isDeepStrictEqual(s.answer, k.answer)) lost++;
      }
      // Stored but never acknowledged: in flight at the kill (stored first, then sent). Not lost.
      const humanSteps = (g?.answers ?? []).filter((x) => x.seat !== 'gm').length;
      inFlight += Math.max(0, humanSteps - mine.length);
    }
    await store.close();
    store = null;
    console.log(`acknowledged answers: ${acked}; missing or different in storage: ${lost}; stored but not yet acknowledged (in flight): ${inFlight}`);

    // The restarted server reloads every unfinished game; a player rejoins where it was.
    server = await startServerProcess({ dataDir, postgres: a.pg, idleSeconds: 600, port: Number(new URL(server.url).port) });
    console.log(`restarted: ${server.banner}`);
    let resumed = 0;
    let behind = 0;
    const sample = runs.filter((r) => r.gameId && r.tokens.size > 0).slice(0, 25);
    for (const r of sample) {
      const last = Math.max(...r.bots.map((b) => b.latest?.step ?? 0));
      const conn = await joinGame(server.url, { gameId: r.gameId!, token: r.tokens.get('p1')! });
      const u = await new Promise<UpdateMessage>((resolve) => conn.on('update', resolve));
      if (u.step >= last) resumed++;
      else behind++;
      await conn.leave();
    }
    console.log(`rejoined ${sample.length} games after the restart: ${resumed} at or past the last step their players saw, ${behind} behind`);
    console.log(lost === 0 && behind === 0 ? 'Nothing acknowledged was lost.' : `LOST: ${lost} acknowledged answers, ${behind} games behind.`);
    if (lost > 0 || behind > 0) process.exitCode = 1;
  } finally {
    await Promise.all(runs.map((r) => r.stop()));
    await store?.close();
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await (a.kill ? killTest() : ramp());
process.exit();
