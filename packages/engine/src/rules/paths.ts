// Reading the square and path an answer names, shared by the rulesets: shape first, then the
// geometry's path check; each ruleset words the reasons with its own rule ids.
import type { EngineError, Model } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { fail } from '../runtime.ts';
import { checkPath, reachable, type MoveRules, type Reach } from '../geometry/reach.ts';
import type { Point } from '../geometry/points.ts';

export function isCell(v: unknown): v is [number, number] {
  return Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);
}

/** The refusal of a path that breaks off at `at` for `reason`, in the ruleset's rules. */
export type PathReason = (reason: string, at: Point, budget: number) => EngineError;

/** The path of a move to `to`: the one given, checked, or the cheapest one (`reach`, by default a
 * fresh search); or why there is none (`unreachable` words it, only when asked: most moves can be
 * made, and the bots check thousands of them). */
export function readMovePath(
  m: Model, to: unknown, given: unknown, budget: number, rules: () => MoveRules, reason: PathReason, unreachable: () => EngineError,
  reach: () => Reach = () => reachable(m, budget, rules()),
): EngineError | Point[] {
  if (!isCell(to)) return fail(E.malformed, 'move.to must be [x, y]');
  if (given !== undefined) {
    if (!Array.isArray(given) || !given.every(isCell)) return fail(E.malformed, 'move.path must be a list of [x, y]');
    const path = (given as [number, number][]).map(([x, y]) => ({ x, y }));
    const last = path[path.length - 1];
    if (!last || last.x !== to[0] || last.y !== to[1]) return fail(E.malformed, 'move.path must end at move.to');
    const r = checkPath(m, path, budget, rules());
    return r.ok ? path : reason(r.reason, path[r.at]!, budget);
  }
  const p = reach().pathTo(to[0], to[1]);
  return p && p.length > 0 ? p : unreachable();
}
