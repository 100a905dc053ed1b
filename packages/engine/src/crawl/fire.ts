// Lines of fire for shots and spells, shared by the grid crawls: the line of sight (DEC-12), or
// the line of fire of a module played on top of the ruleset (`facing`: the arc ahead, FAC-L01).
import type { GameState, Model } from '../types.ts';
import type { Point } from '../geometry/points.ts';
import type { Sight } from '../geometry/line-of-sight.ts';
import { sightBetween } from '../board.ts';
import { gridModule } from './rules.ts';

export function lineOfFire(s: GameState, a: Model, t: Point, occ?: Map<number, Model>): Sight {
  const mod = gridModule(s);
  return mod ? mod.fire(s, a, t, occ) : sightBetween(s, a, t, a.side, occ);
}
