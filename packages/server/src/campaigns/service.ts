// Campaigns on the server (docs/campaign.md): made, shown to their members, changed one step at a
// time, their expeditions started as games whose hero seats the members hold, and each game's
// result given back once it ends. The record is always the steps played again from the header,
// as a game's state is its answers played again. Members act for their own heroes; the seed of
// every expedition is drawn here and reaches no member before its game is over (DEC-17).
import {
  createGame, isDifficulty, rulesetOf, CampaignError, GM, DIFFICULTIES, DIFFICULTY_OPTION, RULES_VERSION,
  type AofCampaignHeader, type AofCampaignStep, type CampaignStep, type AofContent, type Campaign, type CampaignHeader, type Content, type CoreState, type Difficulty, type GameHeader, type Seat,
} from '@delve/engine';
import {
  PROTOCOL_ERRORS as P, campaignFile, campaignFileShape, heroNameProblem, playAny, readCampaignFile, replayChecked, startAny,
  type AnyCampaign, type AnyCampaignView, type CampaignFile, type CampaignOffer, type CampaignView, type TownOffer,
} from '@delve/protocol';
import { AOF_PARTY } from '@delve/ai/aof-module';
import type { ContentSource } from '../content-source.ts';
import { DEFAULT_DROP_WAIT_SECONDS, type GameStore, type SeatRecord } from '../storage/store.ts';
import { hashToken, newGameId, newSeed, newToken } from '../ids.ts';
import { CampaignConflictError, type AnyHeader, type AnyStep, type CampaignStore, type StoredCampaign } from './store.ts';
import { aofMemberView } from './aof-view.ts';

export interface CampaignDeps {
  campaigns: CampaignStore;
  store: GameStore;
  content: ContentSource;
  /** Packs this server serves. */
  packs: readonly string[];
  /** Makes a stored game live (its room), once it is stored. */
  onGameCreated: (gameId: string) => Promise<void>;
  /** Draws each campaign's and each expedition's seed (default: random). Tests fix it to reach a
   * known outline and mission. */
  seed?: () => number | string;
}

const seedOf = (deps: CampaignDeps): number | string => (deps.seed ? deps.seed() : newSeed());

/** A refusal carries a protocol code, or a campaign's own (`campaign/afford`, …). */
export type Refusal = { ok: false; status: number; code: string; message: string };
export type Result<T> = { ok: true; value: T } | Refusal;
const refuse = (status: number, code: string, message: string): Refusal => ({ ok: false, status, code, message });

/** The game seat token a member holds in an expedition: made from its campaign token and the
 * game, so the same member always gets the same one, and only its hash is kept. */
function expeditionToken(memberToken: string, gameId: string): string {
  return hashToken(`expedition:${memberToken}:${gameId}`).slice(0, 48);
}

const MAX_STEPS = 2000;

/** A campaign's record, played again from what is stored: the crawls' or aof-quest's. */
async function replayStored(stored: StoredCampaign, deps: CampaignDeps): Promise<{ a: AnyCampaign; content: Content }> {
  const content = await deps.content(stored.record.header.packs);
  const a = startAny(content, stored.record.header);
  for (const s of stored.steps) playAny(content, a, s);
  return { a, content };
}

/** Plays a step on a campaign as a refusal or nothing: a CampaignError becomes a 400 naming its
 * field; anything else is a fault and thrown. */
function tryStep(content: Content, a: AnyCampaign, step: AnyStep): Refusal | null {
  try {
    playAny(content, a, step, 'step');
    return null;
  } catch (e) {
    if (e instanceof CampaignError) return refuse(400, e.code, e.message);
    throw e;
  }
}

// ---- making a campaign ------------------------------------------------------------------------

export interface NewCampaign {
  ruleset: 'ahq' | 'guilds' | 'aof-quest';
  campaign?: string;
  /** A hero's class (aof-quest) or type (the crawls). */
  heroes: { type: string; name?: string; seat: Seat }[];
  /** The campaign's level, for good (CMP-A04, Q06). */
  difficulty?: Difficulty;
  /** aof-quest: the battlefield of every mission, 24 or 48 (AOF-P02). */
  size?: 24 | 48;
}

