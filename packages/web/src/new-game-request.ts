// Builds the POST /api/games request from the new-game form, from what the server's content
// listing offers (GET /api/content): the ruleset, its quest or Objective card, its house-rule
// options, the party (heroes, each with the henchmen or followers who serve it) and who plays each
// seat. The dungeon's layout is the server's: it sends an expedition, never a map. An aof-quest
// game sends its mission (rolled by the server's campaign builder, the pack's, or a file's text)
// and a party of 2 to 4 hero classes; it has no Gamesmaster seat (DEC-26).
import { GM, type OptionValue, type Seat } from '@delve/engine';
import type { AofGameRequest, ContentListing, CreateGameRequest, MissionRequest, PartyMember, RulesetListing, SeatKind } from '@delve/protocol';

/** Who plays a seat: this browser, a person invited by link, or the server's AI. */
export type SeatPlayer = 'me' | 'invite' | 'ai';

export interface PartySeat {
  hero: string;
  player: SeatPlayer;
  /** Henchmen and followers who serve this seat's hero, played from the same seat. */
  followers: string[];
}

/** An aof-quest game's mission: rolled (type, size, difficulty), the pack's, or a file. */
export interface AofChoice {
  mission: 'generate' | 'pack' | 'file';
  type: string;
  size: 24 | 48;
  difficulty: string;
  pack: string;
  file: { name: string; text: string } | null;
}

export interface NewGame {
  ruleset: string;
  /** `tables` rulesets: the quest whose tables make the dungeon. */
  quest: string;
  /** `decks` rulesets: a random deck sized by `objective`, or the Gamesmaster's hand. */
  deck: 'random' | 'hand';
  objective: string;
  options: Record<string, OptionValue>;
  party: PartySeat[];
  gm: SeatPlayer;
  user: string;
  /** The creator's name, given to the seats they take ('' for none). */
  name?: string;
  /** Seconds before the AI plays for a player who dropped out; null: they are waited for. */
  dropWait?: number | null;
  /** aof-quest (`missions` rulesets) only. */
  aof: AofChoice | null;
}

/** The waits a new game may choose before the AI stands in for a dropped player. */
export const DROP_WAITS: readonly (number | null)[] = [30, 60, 120, 300, null];

/** A party of 2 to 4 heroes (AOF-P01). */
export const AOF_PARTY = { min: 2, max: 4 } as const;

export const MAX_SEATS = 4;

export function rulesetOf(listing: ContentListing, id: string): RulesetListing {
  const r = listing.rulesets.find((x) => x.id === id);
  if (!r) throw new Error(`the server offers no ruleset '${id}' (it offers ${listing.rulesets.map((x) => x.id).join(', ') || 'none'})`);
  return r;
}

/** A new game of `ruleset` with its defaults: its first quest or Objective card, every option at
 * its default, the default party all played here, and the AI as Gamesmaster. */
export function defaultGame(r: RulesetListing, user: string): NewGame {
  return {
    ruleset: r.id,
    quest: r.quests.find((q) => q.id === 'standard')?.id ?? r.quests[0]?.id ?? '',
    deck: 'random',
    objective: r.objectives[0]?.id ?? '',
    options: Object.fromEntries(r.options.map((o) => [o.id, o.default])),
    party: r.party.map((h) => ({ hero: h.type, player: 'me', followers: [] })),
    gm: 'ai',
    user,
    aof: r.aof ? {
      mission: 'generate',
      type: r.aof.missionTypes[0]?.id ?? '',
      size: 48,
      difficulty: r.aof.difficulties.find((d) => d.id === 'normal')?.id ?? r.aof.difficulties[0]?.id ?? '',
      pack: r.aof.missions[0]?.id ?? '',
      file: null,
    } : null,
  };
}

/** The mission part of an aof-quest request. */
function missionRequest(c: AofChoice, r: RulesetListing): MissionRequest {
  const aof = r.aof!;
  if (c.mission === 'file') {
    if (!c.file) throw new Error('choose a mission file');
    return { file: { name: c.file.name, text: c.file.text } };
  }
  if (c.mission === 'pack') {
    if (!aof.missions.some((m) => m.id === c.pack)) throw new Error(`'${c.pack}' is not a mission of ${r.name}`);
    return { mission: c.pack };
  }
  if (!aof.missionTypes.some((t) => t.id === c.type)) throw new Error(`'${c.type}' is not a mission type of ${r.name}`);
  if (!aof.difficulties.some((d) => d.id === c.difficulty)) throw new Error(`'${c.difficulty}' is not a difficulty of ${r.name}`);
  return { generate: { type: c.type, size: c.size, difficulty: c.difficulty } };
}

