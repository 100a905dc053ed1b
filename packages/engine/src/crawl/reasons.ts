// Why the Gamesmaster gave an answer (a `reason` on the GM seat's answer): checked like any other
// field, short and bounded, naming at most a monster and a hero of the game; played as a `gmReason`
// event before what the answer does, so the game's record keeps it and a replay tells it again.
// Hero seats see a reason only where the facts behind it are in their view (DEC-17): a reason of a
// kind that speaks of what is behind the screen (Dungeon Counters), or naming a model they do not
// see, stays the GM's.
import type { EngineError, GameEvent, GameState, GmReason, GmReasonCode, Seat } from '../types.ts';
import { ERROR_CODES as E, GM, GM_REASONS } from '../types.ts';
import { fail } from '../runtime.ts';
import { onBoard, sectionAt } from '../board.ts';

/** Reasons that speak of what only the GM knows: never shown to a hero seat. */
const BEHIND_THE_SCREEN: ReadonlySet<GmReasonCode> = new Set(['reinforce', 'band', 'trapAhead']);

const FIELDS = new Set(['code', 'model', 'target']);

/** The event a GM's reason makes, or why it is refused (naming the field). */
export function reasonEvent(s: GameState, seat: Seat, r: unknown): GameEvent | EngineError {
  if (seat !== GM) return fail(E.malformed, 'reason: only the GM seat gives reasons');
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return fail(E.malformed, 'reason: an object { code, model?, target? }');
  const o = r as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!FIELDS.has(k)) return fail(E.malformed, `reason.${k.slice(0, 40)}: a reason has only code, model and target`);
  if (typeof o.code !== 'string' || !(GM_REASONS as readonly string[]).includes(o.code)) return fail(E.malformed, `reason.code: one of ${GM_REASONS.join(', ')}`);
  for (const k of ['model', 'target'] as const) {
    const id = o[k];
    if (id === undefined) continue;
    if (typeof id !== 'string' || !Object.hasOwn(s.models, id)) return fail(E.unknownModel, `reason.${k}: no model '${String(id).slice(0, 40)}' in this game`);
  }
  if (o.model !== undefined && s.models[o.model as string]!.side === 'heroes') return fail(E.malformed, 'reason.model: the monster the reason is about, not a hero');
  if (o.target !== undefined && s.models[o.target as string]!.side !== 'heroes') return fail(E.malformed, 'reason.target: the hero the reason is about');
  const reason: GmReason = { code: o.code as GmReasonCode, ...(o.model !== undefined ? { model: o.model as string } : {}), ...(o.target !== undefined ? { target: o.target as string } : {}) };
  return { type: 'gmReason', reason, heroes: heroesSee(s, reason) };
}

/** Whether the facts behind a reason are in the hero seats' view now: a reason of a kind they
 * may know, naming a monster on the board in a revealed section (as their view shows it) and a
 * hero still in the dungeon. */
function heroesSee(s: GameState, r: GmReason): boolean {
  if (BEHIND_THE_SCREEN.has(r.code)) return false;
  if (r.model !== undefined) {
    const m = s.models[r.model]!;
    if (!onBoard(m) || m.status.dead || !sectionAt(s.map, m.x, m.y)?.revealed) return false;
  }
  if (r.target !== undefined) {
    const h = s.models[r.target]!;
    if (!onBoard(h)) return false;
  }
  return true;
}