/** Reads an untrusted create request: only the fields a campaign has, each checked. */
export function readNewCampaign(raw: unknown): Result<NewCampaign> {
  const bad = (m: string) => refuse(400, P.malformed, m);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return bad('the body is a JSON object');
  const r = raw as Record<string, unknown>;
  for (const k of Object.keys(r)) if (!['ruleset', 'campaign', 'heroes', 'difficulty', 'size'].includes(k)) return bad(`${k}: not a field of a new campaign (ruleset, campaign, heroes, difficulty, size)`);
  if (r.ruleset !== 'ahq' && r.ruleset !== 'guilds' && r.ruleset !== 'aof-quest') return bad(`ruleset: ahq, guilds or aof-quest, not ${JSON.stringify(r.ruleset)}`);
  if (r.difficulty !== undefined && !isDifficulty(r.difficulty)) return bad(`difficulty: ${DIFFICULTIES.join(', ')}, not ${JSON.stringify(r.difficulty)}`);
  if (r.size !== undefined && (r.ruleset !== 'aof-quest' || (r.size !== 24 && r.size !== 48))) return bad('size: 24 or 48, for an aof-quest campaign only');
  if (r.campaign !== undefined && (typeof r.campaign !== 'string' || r.campaign.length > 64)) return bad('campaign: a content id');
  if (!Array.isArray(r.heroes) || r.heroes.length < 1 || r.heroes.length > 4) return bad('heroes: a list of 1 to 4 heroes');
  for (const [i, h] of r.heroes.entries()) {
    if (!h || typeof h !== 'object') return bad(`heroes[${i}]: { type, seat, name? }`);
    for (const k of Object.keys(h)) if (!['type', 'seat', 'name'].includes(k)) return bad(`heroes[${i}].${k}: not a field of a hero (type, seat, name)`);
    const x = h as Record<string, unknown>;
    if (typeof x.type !== 'string' || x.type.length > 64) return bad(`heroes[${i}].type: a hero class id`);
    if (typeof x.seat !== 'string' || !/^p[1-4]$/.test(x.seat)) return bad(`heroes[${i}].seat: p1 to p4`);
    const name = heroNameProblem(x.name, `heroes[${i}].name`);
    if (name) return bad(name);
  }
  return { ok: true, value: r as unknown as NewCampaign };
}

export interface MemberToken {
  seat: Seat;
  token: string;
}

export async function createCampaign(req: NewCampaign, deps: CampaignDeps, packsOf: (ruleset: string) => string[]): Promise<Result<{ campaignId: string; members: MemberToken[] }>> {
  const packs = packsOf(req.ruleset);
  for (const p of packs) if (!deps.packs.includes(p)) return refuse(400, P.badSetup, `packs: ${p} is not a pack this server serves`);
  const content = await deps.content(packs);
  const level = req.difficulty ? { difficulty: req.difficulty } : {};
  let header: AnyHeader;
  if (req.ruleset === 'aof-quest') {
    header = {
      ruleset: 'aof-quest', packs, seed: seedOf(deps), ...(req.campaign ? { campaign: req.campaign } : {}), ...(req.size ? { size: req.size } : {}), ...level,
      heroes: req.heroes.map((h) => ({ class: h.type, seat: h.seat, ...(h.name !== undefined ? { name: h.name } : {}) })),
    } satisfies AofCampaignHeader;
  } else {
    const campaigns = Object.values(content.campaigns ?? {}).filter((c) => c.ruleset === req.ruleset);
    const id = req.campaign ?? campaigns[0]?.id;
    if (!id) return refuse(400, P.badSetup, `campaign: the ${req.ruleset} content has no campaign`);
    header = { ruleset: req.ruleset, packs, campaign: id, seed: seedOf(deps), heroes: req.heroes, ...level } satisfies CampaignHeader;
  }
  try {
    startAny(content, header);
  } catch (e) {
    if (e instanceof CampaignError) return refuse(400, P.badSetup, e.message);
    throw e;
  }
  const campaignId = newGameId();
  const members = [...new Set(req.heroes.map((h) => h.seat))].sort().map((seat) => ({ seat, token: newToken() }));
  await deps.campaigns.create({ id: campaignId, header, members: members.map((m) => ({ seat: m.seat, tokenHash: hashToken(m.token) })), createdAt: new Date().toISOString() });
  return { ok: true, value: { campaignId, members } };
}

