// Events into sentences, in English or Italian. Kept apart from the rules: the engine emits data,
// views and logs turn it into words.
import { IntlMessageFormat } from 'intl-messageformat';
import type { GameEvent } from '../types.ts';
import { messageOf, subjectGender, type MessageId, type Names } from './messages.ts';
import { en } from './en.ts';
import { it } from './it.ts';
import { finishItalian } from './italian.ts';

export type { Names } from './messages.ts';
export { formatRefusal, RULE_REFUSALS } from './refusals.ts';
export { formatPrompt, PROMPTS, type PromptDecision, type PromptId } from './prompts.ts';
export type Locale = 'en' | 'it';
export const LOCALES: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = { en, it };

function compile(locale: Locale): Readonly<Record<MessageId, IntlMessageFormat>> {
  const messages = LOCALES[locale];
  return Object.freeze(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, new IntlMessageFormat(text, locale)])) as Record<MessageId, IntlMessageFormat>);
}

const COMPILED: Readonly<Record<Locale, Readonly<Record<MessageId, IntlMessageFormat>>>> = { en: compile('en'), it: compile('it') };

export function formatEvent(e: GameEvent, names: Names, locale: Locale = 'en'): string {
  const values = messageOf(e, names, locale);
  if (locale === 'it') values.g = subjectGender(e, names);
  const text = String(COMPILED[locale][e.type].format(values));
  return locale === 'it' ? finishItalian(text) : text;
}
export { aofOptionLabel, aofPrompt, aofWords, type AofDecisionRef, type AofQuestion, type AofWords, type AofWordsContent, type AofWordsUnit, type AofWordsView } from './aof-words.ts';
export { definiteArticle, finishItalian, guessGrammar, withArticle } from './italian.ts';
export { contentWords, localName, modelGrammar, modelName, naming, type ContentWords, type ModelRef, type NamedEntry, type Naming, type NamingView } from './names.ts';