/** An aof-quest game: its mission and a seat per hero, no Gamesmaster. */
function aofRequest(g: NewGame, r: RulesetListing): CreateGameRequest {
  if (!r.aof || !g.aof) throw new Error(`${r.name} has no missions to play`);
  if (g.party.length < AOF_PARTY.min || g.party.length > AOF_PARTY.max) throw new Error(`a party has ${AOF_PARTY.min} to ${AOF_PARTY.max} heroes (AOF-P01), not ${g.party.length}`);
  const used = new Set<string>();
  const heroes: AofGameRequest['heroes'] = g.party.map((p, i) => {
    const seat: Seat = `p${i + 1}`;
    if (!r.aof!.classes.some((c) => c.id === p.hero)) throw new Error(`seat ${seat}: '${p.hero}' is not a hero class of ${r.name}`);
    let id = p.hero;
    for (let k = 2; used.has(id); k++) id = `${p.hero}-${k}`;
    used.add(id);
    return { class: p.hero, seat, id };
  });
  const seats: Record<Seat, SeatKind> = {};
  g.party.forEach((p, i) => (seats[`p${i + 1}`] = p.player === 'ai' ? 'ai' : 'human'));
  const options: Record<string, OptionValue> = {};
  for (const o of r.options) if (g.options[o.id] !== undefined && g.options[o.id] !== o.default) options[o.id] = g.options[o.id]!;
  return { ruleset: r.id, packs: r.packs, options, aof: { mission: missionRequest(g.aof, r), heroes }, seats, user: g.user };
}

/** The same game on another ruleset: who plays each seat is kept, the rest is that ruleset's. */
export function switchRuleset(g: NewGame, r: RulesetListing): NewGame {
  const d = defaultGame(r, g.user);
  const heroes = r.heroes.filter((h) => h.kind === 'hero');
  const party = g.party.map((p, i) => ({ hero: d.party[i]?.hero ?? heroes[i % heroes.length]!.id, player: p.player, followers: [] }));
  // An aof-quest party has at least two heroes (AOF-P01).
  while (r.aof && party.length < AOF_PARTY.min) party.push({ hero: heroes[party.length % heroes.length]!.id, player: 'me', followers: [] });
  return { ...d, party, gm: g.gm };
}

export function createRequest(g: NewGame, r: RulesetListing): CreateGameRequest {
  if (r.generator === 'missions') return aofRequest(g, r);
  if (g.party.length === 0) throw new Error('the party needs at least one hero');
  if (g.party.length > MAX_SEATS) throw new Error(`at most ${MAX_SEATS} heroes`);
  const known = new Map(r.heroes.map((h) => [h.id, h]));
  const used = new Set<string>();
  const idFor = (type: string) => {
    let id = type;
    for (let k = 2; used.has(id); k++) id = `${type}-${k}`;
    used.add(id);
    return id;
  };
  const heroes: PartyMember[] = [];
  g.party.forEach((p, i) => {
    const seat: Seat = `p${i + 1}`;
    const def = known.get(p.hero);
    if (!def || def.kind !== 'hero') throw new Error(`seat ${seat}: '${p.hero}' is not a hero of ${r.name}`);
    // The default party's setup for this hero (a wizard's components chosen up front, AHQ-C37).
    const preset = r.party.find((h) => h.type === p.hero);
    const id = idFor(p.hero);
    heroes.push({ ...(preset ?? {}), type: p.hero, seat, id });
    for (const f of p.followers) {
      const fd = known.get(f);
      if (!fd || fd.kind === 'hero') throw new Error(`seat ${seat}: '${f}' is not a henchman or follower of ${r.name}`);
      heroes.push({ type: f, seat, id: idFor(f), master: id });
    }
  });
  const expedition: CreateGameRequest['expedition'] = r.generator === 'decks'
    ? { decks: g.deck === 'hand' ? { mode: 'hand' } : { mode: 'random', ...(g.objective ? { objective: g.objective } : {}) }, heroes }
    : { quest: g.quest, heroes };
  const seats: Record<Seat, SeatKind> = { [GM]: g.gm === 'ai' ? 'ai' : 'human' };
  g.party.forEach((p, i) => (seats[`p${i + 1}`] = p.player === 'ai' ? 'ai' : 'human'));
  // Only options the ruleset declares, at the type it declares: the engine refuses anything else.
  const options: Record<string, OptionValue> = {};
  for (const o of r.options) if (g.options[o.id] !== undefined && g.options[o.id] !== o.default) options[o.id] = g.options[o.id]!;
  const name = g.name?.trim();
  const names = name ? Object.fromEntries(mySeats(g).map((seat) => [seat, name])) : undefined;
  return { ruleset: r.id, packs: r.packs, options, expedition, seats, user: g.user, ...(names ? { names } : {}), ...(g.dropWait !== undefined ? { dropWaitSeconds: g.dropWait } : {}) };
}

/** The seats this browser takes for itself once the game exists. */
export function mySeats(g: NewGame): Seat[] {
  const mine = g.party.flatMap((p, i) => (p.player === 'me' ? [`p${i + 1}`] : []));
  return g.gm === 'me' && !g.aof ? [...mine, GM] : mine;
}
