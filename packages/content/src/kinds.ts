// The kinds of entry a pack holds: their folders, their place in `Content`, their schemas.
// A pack holds the grid rulesets' kinds (ahq, guilds) or, when its manifest says
// `ruleset: aof-quest`, aof-quest's, which load into `content.aof`.
import type { Content } from '../../engine/src/content-types.ts';
import type { AofContent } from '../../engine/src/aof-quest/content-types.ts';

/** The `Content` fields that hold entries by id. */
export type Collection = 'heroes' | 'monsters' | 'weapons' | 'armour' | 'spells' | 'components' | 'items' | 'traps' | 'furnishings' | 'rangedTables' | 'tables' | 'quests' | 'decks' | 'heroicCards' | 'counterTables' | 'campaigns';

export type PackEntries = { [K in Collection]-?: NonNullable<Content[K]> };

export interface Kind {
  /** Folder inside a pack. */
  folder: string;
  collection: Collection;
  /** Schema file in packages/content/schema/. */
  schema: string;
  /** For messages: "no weapon 'x'". */
  noun: string;
}

export const KINDS: readonly Kind[] = [
  { folder: 'heroes', collection: 'heroes', schema: 'hero.schema.json', noun: 'hero or henchman' },
  { folder: 'monsters', collection: 'monsters', schema: 'monster.schema.json', noun: 'monster' },
  { folder: 'weapons', collection: 'weapons', schema: 'weapon.schema.json', noun: 'weapon' },
  { folder: 'armour', collection: 'armour', schema: 'armour.schema.json', noun: 'armour' },
  { folder: 'spells', collection: 'spells', schema: 'spell.schema.json', noun: 'spell' },
  { folder: 'components', collection: 'components', schema: 'component.schema.json', noun: 'spell component' },
  { folder: 'items', collection: 'items', schema: 'item.schema.json', noun: 'item' },
  { folder: 'traps', collection: 'traps', schema: 'trap.schema.json', noun: 'trap' },
  { folder: 'furnishings', collection: 'furnishings', schema: 'furnishing.schema.json', noun: 'furnishing' },
  { folder: 'ranged-tables', collection: 'rangedTables', schema: 'ranged-table.schema.json', noun: 'ranged table' },
  { folder: 'tables', collection: 'tables', schema: 'table.schema.json', noun: 'table' },
  { folder: 'quests', collection: 'quests', schema: 'quest.schema.json', noun: 'quest' },
  { folder: 'decks', collection: 'decks', schema: 'deck.schema.json', noun: 'deck' },
  { folder: 'heroic-cards', collection: 'heroicCards', schema: 'heroic-card.schema.json', noun: 'Heroic card' },
  { folder: 'counters', collection: 'counterTables', schema: 'counter-table.schema.json', noun: 'Dungeon Counter table' },
  { folder: 'campaigns', collection: 'campaigns', schema: 'campaign.schema.json', noun: 'campaign' },
];

/** Which kinds a pack's folders hold: the grid rulesets' (ahq, guilds) or aof-quest's. */
export type Family = 'grid' | 'aof';

/** The rulesets a manifest may name, and the kinds each one's packs hold. */
export const PACK_RULESETS: Readonly<Record<string, Family>> = { ahq: 'grid', guilds: 'grid', 'aof-quest': 'aof' };

export function familyOf(ruleset: string | undefined): Family {
  return (ruleset !== undefined && PACK_RULESETS[ruleset]) || 'grid';
}

/** For messages: what packs of a family are for. */
export const FAMILY_NAMES: Readonly<Record<Family, string>> = { grid: 'ahq and guilds', aof: 'aof-quest' };

/** The `content.aof` fields that hold entries by id. */
export type AofCollection = keyof AofContent;

export interface AofKind {
  folder: string;
  collection: AofCollection;
  schema: string;
  noun: string;
}

/** aof-quest's kinds. Their entries' fields are named `aof.units.orc-warriors.weapons[0]`. */
export const AOF_KINDS: readonly AofKind[] = [
  { folder: 'heroes', collection: 'heroes', schema: 'aof-hero.schema.json', noun: 'hero class' },
  { folder: 'weapons', collection: 'weapons', schema: 'aof-weapon.schema.json', noun: 'weapon' },
  { folder: 'items', collection: 'items', schema: 'aof-item.schema.json', noun: 'item' },
  { folder: 'spells', collection: 'spells', schema: 'aof-spell.schema.json', noun: 'spell' },
  { folder: 'traps', collection: 'traps', schema: 'aof-trap.schema.json', noun: 'trap' },
  { folder: 'factions', collection: 'factions', schema: 'aof-faction.schema.json', noun: 'faction' },
  { folder: 'units', collection: 'units', schema: 'aof-unit.schema.json', noun: 'unit type' },
  { folder: 'missions', collection: 'missions', schema: 'aof-mission.schema.json', noun: 'mission' },
  { folder: 'mission-types', collection: 'missionTypes', schema: 'aof-mission-type.schema.json', noun: 'mission type' },
  { folder: 'difficulties', collection: 'difficulties', schema: 'aof-difficulty.schema.json', noun: 'difficulty' },
  { folder: 'terrain', collection: 'terrain', schema: 'aof-terrain.schema.json', noun: 'terrain type' },
  { folder: 'search-tables', collection: 'searchTables', schema: 'aof-search-table.schema.json', noun: 'search table' },
  { folder: 'campaigns', collection: 'campaigns', schema: 'aof-campaign.schema.json', noun: 'campaign' },
];

/** Where an aof-quest entry lives in the loaded content, and its key in the pack's sources. */
export function aofKey(collection: AofCollection, id: string): string {
  return `aof.${collection}.${id}`;
}

export function aofKindOf(collection: AofCollection): AofKind {
  return AOF_KINDS.find((k) => k.collection === collection)!;
}

export function emptyAof(): AofContent {
  return { heroes: {}, weapons: {}, items: {}, spells: {}, traps: {}, factions: {}, units: {}, missions: {}, missionTypes: {}, difficulties: {}, terrain: {}, searchTables: {}, campaigns: {} };
}

/** What the loader gives: the grid rulesets' content, and aof-quest's when an aof-quest pack
 * is loaded. */
export type LoadedContent = Content & { aof?: AofContent };

export const MANIFEST_SCHEMA = 'pack.schema.json';
export const MANIFEST_NAMES = ['pack.yaml', 'pack.yml', 'pack.json'] as const;
export const DATA_EXTENSIONS = ['.yaml', '.yml', '.json'] as const;

export function kindOf(collection: Collection): Kind {
  return KINDS.find((k) => k.collection === collection)!;
}

export function emptyEntries(): PackEntries {
  return { heroes: {}, monsters: {}, weapons: {}, armour: {}, spells: {}, components: {}, items: {}, traps: {}, furnishings: {}, rangedTables: {}, tables: {}, quests: {}, decks: {}, heroicCards: {}, counterTables: {}, campaigns: {} };
}
