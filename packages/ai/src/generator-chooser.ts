// The dungeon generator's choices answered as the Gamesmaster AI and the hero bots answer them in
// play, for building a dungeon without playing it (`delve dungeon`, benchmarks).
import type { Decision, GameState } from '@delve/engine';
import { gmGenerator } from './gm/generator.ts';
import { heroGenerator } from './heroes/generator.ts';

export function aiChooser(s: GameState, d: Extract<Decision, { kind: 'generator' }>): number {
  const a = d.seat === 'gm' ? gmGenerator(s, d) : heroGenerator(s, d);
  if (a.kind !== 'generator') throw new Error(`a generator decision answered with '${a.kind}'`);
  return a.choice;
}
