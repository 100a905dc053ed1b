// The campaign builder's outline (AOF-P03, DEC-27): D3+1 chapters of D3 missions each, then a
// final chapter. Only the plan: each mission is a type and a seed for `generateMission`; playing a
// campaign (heroes, XP and gold carried between missions) comes later.
import { pickIndex, rollDie, seededRng } from '../rng.ts';
import type { AofContent } from './content-types.ts';

export interface CampaignMission {
  /** The mission type (content `mission-types/`). */
  type: string;
  /** The seed `generateMission` takes. */
  seed: number;
}

export interface CampaignChapter {
  /** 1-based. */
  chapter: number;
  final: boolean;
  missions: CampaignMission[];
}

export interface CampaignOutline {
  seed: number | string;
  chapters: CampaignChapter[];
}

/** The final chapter's one mission: a villain to bring down, when the content has the type. */
const FINAL_OBJECTIVE = 'slay';

export function campaignOutline(aof: AofContent, seed: number | string): CampaignOutline {
  const rng = seededRng(`aof-campaign:${String(seed)}`);
  const types = Object.keys(aof.missionTypes).sort();
  if (types.length === 0) throw new Error('the content has no mission types to build a campaign from');
  const mission = (from: readonly string[]): CampaignMission => ({
    type: from[pickIndex(rng, from.length)]!,
    // A 31-bit seed: plain in a file, a URL or a command line.
    seed: rollDie(rng, 0x7fffffff),
  });
  const chapters: CampaignChapter[] = [];
  const count = rollDie(rng, 3) + 1;
  for (let c = 1; c <= count; c++) {
    const n = rollDie(rng, 3);
    chapters.push({ chapter: c, final: false, missions: Array.from({ length: n }, () => mission(types)) });
  }
  const finals = types.filter((t) => aof.missionTypes[t]!.objective === FINAL_OBJECTIVE);
  chapters.push({ chapter: count + 1, final: true, missions: [mission(finals.length > 0 ? finals : types)] });
  return { seed, chapters };
}
