// Campaigns of `aof-quest` (docs/campaign.md, CMP-Q01..Q05): the campaign builder's outline of
// chapters and missions (AOF-P03, DEC-27), each mission generated when the party sets off, at its
// chapter's difficulty; XP for objectives and missions; travel events between the missions of a
// chapter; a revived hero's injury; healing and upgrades only between chapters. Written like the
// crawls' campaigns: a header and steps (depart, return, upgrade) played again to the record; a
// mission's result is read from its whole game, replayed.
import type { Content } from '../content-types.ts';
import type { GameEvent, GameHeader, Seat } from '../types.ts';
import type { AofCampaignDef, AofContent, AofHeroChange, AofStatus, LocalText } from './content-types.ts';
import type { AofHeroSetup, AofSetup, AofState } from './state.ts';
import { campaignOutline, type CampaignOutline } from './campaign.ts';
import { generateMission } from './mission-gen.ts';
import { applyInPlace, createGame, type SavedGame } from '../game.ts';
import { rollDie, seededRng } from '../rng.ts';
import { stateHash } from '../state.ts';
import { CampaignError, departing } from '../campaign/crawl.ts';
import { DIFFICULTIES, isDifficulty, type Difficulty } from '../crawl/difficulty.ts';

export interface AofCampaignHeader {
  ruleset: 'aof-quest';
  packs: string[];
  /** The content's campaign builder values (`campaigns/`); default its first. */
  campaign?: string;
  /** The outline's seed, and the travel and injury rolls'. */
  seed: number | string;
  /** The battlefield's size for every mission (AOF-P02); 48 when absent. */
  size?: 24 | 48;
  /** The campaign's level, chosen at its founding (CMP-Q06): it moves every chapter's difficulty
   * along the content's (`levels` of the campaign entry); normal when absent. */
  difficulty?: Difficulty;
  /** The party, 2 to 4 heroes (AOF-P01): a class, a name and who plays it. */
  heroes: { class: string; name?: string; seat: Seat }[];
}

export type AofCampaignStep =
  | { kind: 'depart'; seed: number | string; rulesVersion?: number }
  | { kind: 'return'; game: Pick<SavedGame, 'header' | 'answers'> }
  | { kind: 'upgrade'; hero: string; upgrade: string };

export interface AofCampaignHero {
  id: string;
  class: string;
  name: string;
  seat: Seat;
  xp: number;
  /** Carried from mission to mission within a chapter (CMP-Q05): wounds taken, power left. */
  wounds: number;
  power: number;
  /** Statuses taken on the road, to the chapter's end (CMP-Q03). */
  statuses: AofStatus[];
  /** Injuries of a revival, to the chapter's end (CMP-Q04). */
  injuries: { name: LocalText; change: AofHeroChange }[];
  /** Upgrades bought, by id, how many times (CMP-Q05). */
  upgrades: Record<string, number>;
  items: string[];
  gold: number;
}

export interface AofMissionRecord {
  chapter: number;
  mission: number;
  type: string;
  difficulty: string;
  header: GameHeader<AofSetup>;
  winner: 'heroes' | 'ai' | null;
  objectives: string[];
  /** XP each hero gained, objectives and the mission itself (CMP-Q02). */
  xp: Record<string, number>;
  /** Injuries rolled by revived heroes (CMP-Q04), and travel events after it (CMP-Q03). */
  injuries: Record<string, string>;
  travel: Record<string, string>;
}

export interface AofCampaign {
  header: AofCampaignHeader;
  def: AofCampaignDef;
  outline: CampaignOutline;
  party: AofCampaignHero[];
  /** The next mission: its chapter and its place there (0-based). */
  chapter: number;
  mission: number;
  away: GameHeader<AofSetup> | null;
  history: AofMissionRecord[];
  over: 'won' | 'lost' | null;
  steps: number;
}

const aofOf = (content: Content): AofContent => {
  const a = (content as { aof?: AofContent }).aof;
  if (!a) throw new CampaignError('campaign/content', 'header.packs', 'an aof-quest campaign needs aof-quest content (the aof-core pack)');
  return a;
};

/** The difficulty of chapter `i` (CMP-Q01). */
export function chapterDifficulty(c: Pick<AofCampaign, 'def' | 'outline'>, i: number): string {
  const ch = c.outline.chapters[i]!;
  return ch.final ? c.def.final : c.def.chapters[Math.min(i, c.def.chapters.length - 1)]!;
}

/** CMP-Q06: the campaign's values at its level, every chapter's difficulty moved `levels[level]`
 * steps along the content's difficulties, easiest first (the rise from chapter to chapter kept
 * as far as the ends of the list allow). At normal, or a shift of 0, the entry as written. */
