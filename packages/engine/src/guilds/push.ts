// Pushing (GLD-P01..P04, DEC-06): a model's whole turn against an adjacent opponent or ally; d12 +
// Strength each, the pusher must be strictly higher; the pushed model, and any line behind it, move
// one square on and the pusher follows; a failed push on an enemy gives it a free attack.
import type { ActAnswer, EngineError, GameState, Model, Step } from '../types.ts';
import { ERROR_CODES as E } from '../types.ts';
import { cellOf, occupancy, onBoard, walkable } from '../board.ts';
import { manhattan, ORTHOGONAL, type Point } from '../geometry/points.ts';
import { d12, decide, emit, fail, push } from '../runtime.ts';
import { refuse } from '../rules/refuse.ts';
import { spendFate } from '../crawl/attack.ts';
import { model } from '../crawl/common.ts';
import { threatens, updateFocus } from './common.ts';

type PushAnswer = Extract<ActAnswer, { kind: 'push' }>;

export function checkPush(s: GameState, m: Model, a: PushAnswer, combat: boolean): EngineError | ((d: GameState, m: Model) => void) {
  if (!combat) return refuse(s, E.illegalAction, { why: 'combatOnly', act: 'push', rule: 'GLD-P01' });
  const t = typeof a.target === 'string' ? s.models[a.target] : undefined;
  if (!t || !onBoard(t) || t === m) return fail(E.unknownModel, `there is no model '${String(a.target)}' to push`);
  if (t.status.ko) return refuse(s, E.illegalTarget, { why: 'knockedDown', target: t.id, act: 'push', rule: 'GLD-W02' });
  if (manhattan(m, t) !== 1) return refuse(s, E.notAdjacent, { why: 'notAdjacent', model: m.id, target: t.id, act: 'orthogonal', rule: 'GLD-P01' });
  if (m.act.moved || m.act.attacked || m.act.acted) return refuse(s, E.illegalAction, { why: 'pushAfterMoving', rule: 'GLD-P01, P04' });
  if (s.combat?.pushes?.includes(m.side)) return refuse(s, E.alreadyDone, { why: 'onePush', act: m.side, rule: 'GLD-P04' });
  return (d, dm) => {
    dm.act.done = true;
    d.combat!.pushes = [...(d.combat!.pushes ?? []), dm.side];
    push(d, { k: 'push', pusher: dm.id, target: t.id });
  };
}

export function stepPush(s: GameState, st: Step): void {
  const p = model(s, st.pusher as string);
  const t = model(s, st.target as string);
  const pr = d12(s, 'push', p.id) + p.profile.strength;
  const tr = d12(s, 'push', t.id) + t.profile.strength;
  // Ties fail (DEC-06); a hero may turn a failed push with a Fate Point (GLD-F02, F03).
  if (pr <= tr && p.kind === 'hero' && p.fate > 0) {
    decide(s, { kind: 'fate', seat: p.seat, model: p.id, reason: 'push' }, { k: 'gPushFate', pusher: p.id, target: t.id, pr, tr });
    return;
  }
  resolvePush(s, p, t, pr, tr, pr > tr);
}

/** The answer to a failed push's Fate question (GLD-F03). */
export function resumePushFate(s: GameState, st: Step, spend: boolean): void {
  const p = model(s, st.pusher as string);
  if (spend) spendFate(s, p, 'push');
  resolvePush(s, p, model(s, st.target as string), st.pr as number, st.tr as number, spend);
}

function resolvePush(s: GameState, p: Model, t: Model, pr: number, tr: number, success: boolean): void {
  // Each total is its d12 plus Strength: the log shows both parts.
  const rolls = { pusherRoll: pr - p.profile.strength, targetRoll: tr - t.profile.strength };
  if (!success) {
    emit(s, { type: 'pushed', pusher: p.id, target: t.id, pusherTotal: pr, targetTotal: tr, ...rolls, success: false, moves: [] });
    // An enemy gets a free attack on the pusher; with an ally nothing happens (GLD-P03).
    if (t.side !== p.side && threatens(s, t, p)) {
      emit(s, { type: 'freeAttack', attacker: t.id, target: p.id, cause: 'push' });
      push(s, { k: 'hth', attacker: t.id, target: p.id, free: true, cause: 'push' });
    }
    return;
  }
  const moves = pushLine(s, p, t);
  emit(s, { type: 'pushed', pusher: p.id, target: t.id, pusherTotal: pr, targetTotal: tr, ...rolls, success: true, moves });
  for (const mv of moves) updateFocus(s, s.models[mv.model]!);
}

/** Moves the pushed model and the line behind it one square on; a line against a wall sends its
 * last model to the first free square next to it (GLD-P02). Returns the moves made. */
function pushLine(s: GameState, p: Model, t: Model): { model: string; to: Point }[] {
  const occ = occupancy(s);
  const dir = { x: t.x - p.x, y: t.y - p.y };
  const line: Model[] = [t];
  for (;;) {
    const last = line[line.length - 1]!;
    const next = occ.get(cellOf(s.map, last.x + dir.x, last.y + dir.y));
    if (!next || next.status.ko) break;
    line.push(next);
  }
  const free = (x: number, y: number) => walkable(s, x, y) && !occ.has(cellOf(s.map, x, y));
  const last = line[line.length - 1]!;
  let lastTo: Point | null = free(last.x + dir.x, last.y + dir.y) ? { x: last.x + dir.x, y: last.y + dir.y } : null;
  if (!lastTo) {
    const side = ORTHOGONAL.map((o) => ({ x: last.x + o.x, y: last.y + o.y })).find((q) => free(q.x, q.y));
    // With no free square at all the line cannot give way.
    if (!side) return [];
    lastTo = side;
  }
  const moves: { model: string; to: Point }[] = [];
  const targets: Point[] = line.map((m, i) => (i === line.length - 1 ? lastTo! : { x: m.x + dir.x, y: m.y + dir.y }));
  const pusherTo = { x: t.x, y: t.y };
  for (let i = line.length - 1; i >= 0; i--) {
    line[i]!.x = targets[i]!.x;
    line[i]!.y = targets[i]!.y;
    moves.push({ model: line[i]!.id, to: targets[i]! });
  }
  p.x = pusherTo.x;
  p.y = pusherTo.y;
  moves.push({ model: p.id, to: pusherTo });
  return moves;
}
