// PostgreSQL's JSONB stores an object's keys in its own order: shorter keys first, then by bytes.
// Tests read values back as it would, to show nothing depends on the order keys were written in.

/** A copy with every object's keys in JSONB's order. */
export function jsonbOrder<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(jsonbOrder) as T;
  const keys = Object.keys(v).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = jsonbOrder((v as Record<string, unknown>)[k]);
  return out as T;
}
