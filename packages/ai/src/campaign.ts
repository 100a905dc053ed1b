// Whole campaigns played by bots (`delve sim --setup campaign`, docs/campaign.md): the town's
// choices a careful party makes between expeditions, and each expedition played by the policies.
import {
  CampaignError, createGame, localSeed, playStep, replayCampaign, startCampaign, MAX_HIRED,
  type Campaign, type CampaignHeader, type CampaignStep, type Content, type GameState,
} from '@delve/engine';
import { playOut, type Policy } from './play.ts';

/** What the party keeps back before spending on training or hirelings. */
const RESERVE = 50;

const own = (h: Campaign['party'][number]): number => h.gold + h.stash;

/** The town's steps a careful party takes before setting off: the Healer first, a healing
 * potion for a hero without one, a point of training when it has come out since its last,
 * a hireling when gold is plenty, and new heroes where the party has gaps. Deterministic: the
 * same campaign gives the same steps. */
export function townSteps(content: Content, c: Campaign, classes: readonly string[], spent?: Spending): CampaignStep[] {
  const steps: CampaignStep[] = [];
  const wealth = (): number => c.chest + c.party.reduce((a, h) => a + own(h), 0);
  const tryStep = (step: CampaignStep): boolean => {
    try {
      const before = wealth();
      playStep(content, c, step);
      steps.push(step);
      if (spent && step.kind !== 'join') spent[step.kind as keyof Spending] = (spent[step.kind as keyof Spending] ?? 0) + before - wealth();
      return true;
    } catch (e) {
      if (e instanceof CampaignError) return false;
      throw e;
    }
  };
  if (c.party.length === 0) {
    const n = Math.min(classes.length, Math.floor(c.chest / c.def.newHero));
    if (n > 0) tryStep({ kind: 'found', heroes: classes.slice(0, n).map((type, i) => ({ type, seat: `p${i + 1}` })) });
  }
  for (const h of [...c.party]) if (h.healer) tryStep({ kind: 'heal', hero: h.id });
  // Fill the gaps the fallen left, with the classes missing from the party.
  for (const type of classes) {
    if (c.party.length === 0 || c.party.length >= 4 || c.party.some((h) => h.type === type)) continue;
    const seats = new Set(c.party.map((h) => h.seat));
    let n = 1;
    while (seats.has(`p${n}`)) n++;
    tryStep({ kind: 'join', type, seat: `p${n}` });
  }
  const potion = Object.values(content.items).filter((i) => i.kind === 'potion' && i.cost !== undefined).sort((a, b) => a.cost! - b.cost!)[0];
  for (const h of [...c.party]) {
    if (potion && !h.items.includes(potion.id) && own(h) >= potion.cost! + RESERVE) tryStep({ kind: 'buy', hero: h.id, item: potion.id });
    if (h.fresh > 0) {
      const price = c.def.training.price * (Object.values(h.training).reduce((a, n) => a + (n ?? 0), 0) + 1);
      if (own(h) >= price + RESERVE) {
        for (const stat of ['ws', 'toughness', 'wounds', 'bs'] as const) if (tryStep({ kind: 'train', hero: h.id, stat })) break;
      }
    }
    const hires = Object.entries(c.def.hire).sort((a, b) => a[1] - b[1]);
    for (const [type, price] of hires) {
      const hero = c.party.find((x) => x.id === h.id)!;
      if (hero.hired.length < MAX_HIRED && own(hero) >= price + 3 * RESERVE) tryStep({ kind: 'hire', hero: h.id, type });
    }
  }
  return steps;
}

/** Gold the town's steps took, by kind of step. */
export type Spending = Partial<Record<'buy' | 'sell' | 'hire' | 'train' | 'heal' | 'found', number>>;

export interface CampaignRun {
  campaign: Campaign;
  steps: CampaignStep[];
  /** Answers given in all its expeditions. */
  decisions: number;
  spent: Spending;
}

/** Plays a campaign from its header to its end (or `maxExpeditions` expeditions), the town's
 * choices by `townSteps`, each expedition by `policy`. The steps replay to the same campaign. */
export function playCampaign(content: Content, header: CampaignHeader, policy: Policy, maxExpeditions = 20): CampaignRun {
  const c = startCampaign(content, header);
  const classes = header.heroes.map((h) => h.type);
  const steps: CampaignStep[] = [];
  const spent: Spending = {};
  let decisions = 0;
  for (let n = 0; !c.over && n < maxExpeditions; n++) {
    steps.push(...townSteps(content, c, classes, spent));
    if (c.over || c.party.length === 0 || c.party.every((h) => h.healer)) break;
    const depart: CampaignStep = { kind: 'depart', seed: localSeed(c) };
    playStep(content, c, depart);
    steps.push(depart);
    const out = playOut(createGame<GameState>(c.away!, content), policy, 40_000, true);
    decisions += out.decisions;
    if (!out.state.result) break;
    const back: CampaignStep = { kind: 'return', game: { header: c.away!, answers: out.answers } };
    playStep(content, c, back);
    steps.push(back);
  }
  return { campaign: c, steps, decisions, spent };
}

/** Plays a campaign's steps again (a file read back): the same record, or the step that breaks. */
export function checkCampaign(content: Content, header: CampaignHeader, steps: readonly CampaignStep[]): Campaign {
  return replayCampaign(content, { header, steps });
}
