// The header of a game on a generated dungeon: an empty playing area with the stairway the heroes
// came down, the 'tables' generator and the quest. Everything else is rolled in play.
import type { Content } from '../../content-types.ts';
import type { GameHeader, HeroSetup } from '../../types.ts';
import { SetupError } from '../../state.ts';
import { questOf } from './roll.ts';
import { generatedHeader, type GeneratedGame } from '../common.ts';

/** Default party: a barbarian, a dwarf, an elf and a wizard; playing area: the quest's. */
export interface QuestGame extends GeneratedGame {
  quest: string;
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
  return generatedHeader(content, 'ahq', game, {
    party: DEFAULT_PARTY, width: game.width ?? q.width, height: game.height ?? q.height, w: q.passageWidth, minRoom: { x: 4, y: 4 },
    setup: { generator: 'tables', quest: game.quest },
  });
}