/** What a new campaign may choose (`GET /api/campaigns`): the levels, and aof-quest's classes
 * when this server serves its pack. */
export async function campaignOffer(deps: CampaignDeps, packsOf: (ruleset: string) => string[]): Promise<CampaignOffer> {
  const levels = DIFFICULTIES.map((id) => ({ id, name: { ...DIFFICULTY_OPTION.choiceNames![id]! } }));
  const packs = packsOf('aof-quest');
  if (packs.length === 0 || packs.some((p) => !deps.packs.includes(p))) return { levels, aof: null };
  const aof = (await deps.content(packs) as { aof?: AofContent }).aof;
  if (!aof) return { levels, aof: null };
  const classes = Object.values(aof.heroes).sort((a, b) => a.id.localeCompare(b.id)).map((h) => ({ id: h.id, name: h.name }));
  return { levels, aof: { name: 'Age of Fantasy: Quest', classes, party: AOF_PARTY.filter((id) => Object.hasOwn(aof.heroes, id)), sizes: [48, 24] } };
}

// ---- what a member sees -----------------------------------------------------------------------

export function townOffer(content: Content, c: Campaign): TownOffer {
  const items: TownOffer['items'] = [];
  for (const w of Object.values(content.weapons)) if (w.cost !== undefined) items.push({ id: w.id, kind: 'weapon', cost: w.cost });
  for (const a of Object.values(content.armour)) if (a.cost !== undefined) items.push({ id: a.id, kind: a.kind, cost: a.cost });
  for (const i of Object.values(content.items)) if (i.cost !== undefined) items.push({ id: i.id, kind: i.kind === 'ammo' ? 'ammo' : 'item', cost: i.cost });
  return {
    items, hire: Object.entries(c.def.hire).map(([type, cost]) => ({ type, cost })), training: c.def.training,
    healer: c.def.healer ?? null, newHero: c.def.newHero, classes: Object.values(content.heroes).filter((h) => h.kind === 'hero').map((h) => h.id),
  };
}

/** What a member may know: everything but the seeds of its campaign and of a game not over. */
export function memberView(stored: StoredCampaign, c: Campaign, content: Content, seat: Seat): CampaignView {
  const departs = stored.steps.flatMap((s, n) => (s.kind === 'depart' ? [n] : []));
  const { seed: _, ...header } = c.header;
  return {
    id: stored.record.id, town: townOffer(content, c), seat, ruleset: c.header.ruleset, step: stored.steps.length,
    campaign: {
      ...c, header,
      away: c.away ? { gameId: stored.games[departs.at(-1)!]! } : null,
      history: c.history.map(({ header: _h, ...h }, i) => ({ ...h, gameId: stored.games[departs[i]!] ?? null })),
    },
  };
}

async function asMember(id: string, token: string | null, deps: CampaignDeps): Promise<Result<{ stored: StoredCampaign; seat: Seat }>> {
  const found = token ? await deps.campaigns.memberForToken(hashToken(token)) : null;
  if (!found || found.campaignId !== id) return refuse(403, P.badToken, 'this token opens no place in this campaign');
  const stored = await deps.campaigns.load(id);
  if (!stored) return refuse(404, P.unknownGame, `no campaign ${id}`);
  return { ok: true, value: { stored, seat: found.seat } };
}

export async function showCampaign(id: string, token: string | null, deps: CampaignDeps): Promise<Result<AnyCampaignView>> {
  const m = await asMember(id, token, deps);
  if (!m.ok) return m;
  const { a, content } = await replayStored(m.value.stored, deps);
  const { stored, seat } = m.value;
  return { ok: true, value: a.kind === 'aof' ? aofMemberView(stored, a.c, content, seat) : memberView(stored, a.c, content, seat) };
}

// ---- changing it ------------------------------------------------------------------------------

/** A hero's name a step brings (join, found) that is not clean (`heroNameProblem`), named. */
function stepNameProblem(step: AnyStep, field: string): string | null {
  if (step.kind === 'join') return heroNameProblem(step.name, `${field}.name`);
  if (step.kind === 'found' && Array.isArray(step.heroes)) {
    for (const [i, h] of step.heroes.entries()) {
      const why = heroNameProblem(h?.name, `${field}.heroes[${i}].name`);
      if (why) return why;
    }
  }
  return null;
}

