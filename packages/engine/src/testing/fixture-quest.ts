// A quest for the generator's own tests: d6 tables with one row per face where it matters, so a
// scripted die picks each result, on top of the fixture content.
import type { Content, TableDef, TableRow } from '../content-types.ts';
import { fixtureContent } from './fixture-content.ts';

const d6 = (id: string, rows: Omit<TableRow, 'roll'>[]): TableDef => ({ id, name: id, dice: 'd6', rows: rows.map((r, i) => ({ roll: i + 1, ...r })) });

export const QUEST_TABLES: Record<string, TableDef> = {
  // Faces 1-3: that many sections.
  length: d6('length', [{ sections: 1 }, { sections: 2 }, { sections: 3 }, { sections: 1 }, { sections: 1 }, { sections: 1 }]),
  // 1 dead end, 2 T, 3 left, 4 right, 5 stairs out, 6 stairs down, 7 X, 8 T.
  end: { ...d6('end', [{ end: 'dead-end' }, { end: 't-junction' }, { end: 'turn-left' }, { end: 'turn-right' }, { end: 'stairs-out' }, { end: 'stairs-down' }, { end: 'x-junction' }, { end: 't-junction' }]), dice: 'd8' },
  // 1 nothing, 2 one door, 3 two doors, 4 orcs, 5-6 nothing.
  features: d6('features', [{}, { doors: 1 }, { doors: 2 }, { monsters: [{ type: 'orc', count: 2 }] }, {}, {}]),
  behind: { id: 'behind', name: 'behind', dice: 'd12', rows: Array.from({ length: 12 }, (_, i) => ({ roll: i + 1, leadsTo: i % 2 === 0 ? 'room' : 'passage' })) },
  // 1 normal, 2 hazard, 3 lair, 4 quest, 5-6 normal.
  type: d6('type', [{ room: 'normal' }, { room: 'hazard' }, { room: 'lair' }, { room: 'quest' }, { room: 'normal' }, { room: 'normal' }]),
  // 1: 4×3; 2: 12×12 (too big for small areas); 3-6: 3×3.
  size: d6('size', [{ size: [4, 3] }, { size: [12, 12] }, { size: [3, 3] }, { size: [3, 3] }, { size: [3, 3] }, { size: [3, 3] }]),
  // Faces 1-4: that many doors less one (0..3); 5-6 none.
  doors: d6('doors', [{ doors: 0 }, { doors: 1 }, { doors: 2 }, { doors: 3 }, { doors: 0 }, { doors: 0 }]),
  empty: d6('empty', [{}, {}, {}, {}, {}, {}]),
  hazard: d6('hazard', [{ traps: ['pit'] }, { traps: ['pit'] }, { traps: ['pit'] }, { traps: ['pit'] }, { traps: ['pit'] }, { traps: ['pit'] }]),
  lair: d6('lair', Array.from({ length: 6 }, () => ({ monsters: [{ type: 'sentry' }, { type: 'orc' }], chests: [{ gold: 30, trap: 'gas' }] }))),
  treasure: d6('treasure', [{}, {}, {}, { gold: 10 }, { gold: 10 }, { items: ['ring'] }]),
  // 1-3 nothing, 4-6 a secret door.
  secret: d6('secret', [{}, {}, {}, { secretDoor: true }, { secretDoor: true }, { secretDoor: true }]),
};

export function questContent(area = { width: 40, height: 40 }): Content {
  return {
    ...fixtureContent,
    tables: QUEST_TABLES,
    quests: {
      test: {
        id: 'test', name: 'Test quest', area, passageWidth: 2, sectionLength: 5,
        tables: {
          passageLength: 'length', passageFeatures: 'features', passageEnd: 'end', behindRoomDoor: 'behind', roomType: 'type',
          roomSize: { normal: 'size', hazard: 'size', lair: 'size', quest: 'size' }, roomDoors: 'doors',
          roomContents: { normal: 'empty', hazard: 'hazard', lair: 'lair', quest: 'lair' }, hiddenTreasure: 'treasure', secretDoor: 'secret',
        },
      },
    },
  };
}
