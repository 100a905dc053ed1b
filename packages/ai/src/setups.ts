// Ready-made games for `delve play` and `delve sim`, by name: a room fight, a small prepared
// dungeon to explore, and a whole expedition on a dungeon generated as it is explored — from the
// quest's dice tables under `ahq` (the standard quest unless another is named), from a random Room
// deck sized by an Objective card under `guilds` (GLD-R01).
import { guildsHeader, questHeader, type Content, type GameHeader, type OptionValue } from '@delve/engine';
import { roomFightHeader } from './play.ts';
import { ahqTactics } from './tactics/ahq.ts';

export interface SetupOptions {
  /** Hero types, one seat each (p1, p2, …). */
  party?: string[];
  /** Monster types (room fights). */
  monsters?: string[];
  options?: Record<string, OptionValue>;
  /** The quest of an `ahq` expedition (default 'standard'). */
  quest?: string;
  /** The Objective card of a `guilds` expedition (default the objectives deck's first). */
  objective?: string;
  /** 'ahq' (default) or 'guilds': room fights and expeditions under both, the prepared dungeon under `ahq`. */
  ruleset?: string;
}

export type SetupName = 'room-fight' | 'doorway-fight' | 'dungeon' | 'expedition';

export const DEFAULT_PARTY = ['barbarian', 'dwarf', 'elf', 'wizard'];

/** The `guilds` room fight's party and monsters, from guilds-core. */
export const GUILDS_PARTY = ['warrior', 'dwarf', 'elf', 'rogue'];
export const GUILDS_MONSTERS = ['orc', 'orc', 'goblin', 'goblin', 'goblin-archer', 'orc-crossbowman', 'skeleton', 'giant-rat'];

/** The content pack of each ruleset the setups know. */
export const PACKS: Readonly<Record<string, string>> = { ahq: 'ahq-core', guilds: 'guilds-core' };

/** Refuses names the content does not know, listing the ones it does. */
function check(content: Content, opts: SetupOptions): void {
  for (const h of opts.party ?? []) {
    if (!content.heroes[h]) throw new Error(`unknown party member '${h}' (known: ${Object.keys(content.heroes).sort().join(', ')})`);
  }
  if (opts.party && opts.party.length === 0) throw new Error('the party needs at least one hero');
  for (const m of opts.monsters ?? []) {
    if (!content.monsters[m]) throw new Error(`unknown monster '${m}' (known: ${Object.keys(content.monsters).sort().join(', ')})`);
  }
  if (opts.monsters && opts.monsters.length === 0) throw new Error('a room fight needs at least one monster');
}

const DUNGEON_MAP = [
  '#####################',
  '#.....#.......#.....#',
  '#.....+.......+.....#',
  '#.....#.......#.....#',
  '###+###########S#####',
  '  #.#         #.#    ',
  '  #.#         #<#    ',
  '###+#####     ###    ',
  '#.......#            ',
  '#.......#            ',
  '#.......#            ',
  '#########            ',
];

/** The prepared dungeon: a passage with orcs, a lair with a sentry and treasure, a cellar with
 * archers, a chest, traps, and the stairs out behind a secret door. */
function dungeonHeader(seed: number | string, opts: SetupOptions): GameHeader {
  const party = opts.party ?? DEFAULT_PARTY;
  const starts: [number, number][] = [[2, 2], [3, 2], [4, 2], [2, 3], [3, 3], [4, 3]];
  if (party.length > starts.length) throw new Error(`the dungeon's first room holds at most ${starts.length} heroes`);
  return {
    ruleset: 'ahq', options: opts.options ?? {}, packs: ['ahq-core'], seed,
    setup: {
      map: DUNGEON_MAP,
      sections: [
        { id: 'start', kind: 'room', x: 1, y: 1, w: 5, h: 3, revealed: true },
        { id: 'hall', kind: 'passage', x: 7, y: 1, w: 7, h: 3, monsters: [{ type: 'orc' }, { type: 'orc' }, { type: 'goblin' }] },
        { id: 'lair', kind: 'room', type: 'lair', x: 15, y: 1, w: 5, h: 3, monsters: [{ type: 'orc-sentry' }, { type: 'orc-champion' }, { type: 'goblin' }], hiddenTreasure: { gold: 40 } },
        { id: 'stair', kind: 'passage', x: 15, y: 5, w: 1, h: 2 },
        { id: 'south', kind: 'passage', x: 3, y: 5, w: 1, h: 2 },
        { id: 'cellar', kind: 'room', x: 1, y: 8, w: 7, h: 3, monsters: [{ type: 'goblin-archer' }, { type: 'goblin-archer' }, { type: 'orc' }], hiddenTreasure: { gold: 25, items: ['healing-potion'] } },
      ],
      heroes: party.map((type, i) => ({ type, seat: `p${i + 1}`, at: starts[i]!, id: party.indexOf(type) === i ? type : `${type}-${i + 1}` })),
      traps: [{ trap: 'pit', at: [10, 2] }, { trap: 'gas-cloud', at: [3, 6] }],
      chests: [{ at: [18, 3], gold: 120, items: ['healing-potion', 'healing-potion'], trap: 'poison-dart' }],
    },
  };
}

/** A whole expedition on a generated dungeon: the party in the stairway; under `ahq` the quest's
 * tables, under `guilds` a random Room deck sized by the Objective card. */
