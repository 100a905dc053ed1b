// A small, fixed content set for the engine's own tests: round numbers, so that tests read clearly
// and do not change when the default packs are rebalanced.
import type { Content, Profile } from '../content-types.ts';

const p = (o: Partial<Profile>): Profile => ({ ws: 5, bs: 5, strength: 3, toughness: 5, speed: 6, bravery: 6, intelligence: 6, wounds: 5, fate: 0, ...o });

export const fixtureContent: Content = {
  packs: ['fixture'],
  heroes: {
    barbarian: { id: 'barbarian', name: 'Barbarian', kind: 'hero', race: 'human', profile: p({ ws: 7, wounds: 8, fate: 1, speed: 7 }), weapons: ['sword'], armour: 'leather', items: ['healing-potion'] },
    dwarf: { id: 'dwarf', name: 'Dwarf', kind: 'hero', race: 'dwarf', profile: p({ ws: 6, toughness: 6, wounds: 7, fate: 1, speed: 5 }), weapons: ['axe'], armour: 'chain' },
    elf: { id: 'elf', name: 'Elf', kind: 'hero', race: 'elf', profile: p({ ws: 6, bs: 8, wounds: 6, fate: 1, speed: 8 }), weapons: ['sword', 'bow'], ammo: { arrow: 12 } },
    wizard: { id: 'wizard', name: 'Wizard', kind: 'hero', race: 'human', profile: p({ ws: 4, wounds: 5, fate: 2, intelligence: 9 }), weapons: ['dagger'], spells: ['fire-bolt', 'fireball', 'heal', 'ward'], componentChoices: 4, magicUser: true },
    spearman: { id: 'spearman', name: 'Spearman', kind: 'henchman', race: 'human', profile: p({ ws: 5, wounds: 3 }), weapons: ['spear'] },
  },
  monsters: {
    orc: { id: 'orc', name: 'Orc', profile: p({ ws: 5, toughness: 5, wounds: 2 }), weapons: ['sword'], gold: 10 },
    goblin: { id: 'goblin', name: 'Goblin', profile: p({ ws: 4, toughness: 4, wounds: 1 }), weapons: ['dagger'], gold: 5 },
    archer: { id: 'archer', name: 'Goblin Archer', profile: p({ ws: 3, bs: 6, toughness: 4, wounds: 1 }), weapons: ['dagger', 'bow'], ammo: { arrow: 10 }, gold: 5 },
    sentry: { id: 'sentry', name: 'Orc Sentry', profile: p({ ws: 5, wounds: 2 }), weapons: ['sword'], role: 'sentry', disguise: 'orc', gold: 15 },
    champion: { id: 'champion', name: 'Orc Champion', profile: p({ ws: 8, toughness: 7, wounds: 4 }), weapons: ['sword'], role: 'champion', disguise: 'orc', gold: 40 },
    halberdier: { id: 'halberdier', name: 'Halberdier', profile: p({ ws: 5, wounds: 2 }), weapons: ['halberd'], gold: 10 },
  },
  weapons: {
    sword: { id: 'sword', name: 'Sword', kind: 'hand', damage: 2 },
    axe: { id: 'axe', name: 'Axe', kind: 'hand', damage: 3 },
    dagger: { id: 'dagger', name: 'Dagger', kind: 'hand', damage: 1, magicUserMayCarry: true },
    spear: { id: 'spear', name: 'Spear', kind: 'hand', damage: 2, diagonal: true },
    halberd: { id: 'halberd', name: 'Halberd', kind: 'hand', damage: 3, diagonal: true, twoHanded: true },
    bow: { id: 'bow', name: 'Bow', kind: 'missile', damage: 2, range: 16, ammo: 'arrow', recoverOn: 10 },
    'throwing-axe': { id: 'throwing-axe', name: 'Throwing Axe', kind: 'thrown', damage: 2, range: 6, recoverOn: 7 },
  },
  armour: {
    leather: { id: 'leather', name: 'Leather Armour', kind: 'armour', toughness: 1 },
    chain: { id: 'chain', name: 'Chain Mail', kind: 'armour', toughness: 2 },
    shield: { id: 'shield', name: 'Shield', kind: 'shield', toughness: 1 },
  },
  spells: {
    'fire-bolt': { id: 'fire-bolt', name: 'Fire Bolt', components: ['fire'], effect: { kind: 'damage', dice: 2, range: 12 } },
    fireball: { id: 'fireball', name: 'Fireball', components: ['fire', 'fire'], intelligenceTest: true, effect: { kind: 'damage', dice: 2, range: 12, radius: 1 } },
    heal: { id: 'heal', name: 'Healing Hands', components: ['water'], effect: { kind: 'heal', amount: 3, range: 1 } },
    ward: { id: 'ward', name: 'Ward', components: ['earth'], notInDeathZone: true, effect: { kind: 'ward', toughness: 2, range: 6 } },
  },
  components: { fire: { id: 'fire', name: 'Fire' }, water: { id: 'water', name: 'Water' }, earth: { id: 'earth', name: 'Earth' }, air: { id: 'air', name: 'Air' } },
  items: {
    'healing-potion': { id: 'healing-potion', name: 'Healing Potion', kind: 'potion', heal: 4 },
    arrow: { id: 'arrow', name: 'Arrow', kind: 'ammo' },
    ring: { id: 'ring', name: 'Ring', kind: 'ring' },
  },
  traps: {
    pit: { id: 'pit', name: 'Pit', spot: 8, wounds: 2, radius: 0 },
    gas: { id: 'gas', name: 'Gas', spot: 9, wounds: 1, radius: 1 },
  },
  hitTable: { base: 7, min: 2, max: 10, alwaysHit: 10, fumble: 1 },
  rangedTables: {
    average: { id: 'average', name: 'Average', bands: [{ upTo: 4, need: 6 }, { upTo: 8, need: 8 }, { upTo: 16, need: 10 }, { upTo: 24, need: 12 }] },
  },
  rangedTableByBs: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), 'average'])),
  tables: {},
  quests: {},
  decks: {},
  heroicCards: {},
};

/** Heroic cards for the fixture, one of each kind a test may want (GLD-H01). */
const HEROIC_CARDS: Content['heroicCards'] = {
  reroll: { id: 'reroll', name: 'Re-roll', effect: { kind: 'reroll-to-hit' }, copies: 3 },
  again: { id: 'again', name: 'Again', effect: { kind: 'reroll-to-hit' }, copies: 2 },
  speed: { id: 'speed', name: 'Speed', effect: { kind: 'speed-check', amount: 2 }, copies: 2 },
  dodge: { id: 'dodge', name: 'Dodge', effect: { kind: 'negate-wounds', amount: 1 }, copies: 2 },
  surprise: { id: 'surprise', name: 'Surprise', effect: { kind: 'surprise', amount: 1 } },
  rise: { id: 'rise', name: 'Rise', effect: { kind: 'rise', amount: 2 } },
};

/** The fixture content with a guilds ranged table, so that shooting is possible, and a Heroic
 * deck of `cards` (in this file's order, which the deck is built in). */
export function guildsFixtureContent(...cards: (keyof typeof HEROIC_CARDS)[]): Content {
  return {
    ...fixtureContent,
    rsTable: Object.fromEntries([...Array(10)].map((_, i) => [String(i + 1), [5, 7, 9]])),
    heroicCards: Object.fromEntries(Object.entries(HEROIC_CARDS).filter(([id]) => cards.includes(id))),
  };
}
