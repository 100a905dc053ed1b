// Campaigns of the grid crawls (`ahq`, `guilds`; docs/campaign.md, CMP-*): a party kept from one
// expedition to the next. A campaign is written like a game: a header and a list of steps (buy,
// sell, hire, train, heal, join, found, depart, return), and its record is what those steps give
// when played again from the header. An expedition's results come only from the game itself,
// replayed from its header and answers, so a hand-edited purse or a game counted twice is refused
// with the step that breaks, and nothing a party did is lost while an expedition is played.
import type { CampaignDef, Content } from '../content-types.ts';
import type { GameHeader, GameResult, GameState, HeroSetup, Model, ProfileStat, Seat } from '../types.ts';
import type { CrawlRules } from '../crawl/rules.ts';
import { DIFFICULTIES, isDifficulty, type Difficulty } from '../crawl/difficulty.ts';
import { replay, rulesetOf, type SavedGame } from '../game.ts';
import { questHeader } from '../generators/tables/setup.ts';
import { guildsHeader } from '../generators/decks/setup.ts';
import { SetupError, stateHash } from '../state.ts';
import { rulesVersionOf } from '../rules-versions.ts';

/** What a campaign starts from. */
export interface CampaignHeader {
  ruleset: 'ahq' | 'guilds';
  packs: string[];
  /** The content's campaign entry (its expeditions and the town's values). */
  campaign: string;
  /** Where a table that draws no seed of its own takes its expeditions' (`localSeed`). */
  seed: number | string;
  /** House rules every expedition is played with. */
  options?: GameHeader['options'];
  /** The campaign's level, chosen at its founding (CMP-A04): every expedition is played at it
   * (the `difficulty` option of its header); normal when absent. */
  difficulty?: Difficulty;
  /** The founding party: a class, a name and who plays it. */
  heroes: { type: string; name?: string; seat: Seat }[];
}

/** One thing done between expeditions, or an expedition's start and end. */
export type CampaignStep =
  | { kind: 'buy'; hero: string; item: string; count?: number }
  | { kind: 'sell'; hero: string; item: string; count?: number }
  | { kind: 'hire'; hero: string; type: string }
  | { kind: 'train'; hero: string; stat: ProfileStat }
  | { kind: 'heal'; hero: string }
  | { kind: 'join'; type: string; name?: string; seat: Seat }
  | { kind: 'found'; heroes: { type: string; name?: string; seat: Seat }[] }
  /** Sets off on the next expedition with this seed for its game: a server draws one no member
   * can guess (DEC-17); a campaign played at one table may take `${seed}/${steps}`. The rules
   * version the game is played by (`departing`). */
  | { kind: 'depart'; seed: number | string; rulesVersion?: number }
  | { kind: 'return'; game: Pick<SavedGame, 'header' | 'answers'> };

export interface CampaignHero {
  id: string;
  type: string;
  name: string;
  seat: Seat;
  fate: number;
  /** Gold carried; the rest waits in its stash in town (CMP-K02). */
  gold: number;
  stash: number;
  weapons: string[];
  armour: string | null;
  shield: string | null;
  items: string[];
  ammo: Record<string, number>;
  /** Points trained on each characteristic (CMP-T01). */
  training: Partial<Record<ProfileStat, number>>;
  /** Expeditions come out of since it last trained. */
  fresh: number;
  /** Carried out Knocked Down: waits for the Healer (CMP-H02). */
  healer: boolean;
  /** Henchmen or mercenaries hired for the next expedition (CMP-R01). */
  hired: string[];
}

export interface ExpeditionRecord {
  /** Its place in the campaign's list (0 the first). */
  expedition: number;
  header: GameHeader;
  result: GameResult;
  /** Each hero's end: came out, carried out Knocked Down, or dead. */
  heroes: Record<string, 'out' | 'carried' | 'dead'>;
  /** Gold the party carried out. */
  gold: number;
}