const MEMBER_STEPS = ['buy', 'sell', 'hire', 'train', 'heal', 'join', 'found'] as const;

/** The fields of each step a member sends, kept to the engine's step types when this compiles: a
 * step with any other is refused naming it, so that nothing is stored unread. */
type MemberStepKind = (typeof MEMBER_STEPS)[number] | 'upgrade';
type StepOf<K extends MemberStepKind> = Extract<CampaignStep | AofCampaignStep, { kind: K }>;
const STEP_FIELDS: { readonly [K in MemberStepKind]: Readonly<Record<keyof StepOf<K>, true>> } = {
  buy: { kind: true, hero: true, item: true, count: true },
  sell: { kind: true, hero: true, item: true, count: true },
  hire: { kind: true, hero: true, type: true },
  train: { kind: true, hero: true, stat: true },
  heal: { kind: true, hero: true },
  join: { kind: true, type: true, name: true, seat: true },
  found: { kind: true, heroes: true },
  upgrade: { kind: true, hero: true, upgrade: true },
};
const FOUNDER_FIELDS: Readonly<Record<keyof StepOf<'found'>['heroes'][number], true>> = { type: true, name: true, seat: true };

/** The first field of a member's step that its kind has not, named; null if none. */
function stepFieldProblem(step: Record<string, unknown>, kind: MemberStepKind): string | null {
  const fields = STEP_FIELDS[kind];
  for (const k of Object.keys(step)) if (!Object.hasOwn(fields, k)) return `step.${k.slice(0, 40)}: a ${kind} step has no such field (its fields: ${Object.keys(fields).join(', ')})`;
  if (kind === 'found' && Array.isArray(step.heroes)) {
    for (const [i, h] of step.heroes.entries()) {
      if (!h || typeof h !== 'object') continue;
      for (const k of Object.keys(h)) if (!Object.hasOwn(FOUNDER_FIELDS, k)) return `step.heroes[${i}].${k.slice(0, 40)}: no such field (fields: ${Object.keys(FOUNDER_FIELDS).join(', ')})`;
    }
  }
  return null;
}
/** aof-quest's town is its upgrades, bought between chapters (CMP-Q05). */
const AOF_MEMBER_STEPS = ['upgrade'] as const;

/** Plays a member's step at number `at` (the step the member saw), and stores it; a step played
 * by another member meanwhile makes this one a conflict, to be looked at again. */
export async function memberStep(id: string, token: string | null, at: unknown, raw: unknown, deps: CampaignDeps): Promise<Result<AnyCampaignView>> {
  const m = await asMember(id, token, deps);
  if (!m.ok) return m;
  const { stored, seat } = m.value;
  if (!Number.isSafeInteger(at) || (at as number) < 0) return refuse(400, P.malformed, 'at: the number of steps the campaign had when you chose');
  if (at !== stored.steps.length) return refuse(409, P.stale, `the campaign is at step ${stored.steps.length}, not ${String(at)}: someone acted meanwhile; look again`);
  if (stored.steps.length >= MAX_STEPS) return refuse(400, P.badSetup, `a campaign holds at most ${MAX_STEPS} steps`);
  const aof = stored.record.header.ruleset === 'aof-quest';
  const kinds: readonly string[] = aof ? AOF_MEMBER_STEPS : MEMBER_STEPS;
  if (!raw || typeof raw !== 'object' || !kinds.includes((raw as { kind: never }).kind)) return refuse(400, P.malformed, `step.kind: one of ${kinds.join(', ')}`);
  const step = raw as AnyStep;
  const junk = stepFieldProblem(raw as Record<string, unknown>, step.kind as MemberStepKind);
  if (junk) return refuse(400, P.malformed, junk);
  const name = stepNameProblem(step, 'step');
  if (name) return refuse(400, P.malformed, name);
  const { a, content } = await replayStored(stored, deps);
  // A member acts for the heroes of its own seat, and a hero joins at the seat of who brings it.
  const party: { id: string; name: string; seat: Seat }[] = a.c.party;
  const hero = 'hero' in step ? party.find((h) => h.id === step.hero) : undefined;
  if ('hero' in step && hero && hero.seat !== seat) return refuse(403, P.notYourSeat, `step.hero: ${hero.name} is ${hero.seat}'s hero, not yours`);
  if (step.kind === 'join' && step.seat !== seat) return refuse(403, P.notYourSeat, `step.seat: a hero you bring joins at your seat, ${seat}`);
  const refused = tryStep(content, a, step);
  if (refused) return refused;
  try {
    await deps.campaigns.append(id, stored.steps.length, step);
  } catch (e) {
    if (e instanceof CampaignConflictError) return refuse(409, P.stale, 'someone acted meanwhile; look again');
    throw e;
  }
  return showCampaign(id, token, deps);
}

