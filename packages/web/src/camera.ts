// Where the camera looks after something happened: the squares of what the latest events did
// (a section revealed, monsters placed, figures moved, pushed or stepping in, a door placed), so
// the board can bring them on screen. The board pans only when they are off screen.
import type { GameEvent, View } from '@delve/engine';

export type Cell = [number, number];

export function eventCells(view: View, events: readonly GameEvent[]): Cell[] {
  const out: Cell[] = [];
  const at = (p: { x: number; y: number } | undefined) => p && out.push([p.x, p.y]);
  for (const e of events) {
    switch (e.type) {
      case 'sectionRevealed': {
        const s = view.map.sections.find((x) => x.id === e.section);
        if (s) out.push([s.x, s.y], [s.x + s.w - 1, s.y + s.h - 1]);
        break;
      }
      case 'placed': case 'doorPlaced': at(e.at); break;
      case 'moved': case 'dragged': at(e.path[e.path.length - 1]); break;
      case 'advanced': case 'movedBack': at(e.to); break;
      case 'pushed': for (const m of e.moves) at(m.to); break;
      default: break;
    }
  }
  return out;
}
