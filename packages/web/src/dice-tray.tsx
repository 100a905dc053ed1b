// The dice as rolled: each roll's d12 faces, what they were for, and who rolled them.
import type { Snapshot } from './game-client.ts';
import { sentence } from './words.ts';
import { maybe, useI18n } from './i18n.ts';


export function DiceTray({ dice, names }: { dice: Snapshot['dice']; names: Readonly<Record<string, string>> }) {
  const { t, locale } = useI18n();
  const recent = [...dice].reverse().slice(0, 4);
  return (
    <section class="dice" aria-labelledby="dice-title">
      <h2 id="dice-title">{t('dice')}</h2>
      {recent.length === 0 && <p class="hint">{t('dice.none')}</p>}
      <ul>
        {recent.map(({ key, event }, i) => (
          <li key={key} class={i === 0 ? 'latest' : ''} aria-label={sentence(event, names, locale)}>
            <span class="who">{event.by === null ? t('dice.gm') : names[event.by] ?? event.by} · {maybe(t, `purpose.${event.purpose}`, event.purpose)}</span>
            <span class="faces" aria-hidden="true">
              {event.faces.map((f, j) => <span key={j} class={`d12${f === 12 ? ' crit' : f === 1 ? ' fumble' : ''}`}>{f}</span>)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
