// What a member of an aof-quest campaign sees (docs/campaign.md, CMP-Q01..Q06): the party's
// sheets, the outline's chapters and their difficulties, the upgrades, the history with each
// mission's game. Never a seed: not the campaign's, not a mission's to come (the outline gives
// only their types), not the game under way's (DEC-17).
import { chapterDifficulty, type AofCampaign, type AofCampaignHero, type AofContent, type AofHeroChange, type Content, type Seat } from '@delve/engine';
import type { AofCampaignView, AofSheet } from '@delve/protocol';
import type { StoredCampaign } from './store.ts';

const SCORES = ['quality', 'defense', 'str', 'dex', 'wil', 'toughness', 'power'] as const;

/** The hero's scores as its next mission starts it: its class, its upgrades and injuries. */
function sheetOf(aof: AofContent, c: AofCampaign, h: AofCampaignHero): AofSheet {
  const cls = aof.heroes[h.class]!;
  const change: AofHeroChange = {};
  const add = (ch: AofHeroChange, times = 1) => {
    for (const k of SCORES) if (ch[k] !== undefined) change[k] = (change[k] ?? 0) + ch[k] * times;
  };
  for (const [id, n] of Object.entries(h.upgrades)) {
    const u = c.def.upgrades.find((x) => x.id === id);
    if (u) add(u.change, n);
  }
  for (const inj of h.injuries) add(inj.change);
  return Object.fromEntries(SCORES.map((k) => [k, cls[k] + (change[k] ?? 0)])) as AofSheet;
}

export function aofMemberView(stored: StoredCampaign, c: AofCampaign, content: Content, seat: Seat): AofCampaignView {
  const aof = (content as { aof?: AofContent }).aof!;
  const departs = stored.steps.flatMap((s, n) => (s.kind === 'depart' ? [n] : []));
  const names: AofCampaignView['names'] = {
    classes: Object.fromEntries(c.party.map((h) => [h.class, aof.heroes[h.class]!.name])),
    difficulties: Object.fromEntries(Object.values(aof.difficulties).map((d) => [d.id, d.name])),
    missionTypes: Object.fromEntries(Object.values(aof.missionTypes).map((t) => [t.id, t.name])),
    injuries: Object.fromEntries(c.def.injuries.map((i) => [i.name.en, i.name])),
  };
  return {
    id: stored.record.id, seat, ruleset: 'aof-quest', step: stored.steps.length,
    name: c.def.name, difficulty: c.header.difficulty ?? 'normal', over: c.over, chapter: c.chapter, mission: c.mission,
    chapters: c.outline.chapters.map((ch, i) => ({ chapter: ch.chapter, final: ch.final, difficulty: chapterDifficulty(c, i), missions: ch.missions.map((m) => ({ type: m.type })) })),
    party: c.party.map((h) => ({ ...structuredClone(h), sheet: sheetOf(aof, c, h) })),
    upgrades: c.def.upgrades.map((u) => ({ id: u.id, name: u.name, xp: u.xp, max: u.max, change: { ...u.change } })),
    betweenChapters: !c.over && !c.away && c.mission === 0 && c.history.length > 0,
    away: c.away ? { gameId: stored.games[departs.at(-1)!]! } : null,
    history: c.history.map(({ header: _h, ...h }, i) => ({ ...structuredClone(h), gameId: stored.games[departs[i]!] ?? null })),
    names,
  };
}
