// A simple fixed policy for every seat: close in on the nearest enemy and strike the weakest one in
// reach. It plays legal, purposeful games for benchmarks, demos and fuzzing; it is not the AI.
import { legalAnswers, type Answer, type GameState, type Seat } from '@delve/engine';

function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

export function fixedPolicy(s: GameState, seat: Seat): Answer {
  const d = s.pending!;
  switch (d.kind) {
    case 'act': return actPolicy(s, seat, d.current ?? d.models[0]!);
    case 'fate': {
      // Spend Fate on damage that would knock out or kill; keep it otherwise.
      const m = s.models[d.model]!;
      return { kind: 'fate', spend: d.reason === 'damage' && (d.wounds ?? 0) >= m.wounds };
    }
    case 'routine': return { kind: 'routine', routine: 'moveThenAttack' };
    case 'pursue': return { kind: 'pursue', pursue: true };
    case 'advance': return { kind: 'advance', advance: false };
    case 'sentryDoor': return { kind: 'sentryDoor', at: null };
    case 'chestPick': {
      const options = legalAnswers(s, seat);
      return options.find((a) => a.kind === 'pick' && a.item !== null) ?? { kind: 'pick', item: null };
    }
    default: return legalAnswers(s, seat)[0]!;
  }
}

function actPolicy(s: GameState, seat: Seat, id: string): Answer {
  const m = s.models[id]!;
  // Having struck, it holds its ground.
  if (m.act.attacked || m.act.acted) return { kind: 'end', model: id };
  const foes = Object.values(s.models).filter((e) => e.side !== m.side && !e.status.dead && !e.status.away && !e.status.left);
  const options = legalAnswers(s, seat, { model: id, kinds: ['attack', 'shoot'] });
  const attacks = options.filter((a): a is Extract<Answer, { kind: 'attack' }> => a.kind === 'attack');
  if (attacks.length > 0) {
    const weakest = attacks.reduce((best, a) => (s.models[a.target]!.wounds < s.models[best.target]!.wounds ? a : best));
    return weakest;
  }
  const shots = options.filter((a): a is Extract<Answer, { kind: 'shoot' }> => a.kind === 'shoot');
  if (shots.length > 0 && !m.act.moved) return shots[0]!;
  if (!m.act.moved && foes.length > 0) {
    const moves = legalAnswers(s, seat, { model: id, kinds: ['move'] }) as Extract<Answer, { kind: 'move' }>[];
    let best: Extract<Answer, { kind: 'move' }> | null = null;
    let bestD = foes.reduce((min, f) => Math.min(min, dist(m, f)), Infinity);
    for (const mv of moves) {
      const p = { x: mv.to[0], y: mv.to[1] };
      const dd = foes.reduce((min, f) => Math.min(min, dist(p, f)), Infinity);
      if (dd < bestD) {
        bestD = dd;
        best = mv;
      }
    }
    if (best) return best;
  }
  return { kind: 'end', model: id };
}
