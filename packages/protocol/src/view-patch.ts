// A seat's view sent as what changed since the previous update of that seat on the same
// connection. A step changes little of a view (a model moves, a door opens), yet a whole view is
// most of an update: encoding it and writing it out was most of what an answer cost the server
// under load. The connection (`GameConnection`) rebuilds the whole view before anyone reads it,
// so clients see whole views as before. A patch is made from the seat's own two views only, so
// it tells the seat nothing its views do not (DEC-17).
import type { ModelView, View } from '@delve/engine';

/** A view on the wire: the parts that changed. In `models`, a model that reads as it did is sent
 * as its id alone. */
export type ViewPatch = Omit<Partial<View>, 'models'> & { models?: (ModelView | string)[] };

/** Whether two JSON values read the same. Parts the engine shares between views (frozen map
 * lists) are the same object, and answer at once. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    if (!sameJson(x[k], y[k])) return false;
    n++;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

/** What patches made together worked out for a part, by the part: views of several seats made
 * at once share the parts those seats see alike (the engine's `seatViews`), and the previous
 * views they are patched on do too, so each such pair is compared once. */
export type PatchMemo = Map<object, { prev: unknown; patch: unknown }>;

/** Marks a part carried over, in a `PatchMemo`. */
const SAME = Symbol('same');

/** `next` as a patch on `prev` (the previous view sent to the same seat on the same connection):
 * `same` names the top-level parts carried over, which the patch leaves out. With `memo`, a part
 * already compared with the same previous part (both the same objects) is not compared again. */
export function patchView(prev: View, next: View, memo?: PatchMemo): { view: ViewPatch; same: string[] } {
  const view: Record<string, unknown> = {};
  const same: string[] = [];
  const before = prev as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(next)) {
    if (v === undefined) continue;
    const was = before[k];
    const kept = memo && typeof v === 'object' && v !== null ? memo.get(v) : undefined;
    let patch: unknown;
    if (kept && kept.prev === was) patch = kept.patch;
    else {
      patch = sameJson(was, v) ? SAME : k === 'models' ? patchModels(prev.models, next.models) : v;
      if (memo && typeof v === 'object' && v !== null) memo.set(v, { prev: was, patch });
    }
    if (patch === SAME) same.push(k);
    else view[k] = patch;
  }
  return { view: view as ViewPatch, same };
}

function patchModels(prev: readonly ModelView[], next: readonly ModelView[]): (ModelView | string)[] {
  const was = new Map<string, ModelView>();
  for (const m of prev) was.set(m.id, m);
  return next.map((m) => (sameJson(was.get(m.id), m) ? m.id : m));
}

/** The whole view from the previous one and a patch; throws if the patch names a part or a model
 * the previous view lacks (the two sides no longer agree). */
export function restoreView(prev: View | undefined, patch: ViewPatch, same: readonly string[]): View {
  const before = prev as unknown as Record<string, unknown> | undefined;
  for (const k of same) {
    if (!before || !(k in before)) throw new Error(`view patch: part '${k}' is carried over, but the previous view has none`);
  }
  // In the previous view's order of parts (the engine's), then any part new to it: the view reads
  // as the server's, written out too.
  const out: Record<string, unknown> = {};
  const kept = new Set(same);
  const sent = patch as Record<string, unknown>;
  for (const k in before ?? {}) {
    if (Object.hasOwn(sent, k)) out[k] = sent[k];
    else if (kept.has(k)) out[k] = before![k];
  }
  for (const k in sent) if (!Object.hasOwn(out, k)) out[k] = sent[k];
  if (patch.models) {
    const was = new Map<string, ModelView>();
    for (const m of prev?.models ?? []) was.set(m.id, m);
    out.models = patch.models.map((m) => {
      if (typeof m !== 'string') return m;
      const kept = was.get(m);
      if (!kept) throw new Error(`view patch: model '${m}' is carried over, but the previous view has none`);
      return kept;
    });
  }
  return out as unknown as View;
}
