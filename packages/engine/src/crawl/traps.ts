// Traps (AHQ-E14..E18): set off by entering a square never entered, opening a trapped chest or
// failing to disarm; spotted, they send the heroes in their zone back out of it.
import type { GameState, Model, Step, Trap } from '../types.ts';
import { cellOf, occupancy, onBoard, pointOf, walkable } from '../board.ts';
import { d12, decide, emit, push } from '../runtime.ts';
import { chebyshev } from '../geometry/points.ts';
import { active } from '../board.ts';
import { heroes, model } from './common.ts';
import { spendFate } from './attack.ts';
import { crawlRules } from './rules.ts';

/** A trap set off by entering its square, opening its chest, or a failed disarm. */
export function stepTrap(s: GameState, st: Step): void {
  const trap = s.map.traps[st.trap as string];
  const m = model(s, st.model as string);
  if (!trap || !onBoard(m)) return;
  const def = s.ctx.content.traps[trap.trap]!;
  const how = st.how as 'enter' | 'chest' | 'disarm';
  if (how !== 'disarm') emit(s, { type: 'trapTriggered', trap: trap.id, model: m.id });
  const face = d12(s, how === 'disarm' ? 'disarm' : 'spot', m.id);
  const extra = face === 1 ? 1 : 0;
  // A 12 on a spot or disarm roll gives a lasting +1 to spot traps (AHQ-E17): to spot rolls, not
  // to disarm rolls, and from the next roll on.
  const bonus = how === 'disarm' ? 0 : m.spotBonus;
  if (face === 12) {
    m.spotBonus++;
    emit(s, { type: 'spotBonus', model: m.id, bonus: m.spotBonus });
  }
  const success = face + bonus >= def.spot && face !== 1;
  const resume: Step = { k: 'trapOutcome', trap: trap.id, model: m.id, how, extra, back: st.back ?? null };
  if (!success && m.kind === 'hero' && m.fate > 0 && active(m)) {
    decide(s, { kind: 'fate', seat: m.seat, model: m.id, reason: how === 'disarm' ? 'disarm' : 'spot' }, resume);
    return;
  }
  trapOutcome(s, resume, success);
}

export function resumeTrapFate(s: GameState, st: Step, spend: boolean): void {
  if (spend) spendFate(s, model(s, st.model as string), st.how === 'disarm' ? 'disarm' : 'spot');
  trapOutcome(s, st, spend);
}

function trapOutcome(s: GameState, st: Step, success: boolean): void {
  const trap = s.map.traps[st.trap as string]!;
  const m = model(s, st.model as string);
  const how = st.how as 'enter' | 'chest' | 'disarm';
  const steps: Step[] = [];
  if (success && how === 'disarm') {
    delete s.map.traps[trap.id];
    emit(s, { type: 'trapDisarmed', trap: trap.id, model: m.id });
  } else if (success) {
    trap.spotted = true;
    emit(s, { type: 'trapSpotted', trap: trap.id, model: m.id });
    // Heroes in the zone step back out of it (AHQ-E18).
    leaveZone(s, trap, m, how === 'enter' ? (st.back as number[] | null) ?? null : null);
  } else {
    steps.push(...spring(s, trap.id, m));
  }
  // A 1 costs one wound beyond the trap's effect (AHQ-E17).
  if (st.extra) steps.push({ k: 'wound', target: m.id, wounds: 1, by: null, melee: false });
  if (how === 'chest' && !trap.spotted) steps.push({ k: 'openChest', chest: trap.chest, model: m.id });
  push(s, ...steps);
}

/** Every hero inside a spotted trap's zone of effect moves back until it is out of it (AHQ-E18): the
 * hero that set it off retraces its steps; any other (or one whose steps all lie in the zone) goes
 * to the nearest free square outside, fewest steps first, then in reading order. */
function leaveZone(s: GameState, trap: Trap, by: Model, back: number[] | null): void {
  const radius = s.ctx.content.traps[trap.trap]!.radius;
  const at = pointOf(s.map, trap.cell);
  const outside = (c: number) => chebyshev(pointOf(s.map, c), at) > radius;
  for (const h of [by, ...heroes(s).filter((x) => x !== by)]) {
    if (!onBoard(h) || chebyshev(h, at) > radius) continue;
    const occ = occupancy(s);
    const free = (c: number) => !occ.has(c) || occ.get(c) === h;
    let to = h === by && back ? back.find((c) => outside(c) && free(c)) : undefined;
    if (to === undefined) {
      // Breadth first through squares a hero may enter, never through the trap or other models.
      let layer = [cellOf(s.map, h.x, h.y)];
      const seen = new Set(layer);
      while (layer.length > 0 && to === undefined) {
        const next: number[] = [];
        for (const c of layer) {
          const p = pointOf(s.map, c);
          for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
            const n = cellOf(s.map, p.x + dx, p.y + dy);
            if (seen.has(n) || !walkable(s, p.x + dx, p.y + dy) || !free(n)) continue;
            seen.add(n);
            next.push(n);
          }
        }
        const out = next.filter(outside).sort((a, b) => a - b);
        to = out[0];
        layer = next;
      }
    }
    if (to === undefined) continue;
    h.x = to % s.map.width;
    h.y = Math.floor(to / s.map.width);
    emit(s, { type: 'movedBack', model: h.id, to: { x: h.x, y: h.y } });
  }
  crawlRules(s).refreshFocus(s);
}

function spring(s: GameState, trapId: string, by: Model): Step[] {
  const trap = s.map.traps[trapId]!;
  const def = s.ctx.content.traps[trap.trap]!;
  const at = { x: trap.cell % s.map.width, y: Math.floor(trap.cell / s.map.width) };
  const caught = heroes(s).filter((h) => onBoard(h) && (h === by || chebyshev(h, at) <= def.radius));
  delete s.map.traps[trapId];
  emit(s, { type: 'trapSprung', trap: trapId, models: caught.map((h) => h.id) });
  return caught.map((h) => ({ k: 'wound', target: h.id, wounds: def.wounds, by: null, melee: false }));
}