function atLevel(aof: AofContent, def: AofCampaignDef, level: Difficulty): AofCampaignDef {
  const shift = def.levels?.[level] ?? 0;
  if (shift === 0) return def;
  const ladder = Object.values(aof.difficulties).sort((a, b) => a.threatPerHero - b.threatPerHero || a.id.localeCompare(b.id)).map((d) => d.id);
  const move = (id: string): string => {
    const i = ladder.indexOf(id);
    return i < 0 ? id : ladder[Math.max(0, Math.min(ladder.length - 1, i + shift))]!;
  };
  return { ...def, chapters: def.chapters.map(move), final: move(def.final) };
}

export function startAofCampaign(content: Content, header: AofCampaignHeader): AofCampaign {
  const aof = aofOf(content);
  const id = header.campaign ?? Object.keys(aof.campaigns).sort()[0];
  const entry = id !== undefined && Object.hasOwn(aof.campaigns, id) ? aof.campaigns[id] : undefined;
  if (!entry) throw new CampaignError('campaign/unknown', 'header.campaign', `no aof-quest campaign '${String(id)}' in the content (${Object.keys(aof.campaigns).join(', ') || 'none'})`);
  if (header.difficulty !== undefined && !isDifficulty(header.difficulty)) throw new CampaignError('campaign/difficulty', 'header.difficulty', `a campaign's level is ${DIFFICULTIES.join(', ')}, not '${String(header.difficulty)}' (CMP-Q06)`);
  const def = atLevel(aof, entry, header.difficulty ?? 'normal');
  if (header.size !== undefined && header.size !== 24 && header.size !== 48) throw new CampaignError('campaign/size', 'header.size', `24 or 48 (AOF-P02), not ${String(header.size)}`);
  if (!Array.isArray(header.heroes) || header.heroes.length < 2 || header.heroes.length > 4) throw new CampaignError('campaign/party', 'header.heroes', 'a party is 2 to 4 heroes (AOF-P01)');
  const party = header.heroes.map((h, i): AofCampaignHero => {
    const field = `header.heroes[${i}]`;
    const cls = typeof h.class === 'string' && Object.hasOwn(aof.heroes, h.class) ? aof.heroes[h.class] : undefined;
    if (!cls) throw new CampaignError('campaign/class', `${field}.class`, `no hero class '${String(h.class)}' in the content (${Object.keys(aof.heroes).join(', ')})`);
    if (typeof h.seat !== 'string' || !/^p[1-4]$/.test(h.seat)) throw new CampaignError('campaign/seat', `${field}.seat`, `a hero seat is p1 to p4, not '${String(h.seat)}'`);
    if (h.name !== undefined && (typeof h.name !== 'string' || h.name.trim() === '' || h.name.length > 40)) throw new CampaignError('campaign/name', `${field}.name`, 'a name is 1 to 40 characters');
    return {
      id: `${h.class}-${i + 1}`, class: h.class, name: h.name?.trim() || cls.name.en, seat: h.seat, xp: 0, wounds: 0, power: cls.power,
      statuses: [], injuries: [], upgrades: {}, items: [...(cls.items ?? [])], gold: 0,
    };
  });
  const outline = campaignOutline(aof, header.seed);
  for (const [i, d] of [...def.chapters, def.final].entries()) {
    if (!Object.hasOwn(aof.difficulties, d)) throw new CampaignError('campaign/content', `campaigns.${def.id}`, `difficulty '${d}' (chapter ${i + 1}) is not in the content`);
  }
  return { header, def, outline, party, chapter: 0, mission: 0, away: null, history: [], over: null, steps: 0 };
}

/** What the hero's upgrades and injuries change of its class (CMP-Q04, Q05). */
function adjustOf(c: AofCampaign, h: AofCampaignHero): AofHeroChange {
  const out: AofHeroChange = {};
  const add = (ch: AofHeroChange) => {
    for (const [k, v] of Object.entries(ch) as [keyof AofHeroChange, number][]) out[k] = (out[k] ?? 0) + v;
  };
  for (const [id, n] of Object.entries(h.upgrades)) {
    const u = c.def.upgrades.find((x) => x.id === id);
    for (let i = 0; u && i < n; i++) add(u.change);
  }
  for (const inj of h.injuries) add(inj.change);
  return out;
}

/** The most power a hero has, its upgrades and injuries counted. */
function maxPower(aof: AofContent, c: AofCampaign, h: AofCampaignHero): number {
  return Math.max(0, aof.heroes[h.class]!.power + (adjustOf(c, h).power ?? 0));
}

