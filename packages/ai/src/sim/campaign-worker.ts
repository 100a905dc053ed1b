// The piscina worker for whole campaigns: each thread loads its ruleset's content once.
import { loadDefaultContent } from '@delve/content';
import type { Content } from '@delve/engine';
import { runCampaignJob, type CampaignJob, type CampaignRecord } from './campaigns.ts';

const contents = new Map<string, Promise<Content>>();

export default async function playCampaignJob(job: CampaignJob): Promise<CampaignRecord> {
  let c = contents.get(job.ruleset);
  if (!c) contents.set(job.ruleset, (c = loadDefaultContent(job.ruleset)));
  return runCampaignJob(job, await c);
}
