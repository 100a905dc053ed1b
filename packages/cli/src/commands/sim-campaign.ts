// `delve sim --setup campaign`: whole campaigns played by bots, the town's choices and each
// expedition, and how far the parties get (docs/campaign.md).
import { availableParallelism } from 'node:os';
import { SingleBar, Presets } from 'cli-progress';
import { loadDefaultContent } from '@delve/content';
import { campaignReport, runCampaignJobs, summarizeCampaigns, wilson, type CampaignJob, type CampaignRecord } from '@delve/ai/sim';
import { AOF_PARTY } from '@delve/ai/aof-module';
import { DEFAULT_PARTY, GUILDS_PARTY } from '@delve/ai';
import { DIFFICULTIES, isDifficulty, type Difficulty } from '@delve/engine';

export interface SimCampaignOptions {
  games: string;
  seed: string;
  ruleset: string;
  campaign?: string;
  party?: string;
  /** The campaigns' level (CMP-A04, Q06), and `--vs difficulty=story,normal,…` for several. */
  difficulty?: string;
  vs?: string;
  threads?: string;
  json?: boolean;
  progress: boolean;
}

/** Plays the campaigns across threads, with a progress bar on stderr unless asked not to. */
async function runWithBar(o: SimCampaignOptions, jobs: CampaignJob[]): Promise<CampaignRecord[]> {
  const threads = o.threads ? Number(o.threads) : availableParallelism();
  const bar = o.progress ? new SingleBar({ stream: process.stderr, format: 'campaigns [{bar}] {value}/{total} | {eta_formatted} left', hideCursor: true, noTTYOutput: true, notTTYSchedule: 1000 }, Presets.shades_classic) : null;
  bar?.start(jobs.length, 0);
  try {
    return await runCampaignJobs(jobs, threads, (done) => bar?.update(done));
  } finally {
    bar?.stop();
  }
}

/** The levels to play (CMP-A04, Q06): `--difficulty`, or `--vs difficulty=story,normal,…` side
 * by side on the same seeds; a campaign's other settings are its own flags. */
export function campaignLevels(o: Pick<SimCampaignOptions, 'difficulty' | 'vs'>): (Difficulty | undefined)[] {
  const check = (x: string, where: string): Difficulty => {
    if (!isDifficulty(x)) throw new Error(`${where}: a campaign's level is ${DIFFICULTIES.join(', ')}, not '${x}'`);
    return x;
  };
  const first = o.difficulty !== undefined ? check(o.difficulty, '--difficulty') : undefined;
  if (!o.vs) return [first];
  const m = /^\s*difficulty\s*=(.*)$/.exec(o.vs);
  if (!m) throw new Error(`--vs with --setup campaign: 'difficulty=story,normal,hard,deadly' (the campaigns' other settings are flags), not '${o.vs}'`);
  const more = m[1]!.split(',').map((x) => x.trim()).filter(Boolean).map((x) => check(x, '--vs difficulty'));
  if (more.length === 0) throw new Error('--vs difficulty=: name at least one level');
  return more.length > 1 ? more : [first, ...more];
}