/** The header of the next mission, generated at its chapter's difficulty and played with `seed`. */
export function aofMissionHeader(content: Content, c: AofCampaign, seed: number | string): GameHeader<AofSetup> {
  const aof = aofOf(content);
  const m = c.outline.chapters[c.chapter]!.missions[c.mission]!;
  const size = c.header.size ?? 48;
  const mission = generateMission(aof, { seed: m.seed, type: m.type, size, difficulty: chapterDifficulty(c, c.chapter), heroes: c.party.length });
  const heroes: AofHeroSetup[] = c.party.map((h) => {
    const adjust = adjustOf(c, h);
    const tough = aof.heroes[h.class]!.toughness + (adjust.toughness ?? 0);
    return {
      class: h.class, seat: h.seat, id: h.id, name: h.name,
      power: Math.min(h.power, maxPower(aof, c, h)), wounds: Math.min(h.wounds, Math.max(0, tough - 1)),
      items: [...h.items], statuses: [...h.statuses], gold: h.gold,
      ...(Object.keys(adjust).length ? { adjust } : {}),
    };
  });
  return { ruleset: 'aof-quest', options: {}, packs: c.header.packs, seed, setup: { mission, size, heroes } };
}

/** A d6 of the campaign's own, for a travel event or an injury: the same campaign rolls the same. */
function campaignD6(c: AofCampaign, what: string, hero: string): number {
  return rollDie(seededRng(`aof-campaign:${String(c.header.seed)}:${what}:${c.steps}:${hero}`), 6);
}

/** CMP-Q03: 1 Crippled, 2 Afflicted, 3 Impaired, 4 Diseased, 5 +1 XP, 6 nothing. */
const TRAVEL: readonly (AofStatus | 'xp' | null)[] = ['crippled', 'afflicted', 'impaired', 'diseased', 'xp', null];

function comeBack(content: Content, c: AofCampaign, s: Extract<AofCampaignStep, { kind: 'return' }>, field: string): void {
  const aof = aofOf(content);
  if (!c.away) throw new CampaignError('campaign/away', field, 'no mission is under way (CMP-A03)');
  if (!s.game || stateHash({ v: s.game.header } as never) !== stateHash({ v: c.away } as never)) {
    throw new CampaignError('campaign/game', `${field}.game.header`, 'this game is not the mission the campaign set off on: each game is counted once, for the mission it was started for (CMP-A03)');
  }
  // Played again, its events kept: who was revived (CMP-Q04).
  let end: AofState;
  const events: GameEvent[] = [];
  try {
    end = createGame<AofState>(s.game.header, content);
    events.push(...end.events);
    s.game.answers.forEach(({ seat, answer }, i) => {
      const r = applyInPlace<AofState>(end, seat, answer);
      if (!r.ok) throw new CampaignError('campaign/game', `${field}.game.answers[${i}]`, `${r.error.code}: ${r.error.message}`);
      events.push(...r.events);
    });
  } catch (e) {
    if (e instanceof CampaignError) throw e;
    throw new CampaignError('campaign/game', `${field}.game.${(e as { field?: string }).field ?? 'header'}`, (e as Error).message);
  }
  if (!end.result) throw new CampaignError('campaign/unfinished', `${field}.game`, 'the mission is not over yet: its results come back when it ends (CMP-A03)');
  settleMission(content, c, end, events);
}

/** The end of the mission under way, read from its game's final state and events: XP (CMP-Q02),
 * injuries (Q04), what carries over, travel or the chapter's end (Q03, Q05). In place; played
 * by the `return` step once the game is checked. */
export function settleMission(content: Content, c: AofCampaign, end: AofState, events: readonly GameEvent[]): void {
  const aof = aofOf(content);
  if (!c.away || !end.result) throw new Error('settleMission: no mission under way, or its game is not over');
  const won = end.result.winner === 'heroes';
  const mission = end.mission;
  const objectiveXp = end.done.reduce((n, id) => n + (mission.objectives.find((o) => o.id === id)?.xp ?? 0), 0);
  const revived = new Set(events.flatMap((e) => (e.type === 'aofRevived' ? [e.unit] : [])));
  const rec: AofMissionRecord = {
    chapter: c.chapter, mission: c.mission, type: mission.type, difficulty: chapterDifficulty(c, c.chapter), header: c.away,
    winner: end.result.winner === 'heroes' ? 'heroes' : 'ai', objectives: [...end.done], xp: {}, injuries: {}, travel: {},
  };
  for (const h of c.party) {
    const u = end.units[h.id];
    if (!u?.hero) continue;
    const down = u.hero.unconscious;
    // CMP-Q02: the objectives' XP for the party, and a mission's for each hero who comes through.
    const xp = objectiveXp + (down ? 0 : c.def.xpPerMission);
    h.xp += xp;
    rec.xp[h.id] = xp;
    // CMP-Q04: a hero revived in the mission, or carried off it unconscious, rolls an injury.
    if (revived.has(h.id) || down) {
      const inj = c.def.injuries[campaignD6(c, 'injury', h.id) - 1]!;
      rec.injuries[h.id] = inj.name.en;
      if (Object.keys(inj.change).length) h.injuries.push(inj);
    }
    const tough = u.toughness;
    h.wounds = down ? Math.max(0, tough - 1) : Math.min(u.models[0]!.wounds, Math.max(0, tough - 1));
    h.power = u.hero.power;
    h.statuses = [...u.statuses];
    // Consumables used are gone from its items; a limited item or weapon is ready again next time.
    h.items = [...u.hero.items];
    h.gold = u.hero.gold;
  }
  c.history.push(rec);
  c.away = null;
  const chapter = c.outline.chapters[c.chapter]!;
  if (c.mission + 1 < chapter.missions.length) {
    c.mission++;
    // CMP-Q03: the road to the chapter's next mission.
    for (const h of c.party) {
      const ev = TRAVEL[campaignD6(c, 'travel', h.id) - 1]!;
      rec.travel[h.id] = ev ?? 'nothing';
      if (ev === 'xp') h.xp++;
      else if (ev && !h.statuses.includes(ev)) h.statuses.push(ev);
    }
    return;
  }
  // The chapter ends: healed, rested, the road's statuses and the injuries gone (CMP-Q03..Q05).
  if (chapter.final) {
    c.over = won ? 'won' : 'lost';
    return;
  }
  c.chapter++;
  c.mission = 0;
  for (const h of c.party) {
    h.injuries = [];
    h.statuses = [];
    h.wounds = 0;
    h.power = maxPower(aof, c, h);
  }
}