export interface Campaign {
  header: CampaignHeader;
  def: CampaignDef;
  party: CampaignHero[];
  /** The party chest: the fallen's stashes (CMP-D01). */
  chest: number;
  fallen: { id: string; name: string; type: string; expedition: number }[];
  /** The next expedition (an index in the campaign's list). */
  next: number;
  /** The expedition under way, set off by `depart`: its header. */
  away: GameHeader | null;
  history: ExpeditionRecord[];
  over: 'won' | 'lost' | null;
  /** Steps played so far. */
  steps: number;
}

/** A campaign step refused: what and where (`steps[3].item`), and nothing changed. */
export class CampaignError extends Error {
  readonly code: string;
  readonly field: string;
  constructor(code: string, field: string, message: string) {
    super(`${field}: ${message}`);
    this.code = code;
    this.field = field;
  }
}

const MAX_PARTY = 4;
/** Henchmen one hero may hire for one expedition (CMP-R01). */
export const MAX_HIRED = 2;
const STATS: readonly ProfileStat[] = ['ws', 'bs', 'strength', 'toughness', 'speed', 'bravery', 'intelligence', 'wounds'];
/** The order a new hero's free trainings go in (CMP-N01). */
const CATCH_UP: readonly ProfileStat[] = ['ws', 'toughness', 'wounds', 'bs', 'strength'];

function crawlOf(ruleset: string): CrawlRules {
  const r = rulesetOf(ruleset).crawl;
  if (!r) throw new CampaignError('campaign/ruleset', 'header.ruleset', `${ruleset} is not a dungeon crawl`);
  return r;
}

const goldLimit = (c: Campaign): number => crawlOf(c.header.ruleset).goldLimit ?? Number.MAX_SAFE_INTEGER;
const trained = (h: CampaignHero): number => Object.values(h.training).reduce((a, n) => a + (n ?? 0), 0);

/** A new hero of the content's class `type`, with its class's gear and gold. */
function newHero(content: Content, c: Pick<Campaign, 'party' | 'fallen'>, spec: { type: string; name?: string; seat: Seat }, field: string): CampaignHero {
  const def = Object.hasOwn(content.heroes, spec.type) ? content.heroes[spec.type] : undefined;
  if (!def || def.kind !== 'hero') throw new CampaignError('campaign/class', `${field}.type`, `no hero class '${spec.type}' in the content (${Object.values(content.heroes).filter((h) => h.kind === 'hero').map((h) => h.id).join(', ')})`);
  if (typeof spec.seat !== 'string' || !/^p[0-9]+$/.test(spec.seat)) throw new CampaignError('campaign/seat', `${field}.seat`, `a hero seat is p1, p2, …, not '${String(spec.seat)}'`);
  if (spec.name !== undefined && (typeof spec.name !== 'string' || spec.name.trim() === '' || spec.name.length > 40)) throw new CampaignError('campaign/name', `${field}.name`, 'a name is 1 to 40 characters');
  const taken = new Set([...c.party.map((h) => h.id), ...c.fallen.map((h) => h.id)]);
  let id = spec.type;
  for (let n = 2; taken.has(id); n++) id = `${spec.type}-${n}`;
  return {
    id, type: spec.type, name: spec.name?.trim() || def.name, seat: spec.seat, fate: def.profile.fate,
    gold: def.gold ?? 0, stash: 0, weapons: [...def.weapons], armour: def.armour ?? null, shield: def.shield ?? null,
    items: [...(def.items ?? [])], ammo: { ...(def.ammo ?? {}) }, training: {}, fresh: 0, healer: false, hired: [],
  };
}

function partyOf(content: Content, c: Pick<Campaign, 'party' | 'fallen'>, heroes: CampaignHeader['heroes'], field: string): CampaignHero[] {
  if (!Array.isArray(heroes) || heroes.length === 0 || heroes.length > MAX_PARTY) throw new CampaignError('campaign/party', field, `a party is 1 to ${MAX_PARTY} heroes`);
  const party: CampaignHero[] = [];
  heroes.forEach((h, i) => party.push(newHero(content, { party: [...c.party, ...party], fallen: c.fallen }, h, `${field}[${i}]`)));
  return party;
}

