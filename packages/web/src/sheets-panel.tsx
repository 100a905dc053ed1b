// Character sheets for the models this browser plays: profile, wounds, Fate Points, weapons,
// armour, ammunition, items, gold, spells and spell components, all from the seat's own view.
import type { ModelView, View } from '@delve/engine';
import { useI18n, type Key } from './i18n.ts';
import { itemName } from './words.ts';

const PROFILE: readonly [keyof ModelView['profile'], Key][] = [
  ['ws', 'stat.ws'], ['bs', 'stat.bs'], ['strength', 'stat.strength'], ['toughness', 'stat.toughness'], ['speed', 'stat.speed'], ['bravery', 'stat.bravery'], ['intelligence', 'stat.intelligence'],
];

function Sheet({ m, open }: { m: ModelView; open: boolean }) {
  const { t, locale } = useI18n();
  const name = (id: string) => itemName(id, locale);
  const list = (xs: readonly string[]) => (xs.length ? xs.map(name).join(', ') : t('sheet.none'));
  const ammo = Object.entries(m.ammo).map(([k, n]) => `${name(k)} ×${n}`);
  const comps = Object.entries(m.components ?? {}).filter(([, n]) => n > 0).map(([k, n]) => `${name(k)} ×${n}`);
  return (
    <details class="sheet" open={open}>
      <summary>{m.name}{m.ko ? ` (${t('model.ko')})` : ''}</summary>
      <table class="profile"><tbody>
        <tr>{PROFILE.map(([, label]) => <th key={label}>{t(label)}</th>)}</tr>
        <tr>{PROFILE.map(([k, label]) => <td key={label}>{m.profile[k]}</td>)}</tr>
      </tbody></table>
      <dl>
        <dt>{t('sheet.wounds')}</dt><dd>{m.wounds ?? '?'} / {m.maxWounds}</dd>
        <dt>{t('sheet.fate')}</dt><dd>{m.fate ?? '?'} / {m.profile.fate}</dd>
        <dt>{t('sheet.weapons')}</dt><dd>{list(m.weapons)}</dd>
        <dt>{t('sheet.armour')}</dt><dd>{list([m.armour, m.shield].filter((x): x is string => !!x))}</dd>
        {ammo.length > 0 && <><dt>{t('sheet.ammo')}</dt><dd>{ammo.join(', ')}</dd></>}
        <dt>{t('sheet.items')}</dt><dd>{list(m.items)}</dd>
        <dt>{t('sheet.gold')}</dt><dd>{m.gold ?? 0}</dd>
        {(m.spells.length > 0 || comps.length > 0) && <><dt>{t('sheet.spells')}</dt><dd>{list(m.spells)}</dd>
          <dt>{t('sheet.components')}</dt><dd>{comps.join(', ') || t('sheet.none')}</dd></>}
      </dl>
    </details>
  );
}

/** Every sheet is there; the picked model's is open. */
export function SheetsPanel({ view, seats, selected }: { view: View; seats: readonly string[]; selected: string | null }) {
  const { t } = useI18n();
  const mine = view.models.filter((m) => m.kind === 'hero' && seats.includes(m.seat) && !m.dead);
  if (mine.length === 0) return null;
  return (
    <section class="sheets" aria-labelledby="sheets-title">
      <h2 id="sheets-title">{t('sheet.title')}</h2>
      {mine.map((m) => <Sheet key={m.id} m={m} open={m.id === (selected ?? mine[0]!.id)} />)}
    </section>
  );
}