function upgrade(content: Content, c: AofCampaign, s: Extract<AofCampaignStep, { kind: 'upgrade' }>, field: string): void {
  const aof = aofOf(content);
  const h = c.party.find((x) => x.id === s.hero);
  if (!h) throw new CampaignError('campaign/hero', `${field}.hero`, `no hero '${String(s.hero)}' in the party (${c.party.map((x) => x.id).join(', ')})`);
  if (c.mission !== 0 || c.history.length === 0) throw new CampaignError('campaign/upgrade', field, 'upgrades are bought between chapters only (CMP-Q05)');
  const u = c.def.upgrades.find((x) => x.id === s.upgrade);
  if (!u) throw new CampaignError('campaign/upgrade', `${field}.upgrade`, `no upgrade '${String(s.upgrade)}' (${c.def.upgrades.map((x) => x.id).join(', ')})`);
  if ((h.upgrades[u.id] ?? 0) >= u.max) throw new CampaignError('campaign/upgrade', `${field}.upgrade`, `${h.name} has taken ${u.name.en} ${u.max === 1 ? 'already' : `${u.max} times`} (CMP-Q05)`);
  if (h.xp < u.xp) throw new CampaignError('campaign/afford', field, `${h.name} has ${h.xp} XP; ${u.name.en} costs ${u.xp}`);
  h.xp -= u.xp;
  h.upgrades[u.id] = (h.upgrades[u.id] ?? 0) + 1;
  h.power = maxPower(aof, c, h);
}

/** Plays one step on the campaign, in place; a refused step throws a CampaignError naming the
 * field and changes nothing. */
export function playAofStep(content: Content, c: AofCampaign, step: AofCampaignStep, field = `steps[${c.steps}]`): void {
  if (!step || typeof step !== 'object' || typeof (step as { kind?: unknown }).kind !== 'string') throw new CampaignError('campaign/step', field, 'a step is an object with a kind');
  if (c.over) throw new CampaignError('campaign/over', field, `the campaign is over: ${c.over}`);
  if (c.away && step.kind !== 'return') throw new CampaignError('campaign/away', field, 'the party is on a mission: the campaign waits until it returns (CMP-A03)');
  const d = structuredClone(c) as AofCampaign;
  switch (step.kind) {
    case 'depart':
      if ((typeof step.seed !== 'string' && typeof step.seed !== 'number') || String(step.seed).length === 0 || String(step.seed).length > 100) {
        throw new CampaignError('campaign/seed', `${field}.seed`, 'a mission sets off with a seed: a number or a string of 1 to 100 characters');
      }
      d.away = departing(aofMissionHeader(content, d, step.seed), step, field);
      break;
    case 'return': comeBack(content, d, step, field); break;
    case 'upgrade': upgrade(content, d, step, field); break;
    default: throw new CampaignError('campaign/step', `${field}.kind`, `no aof-quest campaign step '${String((step as { kind: unknown }).kind)}' (depart, return, upgrade)`);
  }
  d.steps++;
  Object.assign(c, d);
}

export function replayAofCampaign(content: Content, saved: { header: AofCampaignHeader; steps: readonly AofCampaignStep[] }): AofCampaign {
  const c = startAofCampaign(content, saved.header);
  saved.steps.forEach((s) => playAofStep(content, c, s));
  return c;
}