/** A campaign's first record (CMP-A01, A02). */
export function startCampaign(content: Content, header: CampaignHeader): Campaign {
  const def = Object.hasOwn(content.campaigns ?? {}, header.campaign) ? content.campaigns![header.campaign] : undefined;
  if (!def) throw new CampaignError('campaign/unknown', 'header.campaign', `no campaign '${header.campaign}' in the content (${Object.keys(content.campaigns ?? {}).join(', ') || 'none'})`);
  if (def.ruleset !== header.ruleset) throw new CampaignError('campaign/ruleset', 'header.ruleset', `the campaign '${def.id}' is played under ${def.ruleset}, not ${header.ruleset}`);
  crawlOf(header.ruleset);
  if (header.difficulty !== undefined && !isDifficulty(header.difficulty)) throw new CampaignError('campaign/difficulty', 'header.difficulty', `a campaign's level is ${DIFFICULTIES.join(', ')}, not '${String(header.difficulty)}' (CMP-A04)`);
  const set = header.options?.difficulty;
  if (header.difficulty !== undefined && set !== undefined && set !== header.difficulty) throw new CampaignError('campaign/difficulty', 'header.options.difficulty', `the campaign's level is ${header.difficulty}; its expeditions cannot be played at ${String(set)} (CMP-A04)`);
  const c: Campaign = { header, def, party: [], chest: 0, fallen: [], next: 0, away: null, history: [], over: null, steps: 0 };
  c.party = partyOf(content, c, header.heroes, 'header.heroes');
  return c;
}

/** The header of the campaign's next expedition, played with `seed`: its party as the campaign
 * keeps it, its hirelings beside it. */
export function expeditionHeader(content: Content, c: Campaign, seed: number | string): GameHeader {
  const heroes: HeroSetup[] = [];
  for (const h of c.party.filter((x) => !x.healer)) {
    heroes.push({
      type: h.type, seat: h.seat, at: [0, 0], id: h.id, name: h.name, fate: h.fate, gold: h.gold,
      weapons: [...h.weapons], armour: h.armour, shield: h.shield, items: [...h.items], ammo: { ...h.ammo },
      ...(trained(h) ? { training: { ...h.training } } : {}),
    });
    h.hired.forEach((type, i) => heroes.push({ type, seat: h.seat, at: [0, 0], id: `${h.id}-${type}-${i + 1}`, master: h.id }));
  }
  const x = c.def.expeditions[c.next]!;
  const game = { seed, heroes, packs: c.header.packs };
  const header = c.header.ruleset === 'ahq'
    ? questHeader(content, { ...game, quest: x.quest! })
    : guildsHeader(content, { ...game, decks: { mode: 'random', ...(x.objective ? { objective: x.objective } : {}) } });
  return { ...header, options: { ...(c.header.options ?? {}), ...(c.header.difficulty ? { difficulty: c.header.difficulty } : {}) } };
}

function heroOf(c: Campaign, id: unknown, field: string): CampaignHero {
  const h = c.party.find((x) => x.id === id);
  if (!h) throw new CampaignError('campaign/hero', field, `no hero '${String(id)}' in the party (${c.party.map((x) => x.id).join(', ') || 'none'})`);
  return h;
}

/** Pays `price` from the hero's gold, then its stash (CMP-S01); refuses what it cannot afford. */
function pay(h: CampaignHero, price: number, what: string, field: string): void {
  if (h.gold + h.stash < price) throw new CampaignError('campaign/afford', field, `${h.name} has ${h.gold + h.stash} gold crowns; ${what} costs ${price}`);
  const fromGold = Math.min(h.gold, price);
  h.gold -= fromGold;
  h.stash -= price - fromGold;
}

