// A small prepared dungeon for the engine's own tests: rooms and passages behind doors, a secret
// door, traps, a trapped chest, monsters waiting in rooms (one disguised), stairs out.
import type { GameHeader } from '../types.ts';

export const DUNGEON_MAP = [
  '###################',
  '#.....#.......#...#',
  '#.....+.......+...#',
  '#.....#.......#...#',
  '###+###########S###',
  '  #.#         #.#  ',
  '  #.#         #<#  ',
  '###+#####     ###  ',
  '#.......#          ',
  '#.......#          ',
  '#########          ',
];

export function dungeonHeader(seed: number | string, dice?: number[]): GameHeader {
  return {
    ruleset: 'ahq', options: {}, packs: ['fixture'], seed, ...(dice ? { dice } : {}),
    setup: {
      map: DUNGEON_MAP,
      sections: [
        { id: 'start', kind: 'room', x: 1, y: 1, w: 5, h: 3, revealed: true },
        { id: 'hall', kind: 'passage', x: 7, y: 1, w: 7, h: 3, monsters: [{ type: 'orc' }, { type: 'champion' }] },
        { id: 'vault', kind: 'room', type: 'lair', x: 15, y: 1, w: 3, h: 3, monsters: [{ type: 'goblin' }], hiddenTreasure: { gold: 30 } },
        { id: 'stair', kind: 'passage', x: 15, y: 5, w: 1, h: 2 },
        { id: 'south', kind: 'passage', x: 3, y: 5, w: 1, h: 2 },
        { id: 'cellar', kind: 'room', x: 1, y: 8, w: 7, h: 2, monsters: [{ type: 'archer' }, { type: 'orc' }], hiddenTreasure: { gold: 20, items: ['ring'] } },
      ],
      heroes: [
        { type: 'barbarian', seat: 'p1', at: [2, 2], id: 'barbarian' },
        { type: 'elf', seat: 'p2', at: [3, 2], id: 'elf' },
        { type: 'wizard', seat: 'p2', at: [4, 2], id: 'wizard' },
      ],
      traps: [{ trap: 'pit', at: [9, 2] }, { trap: 'gas', at: [3, 6] }],
      chests: [{ at: [16, 3], gold: 120, items: ['healing-potion', 'sword'], trap: 'pit' }],
    },
  };
}
