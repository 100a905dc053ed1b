// Whole campaigns played by bots across worker threads (`delve sim --setup campaign`): how far
// parties get, who dies in which expedition, and what their gold buys (docs/campaign.md).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Content, Difficulty } from '@delve/engine';
import { playCampaign, type Spending } from '../campaign.ts';
import { playAofCampaign } from '../aof-campaign.ts';
import { aiPolicy } from '../policies.ts';
import { wilson, type Interval } from './stats.ts';

export interface CampaignJob {
  ruleset: 'ahq' | 'guilds' | 'aof-quest';
  campaign: string;
  party: string[];
  seed: number;
  /** The campaign's level (CMP-A04, Q06); normal when absent. */
  difficulty?: Difficulty;
}

export interface CampaignRecord {
  seed: number;
  over: 'won' | 'lost' | null;
  /** Expeditions the party came out of (the campaign's progress). */
  reached: number;
  expeditions: number;
  /** Heroes dead, by the expedition (0 the first) they died in. */
  deaths: number[];
  /** Gold carried out of all expeditions. */
  earned: number;
  spent: Spending;
  decisions: number;
  /** aof-quest: the missions its outline holds. */
  missions?: number;
}

export function runCampaignJob(job: CampaignJob, content: Content): CampaignRecord {
  if (job.ruleset === 'aof-quest') return runAofCampaignJob(job, content);
  const run = playCampaign(content, {
    ruleset: job.ruleset, packs: content.packs, campaign: job.campaign, seed: job.seed,
    ...(job.difficulty ? { difficulty: job.difficulty } : {}),
    heroes: job.party.map((type, i) => ({ type, seat: `p${i + 1}` })),
  }, aiPolicy);
  const c = run.campaign;
  return {
    seed: job.seed, over: c.over, reached: c.next, expeditions: c.history.length,
    deaths: c.fallen.map((f) => f.expedition), earned: c.history.reduce((a, h) => a + h.gold, 0),
    spent: run.spent, decisions: run.decisions,
  };
}

export async function runCampaignJobs(jobs: readonly CampaignJob[], threads = availableParallelism(), onProgress?: (done: number) => void): Promise<CampaignRecord[]> {
  const pool = new Piscina({ filename: new URL('./campaign-worker.ts', import.meta.url).href, minThreads: threads, maxThreads: threads, stricterFIFO: true });
  let done = 0;
  try {
    // A campaign takes a second or more: one a task.
    return await Promise.all(jobs.map((j) => (pool.run(j) as Promise<CampaignRecord>).then((r) => {
      onProgress?.(++done);
      return r;
    })));
  } finally {
    await pool.destroy();
  }
}

export interface CampaignSummary {
  campaigns: number;
  won: Interval & { k: number };
  /** Campaigns whose party got through each expedition (index: expeditions come out of). */
  reached: number[];
  /** Heroes dead per campaign, and in each expedition of the list. */
  deathsPerCampaign: number;
  deathsByExpedition: number[];
  earned: number;
  /** Mean gold a campaign spends on each kind of step. */
  spent: Required<Spending>;
  seconds: number;
}

export function summarizeCampaigns(records: readonly CampaignRecord[], length: number, seconds: number): CampaignSummary {
  const n = records.length;
  const won = records.filter((r) => r.over === 'won').length;
  const reached = Array.from({ length: length + 1 }, (_, i) => records.filter((r) => r.reached >= i).length);
  const deathsByExpedition = Array.from({ length }, (_, i) => records.reduce((a, r) => a + r.deaths.filter((d) => d === i).length, 0));
  const kinds = ['buy', 'sell', 'hire', 'train', 'heal', 'found'] as const;
  const spent = Object.fromEntries(kinds.map((k) => [k, records.reduce((a, r) => a + (r.spent[k] ?? 0), 0) / Math.max(1, n)])) as Required<Spending>;
  return {
    campaigns: n, won: { ...wilson(won, n), k: won }, reached,
    deathsPerCampaign: records.reduce((a, r) => a + r.deaths.length, 0) / Math.max(1, n), deathsByExpedition,
    earned: records.reduce((a, r) => a + r.earned, 0) / Math.max(1, n), spent, seconds,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

export function campaignReport(title: string, s: CampaignSummary): string {
  const lines = [
    title,
    `campaigns won: ${s.won.k} of ${s.campaigns} (${pct(s.won.k / Math.max(1, s.campaigns))}, 95 % CI ${pct(s.won.low)}–${pct(s.won.high)})`,
    `parties through each expedition: ${s.reached.slice(1).map((k, i) => `${i + 1}: ${pct(k / Math.max(1, s.campaigns))}`).join(', ')}`,
    `heroes dead per campaign: ${s.deathsPerCampaign.toFixed(2)}; by expedition: ${s.deathsByExpedition.map((d, i) => `${i + 1}: ${(d / Math.max(1, s.campaigns)).toFixed(2)}`).join(', ')}`,
    `gold carried out per campaign: ${s.earned.toFixed(0)}; spent on training ${s.spent.train.toFixed(0)}, hirelings ${s.spent.hire.toFixed(0)}, equipment ${s.spent.buy.toFixed(0)}, the Healer ${s.spent.heal.toFixed(0)}, new parties ${s.spent.found.toFixed(0)}; sold ${(-s.spent.sell).toFixed(0)}`,
    `${s.seconds.toFixed(1)} s`,
  ];
  return `${lines.join('\n')}\n`;
}

/** An aof-quest campaign: its missions reached, chapters, XP and injuries; no hero dies in it
 * (AOF-S04), so `deaths` counts the heroes carried off unconscious, by mission. */
function runAofCampaignJob(job: CampaignJob, content: Content): CampaignRecord {
  const run = playAofCampaign(content, {
    ruleset: 'aof-quest', packs: content.packs, campaign: job.campaign, seed: job.seed,
    ...(job.difficulty ? { difficulty: job.difficulty } : {}),
    heroes: job.party.map((cls, i) => ({ class: cls, seat: `p${(i % 4) + 1}` })),
  });
  const c = run.campaign;
  const missions = c.outline.chapters.reduce((n, ch) => n + ch.missions.length, 0);
  return {
    seed: job.seed, over: c.over, reached: c.history.filter((h) => h.winner === 'heroes').length, expeditions: c.history.length,
    deaths: c.history.flatMap((h, i) => Object.keys(h.injuries).map(() => i)), earned: c.party.reduce((a, h) => a + h.xp, 0),
    spent: {}, decisions: run.decisions, missions,
  };
}
