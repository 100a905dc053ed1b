// The log in words (the engine's formatter, in the chosen language), filterable by kind of event and by text.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LogLine } from './game-client.ts';
import { groupOf, LOG_GROUPS, sentence, type LogGroup } from './words.ts';
import { useI18n } from './i18n.ts';

export function LogPanel({ log, names }: { log: LogLine[]; names: Readonly<Record<string, string>> }) {
  const { t, locale } = useI18n();
  const [hidden, setHidden] = useState<ReadonlySet<LogGroup>>(new Set());
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => log.map((l) => ({ ...l, group: groupOf(l.event), words: sentence(l.event, names, locale) })), [log, names, locale]);
  const q = text.trim().toLowerCase();
  const shown = lines.filter((l) => !hidden.has(l.group) && (!q || l.words.toLowerCase().includes(q)));
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  const toggle = (g: LogGroup) => {
    const next = new Set(hidden);
    if (next.has(g)) next.delete(g);
    else next.add(g);
    setHidden(next);
  };
  return (
    <section class="log" aria-labelledby="log-title">
      <h2 id="log-title">{t('log')}</h2>
      <fieldset class="filters">
        <legend class="sr-only">{t('log.show')}</legend>
        {LOG_GROUPS.map(({ group, label }) => (
          <label key={group}><input type="checkbox" checked={!hidden.has(group)} onChange={() => toggle(group)} /> {t(label)}</label>
        ))}
        <input type="search" placeholder={t('log.filter')} aria-label={t('log.filterLabel')} value={text} onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
      </fieldset>
      <ol ref={list} tabIndex={0} aria-label={t('log.label')}>
        {shown.map((l) => <li key={l.key} class={`g-${l.group}`}>{l.words}</li>)}
      </ol>
    </section>
  );
}