/** The content's price of an item, weapon, armour or shield, or null when it has none. */
function costOf(content: Content, item: string): { cost: number; ammo: boolean } | null {
  const own = <T>(r: Record<string, T> | undefined): T | undefined => (r && Object.hasOwn(r, item) ? r[item] : undefined);
  const def = own(content.weapons) ?? own(content.armour) ?? own(content.items);
  if (!def || def.cost === undefined) return null;
  return { cost: def.cost, ammo: own(content.items)?.kind === 'ammo' };
}

function countOf(step: { count?: number }, ammo: boolean, field: string): number {
  if (step.count === undefined) return 1;
  if (!ammo) throw new CampaignError('campaign/count', `${field}.count`, 'only ammunition is bought or sold by count');
  if (!Number.isSafeInteger(step.count) || step.count < 1 || step.count > 99) throw new CampaignError('campaign/count', `${field}.count`, `a count is a whole number from 1 to 99, not ${String(step.count)}`);
  return step.count;
}

/** An item's, weapon's or armour's name, for messages. */
function nameOf(content: Content, item: string): string {
  return content.weapons[item]?.name ?? content.armour[item]?.name ?? content.items[item]?.name ?? item;
}

function buy(content: Content, c: Campaign, s: Extract<CampaignStep, { kind: 'buy' }>, field: string): void {
  const h = heroOf(c, s.hero, `${field}.hero`);
  const price = costOf(content, s.item);
  if (!price) throw new CampaignError('campaign/item', `${field}.item`, `'${String(s.item)}' is not for sale (the content gives it no price)`);
  const n = countOf(s, price.ammo, field);
  if (price.ammo) {
    pay(h, price.cost * n, `${n} ${nameOf(content, s.item)}`, field);
    h.ammo[s.item] = (h.ammo[s.item] ?? 0) + n;
    return;
  }
  const problem = crawlOf(c.header.ruleset).carryProblem?.(content, h, s.item) ?? wearProblem(content, h, s.item);
  if (problem) throw new CampaignError('campaign/carry', `${field}.item`, problem);
  pay(h, price.cost, `a ${nameOf(content, s.item)}`, field);
  const armour = content.armour[s.item];
  if (content.weapons[s.item]) h.weapons.push(s.item);
  else if (armour?.kind === 'armour') h.armour = s.item;
  else if (armour?.kind === 'shield') h.shield = s.item;
  else h.items.push(s.item);
}

/** What no ruleset lets a hero do: wear two armours or carry two shields at once. */
function wearProblem(content: Content, h: CampaignHero, item: string): string | null {
  const a = content.armour[item];
  if (a?.kind === 'armour' && h.armour) return `${h.name} already wears ${nameOf(content, h.armour)}: sell it first`;
  if (a?.kind === 'shield' && h.shield) return `${h.name} already carries a shield: sell it first`;
  return null;
}

function sell(content: Content, c: Campaign, s: Extract<CampaignStep, { kind: 'sell' }>, field: string): void {
  const h = heroOf(c, s.hero, `${field}.hero`);
  const price = costOf(content, s.item);
  if (!price) throw new CampaignError('campaign/item', `${field}.item`, `'${String(s.item)}' has no price and cannot be sold (CMP-S03)`);
  const n = countOf(s, price.ammo, field);
  const unowned = (): CampaignError => new CampaignError('campaign/unowned', `${field}.item`, `${h.name} has no ${n > 1 ? `${n} ` : ''}${nameOf(content, s.item)} to sell`);
  if (price.ammo) {
    if ((h.ammo[s.item] ?? 0) < n) throw unowned();
    h.ammo[s.item]! -= n;
  } else if (h.armour === s.item) h.armour = null;
  else if (h.shield === s.item) h.shield = null;
  else {
    const list = content.weapons[s.item] ? h.weapons : h.items;
    const i = list.indexOf(s.item);
    if (i < 0) throw unowned();
    list.splice(i, 1);
  }
  h.stash += Math.floor((price.cost * n) / 2);
}

