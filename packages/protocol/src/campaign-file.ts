// A campaign as a member sees it on the server, and as a file (docs/campaign.md): its header, its steps and the record's hash after each.
// `delve campaign` keeps one on disk, and the server exports and imports them. Read back, its
// steps are played again and each hash compared, so an edit is caught at the step it touched.
import {
  campaignHash, playAofStep, playStep, startAofCampaign, startCampaign, CampaignError,
  type AofCampaign, type AofCampaignHeader, type AofCampaignHero, type AofCampaignStep, type AofHeroChange, type AofMissionRecord, type LocalText, type Campaign, type CampaignHeader, type CampaignStep, type Content, type Seat,
} from '@delve/engine';

export interface CampaignFile {
  format: 'delve-campaign';
  version: 1;
  header: CampaignHeader | AofCampaignHeader;
  steps: (CampaignStep | AofCampaignStep)[];
  /** The record's hash before any step, then after each. */
  check: string[];
}

/** A campaign of either kind, and how to play its steps: the crawls' (ahq, guilds) or aof-quest's. */
export type AnyCampaign = { kind: 'crawl'; c: Campaign } | { kind: 'aof'; c: AofCampaign };

export function startAny(content: Content, header: CampaignFile['header']): AnyCampaign {
  return header.ruleset === 'aof-quest' ? { kind: 'aof', c: startAofCampaign(content, header) } : { kind: 'crawl', c: startCampaign(content, header) };
}

export function playAny(content: Content, a: AnyCampaign, step: CampaignFile['steps'][number], field?: string): void {
  if (a.kind === 'aof') playAofStep(content, a.c, step as AofCampaignStep, field);
  else playStep(content, a.c, step as CampaignStep, field);
}

/** The file of a campaign played from `header` through `steps`. */
export function campaignFile(content: Content, header: CampaignFile['header'], steps: readonly CampaignFile['steps'][number][]): CampaignFile {
  const a = startAny(content, header);
  const check = [campaignHash(a.c as Campaign)];
  for (const s of steps) {
    playAny(content, a, s);
    check.push(campaignHash(a.c as Campaign));
  }
  return { format: 'delve-campaign', version: 1, header, steps: [...steps], check };
}

/** The shape of a campaign file, before its content is known: its ruleset, or what is wrong. */
export function campaignFileShape(data: unknown): { ok: true; file: CampaignFile } | { ok: false; message: string } {
  const f = data as Partial<CampaignFile> | null;
  if (!f || typeof f !== 'object' || f.format !== 'delve-campaign') return { ok: false, message: 'not a campaign file (no "format": "delve-campaign")' };
  if (f.version !== 1) return { ok: false, message: `campaign file version ${String(f.version)} is not supported (expected 1)` };
  if (!f.header || typeof f.header !== 'object' || !['ahq', 'guilds', 'aof-quest'].includes(f.header.ruleset)) return { ok: false, message: 'header: missing, or not an ahq, guilds or aof-quest campaign' };
  if (!Array.isArray(f.steps)) return { ok: false, message: '"steps" must be a list' };
  if (!Array.isArray(f.check) || f.check.length !== f.steps.length + 1) return { ok: false, message: '"check" must hold one hash before the steps and one after each' };
  return { ok: true, file: f as CampaignFile };
}

/** Plays a campaign file's steps again, checking each hash: the campaign, or where it breaks. */
export function readCampaignFile(f: CampaignFile, content: Content): { ok: true; campaign: AnyCampaign } | { ok: false; message: string } {
  try {
    const a = startAny(content, f.header);
    const hash = () => campaignHash(a.c as Campaign);
    if (hash() !== f.check[0]) return { ok: false, message: 'header: the campaign does not start as it was written (check[0] differs): the file was edited' };
    for (const [i, s] of f.steps.entries()) {
      playAny(content, a, s);
      if (hash() !== f.check[i + 1]) return { ok: false, message: `steps[${i}]: the record after this step is not the one written (check[${i + 1}] differs): the file was edited` };
    }
    return { ok: true, campaign: a };
  } catch (e) {
    if (e instanceof CampaignError) return { ok: false, message: e.message };
    throw e;
  }
}

// ---- the server's campaign routes (packages/server/src/campaigns/api.ts) -------------------------

/** What the town offers, with the content's prices (CMP-S01, R01, T01, H02, N01). */
export interface TownOffer {
  items: { id: string; kind: 'weapon' | 'armour' | 'shield' | 'item' | 'ammo'; cost: number }[];
  hire: { type: string; cost: number }[];
  training: { price: number; cap: number };
  healer: number | null;
  newHero: number;
  /** Hero classes a new hero may be. */
  classes: string[];
}

export interface CampaignView {
  id: string;
  town: TownOffer;
  /** The member's own seat. */
  seat: Seat;
  ruleset: 'ahq' | 'guilds';
  step: number;
  campaign: Omit<Campaign, 'header' | 'away' | 'history'> & {
    header: Omit<CampaignHeader, 'seed'>;
    /** The expedition under way: its game, not its header (its seed is the GM's until it ends). */
    away: { gameId: string } | null;
    history: (Omit<Campaign['history'][number], 'header'> & { gameId: string | null })[];
  };
}


/** An aof-quest campaign as a member sees it (CMP-Q01..Q06): no seed of the campaign, of a
 * mission to come or of a game not over. */
export interface AofCampaignView {
  id: string;
  seat: Seat;
  ruleset: 'aof-quest';
  step: number;
  /** The campaign entry's name and level. */
  name: LocalText;
  difficulty: string;
  over: 'won' | 'lost' | null;
  /** The next mission: its chapter and its place there (0-based). */
  chapter: number;
  mission: number;
  /** The outline: each chapter's difficulty and its missions' types. */
  chapters: { chapter: number; final: boolean; difficulty: string; missions: { type: string }[] }[];
  /** The party: each hero's sheet as its next mission starts it (upgrades and injuries counted). */
  party: (AofCampaignHero & { sheet: AofSheet })[];
  /** What XP buys between chapters, and whether the party is between chapters now (CMP-Q05). */
  upgrades: { id: string; name: LocalText; xp: number; max: number; change: AofHeroChange }[];
  betweenChapters: boolean;
  away: { gameId: string } | null;
  history: (Omit<AofMissionRecord, 'header'> & { gameId: string | null })[];
  /** Names of what the view names by id. */
  names: { classes: Record<string, LocalText>; difficulties: Record<string, LocalText>; missionTypes: Record<string, LocalText>; injuries: Record<string, LocalText> };
}

/** A hero's scores: what it needs on a die (quality, defense, str, dex, wil), Toughness and power. */
export type AofSheet = Record<'quality' | 'defense' | 'str' | 'dex' | 'wil' | 'toughness' | 'power', number>;

/** What `GET /api/campaigns/:id` answers: the crawls' view or aof-quest's. */
export type AnyCampaignView = CampaignView | AofCampaignView;

/** What a new campaign may choose beyond the games' listing (`GET /api/campaigns`): the levels
 * (CMP-A04, Q06), and aof-quest's hero classes, which a campaign takes from its own content. */
export interface CampaignOffer {
  levels: { id: string; name: LocalText }[];
  aof: { name: string; classes: { id: string; name: LocalText }[]; party: string[]; sizes: number[] } | null;
}
