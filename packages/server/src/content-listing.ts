// GET /api/content: what a new game may choose, per ruleset, from its default content: the
// house-rule options as the engine declares them, the quests (dice tables) or Objective cards
// (decks), the heroes, henchmen and followers, and the names of everything a view may mention.
import { DEFAULT_PACKS } from '@delve/content';
import { DEFAULT_PARTY, GUILDS_PARTY, RULESETS, type Content, type HeroSetup, type LocalGrammar, type NameGrammar } from '@delve/engine';
import type { ContentListing, RulesetListing } from '@delve/protocol';
import type { ContentSource } from './content-source.ts';
import { aofRulesetListing } from './aof-mission.ts';
import type { AofContent } from '@delve/content';

/** Each ruleset's dungeon generator for a new game. */
const GENERATOR: Readonly<Record<string, RulesetListing['generator']>> = { ahq: 'tables', guilds: 'decks' };
/** Each ruleset's default party, as the engine's setups have it. */
const PARTY: Readonly<Record<string, readonly HeroSetup[]>> = { ahq: DEFAULT_PARTY, guilds: GUILDS_PARTY };

function names(c: Content): Record<string, string> {
  const out: Record<string, string> = {};
  const all = [c.weapons, c.armour, c.items, c.spells, c.components, c.traps, c.monsters, c.heroes, c.heroicCards, c.quests] as Record<string, { name?: string }>[];
  for (const group of all) for (const [id, def] of Object.entries(group)) if (def.name) out[id] = def.name;
  // The cards of every deck (Room cards above all: the GM's hand and the generator's questions name them).
  for (const deck of Object.values(c.decks)) {
    if (deck.kind === 'map') continue; // a quest map orders cards of another deck
    for (const card of deck.cards as readonly { id: string; name?: string }[]) if (card.name && !out[card.id]) out[card.id] = card.name;
  }
  return out;
}

/** The names of `names`, in each other language the packs give them in. */
function localNames(c: Content): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  const add = (id: string, e: { names?: Readonly<Record<string, string>> }) => {
    for (const [lang, word] of Object.entries(e.names ?? {})) if (lang !== 'en') (out[lang] ??= {})[id] ??= word;
  };
  const all = [c.weapons, c.armour, c.items, c.spells, c.components, c.traps, c.monsters, c.heroes, c.heroicCards, c.quests, c.furnishings ?? {}] as Record<string, { names?: Record<string, string> }>[];
  for (const group of all) for (const [id, def] of Object.entries(group)) add(id, def);
  for (const deck of Object.values(c.decks)) {
    if (deck.kind === 'map') continue;
    for (const card of deck.cards as readonly { id: string; names?: Record<string, string> }[]) add(card.id, card);
  }
  return out;
}

/** How the names are said, by language and id (Italian: gender and number, for the log's articles). */
function nameGrammar(c: Content): Record<string, Record<string, NameGrammar>> {
  const out: Record<string, Record<string, NameGrammar>> = {};
  const add = (id: string, e: { grammar?: LocalGrammar }) => {
    for (const [lang, g] of Object.entries(e.grammar ?? {})) (out[lang] ??= {})[id] ??= { ...g };
  };
  const all = [c.weapons, c.armour, c.items, c.spells, c.components, c.traps, c.monsters, c.heroes, c.heroicCards, c.quests, c.furnishings ?? {}] as Record<string, { grammar?: LocalGrammar }>[];
  for (const group of all) for (const [id, def] of Object.entries(group)) add(id, def);
  for (const deck of Object.values(c.decks)) {
    if (deck.kind === 'map') continue;
    for (const card of deck.cards as readonly { id: string; grammar?: LocalGrammar }[]) add(card.id, card);
  }
  return out;
}

/** The house-rule options a ruleset declares, as a new game lists them. */
function optionListing(r: (typeof RULESETS)[string]): RulesetListing['options'] {
  return r.options.map((o) => ({
    id: o.id, type: o.type, default: o.default, name: { ...o.name }, description: { ...o.description }, rules: [...o.rules],
    ...(o.choices ? { choices: [...o.choices] } : {}), ...(o.choiceNames ? { choiceNames: structuredClone(o.choiceNames) as Record<string, { en: string; it: string }> } : {}), ...(o.min !== undefined ? { min: o.min } : {}), ...(o.max !== undefined ? { max: o.max } : {}),
  }));
}

export function rulesetListing(id: string, packs: readonly string[], c: Content): RulesetListing {
  const r = RULESETS[id];
  if (!r) throw new Error(`no ruleset '${id}'`);
  const generator = GENERATOR[id] ?? 'tables';
  const heroes = Object.values(c.heroes)
    .map((h) => ({ id: h.id, name: h.name, kind: h.kind, race: h.race, weapons: [...h.weapons], wounds: h.profile.wounds }))
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'hero' ? -1 : b.kind === 'hero' ? 1 : a.kind.localeCompare(b.kind)));
  const objectives = Object.values(c.decks).flatMap((d) => (d.kind === 'objectives' ? d.cards : []))
    .map((o) => ({ id: o.id, name: o.name, rooms: o.rooms, text: o.text ?? null }));
  return {
    id: r.id,
    name: r.name,
    packs: [...packs],
    options: optionListing(r),
    generator,
    quests: generator === 'tables' ? Object.values(c.quests).map((q) => ({ id: q.id, name: q.name, text: q.text ?? null })) : [],
    objectives: generator === 'decks' ? objectives : [],
    heroes,
    party: (PARTY[id] ?? []).filter((h) => c.heroes[h.type]).map(({ at: _at, ...h }) => structuredClone(h)),
    names: names(c),
    localNames: localNames(c),
    grammar: nameGrammar(c),
  };
}

/** The listing of every ruleset whose default content this server serves (`served`, when given)
 * and loads; one that fails is left out. aof-quest lists its missions' choices. */
export async function contentListing(content: ContentSource, served?: readonly string[]): Promise<ContentListing> {
  const rulesets: RulesetListing[] = [];
  for (const id of Object.keys(RULESETS)) {
    const packs = DEFAULT_PACKS[id];
    if (!packs || (served && !packs.every((p) => served.includes(p)))) continue;
    let c: Content;
    try {
      c = await content(packs);
    } catch {
      continue;
    }
    const aof = (c as Content & { aof?: AofContent }).aof;
    rulesets.push(aof ? aofRulesetListing(packs, aof, optionListing(RULESETS[id]!)) : rulesetListing(id, packs, c));
  }
  return { rulesets };
}