function hire(content: Content, c: Campaign, s: Extract<CampaignStep, { kind: 'hire' }>, field: string): void {
  const h = heroOf(c, s.hero, `${field}.hero`);
  const price = Object.hasOwn(c.def.hire, s.type) ? c.def.hire[s.type] : undefined;
  if (price === undefined) throw new CampaignError('campaign/hire', `${field}.type`, `'${String(s.type)}' is not for hire (${Object.keys(c.def.hire).join(', ') || 'no one is'})`);
  if (h.healer) throw new CampaignError('campaign/healer', `${field}.hero`, `${h.name} waits for the Healer and goes on no expedition (CMP-H02)`);
  if (h.hired.length >= MAX_HIRED) throw new CampaignError('campaign/hire', `${field}.type`, `${h.name} already leads ${MAX_HIRED} hirelings (CMP-R01)`);
  pay(h, price, `hiring a ${content.heroes[s.type]?.name ?? s.type}`, field);
  h.hired.push(s.type);
}

function train(c: Campaign, s: Extract<CampaignStep, { kind: 'train' }>, field: string): void {
  const h = heroOf(c, s.hero, `${field}.hero`);
  if (!STATS.includes(s.stat)) throw new CampaignError('campaign/stat', `${field}.stat`, `'${String(s.stat)}' is not a characteristic that trains (${STATS.join(', ')})`);
  if (h.fresh < 1) throw new CampaignError('campaign/train', `${field}.hero`, `${h.name} must come out of an expedition before training again (CMP-T01)`);
  if ((h.training[s.stat] ?? 0) >= c.def.training.cap) throw new CampaignError('campaign/train', `${field}.stat`, `${h.name}'s ${s.stat} is already ${c.def.training.cap} above its class's (CMP-T01)`);
  pay(h, c.def.training.price * (trained(h) + 1), `training ${s.stat}`, field);
  h.training[s.stat] = (h.training[s.stat] ?? 0) + 1;
  h.fresh = 0;
}

function heal(c: Campaign, s: Extract<CampaignStep, { kind: 'heal' }>, field: string): void {
  const h = heroOf(c, s.hero, `${field}.hero`);
  if (!h.healer) throw new CampaignError('campaign/healer', `${field}.hero`, `${h.name} needs no Healer`);
  const price = c.def.healer ?? 0;
  const own = Math.min(price, h.gold + h.stash);
  if (own + c.chest < price) throw new CampaignError('campaign/afford', field, `the Healer asks ${price} gold crowns; ${h.name} and the party chest have ${h.gold + h.stash + c.chest} (CMP-H02)`);
  pay(h, own, 'the Healer', field);
  c.chest -= price - own;
  h.healer = false;
}

/** A new hero joins with as many free trainings as the party's average (CMP-N01). */
function join(content: Content, c: Campaign, s: Extract<CampaignStep, { kind: 'join' }>, field: string): void {
  if (c.party.length === 0) throw new CampaignError('campaign/party', field, 'no hero is left: found a new party from the party chest (CMP-N01)');
  if (c.party.length >= MAX_PARTY) throw new CampaignError('campaign/party', field, `the party already has ${MAX_PARTY} heroes`);
  const h = newHero(content, c, s, field);
  const free = Math.floor(c.party.reduce((a, x) => a + trained(x), 0) / c.party.length);
  for (let i = 0, k = 0; i < free && k < CATCH_UP.length * (c.def.training.cap + 1); k++) {
    const stat = CATCH_UP[k % CATCH_UP.length]!;
    if ((h.training[stat] ?? 0) < c.def.training.cap) {
      h.training[stat] = (h.training[stat] ?? 0) + 1;
      i++;
    }
  }
  c.party.push(h);
}

function found(content: Content, c: Campaign, s: Extract<CampaignStep, { kind: 'found' }>, field: string): void {
  if (c.party.length > 0) throw new CampaignError('campaign/party', field, 'the party still has heroes: a new one joins it instead (CMP-N01)');
  const party = partyOf(content, c, s.heroes, `${field}.heroes`);
  const price = c.def.newHero * party.length;
  if (c.chest < price) throw new CampaignError('campaign/afford', `${field}.heroes`, `${party.length} new heroes cost ${price} gold crowns; the party chest holds ${c.chest} (CMP-N01)`);
  c.chest -= price;
  c.party = party;
}

