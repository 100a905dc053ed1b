// Zones of threat around models, shared by the grid rulesets: Death Zones (AHQ-C14..C16) and
// control zones (GLD-Z01..Z03). Each ruleset says which squares a model threatens; the zone
// focuses on (holds) the first enemy to enter it, and a held model's other squares may be passed.
import type { GameState, Model } from '../types.ts';
import { active, modelsInOrder, occupancy } from '../board.ts';
import type { Point } from '../geometry/points.ts';
import { gridModule } from '../crawl/rules.ts';

/** Whether zones hold anyone in this game: not where a module replaces them (`facing`, DEC-16). */
function zonesHold(s: GameState): boolean {
  const mod = gridModule(s);
  return !mod || mod.zonesHold;
}

/** Whether square `p` lies in model `e`'s zone, by the ruleset's rule: the squares it can strike
 * hand-to-hand (AHQ-C14), or under `guilds` only the one it attacked once it has attacked (GLD-Z02). */
export type Threat = (s: GameState, e: Model, p: Point) => boolean;

/** An enemy's zone is focused on (holds) this model. */
export function inFocusedZone(s: GameState, m: Model): boolean {
  if (!zonesHold(s)) return false;
  for (const e of modelsInOrder(s)) if (e.side !== m.side && active(e) && e.focus === m.id) return true;
  return false;
}

/** Squares (as cells) that end a move for `mover`: inside a zone that holds no one yet. */
export function zoneStops(s: GameState, mover: Model, threat: Threat): number[] {
  const w = s.map.width;
  const cells: number[] = [];
  if (!zonesHold(s)) return cells;
  for (const e of modelsInOrder(s)) {
    if (e.side === mover.side || !active(e) || e.focus !== null) continue;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (!dx && !dy) continue;
        const p = { x: e.x + dx, y: e.y + dy };
        if (threat(s, e, p)) cells.push(p.y * w + p.x);
      }
    }
  }
  return cells;
}

/** After a move: zones focus on the mover if it entered them, lost focuses clear, and a free
 * zone with an enemy inside focuses on it. */
export function updateFocus(s: GameState, mover: Model | null, threat: Threat): void {
  if (mover && active(mover) && zonesHold(s)) {
    for (const e of modelsInOrder(s)) if (e.side !== mover.side && active(e) && e.focus === null && threat(s, e, mover)) e.focus = mover.id;
  }
  refreshFocus(s, threat);
}

export function refreshFocus(s: GameState, threat: Threat): void {
  // With one side alone on the board (exploring, or the fight won) no zone holds anyone.
  let side: string | null = null;
  let facing = false;
  const models = modelsInOrder(s);
  if (!zonesHold(s)) {
    for (const e of models) e.focus = null;
    return;
  }
  for (const e of models) {
    if (!active(e)) continue;
    if (side === null) side = e.side;
    else if (e.side !== side) {
      facing = true;
      break;
    }
  }
  if (!facing) {
    for (const e of models) e.focus = null;
    return;
  }
  const occ = occupancy(s);
  const w = s.map.width;
  for (const e of models) {
    if (!active(e)) {
      e.focus = null;
      continue;
    }
    if (e.focus) {
      const f = s.models[e.focus]!;
      // A knocked-out model no longer holds a zone's focus.
      if (!active(f) || !threat(s, e, f)) e.focus = null;
    }
    if (!e.focus) {
      // Only the eight squares around can hold an enemy it threatens; of those, the first in the
      // game's model order takes the focus.
      let best: Model | null = null;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (!dx && !dy) continue;
          const other = occ.get((e.y + dy) * w + e.x + dx);
          if (!other || other.x !== e.x + dx || other.side === e.side || !active(other) || !threat(s, e, other)) continue;
          // Two at once is rare: their places in the order are looked up then.
          if (!best || models.indexOf(other) < models.indexOf(best)) best = other;
        }
      }
      if (best) e.focus = best.id;
    }
  }
}
