// Decks for the engine's tests, on the fixture content (the engine does not read packs): a Room
// deck of every shape, an Objective card, and one deck of each other kind. The guilds-core pack's
// own decks (packages/content/packs/guilds-core/decks) are checked by the content tests.
import type { Content, DeckDef, RoomCard } from '../../content-types.ts';
import { fixtureContent } from '../../testing/fixture-content.ts';
import type { HeroSetup } from '../../types.ts';

const ROOMS: RoomCard[] = [
  { id: 'chamber', name: 'Chamber', kind: 'room', size: [4, 4], doors: 1, copies: 3 },
  { id: 'cell', name: 'Cell', kind: 'room', size: [3, 3], doors: 1, copies: 2 },
  { id: 'closet', name: 'Closet', kind: 'room', size: [2, 2], doors: 0 },
  { id: 'hall', name: 'Hall', kind: 'room', size: [6, 4], doors: 2, copies: 2 },
  { id: 'great-hall', name: 'Great hall', kind: 'room', size: [8, 6], doors: 3 },
  { id: 'guard-room', name: 'Guard room', kind: 'room', size: [5, 4], doors: 1, monsters: [{ type: 'orc', count: 2 }] },
  { id: 'den', name: 'Den', kind: 'room', size: [5, 5], doors: 2, monsters: [{ type: 'goblin', count: 3 }], chest: true },
  { id: 'vault', name: 'Vault', kind: 'room', size: [6, 5], doors: 0, monsters: [{ type: 'sentry' }, { type: 'orc' }], chest: true },
  { id: 'corridor', name: 'Corridor', kind: 'corridor', size: [2, 8], doors: 1, end: 'open', copies: 5 },
  { id: 'long-corridor', name: 'Long corridor', kind: 'corridor', size: [2, 12], doors: 2, end: 'open', copies: 2 },
  { id: 'dead-end', name: 'Dead end', kind: 'corridor', size: [2, 6], doors: 1, end: 'dead-end', copies: 2 },
  { id: 'patrol', name: 'Patrolled corridor', kind: 'corridor', size: [2, 8], doors: 1, end: 'open', monsters: [{ type: 'goblin', count: 2 }] },
  { id: 'stairs-up', name: 'Stairs up', kind: 'corridor', size: [2, 5], doors: 0, end: 'stairs-out' },
];

export const FIXTURE_DECKS: Record<string, DeckDef> = {
  rooms: { id: 'rooms', name: 'Rooms', kind: 'rooms', cards: ROOMS },
  objectives: {
    id: 'objectives', name: 'Objectives', kind: 'objectives',
    cards: [{ id: 'vault-raid', name: 'Raid the vault', rooms: 20, room: 'vault' }, { id: 'deep', name: 'Deep', rooms: 40, room: 'vault' }],
  },
  dungeon: {
    id: 'dungeon', name: 'Dungeon', kind: 'dungeon',
    cards: [
      { id: 'darts', name: 'Darts', effect: { type: 'wounds', dice: 2, who: 'one' } },
      { id: 'rocks', name: 'Rocks', effect: { type: 'wounds', dice: 1, who: 'all' } },
      { id: 'cave-in', name: 'Cave-in', effect: { type: 'cave-in' } },
      { id: 'cutpurse', name: 'Cutpurse', effect: { type: 'lose-gold', gold: 10 } },
      { id: 'ambush', name: 'Ambush', effect: { type: 'ambush', monsters: [{ type: 'goblin', count: 2 }] } },
    ],
  },
  wandering: { id: 'wandering', name: 'Wandering', kind: 'wandering', cards: [{ id: 'orcs', name: 'Orcs', monsters: [{ type: 'orc', count: 2 }] }, { id: 'goblins', name: 'Goblins', monsters: [{ type: 'goblin', count: 3 }] }] },
  treasure: { id: 'treasure', name: 'Treasure', kind: 'treasure', cards: [{ id: 'purse', name: 'Purse', gold: 30 }, { id: 'potion', name: 'Potion', items: ['healing-potion'] }] },
  'test-map': { id: 'test-map', name: 'Test map', kind: 'map', rooms: 'rooms', order: ['corridor', 'hall', 'den', 'dead-end', 'chamber', 'vault'] },
};

export function decksContent(decks: Record<string, DeckDef> = {}): Content {
  return { ...fixtureContent, rsTable: { 1: [5, 7, 9] }, decks: { ...FIXTURE_DECKS, ...decks } };
}

export const FIXTURE_PARTY: HeroSetup[] = [
  { type: 'barbarian', seat: 'p1', at: [0, 0], id: 'barbarian' },
  { type: 'dwarf', seat: 'p2', at: [0, 0], id: 'dwarf' },
  { type: 'elf', seat: 'p3', at: [0, 0], id: 'elf' },
  { type: 'barbarian', seat: 'p4', at: [0, 0], id: 'second' },
];
