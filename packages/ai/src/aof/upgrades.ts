// What a hero bot buys with its XP between the chapters of an aof-quest campaign (CMP-Q05,
// docs/campaign.md). Each upgrade is weighed by how much it raises the hero's worth in a fight
// for each XP it costs, the worth read from the hero's scores as the rules use them:
//  - wounds dealt: a weapon's hit needs its Quality (AOF-S01); a caster's spell is cast on 4+
//    whatever its Quality (AOF-X06), so a Caster(X) hero's hits owe Quality only in part;
//  - wounds it can take: Toughness (AOF-S03), over the share of hits its Defense fails to block,
//    counted against AP(1), the common enemy weapon (AOF-S02);
//  - power (extra actions, passed tests, revives: AOF-A01) and its hero skill's stat (the
//    skill's test, a failure costing 1 power), each a smaller share of the worth.
// A hero saves its XP for its best upgrade while chapters remain before the final one; before
// the final, its last chance, it spends all it can, the best first.
import type { AofCampaign, AofCampaignHero, AofContent, AofHeroChange, AofHeroClassDef } from '@delve/engine';

type Upgrade = AofCampaign['def']['upgrades'][number];

/** The scores of a hero's sheet an upgrade changes. */
export type HeroScores = Pick<AofHeroClassDef, 'quality' | 'defense' | 'str' | 'dex' | 'wil' | 'toughness' | 'power'>;

const score = (v: number) => Math.min(6, Math.max(2, v));
/** The share of d6 rolls that score `need` or more (a 1 always fails, a 6 always passes). */
const pass = (need: number) => (7 - score(need)) / 6;

/** The hero's class values with its upgrades (injuries end with their chapter, before any
 * shopping), scores kept 2+ to 6+ as the ruleset keeps them. */
export function heroScores(aof: AofContent, def: AofCampaign['def'], h: AofCampaignHero): HeroScores {
  const cls = aof.heroes[h.class]!;
  const s: HeroScores = { quality: cls.quality, defense: cls.defense, str: cls.str, dex: cls.dex, wil: cls.wil, toughness: cls.toughness, power: cls.power };
  for (const [id, n] of Object.entries(h.upgrades)) {
    const u = def.upgrades.find((x) => x.id === id);
    for (let i = 0; u && i < n; i++) apply(s, u.change);
  }
  return s;
}

function apply(s: HeroScores, change: AofHeroChange): void {
  for (const [k, v] of Object.entries(change) as [keyof HeroScores, number][]) s[k] += v;
}

/** The hero's worth in a fight, in no unit: only ratios of it are used. */
export function fightWorth(aof: AofContent, cls: string, s: HeroScores): number {
  const c = aof.heroes[cls]!;
  const caster = c.rules?.caster ?? 0;
  // Caster(X): X tokens a round toward spells cast on 4+, besides its weapon's hits.
  const spellShare = caster > 0 ? caster / (caster + 1) : 0;
  const dealt = (1 - spellShare) * pass(s.quality) + spellShare * pass(4);
  // Against AP(1) a hit is blocked on Defense + 1.
  const failed = 1 - pass(s.defense + 1);
  const lasts = Math.max(1, s.toughness) / Math.max(1 / 6, failed);
  const power = 1 + Math.max(0, s.power) / 10;
  const skill = 1 + pass(s[c.skill.stat as 'str' | 'dex' | 'wil'] ?? 4) / 4;
  return dealt * lasts * power * skill;
}

/** What the upgrade adds to the hero's worth, a share of it per XP; 0 when it changes nothing
 * (a score already at 2+). */
export function upgradeGain(aof: AofContent, cls: string, s: HeroScores, u: Upgrade): number {
  const after = { ...s };
  apply(after, u.change);
  for (const k of ['quality', 'defense', 'str', 'dex', 'wil'] as const) after[k] = score(after[k]);
  return (fightWorth(aof, cls, after) / fightWorth(aof, cls, s) - 1) / u.xp;
}

/** The upgrades the hero buys now, in order: the best by gain per XP while it affords it; when
 * it does not, it saves for it, unless the coming chapter is the final one (`last`), when it
 * buys the best it affords instead. */
export function chooseUpgrades(aof: AofContent, def: AofCampaign['def'], h: AofCampaignHero, last: boolean): string[] {
  const s = heroScores(aof, def, h);
  const taken: Record<string, number> = { ...h.upgrades };
  let xp = h.xp;
  const out: string[] = [];
  for (;;) {
    const ranked = def.upgrades
      .filter((u) => (taken[u.id] ?? 0) < u.max)
      .map((u) => ({ u, gain: upgradeGain(aof, h.class, s, u) }))
      .filter((x) => x.gain > 0)
      .sort((a, b) => b.gain - a.gain || a.u.xp - b.u.xp || a.u.id.localeCompare(b.u.id));
    const pick = last ? ranked.find((x) => x.u.xp <= xp) : ranked[0];
    if (!pick || pick.u.xp > xp) return out;
    out.push(pick.u.id);
    xp -= pick.u.xp;
    taken[pick.u.id] = (taken[pick.u.id] ?? 0) + 1;
    apply(s, pick.u.change);
    for (const k of ['quality', 'defense', 'str', 'dex', 'wil'] as const) s[k] = score(s[k]);
  }
}
