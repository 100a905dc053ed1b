// Spotted traps on the heroes' way (AHQ-E16): the squares a way may cross were they gone, and the
// first one a way crosses, disarmed by a hero beside it or stepped up to. Exploring, the way is to
// the unknown (explore.ts); fighting, to a foe no other way reaches (combat.ts).
import { carveUint8, type Answer, type ModelView } from '@delve/engine';
import { distances, moveTo } from '../board.ts';
import type { Situation } from '../situation.ts';

type Trap = Situation['v']['map']['traps'][number];

/** A spotted trap not on a chest: one standing on a square. */
export const onTheFloor = (t: Trap): boolean => t.spotted && t.chest === null;

/** The squares a way may cross with the spotted traps gone; null when none is spotted (most
 * turns: nothing is made). */
export function openOverTraps(x: Situation): Uint8Array | null {
  let open: Uint8Array | null = null;
  for (const t of x.v.map.traps) {
    if (!onTheFloor(t)) continue;
    if (!open) {
      open = carveUint8(x.b.static.passable.length);
      open.set(x.b.static.passable);
    }
    open[t.cell] = 1;
  }
  return open;
}

/** Down the walking distance `dist` (to the way's end, crossing spotted traps) from where `m`
 * stands, the first spotted trap met: disarmed if `m` may (AHQ-E16: beside it), else `m` steps
 * toward one of the eight squares round it. Null when the way crosses none. */
export function disarmFirstOnTheWay(x: Situation, m: ModelView, legal: readonly Answer[], moves: () => readonly number[], dist: Int16Array): Answer | null {
  const w = x.b.width;
  const traps = x.v.map.traps;
  const here = m.y * w + m.x;
  let trap: Trap | null = null;
  for (let c = here; dist[c]! > 0 && !trap;) {
    const cx = c % w;
    const next = [cx > 0 ? c - 1 : -1, cx < w - 1 ? c + 1 : -1, c - w, c + w].find((n) => n >= 0 && n < dist.length && dist[n] === dist[c]! - 1);
    if (next === undefined) return null;
    for (let i = 0; i < traps.length; i++) if (traps[i]!.cell === next && onTheFloor(traps[i]!)) trap = traps[i]!;
    c = next;
  }
  if (!trap) return null;
  const disarm = legal.find((a) => a.kind === 'disarm' && a.trap === trap.id);
  if (disarm) return disarm;
  const tx = trap.cell % w;
  const ty = (trap.cell - tx) / w;
  const beside: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const c = (ty + dy) * w + tx + dx;
      if ((dx !== 0 || dy !== 0) && tx + dx >= 0 && tx + dx < w && c >= 0 && c < dist.length && x.b.floor[c] === 1) beside.push(c);
    }
  }
  const near = distances(x.b, beside, { throughDoors: true, around: x.b.on, enterable: here, until: here });
  let step = -1;
  let stepD = near[here]!;
  for (const c of moves()) {
    if (near[c]! < stepD) {
      stepD = near[c]!;
      step = c;
    }
  }
  return step < 0 ? null : moveTo(x.b, m.id, step);
}

