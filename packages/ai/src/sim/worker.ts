// The piscina worker: loads each ruleset's content once per thread, then plays the batches it is given.
import { loadDefaultContent, noContent } from '@delve/content';
import type { Content } from '@delve/engine';
import { runJob, runModuleJob, type FightJob, type FightRecord } from './job.ts';
import { loadRulesetModule } from './module.ts';

const contents = new Map<string, Promise<Content>>();
let empty: Content | undefined;

export default async function playBatch(jobs: FightJob[]): Promise<FightRecord[]> {
  const out: FightRecord[] = [];
  for (const j of jobs) {
    if (j.module) {
      const mod = await loadRulesetModule(j.module);
      out.push(runModuleJob(j, mod, mod.content ?? (empty ??= noContent())));
      continue;
    }
    const ruleset = j.ruleset ?? 'ahq';
    let c = contents.get(ruleset);
    if (!c) contents.set(ruleset, (c = loadDefaultContent(ruleset as 'ahq')));
    out.push(runJob(j, await c));
  }
  return out;
}
