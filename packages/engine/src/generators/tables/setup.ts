// The header of a game on a generated dungeon: an empty playing area with the stairway the heroes
// came down, the 'tables' generator and the quest. Everything else is rolled in play.
import type { Content } from '../../content-types.ts';
import type { GameHeader, HeroSetup } from '../../types.ts';
import { SetupError } from '../../state.ts';
import { questOf } from './roll.ts';
import { STAIRWAY } from './index.ts';

export interface QuestGame {
  quest: string;
  seed: number | string;
  /** Default: a barbarian, a dwarf, an elf and a wizard, one player each. */
  heroes?: HeroSetup[];
  /** The playing area; default the quest's. */
  width?: number;
  height?: number;
  packs?: string[];
  dice?: number[];
}

export const DEFAULT_PARTY: readonly HeroSetup[] = [
  { type: 'barbarian', seat: 'p1', at: [0, 0], id: 'barbarian' },
  { type: 'dwarf', seat: 'p2', at: [0, 0], id: 'dwarf' },
  { type: 'elf', seat: 'p3', at: [0, 0], id: 'elf' },
  // Components chosen up front (AHQ-C37), so that a generated game starts at once.
  { type: 'wizard', seat: 'p4', at: [0, 0], id: 'wizard', components: { fire: 2, water: 1, air: 1 } },
];

/** A header for a game whose dungeon the quest's tables generate. The heroes stand in a stairway
 * at the middle of the playing area, its back row the stairs up to the surface (AHQ-E27). */
export function questHeader(content: Content, game: QuestGame): GameHeader {
  let q;
  try {
    q = questOf(content, game.quest);
  } catch (e) {
    throw new SetupError('setup.quest', (e as Error).message);
  }
  const width = game.width ?? q.width;
  const height = game.height ?? q.height;
  const w = q.passageWidth;
  const party = (game.heroes ?? DEFAULT_PARTY).filter((h) => content.heroes[h.type]);
  if (party.length === 0) throw new SetupError('setup.heroes', 'no hero of the party is in the content');
  const depth = Math.max(2, Math.ceil(party.length / w)) + 1;
  const x0 = Math.floor(width / 2) - Math.floor(w / 2);
  const y0 = Math.floor(height / 2);
  if (width < w + 4 || height < depth + 4 || y0 + depth >= height - 1) throw new SetupError('setup.map', `a ${width}×${height} playing area is too small`);
  const rows: string[][] = Array.from({ length: height }, () => Array.from({ length: width }, () => ' '));
  for (let y = y0 - 1; y <= y0 + depth; y++) for (let x = x0 - 1; x <= x0 + w; x++) rows[y]![x] = '#';
  for (let y = y0; y < y0 + depth; y++) for (let x = x0; x < x0 + w; x++) rows[y]![x] = y === y0 + depth - 1 ? '<' : '.';
  const heroes = party.map((h, i) => ({ ...h, at: [x0 + (i % w), y0 + Math.floor(i / w)] as [number, number] }));
  return {
    ruleset: 'ahq',
    options: {},
    packs: game.packs ?? content.packs,
    seed: game.seed,
    ...(game.dice ? { dice: game.dice } : {}),
    setup: {
      map: rows.map((r) => r.join('')),
      sections: [{ id: STAIRWAY, kind: 'passage', x: x0, y: y0, w, h: depth, revealed: true }],
      heroes,
      generator: 'tables',
      quest: game.quest,
    },
  };
}