/** Sets off: the party's next expedition becomes a game whose hero seats the members hold (each
 * with `expeditionToken`) and the GM seat the AI. */
export async function depart(id: string, token: string | null, at: unknown, deps: CampaignDeps): Promise<Result<{ gameId: string }>> {
  const m = await asMember(id, token, deps);
  if (!m.ok) return m;
  const { stored } = m.value;
  if (at !== stored.steps.length) return refuse(409, P.stale, `the campaign is at step ${stored.steps.length}, not ${String(at)}: look again`);
  const { a, content } = await replayStored(stored, deps);
  // The seed is drawn here, kept in the stored step, and reaches no member before the game ends;
  // the step names the rules the game is played by, as a game made by `POST /api/games` does.
  const step: AnyStep = { kind: 'depart', seed: seedOf(deps), rulesVersion: RULES_VERSION };
  const refused = tryStep(content, a, step);
  if (refused) return refused;
  // The game's header is the engine's, made by the campaign for its next expedition or mission
  // (the crawls' expeditionHeader, aof-quest's aofMissionHeader at the chapter's difficulty).
  const header = a.c.away! as GameHeader;
  const gameId = newGameId();
  const players = rulesetOf(header.ruleset).seats(createGame<CoreState>(header, content)).filter((seat) => seat !== GM);
  // A member's seat is bound to its token when the member comes to it (`expeditionSeat`): the
  // server keeps no member's token to bind it with now. Seats no member holds go to the AI; a
  // crawl's GM is the AI, and aof-quest has no GM seat (its enemies are the engine's, AOF-I01).
  const members = new Set(stored.record.members.map((x) => x.seat));
  const gm: SeatRecord[] = a.kind === 'crawl' ? [{ seat: GM, kind: 'ai', tokenHash: null, name: null }] : [];
  const seats: SeatRecord[] = [...gm, ...players.map((seat) => ({ seat, kind: members.has(seat) ? 'human' as const : 'ai' as const, tokenHash: null, name: null }))];
  try {
    await deps.campaigns.append(id, stored.steps.length, step, gameId);
  } catch (e) {
    if (e instanceof CampaignConflictError) return refuse(409, P.stale, 'someone acted meanwhile; look again');
    throw e;
  }
  // No host: the members hold their own seats, and a dropped one waits as long as any game's.
  await deps.store.createGame({ id: gameId, header, seats, user: null, createdAt: new Date().toISOString(), dropWaitSeconds: DEFAULT_DROP_WAIT_SECONDS, hostHash: null });
  await deps.onGameCreated(gameId);
  return { ok: true, value: { gameId } };
}

/** A member's seat in the expedition under way: bound to the member on its first visit, the same
 * token on every later one. */
export async function expeditionSeat(id: string, token: string | null, deps: CampaignDeps): Promise<Result<{ gameId: string; seat: Seat; token: string }>> {
  const m = await asMember(id, token, deps);
  if (!m.ok) return m;
  const { stored, seat } = m.value;
  const last = stored.steps.length - 1;
  const gameId = last >= 0 && stored.steps[last]!.kind === 'depart' ? stored.games[last] : undefined;
  if (!gameId) return refuse(409, P.stale, 'the party is in town: no expedition is under way');
  const seatToken = expeditionToken(token!, gameId);
  const bound = await deps.store.bindSeat(gameId, seat, hashToken(seatToken));
  if (!bound) return refuse(409, P.notYourSeat, `seat ${seat} of the expedition is not yours to take`);
  return { ok: true, value: { gameId, seat, token: seatToken } };
}