/** The header an expedition or mission sets off with: `header` naming the rules version of its
 * depart step, checked. The version is the step's, written when the party set off, so that the
 * game is played by the rules of then however long the campaign lasts, and a campaign stored
 * before steps named one gives back the very header it gave then (whose game it compares at the
 * return). */
export function departing<H extends GameHeader<unknown>>(header: H, step: { rulesVersion?: unknown }, field: string): H {
  if (step.rulesVersion === undefined) return header;
  try {
    rulesVersionOf({ rulesVersion: step.rulesVersion as number });
  } catch (e) {
    if (e instanceof SetupError) throw new CampaignError('campaign/rules-version', `${field}.rulesVersion`, e.message.replace(/^rulesVersion: /, ''));
    throw e;
  }
  return { ...header, rulesVersion: step.rulesVersion as number };
}

const sameJson = (a: unknown, b: unknown): boolean => stateHash({ v: a } as never) === stateHash({ v: b } as never);

/** An expedition comes back: its game, replayed from its header, gives each hero's end (CMP-K01..
 * K03, H01, H02, D01, D02) and the campaign goes on to the next expedition once anyone came out. */
function comeBack(content: Content, c: Campaign, s: Extract<CampaignStep, { kind: 'return' }>, field: string): void {
  if (!c.away) throw new CampaignError('campaign/away', field, 'no expedition is under way (CMP-A03)');
  if (!s.game || !sameJson(s.game.header, c.away)) throw new CampaignError('campaign/game', `${field}.game.header`, 'this game is not the expedition the campaign set off on: each game is counted once, for the expedition it was started for (CMP-A03)');
  let end: GameState;
  try {
    end = replay<GameState>(s.game, content);
  } catch (e) {
    throw new CampaignError('campaign/game', `${field}.game.${(e as { field?: string }).field ?? 'answers'}`, (e as Error).message);
  }
  if (!end.result) throw new CampaignError('campaign/unfinished', `${field}.game`, 'the expedition is not over yet: its results come back when it ends (CMP-A03)');
  settleExpedition(content, c, end);
}

/** The end of the expedition under way, read from its game's final state: each hero's end
 * (CMP-K01..K03, H01, H02, D01, D02), the party and chest after it, and the next expedition once
 * anyone came out. Played by the `return` step once the game is checked; in place. */
export function settleExpedition(content: Content, c: Campaign, end: GameState): void {
  const result = end.result!;
  if (!c.away || !result) throw new Error('settleExpedition: no expedition under way, or its game is not over');
  const rules = crawlOf(c.header.ruleset);
  const limit = rules.goldLimit ?? Number.MAX_SAFE_INTEGER;
  const ends: ExpeditionRecord['heroes'] = {};
  let gold = 0;
  const survivors: CampaignHero[] = [];
  for (const h of c.party) {
    const m: Model | undefined = end.models[h.id];
    if (!m) {
      survivors.push(h); // waited for the Healer in town
      continue;
    }
    const out = !m.status.dead && (m.status.left || (result.winner === 'heroes' && result.reason !== 'left-dungeon'));
    if (!out) {
      ends[h.id] = 'dead';
      c.chest += h.stash;
      c.fallen.push({ id: h.id, name: h.name, type: h.type, expedition: c.next });
      continue;
    }
    const carried = m.status.ko && rules.carriedOutNeedsHealer === true;
    ends[h.id] = carried ? 'carried' : 'out';
    const stashed = Math.max(0, m.gold - limit);
    gold += m.gold;
    // The hirelings who came out hand their master the gold they carry (CMP-R01).
    const wages = Object.values(end.models).filter((x) => x.master === h.id && !x.status.dead && (x.status.left || result.winner === 'heroes')).reduce((a, x) => a + x.gold, 0);
    const classFate = content.heroes[h.type]!.profile.fate;
    survivors.push({
      ...h,
      gold: m.gold - stashed, stash: h.stash + stashed + wages,
      fate: Math.min(m.fate + c.def.fateGained, Math.max(m.fate, classFate + c.def.fateAbove)),
      weapons: [...m.weapons], armour: m.armour, shield: m.shield, items: [...m.items], ammo: { ...m.ammo },
      fresh: h.fresh + 1, healer: carried, hired: [],
    });
  }
  c.party = survivors;
  c.history.push({ expedition: c.next, header: c.away, result, heroes: ends, gold });
  c.away = null;
  if (Object.values(ends).some((e) => e !== 'dead')) c.next++;
  if (c.next >= c.def.expeditions.length) c.over = 'won';
  else if (c.party.length === 0 && c.chest < c.def.newHero) c.over = 'lost';
}

