// A refusal made as data (`RuleRefusal`), for each surface to word in its language
// (`format/refusals.ts`), with its English words as the error's message: figures named as the table
// names them ("Goblin 2"), weapons, items and spells by their English names.
import type { Content } from '../content-types.ts';
import type { EngineError, ErrorCode, GameState, RuleRefusal } from '../types.ts';
import { formatRefusal } from '../format/refusals.ts';
import type { Names } from '../format/messages.ts';

const GROUPS = ['weapons', 'armour', 'items', 'spells', 'components'] as const;

/** A content entry's English name, or its id where no group holds it. */
function contentName(c: Content, id: string): string {
  for (const g of GROUPS) {
    const e = (c[g] as Readonly<Record<string, { name?: unknown }>> | undefined)?.[id];
    if (e && typeof e.name === 'string') return e.name;
  }
  return id;
}

/** The English names a refusal's message says, to the seat that answered: a monster in disguise
 * by its disguise (AHQ-C51), one not yet come into play as no more than a figure (DEC-17). */
export function refusalNames(s: GameState): Names {
  const model = (id: string) => {
    const m = s.models[id];
    if (!m) return id;
    if (m.side === 'monsters' && m.status.away) return 'a figure';
    const name = m.disguise ? s.ctx.content.monsters[m.disguise]?.name ?? m.name : m.name;
    return m.number > 0 ? `${name} ${m.number}` : name;
  };
  return { model, item: (id) => contentName(s.ctx.content, id) };
}

/** The error refusing an answer for `why`, under `code`. */
export function refuse(s: GameState, code: ErrorCode, why: RuleRefusal): EngineError {
  // Worded when read: the bots check many answers they never show anyone.
  let text: string | undefined;
  return { code, why, get message() { return (text ??= formatRefusal(why, refusalNames(s))); } };
}
