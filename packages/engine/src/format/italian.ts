// Italian articles: "Il Barbaro attacca il Goblin 1 con lo Spadone". A name in a sentence takes its
// definite article (from its gender and number, as its content pack gives them, else guessed from
// the name), a preposition before it joins the article ("di" + "il" = "del", "a" + "l'" = "all'"),
// and a sentence that opens with a name opens with a capital. The formatter marks each article
// it puts in, so only those are joined and the rest of a sentence is never touched.
import type { NameGrammar } from '../content-types.ts';

const OPEN = '\uE000';
const OWN_ARTICLE = /^(il|lo|la|i|gli|le|un|uno|una) |^(l|un)'/i;
const CLOSE = '\uE001';

/** A name's gender and number when its pack gives none: a first word ending in -a is feminine. */
export function guessGrammar(name: string): NameGrammar {
  const first = name.split(/\s/)[0]!.toLowerCase();
  return { gender: first.endsWith('a') ? 'f' : 'm' };
}

/** Whether a name takes "lo"/"gli" (s and a consonant, z, gn, ps, pn, x, y) or elides ("l'"). */
function opening(name: string): 'vowel' | 'lo' | 'plain' {
  const w = name.toLowerCase();
  if (/^[aeiouàèéìòóù]/.test(w)) return 'vowel';
  if (/^(s[^aeiouàèéìòóù]|z|gn|ps|pn|x|y)/.test(w)) return 'lo';
  return 'plain';
}

/** The definite article of `name`: il, lo, la, l', i, gli, le. */
export function definiteArticle(name: string, g: NameGrammar = guessGrammar(name)): string {
  if (g.article) return g.article;
  const o = opening(name);
  if (g.gender === 'f') return g.plural ? 'le' : o === 'vowel' ? "l'" : 'la';
  if (g.plural) return o === 'plain' ? 'i' : 'gli';
  return o === 'vowel' ? "l'" : o === 'lo' ? 'lo' : 'il';
}

/** `name` with its article, marked for `finishItalian`; a name of no article (a hero's own,
 * `grammar` null) is left as it is. */
export function withArticle(name: string, grammar: NameGrammar | null | undefined): string {
  // A title that opens with its own article ("La tana", "Una borsa") is said as it stands.
  if (grammar === null || name === '' || grammar?.article === 'none' || (!grammar && OWN_ARTICLE.test(name))) return name;
  const a = definiteArticle(name, grammar ?? guessGrammar(name));
  return `${OPEN}${a}${CLOSE}${a.endsWith("'") ? '' : ' '}${name}`;
}

const JOINED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  di: { il: 'del', lo: 'dello', la: 'della', "l'": "dell'", i: 'dei', gli: 'degli', le: 'delle' },
  a: { il: 'al', lo: 'allo', la: 'alla', "l'": "all'", i: 'ai', gli: 'agli', le: 'alle' },
  da: { il: 'dal', lo: 'dallo', la: 'dalla', "l'": "dall'", i: 'dai', gli: 'dagli', le: 'dalle' },
  in: { il: 'nel', lo: 'nello', la: 'nella', "l'": "nell'", i: 'nei', gli: 'negli', le: 'nelle' },
  su: { il: 'sul', lo: 'sullo', la: 'sulla', "l'": "sull'", i: 'sui', gli: 'sugli', le: 'sulle' },
};

const PREPOSITION = new RegExp(`(^|[\\s(])(di|a|da|in|su) ${OPEN}([^${CLOSE}]+)${CLOSE}`, 'g');
const MARKS = new RegExp(`[${OPEN}${CLOSE}]`, 'g');

/** A sentence made with `withArticle` names as it is written: prepositions joined to the articles
 * after them, a capital where it opens with an article, the marks gone. */
export function finishItalian(text: string, capital = true): string {
  let out = text.replace(PREPOSITION, (whole: string, before: string, prep: string, art: string) => `${before}${JOINED[prep]![art] ?? `${prep} ${art}`}`);
  if (capital && out.startsWith(OPEN)) out = out.charAt(1).toUpperCase() + out.slice(2);
  return out.replace(MARKS, '').replace(EUPHONIC_AD, '$1ad ');
}

/** "a" before a word that opens with an "a" is written "ad" ("tocca ad Anna"). */
const EUPHONIC_AD = /(^|[\s(])a (?=[aàAÀ])/g;
