// The piscina worker: loads the content once per thread, then plays the batches it is given.
import { loadDefaultContent } from '@delve/content';
import type { Content } from '@delve/engine';
import { runJob, type FightJob, type FightRecord } from './job.ts';

let content: Promise<Content> | null = null;

export default async function playBatch(jobs: FightJob[]): Promise<FightRecord[]> {
  content ??= loadDefaultContent('ahq');
  const c = await content;
  return jobs.map((j) => runJob(j, c));
}