/** The seed of the next expedition for a campaign played at one table: its own seed and the
 * steps played, so the same campaign gives the same dungeons. */
export function localSeed(c: Campaign): string {
  return `${c.header.seed}/${c.steps}`;
}

/** Plays one step on the campaign, in place; a refused step throws a CampaignError naming the
 * field and changes nothing. */
export function playStep(content: Content, c: Campaign, step: CampaignStep, field = `steps[${c.steps}]`): void {
  if (!step || typeof step !== 'object' || typeof (step as { kind?: unknown }).kind !== 'string') throw new CampaignError('campaign/step', field, 'a step is an object with a kind');
  if (c.over) throw new CampaignError('campaign/over', field, `the campaign is over: ${c.over}`);
  if (c.away && step.kind !== 'return') throw new CampaignError('campaign/away', field, 'the party is on an expedition: the town waits until it returns (CMP-A03)');
  const d = structuredClone(c) as Campaign;
  switch (step.kind) {
    case 'buy': buy(content, d, step, field); break;
    case 'sell': sell(content, d, step, field); break;
    case 'hire': hire(content, d, step, field); break;
    case 'train': train(d, step, field); break;
    case 'heal': heal(d, step, field); break;
    case 'join': join(content, d, step, field); break;
    case 'found': found(content, d, step, field); break;
    case 'depart': {
      if (d.party.length === 0) throw new CampaignError('campaign/party', field, 'the party has no hero');
      if (d.party.every((h) => h.healer)) throw new CampaignError('campaign/party', field, 'no hero of the party can set off: the Healer first (CMP-H02)');
      // Each hero takes from its stash as much gold as it may carry (CMP-K02).
      const limit = goldLimit(d);
      for (const h of d.party) {
        const take = Math.min(h.stash, Math.max(0, limit - h.gold));
        h.gold += take;
        h.stash -= take;
      }
      if ((typeof step.seed !== 'string' && typeof step.seed !== 'number') || String(step.seed).length === 0 || String(step.seed).length > 100) {
        throw new CampaignError('campaign/seed', `${field}.seed`, 'an expedition sets off with a seed: a number or a string of 1 to 100 characters');
      }
      d.away = departing(expeditionHeader(content, d, step.seed), step, field);
      break;
    }
    case 'return': comeBack(content, d, step, field); break;
    default: throw new CampaignError('campaign/step', `${field}.kind`, `no campaign step '${String((step as { kind: unknown }).kind)}' (buy, sell, hire, train, heal, join, found, depart, return)`);
  }
  d.steps++;
  Object.assign(c, d);
}

/** The record's hash, written after each step in a campaign file: a file edited by hand no
 * longer matches at the step where it was changed. */
export function campaignHash(c: object): string {
  return stateHash({ campaign: c } as never);
}

/** A campaign played again from its header and steps: the record they give, or the first step
 * that breaks, named (`steps[4].item`). */
export function replayCampaign(content: Content, saved: { header: CampaignHeader; steps: readonly CampaignStep[] }): Campaign {
  const c = startCampaign(content, saved.header);
  saved.steps.forEach((s) => playStep(content, c, s));
  return c;
}
