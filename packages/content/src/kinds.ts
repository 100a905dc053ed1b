// The kinds of entry a pack holds: their folders, their place in `Content`, their schemas.
import type { Content } from '../../engine/src/content-types.ts';

/** The `Content` fields that hold entries by id. */
export type Collection = 'heroes' | 'monsters' | 'weapons' | 'armour' | 'spells' | 'components' | 'items' | 'traps' | 'furnishings' | 'rangedTables' | 'tables' | 'quests' | 'decks' | 'heroicCards';

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
];

export const MANIFEST_SCHEMA = 'pack.schema.json';
export const MANIFEST_NAMES = ['pack.yaml', 'pack.yml', 'pack.json'] as const;
export const DATA_EXTENSIONS = ['.yaml', '.yml', '.json'] as const;

export function kindOf(collection: Collection): Kind {
  return KINDS.find((k) => k.collection === collection)!;
}

export function emptyEntries(): PackEntries {
  return { heroes: {}, monsters: {}, weapons: {}, armour: {}, spells: {}, components: {}, items: {}, traps: {}, furnishings: {}, rangedTables: {}, tables: {}, quests: {}, decks: {}, heroicCards: {} };
}
