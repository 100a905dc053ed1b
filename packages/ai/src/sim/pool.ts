// Runs simulated games across worker threads (piscina, one per core by default) in batches, so
// that messaging costs little next to the games, reporting progress as batches finish. Batches
// shrink as the run nears its end (guided scheduling) and run in the order given: the first are
// large, the last single games, so that no thread sits idle while another finishes a long
// batch. Results come back in job order, so a run is reproducible whatever the thread count. A
// pool can be kept warm across runs (`openPool`), so that starting the threads is paid once.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { FightJob, FightRecord } from './job.ts';

export interface PoolOptions {
  threads?: number;
  /** Most games per task (default 25): batches are a quarter of each thread's share of the
   * games not yet handed out, at most this many, at least one. */
  batch?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SimPool {
  readonly threads: number;
  run(jobs: readonly FightJob[], opts?: Omit<PoolOptions, 'threads'>): Promise<FightRecord[]>;
  destroy(): Promise<void>;
}

/** What Node must be started with to host a pool, which cannot be set once it runs (V8's flags
 * are the process's, not a thread's): each thread collects its own garbage. By default V8 splits
 * every young-generation collection between the thread and helper threads the whole process
 * shares, and the thread waits for them; with every core playing a game, a helper has no core
 * of its own, and each thread's collections wait on the others' games. Measured with two threads
 * on two cores, one playing `ahq` room fights while the other is stopped and started every
 * quarter second: the second thread cost the first 15–30 % of its fights by default, and 0–6 %
 * with these flags. A pool of one on one core plays as fast with them. `delve sim` starts itself
 * again with them when they are missing. */
export const POOL_NODE_FLAGS: readonly string[] = ['--single-threaded-gc'];

/** Each thread's young generation (three times its semi-space), by the games it plays. Games
 * allocate many short-lived objects, about 18 MB an expedition, 2 MB an ahq room fight and
 * 15 MB a guilds one: with V8's default (a few MB) the collector runs many times a game; a larger
 * one collects rarely. It is memory a thread takes only as it fills.
 * - An expedition keeps a growing dungeon alive, which every collection copies: 192 MB (64 MB
 *   semi-spaces) plays them faster than 96 MB does, on one core and on two.
 * - A room fight keeps little alive: 96 MB plays it as fast on one core, and two threads side by
 *   side play 5–9 % more fights than with 192 MB. Each thread writes its new objects through
 *   its young generation, and the threads share the processor's last-level cache. */
export const YOUNG_GENERATION_MB = { expedition: 192, fights: 96 };

/** The young generation for threads playing `jobs`: the smaller one when every job is a room fight. */
export function youngGenerationMb(jobs: readonly Pick<FightJob, 'setup'>[]): number {
  return jobs.length > 0 && jobs.every((j) => j.setup === 'room-fight') ? YOUNG_GENERATION_MB.fights : YOUNG_GENERATION_MB.expedition;
}

/** A pool of `threads` workers, each with a young generation of `youngMb` (`youngGenerationMb`). */
export function openPool(threads = availableParallelism(), youngMb = YOUNG_GENERATION_MB.expedition): SimPool {
  const n = Math.max(1, threads);
  const pool = new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href, minThreads: n, maxThreads: n, idleTimeout: 1000,
    // Batches run in the order they are given. By default piscina sends a task it cannot hand
    // out yet to the back of its queue, once for every task finished, which scrambles the
    // order: a batch of 25 games could be the last to run while the other threads sat idle,
    // up to a tenth of a 5-second run on two threads.
    stricterFIFO: true,
    resourceLimits: { maxYoungGenerationSizeMb: youngMb },
  });
  return {
    threads: n,
    async run(jobs, opts = {}) {
      // A game takes milliseconds and a message tens of microseconds, so even the last
      // single-game batches cost little; a quarter of each thread's remaining share keeps the
      // early batches coarse.
      const most = Math.max(1, opts.batch ?? 25);
      let done = 0;
      const tasks: Promise<FightRecord[]>[] = [];
      for (let i = 0; i < jobs.length;) {
        const size = Math.max(1, Math.min(most, Math.ceil((jobs.length - i) / (n * 4))));
        const slice = jobs.slice(i, i + size);
        i += size;
        tasks.push((pool.run(slice) as Promise<FightRecord[]>).then((r) => {
          done += slice.length;
          opts.onProgress?.(done, jobs.length);
          return r;
        }));
      }
      return (await Promise.all(tasks)).flat();
    },
    destroy: () => pool.destroy(),
  };
}

export async function runJobs(jobs: readonly FightJob[], opts: PoolOptions = {}): Promise<FightRecord[]> {
  const pool = openPool(opts.threads, youngGenerationMb(jobs));
  try {
    return await pool.run(jobs, opts);
  } finally {
    await pool.destroy();
  }
}
