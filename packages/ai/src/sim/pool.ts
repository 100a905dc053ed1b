// Runs simulated games across worker threads (piscina, one per core by default) in small batches,
// reporting progress as batches finish. Results come back in job order, so a run is reproducible
// whatever the thread count.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { FightJob, FightRecord } from './job.ts';

export interface PoolOptions {
  threads?: number;
  /** Games per task: big enough to amortise messaging, small enough to balance the load. */
  batch?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function runJobs(jobs: readonly FightJob[], opts: PoolOptions = {}): Promise<FightRecord[]> {
  const threads = Math.max(1, opts.threads ?? availableParallelism());
  const batch = Math.max(1, opts.batch ?? Math.min(25, Math.ceil(jobs.length / (threads * 4))));
  const pool = new Piscina({ filename: new URL('./worker.ts', import.meta.url).href, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  let done = 0;
  try {
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
  } finally {
    await pool.destroy();
  }
}