/** Gives an expedition's result back to its campaign once its game is over (CMP-A03): called
 * when a game ends, and at boot for every party still away. A game already counted, or not an
 * expedition, changes nothing. */
export async function gameEnded(gameId: string, deps: CampaignDeps): Promise<boolean> {
  const id = await deps.campaigns.campaignOfGame(gameId);
  if (!id) return false;
  const stored = await deps.campaigns.load(id);
  const last = stored ? stored.steps.length - 1 : -1;
  if (!stored || last < 0 || stored.steps[last]!.kind !== 'depart' || stored.games[last] !== gameId) return false;
  const g = await deps.store.loadGame(gameId);
  if (!g || !g.finished) return false;
  const { a, content } = await replayStored(stored, deps);
  const checked = replayChecked({ header: g.record.header, answers: g.answers }, content);
  if (!checked.ok) throw new Error(`expedition ${gameId} of campaign ${id} does not replay: ${checked.message}`);
  // The whole game goes back: the campaign plays it again to read how it ended (aof-quest's
  // settleMission: XP, injuries, travel), so nothing but the game decides the result.
  const step = { kind: 'return', game: { header: g.record.header as GameHeader, answers: g.answers } } as AnyStep;
  playAny(content, a, step, 'step');
  try {
    await deps.campaigns.append(id, stored.steps.length, step);
  } catch (e) {
    // Another process gave it back first.
    if (e instanceof CampaignConflictError) return false;
    throw e;
  }
  return true;
}

/** The campaign as a file (`delve campaign show|shop|next` read it), while the party is in town:
 * a file made while it is away would hold the seed of a game not over. */
export async function exportCampaign(id: string, token: string | null, deps: CampaignDeps): Promise<Result<CampaignFile>> {
  const m = await asMember(id, token, deps);
  if (!m.ok) return m;
  const { stored } = m.value;
  if (stored.steps.at(-1)?.kind === 'depart') return refuse(409, P.stale, 'the party is away: export the campaign once it is back in town');
  return { ok: true, value: campaignFile(await deps.content(stored.record.header.packs), stored.record.header, stored.steps) };
}

/** A campaign file made a campaign of this server: its steps played again and checked, a new
 * place for each of its seats. A party away in the file is refused: its game is not here. */
export async function importCampaign(raw: unknown, deps: CampaignDeps): Promise<Result<{ campaignId: string; members: MemberToken[] }>> {
  const shape = campaignFileShape(raw);
  if (!shape.ok) return refuse(400, P.malformed, shape.message);
  const f = shape.file;
  if (f.steps.length > MAX_STEPS) return refuse(400, P.badSetup, `a campaign holds at most ${MAX_STEPS} steps`);
  for (const [i, h] of (Array.isArray(f.header.heroes) ? f.header.heroes : []).entries()) {
    const why = heroNameProblem((h as { name?: unknown })?.name, `header.heroes[${i}].name`);
    if (why) return refuse(400, P.malformed, why);
  }
  for (const [n, s] of f.steps.entries()) {
    const why = s && typeof s === 'object' ? stepNameProblem(s, `steps[${n}]`) : null;
    if (why) return refuse(400, P.malformed, why);
  }
  for (const p of f.header.packs ?? []) if (!deps.packs.includes(p)) return refuse(400, P.badSetup, `header.packs: ${String(p)} is not a pack this server serves`);
  const read = readCampaignFile(f, await deps.content(f.header.packs));
  if (!read.ok) return refuse(400, P.badSetup, read.message);
  if (read.campaign.c.away) return refuse(400, P.badSetup, 'the party is away in this file: import it once it is back in town');
  const campaignId = newGameId();
  const header = f.header;
  const party: { seat: Seat }[] = read.campaign.c.party;
  const members = [...new Set([...header.heroes.map((h) => h.seat), ...party.map((h) => h.seat)])].filter((s, i, a) => a.indexOf(s) === i).sort().map((seat) => ({ seat, token: newToken() }));
  await deps.campaigns.create({ id: campaignId, header, members: members.map((m) => ({ seat: m.seat, tokenHash: hashToken(m.token) })), createdAt: new Date().toISOString() });
  for (const [n, s] of f.steps.entries()) await deps.campaigns.append(campaignId, n, s);
  return { ok: true, value: { campaignId, members } };
}