function expeditionHeader(seed: number | string, opts: SetupOptions, content: Content): GameHeader {
  if ((opts.ruleset ?? 'ahq') === 'guilds') return guildsExpedition(seed, opts, content);
  const party = opts.party ?? DEFAULT_PARTY;
  const heroes = party.map((type, i) => ({
    type, seat: `p${i + 1}`, at: [0, 0] as [number, number], id: party.indexOf(type) === i ? type : `${type}-${i + 1}`,
    // Components chosen up front (AHQ-C37), so that the expedition starts at once.
    ...(content.heroes[type]?.componentChoices ? { components: ahqTactics.componentPicks(Object.keys(content.components).sort(), content.heroes[type]!.componentChoices!) } : {}),
  }));
  return { ...questHeader(content, { quest: opts.quest ?? 'standard', seed, heroes }), options: opts.options ?? {} };
}

/** A `guilds` expedition: a random deck (GLD-R01) ending in the Objective card's room. */
function guildsExpedition(seed: number | string, opts: SetupOptions, content: Content): GameHeader {
  const party = opts.party ?? GUILDS_PARTY;
  const heroes = party.map((type, i) => ({ type, seat: `p${i + 1}`, at: [0, 0] as [number, number], id: party.indexOf(type) === i ? type : `${type}-${i + 1}` }));
  return { ...guildsHeader(content, { seed, heroes, decks: { mode: 'random', ...(opts.objective ? { objective: opts.objective } : {}) } }), options: opts.options ?? {} };
}

/** A room fight; under `guilds`, with the guilds party and monsters and no spell components. */
function roomFight(seed: number | string, opts: SetupOptions): GameHeader {
  if ((opts.ruleset ?? 'ahq') === 'ahq') return { ...roomFightHeader(seed, { heroes: opts.party, monsters: opts.monsters }), options: opts.options ?? {} };
  const h = roomFightHeader(seed, { heroes: opts.party ?? GUILDS_PARTY, monsters: opts.monsters ?? GUILDS_MONSTERS });
  const heroes = h.setup.heroes!.map(({ components: _, ...rest }) => rest);
  return { ...h, ruleset: opts.ruleset!, packs: [PACKS[opts.ruleset!] ?? `${opts.ruleset}-core`], options: opts.options ?? {}, setup: { ...h.setup, heroes } };
}

/** Two rooms joined by one open door: the heroes in the west one, by the stairs out, the monsters
 * at the far end of the east one, already in combat. Unlike the open room fight, the monsters
 * cannot strike in their first phase, and there is a doorway to hold and a way back to cut off:
 * where the GM's waiting behaviours (`strikeFirst`, `cutOff`) have something to work with. */
const DOORWAY_MAP = [
  '##########################',
  '#<....#..................#',
  '#<..../..................#',
  '#<....#..................#',
  '#.....#..................#',
  '#.....#..................#',
  '##########################',
];

function doorwayFight(seed: number | string, opts: SetupOptions): GameHeader {
  const room = roomFight(seed, opts);
  const heroes = room.setup.heroes!;
  const monsters = room.setup.monsters!;
  if (heroes.length > 8) throw new Error('the doorway fight\'s west room holds at most 8 heroes');
  if (monsters.length > 20) throw new Error('the doorway fight\'s east room holds at most 20 monsters');
  return {
    ...room,
    setup: {
      ...room.setup,
      map: DOORWAY_MAP,
      heroes: heroes.map((h, i) => ({ ...h, at: [2 + (i % 4), 2 + Math.floor(i / 4)] as [number, number] })),
      // The far end of the east room, in columns from the east wall.
      monsters: monsters.map((m, i) => ({ ...m, at: [24 - Math.floor(i / 5), 1 + (i % 5)] as [number, number] })),
    },
  };
}

export const SETUPS: Readonly<Record<SetupName, (seed: number | string, opts: SetupOptions, content: Content) => GameHeader>> = {
  'room-fight': roomFight,
  'doorway-fight': doorwayFight,
  dungeon: dungeonHeader,
  expedition: expeditionHeader,
};

export function setupHeader(name: string, seed: number | string, opts: SetupOptions, content: Content): GameHeader {
  const make = SETUPS[name as SetupName];
  if (!make) throw new Error(`unknown setup '${name}' (known: ${Object.keys(SETUPS).join(', ')})`);
  const ruleset = opts.ruleset ?? 'ahq';
  if (!PACKS[ruleset]) throw new Error(`unknown ruleset '${ruleset}' (known: ${Object.keys(PACKS).join(', ')})`);
  if (name === 'dungeon' && ruleset !== 'ahq') throw new Error(`the prepared dungeon is an ahq map: under ${ruleset}, use the room-fight or expedition setup`);
  if (opts.quest !== undefined && (ruleset !== 'ahq' || name !== 'expedition')) throw new Error('a quest names the dice tables of an ahq expedition (--setup expedition --ruleset ahq)');
  if (opts.objective !== undefined && (ruleset !== 'guilds' || name !== 'expedition')) throw new Error('an Objective card sizes the Room deck of a guilds expedition (--setup expedition --ruleset guilds)');
  if (opts.objective !== undefined) {
    const cards = Object.values(content.decks ?? {}).flatMap((d) => (d.kind === 'objectives' ? d.cards.map((c) => c.id) : []));
    if (!cards.includes(opts.objective)) throw new Error(`unknown Objective card '${opts.objective}' (known: ${cards.sort().join(', ')})`);
  }
  check(content, opts);
  return make(seed, opts, content);
}
