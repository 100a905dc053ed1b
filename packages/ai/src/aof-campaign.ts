// Whole aof-quest campaigns played by the hero bot (`delve sim --setup campaign --ruleset
// aof-quest`, docs/campaign.md CMP-Q01..Q06): between chapters each hero buys the upgrades its
// XP is best spent on (`aof/upgrades.ts`).
import {
  CampaignError, applyInPlace, createGame, playAofStep, startAofCampaign,
  type AofCampaign, type AofCampaignHeader, type AofCampaignHero, type AofCampaignStep, type AofContent, type Content, type CoreState,
} from '@delve/engine';
import { aofHeroPolicy } from './aof/bot.ts';
import { chooseUpgrades } from './aof/upgrades.ts';

/** The upgrades a hero buys between chapters, in order; `last` when the coming chapter is the final. */
export type UpgradeChooser = (aof: AofContent, def: AofCampaign['def'], h: AofCampaignHero, last: boolean) => string[];

export interface AofCampaignRun {
  campaign: AofCampaign;
  steps: AofCampaignStep[];
  decisions: number;
}

export function playAofCampaign(content: Content, header: AofCampaignHeader, maxMissions = 20, choose: UpgradeChooser = chooseUpgrades): AofCampaignRun {
  const c = startAofCampaign(content, header);
  const steps: AofCampaignStep[] = [];
  let decisions = 0;
  const take = (step: AofCampaignStep): boolean => {
    try {
      playAofStep(content, c, step);
      steps.push(step);
      return true;
    } catch (e) {
      if (e instanceof CampaignError) return false;
      throw e;
    }
  };
  for (let n = 0; !c.over && n < maxMissions; n++) {
    if (c.mission === 0 && c.history.length > 0) {
      const last = c.outline.chapters[c.chapter]!.final;
      for (const h of c.party) {
        for (const id of choose((content as { aof?: AofContent }).aof!, c.def, h, last)) {
          if (!take({ kind: 'upgrade', hero: h.id, upgrade: id })) throw new Error(`the campaign refused the upgrade ${id} the bot chose for ${h.id}`);
        }
      }
    }
    take({ kind: 'depart', seed: `${String(header.seed)}/${c.steps}` });
    const s = createGame<CoreState>(c.away!, content);
    const answers: { seat: string; answer: ReturnType<typeof aofHeroPolicy> }[] = [];
    for (let k = 0; s.pending && !s.result && k < 20_000; k++) {
      const seat = s.pending.seat;
      const answer = aofHeroPolicy(s, seat);
      if (!applyInPlace(s, seat, answer).ok) throw new Error(`the hero bot's answer was refused: ${JSON.stringify(answer)}`);
      answers.push({ seat, answer });
    }
    decisions += answers.length;
    if (!s.result) break;
    take({ kind: 'return', game: { header: c.away!, answers } });
  }
  return { campaign: c, steps, decisions };
}
