// Dice notation for tables: 'd12', '2d12', and amounts such as 'd6+2' or '2d12x10'. Pure
// functions, shared by the engine (which rolls) and the content checker (which validates).

export interface DiceSpec {
  count: number;
  sides: number;
}

export interface AmountSpec extends DiceSpec {
  plus: number;
  times: number;
}

const DICE = /^([1-9])?d([2-9]|[1-9][0-9])$/;
const AMOUNT = /^([1-9])?d([2-9]|[1-9][0-9])([+-][0-9]{1,3})?(?:x([0-9]{1,3}))?$/;

/** Each text read once: the generators roll on the same few tables all game long. What is kept
 * is frozen, as every caller only reads it; the texts are the content's, so the memos stay small. */
function memo<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let v = known.get(text);
    if (v === undefined && !known.has(text)) {
      v = read(text);
      if (v !== null && typeof v === 'object') Object.freeze(v);
      known.set(text, v);
    }
    return v as T;
  };
}

/** 'd12' → { count: 1, sides: 12 }; null when the text is not dice. */
export const parseDice: (text: string) => Readonly<DiceSpec> | null = memo((text) => {
  const m = DICE.exec(text);
  return m ? { count: m[1] ? Number(m[1]) : 1, sides: Number(m[2]) } : null;
});

export const parseAmount: (text: string) => Readonly<AmountSpec> | null = memo((text) => {
  const m = AMOUNT.exec(text);
  if (!m) return null;
  return { count: m[1] ? Number(m[1]) : 1, sides: Number(m[2]), plus: m[3] ? Number(m[3]) : 0, times: m[4] ? Number(m[4]) : 1 };
});

/** The lowest and highest totals of the dice. */
export function totals(d: DiceSpec): [number, number] {
  return [d.count, d.count * d.sides];
}

const readRange = memo((roll: string): readonly [number, number] | null => {
  const m = /^([0-9]{1,3})(?:-([0-9]{1,3}))?$/.exec(roll);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] !== undefined ? Number(m[2]) : lo;
  return lo <= hi ? [lo, hi] : null;
});

/** A row's roll: 7 → [7, 7]; '3-5' → [3, 5]; null when unreadable or reversed. */
export function rollRange(roll: number | string): readonly [number, number] | null {
  if (typeof roll === 'number') return Number.isInteger(roll) ? [roll, roll] : null;
  return readRange(String(roll));
}

/** What is wrong with a table's rows for its dice: gaps and overlaps, as sentences. */
export function coverageProblems(dice: string, rolls: readonly (number | string)[]): string[] {
  const d = parseDice(dice);
  if (!d) return [`'${dice}' is not dice: write d12, 2d12, d6…`];
  const [lo, hi] = totals(d);
  const seen = new Map<number, number>();
  const out: string[] = [];
  rolls.forEach((roll, i) => {
    const r = rollRange(roll);
    if (!r) {
      out.push(`row ${i + 1}: roll '${String(roll)}' is not a total or a range like '3-5'`);
      return;
    }
    if (r[0] < lo || r[1] > hi) out.push(`row ${i + 1}: roll ${String(roll)} is outside ${lo}-${hi}, what ${dice} can show`);
    for (let t = Math.max(lo, r[0]); t <= Math.min(hi, r[1]); t++) {
      const other = seen.get(t);
      if (other !== undefined) out.push(`rows ${other + 1} and ${i + 1} both cover ${t}`);
      else seen.set(t, i);
    }
  });
  const missing: number[] = [];
  for (let t = lo; t <= hi; t++) if (!seen.has(t)) missing.push(t);
  if (missing.length > 0) out.push(`no row covers ${spans(missing)} of ${dice} (${lo}-${hi})`);
  return out;
}

/** [3, 4, 5, 9] → '3-5, 9'. */
function spans(ns: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < ns.length; i++) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    parts.push(i === j ? String(ns[i]) : `${ns[i]}-${ns[j]}`);
    i = j;
  }
  return parts.join(', ');
}
