// `delve sim --setup campaign`: whole campaigns played by bots, the town's choices and each
// expedition, and how far the parties get (docs/campaign.md).
import { availableParallelism } from 'node:os';
import { SingleBar, Presets } from 'cli-progress';
import { loadDefaultContent } from '@delve/content';
import { campaignReport, runCampaignJobs, summarizeCampaigns, type CampaignJob } from '@delve/ai/sim';
import { DEFAULT_PARTY, GUILDS_PARTY } from '@delve/ai';

export interface SimCampaignOptions {
  games: string;
  seed: string;
  ruleset: string;
  campaign?: string;
  party?: string;
  threads?: string;
  json?: boolean;
  progress: boolean;
}

export async function simCampaigns(o: SimCampaignOptions): Promise<number> {
  const n = Number(o.games);
  const seed0 = Number(o.seed);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--games must be a whole number of at least 1, not '${o.games}'`);
  if (!Number.isInteger(seed0) || seed0 < 0) throw new Error(`--seed must be a whole number of at least 0, not '${o.seed}'`);
  if (o.ruleset !== 'ahq' && o.ruleset !== 'guilds') throw new Error(`--ruleset must be 'ahq' or 'guilds' for campaigns, not '${o.ruleset}'`);
  const content = await loadDefaultContent(o.ruleset);
  const campaigns = Object.values(content.campaigns ?? {}).filter((c) => c.ruleset === o.ruleset);
  const def = o.campaign ? campaigns.find((c) => c.id === o.campaign) : campaigns[0];
  if (!def) throw new Error(`no ${o.ruleset} campaign '${o.campaign ?? ''}' in the content (known: ${campaigns.map((c) => c.id).join(', ') || 'none'})`);
  const party = o.party ? o.party.split(',').map((x) => x.trim()).filter(Boolean) : [...(o.ruleset === 'ahq' ? DEFAULT_PARTY : GUILDS_PARTY)];
  for (const p of party) if (content.heroes[p]?.kind !== 'hero') throw new Error(`--party: no hero class '${p}' in the ${o.ruleset} content`);
  const threads = o.threads ? Number(o.threads) : availableParallelism();
  const jobs: CampaignJob[] = Array.from({ length: n }, (_, i) => ({ ruleset: o.ruleset as 'ahq', campaign: def.id, party, seed: seed0 + i }));
  const bar = o.progress ? new SingleBar({ stream: process.stderr, format: 'campaigns [{bar}] {value}/{total} | {eta_formatted} left', hideCursor: true, noTTYOutput: true, notTTYSchedule: 1000 }, Presets.shades_classic) : null;
  bar?.start(n, 0);
  const t0 = performance.now();
  let records;
  try {
    records = await runCampaignJobs(jobs, threads, (done) => bar?.update(done));
  } finally {
    bar?.stop();
  }
  const summary = summarizeCampaigns(records, def.expeditions.length, (performance.now() - t0) / 1000);
  const title = `delve sim: ${o.ruleset} campaign ${def.id} (${def.expeditions.length} expeditions), party ${party.join(', ')}, ${n} campaigns from seed ${seed0}`;
  process.stdout.write(o.json ? `${JSON.stringify({ title, ...summary }, null, 2)}\n` : campaignReport(title, summary));
  return 0;
}