export async function simCampaigns(o: SimCampaignOptions): Promise<number> {
  const n = Number(o.games);
  const seed0 = Number(o.seed);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--games must be a whole number of at least 1, not '${o.games}'`);
  if (!Number.isInteger(seed0) || seed0 < 0) throw new Error(`--seed must be a whole number of at least 0, not '${o.seed}'`);
  const levels = campaignLevels(o);
  if (levels.length > 1) {
    for (const level of levels) {
      const code = await simCampaigns({ ...o, vs: undefined, difficulty: level });
      if (code !== 0) return code;
    }
    return 0;
  }
  const level = levels[0];
  if (o.ruleset === 'aof-quest') return simAofCampaigns(o, n, seed0, level);
  if (o.ruleset !== 'ahq' && o.ruleset !== 'guilds') throw new Error(`--ruleset must be 'ahq', 'guilds' or 'aof-quest' for campaigns, not '${o.ruleset}'`);
  const content = await loadDefaultContent(o.ruleset);
  const campaigns = Object.values(content.campaigns ?? {}).filter((c) => c.ruleset === o.ruleset);
  const def = o.campaign ? campaigns.find((c) => c.id === o.campaign) : campaigns[0];
  if (!def) throw new Error(`no ${o.ruleset} campaign '${o.campaign ?? ''}' in the content (known: ${campaigns.map((c) => c.id).join(', ') || 'none'})`);
  const party = o.party ? o.party.split(',').map((x) => x.trim()).filter(Boolean) : [...(o.ruleset === 'ahq' ? DEFAULT_PARTY : GUILDS_PARTY)];
  for (const p of party) if (content.heroes[p]?.kind !== 'hero') throw new Error(`--party: no hero class '${p}' in the ${o.ruleset} content`);
  const t0 = performance.now();
  const records = await runWithBar(o, Array.from({ length: n }, (_, i) => ({ ruleset: o.ruleset as 'ahq', campaign: def.id, party, seed: seed0 + i, ...(level ? { difficulty: level } : {}) })));
  const summary = summarizeCampaigns(records, def.expeditions.length, (performance.now() - t0) / 1000);
  const title = `delve sim: ${o.ruleset} campaign ${def.id} (${def.expeditions.length} expeditions) at level ${level ?? 'normal'}, party ${party.join(', ')}, ${n} campaigns from seed ${seed0}`;
  process.stdout.write(o.json ? `${JSON.stringify({ title, ...summary }, null, 2)}\n` : campaignReport(title, summary));
  return 0;
}

/** aof-quest campaigns (CMP-Q01..Q05): how many are won, how many missions the party wins, and
 * how often heroes are carried off or revived, each with a 95 % interval where it is a share. */
async function simAofCampaigns(o: SimCampaignOptions, n: number, seed0: number, level: Difficulty | undefined): Promise<number> {
  const content = await loadDefaultContent('aof-quest');
  const campaigns = Object.keys(content.aof?.campaigns ?? {});
  const id = o.campaign ?? campaigns[0];
  if (!id || !campaigns.includes(id)) throw new Error(`no aof-quest campaign '${o.campaign ?? ''}' (known: ${campaigns.join(', ') || 'none'})`);
  const party = o.party ? o.party.split(',').map((x) => x.trim()).filter(Boolean) : [...AOF_PARTY];
  for (const p of party) if (!content.aof?.heroes[p]) throw new Error(`--party: no aof-quest hero class '${p}'`);
  if (party.length < 2 || party.length > 4) throw new Error('--party: 2 to 4 heroes (AOF-P01)');
  const t0 = performance.now();
  const records = await runWithBar(o, Array.from({ length: n }, (_, i) => ({ ruleset: 'aof-quest' as const, campaign: id, party, seed: seed0 + i, ...(level ? { difficulty: level } : {}) })));
  const won = records.filter((r) => r.over === 'won').length;
  const missions = records.reduce((a, r) => a + r.expeditions, 0);
  const missionsWon = records.reduce((a, r) => a + r.reached, 0);
  const w = wilson(won, n);
  const m = wilson(missionsWon, missions);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const title = `delve sim: aof-quest campaign ${id} at level ${level ?? 'normal'}, party ${party.join(', ')}, ${n} campaigns from seed ${seed0}`;
  const figures = {
    title, campaigns: n, won, wonInterval: w, missions, missionsWon, missionInterval: m,
    carriedOffPerCampaign: records.reduce((a, r) => a + r.deaths.length, 0) / n, xpLeft: records.reduce((a, r) => a + r.earned, 0) / n,
    seconds: (performance.now() - t0) / 1000,
  };
  process.stdout.write(o.json ? `${JSON.stringify(figures, null, 2)}\n` : [
    title,
    `campaigns won: ${won} of ${n} (${pct(won / n)}, 95 % CI ${pct(w.low)}–${pct(w.high)})`,
    `missions won: ${missionsWon} of ${missions} played (${pct(missionsWon / Math.max(1, missions))}, 95 % CI ${pct(m.low)}–${pct(m.high)})`,
    `heroes revived or carried off per campaign (an injury roll each): ${figures.carriedOffPerCampaign.toFixed(2)}; XP left unspent: ${figures.xpLeft.toFixed(1)}`,
    `${figures.seconds.toFixed(1)} s`,
  ].join('\n') + '\n');
  return 0;
}
