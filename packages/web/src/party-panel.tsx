// Every model the seat can see, as text: wounds, Heroic cards held, Leader, KO and hidden
// identities, so what the board shows in colour is also there in words (and for screen readers).
import type { View } from '@delve/engine';
import { modelLine } from './words.ts';
import { useI18n } from './i18n.ts';

export function PartyPanel({ view, onPick }: { view: View; onPick: (x: number, y: number) => void }) {
  const { t } = useI18n();
  const shown = view.models.filter((m) => !m.left && !m.dead);
  const side = (s: 'heroes' | 'monsters') => shown.filter((m) => m.side === s);
  return (
    <section class="party" aria-labelledby="party-title">
      <h2 id="party-title">{t('party')}</h2>
      {(['heroes', 'monsters'] as const).map((s) => side(s).length > 0 && (
        <ul key={s} class={s}>
          {side(s).map((m) => (
            <li key={m.id}>
              <button type="button" class="link" onClick={() => onPick(m.x, m.y)}>{modelLine(m, view.leader, t, view.heroicHands?.[m.id]?.count)}</button>
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
