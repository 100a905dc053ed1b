// The piscina worker: loads each ruleset's content once per thread, then plays the batches it is given.
import { loadDefaultContent } from '@delve/content';
import type { Content } from '@delve/engine';
import { runJob, type FightJob, type FightRecord } from './job.ts';

const contents = new Map<string, Promise<Content>>();

export default async function playBatch(jobs: FightJob[]): Promise<FightRecord[]> {
  const out: FightRecord[] = [];
  for (const j of jobs) {
    const ruleset = j.ruleset ?? 'ahq';
    let c = contents.get(ruleset);
    if (!c) contents.set(ruleset, (c = loadDefaultContent(ruleset as 'ahq')));
    out.push(runJob(j, await c));
  }
  return out;
}
