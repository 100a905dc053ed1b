// Character sheets for the models this browser plays: profile, wounds, Fate Points, weapons,
// armour, ammunition, items, gold, spells and spell components, and the Heroic cards held
// (GLD-H01), all from the seat's own view.
import type { HeroicCardView, HeroicHandView, ModelView, View } from '@delve/engine';
import { useI18n, type Key, type T } from './i18n.ts';
import { itemName } from './words.ts';

const PROFILE: readonly [keyof ModelView['profile'], Key][] = [
  ['ws', 'stat.ws'], ['bs', 'stat.bs'], ['strength', 'stat.strength'], ['toughness', 'stat.toughness'], ['speed', 'stat.speed'], ['bravery', 'stat.bravery'], ['intelligence', 'stat.intelligence'],
];

/** What a Heroic card does, in the client's words. */
function heroicText(c: HeroicCardView, t: T): string {
  const e = c.effect;
  if (e.kind === 'reroll-to-hit') return t('heroic.reroll-to-hit');
  if (e.kind === 'negate-wounds' && e.amount === 1) return t('heroic.negate-wounds.one');
  return t(`heroic.${e.kind}`, { amount: e.amount });
}

/** The hero's Heroic cards, each named with what it does; the one a snipe would spend marked. */
function HeroicHand({ hand }: { hand: HeroicHandView }) {
  const { t, locale } = useI18n();
  if (!hand.cards || hand.cards.length === 0) return <dd>{t('sheet.none')}</dd>;
  // The first copy of the aim card is the one marked.
  const aim = hand.aim === undefined ? -1 : hand.cards.findIndex((c) => c.card === hand.aim);
  return (
    <dd><ul class="heroic-hand">
      {hand.cards.map((c, i) => (
        <li key={`${c.card}-${i}`}><strong>{itemName(c.card, locale)}</strong>: {heroicText(c, t)}
          {i === aim && <em> ({t('sheet.heroicAim')})</em>}</li>
      ))}
    </ul></dd>
  );
}

function Sheet({ m, open, hand }: { m: ModelView; open: boolean; hand: HeroicHandView | undefined }) {
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
        {hand && <><dt>{t('sheet.heroic')}</dt><HeroicHand hand={hand} /></>}
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
      {mine.map((m) => <Sheet key={m.id} m={m} hand={view.heroicHands?.[m.id]} open={m.id === (selected ?? mine[0]!.id)} />)}
    </section>
  );
}
