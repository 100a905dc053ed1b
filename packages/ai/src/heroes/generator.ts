// The hero bots' answers to the dungeon generator's choices: the Leader choosing the passage
// section and side of a new door (AHQ-E23), a discoverer placing a corridor's doors (GLD-D01), a
// finder placing the secret door it found (AHQ-E12, GLD-D04). The heroes want the dungeon to go
// on: each door faces the most unexplored space the seat can see, where more of the dungeon can
// still be found; between equals, the place nearest the hero who chooses. Read from that seat's
// view only (DEC-17).
import { view, type Answer, type Decision, type GameState } from '@delve/engine';
import { best, optionSpace } from '../gm/generator.ts';

type Gen = Extract<Decision, { kind: 'generator' }>;

/** A hero seat's answer to a generator decision. */
export function heroGenerator(s: GameState, d: Gen): Answer {
  const v = view(s, d.seat, { shared: true, slain: false });
  const mine = v.models.filter((m) => m.side === 'heroes' && m.seat === d.seat && m.x >= 0);
  const near = (o: unknown): number => {
    const at = Array.isArray(o) && typeof o[0] === 'number' ? (o as [number, number])
      : o && typeof o === 'object' && Array.isArray((o as { at?: unknown }).at) ? (o as { at: [number, number][] }).at[0]!
      : null;
    if (!at || mine.length === 0) return 0;
    return Math.min(...mine.map((m) => Math.abs(m.x - at[0]) + Math.abs(m.y - at[1])));
  };
  return { kind: 'generator', choice: best(d.options, (o) => (optionSpace(v, o) ?? 0) * 100 - near(o)) };
}
