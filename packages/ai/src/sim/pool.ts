// Runs simulated games across worker threads (piscina, one per core by default) in batches, so
// that messaging costs little next to the games, reporting progress as batches finish. Results come
// back in job order, so a run is reproducible whatever the thread count. A pool can be kept warm
// across runs (`openPool`), so that starting the threads is paid once.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { FightJob, FightRecord } from './job.ts';

export interface PoolOptions {
  threads?: number;
  /** Games per task: big enough to amortise messaging, small enough to balance the load. */
  batch?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SimPool {
  readonly threads: number;
  run(jobs: readonly FightJob[], opts?: Omit<PoolOptions, 'threads'>): Promise<FightRecord[]>;
  destroy(): Promise<void>;
}

export function openPool(threads = availableParallelism()): SimPool {
  const n = Math.max(1, threads);
  const pool = new Piscina({ filename: new URL('./worker.ts', import.meta.url).href, minThreads: n, maxThreads: n, idleTimeout: 1000 });
  return {
    threads: n,
    async run(jobs, opts = {}) {
      // About four tasks per thread balance the load; more than 25 games a task gains nothing.
      const batch = Math.max(1, opts.batch ?? Math.min(25, Math.ceil(jobs.length / (n * 4))));
      let done = 0;
      const tasks: Promise<FightRecord[]>[] = [];
      for (let i = 0; i < jobs.length; i += batch) {
        const slice = jobs.slice(i, i + batch);
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
  const pool = openPool(opts.threads);
  try {
    return await pool.run(jobs, opts);
  } finally {
    await pool.destroy();
  }
}
