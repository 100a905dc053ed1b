// The odds an interception changes (FAC-I01, DEC-28): the shot against its target if no one steps
// in, and against each figure that may take it instead, side by side before the seat decides.
import type { Decision } from '@delve/engine';
import { useI18n } from './i18n.ts';

const pct = (p: number) => `${Math.round(p * 100)}%`;

export function InterceptOdds({ d, n }: { d: Extract<Decision, { kind: 'intercept' }>; n: (id: string) => string }) {
  const { t } = useI18n();
  const odds = d.odds;
  if (!odds) return <p class="moment">{t('intercept.spell', { target: n(d.target) })}</p>;
  const rows = [{ id: d.target, label: t('intercept.passes', { target: n(d.target) }) }, ...d.models.map((id) => ({ id, label: t('intercept.stepsIn', { name: n(id) }) }))];
  return (
    <table class="intercept-odds" aria-label={t('intercept.oddsTitle')}>
      <thead><tr><th scope="col" /><th scope="col">{t('odds.hit')}</th><th scope="col">{t('intercept.wounds')}</th><th scope="col">{t('intercept.down')}</th></tr></thead>
      <tbody>{rows.map((r) => {
        const o = odds[r.id];
        return o && <tr key={r.id} data-odds={r.id}><th scope="row">{r.label}</th><td>{pct(o.hit)}</td><td>{o.wounds.toFixed(1)}</td><td>{pct(o.down)}</td></tr>;
      })}</tbody>
    </table>
  );
}
