// The Gamesmaster's screen beside the board: the whole dungeon as the GM view holds it (every
// section and its type, every trap, every secret door and whether it is found, monsters waiting
// off the board), the Room cards in the GM's hand at all times (GLD-R01) and the Dungeon Counters
// the GM holds (AHQ-E28), none of which a hero seat sees. The GM's decisions themselves (routine, pursuit,
// placement, monster actions, spending counters, DEC-30) are in the decision panel, as every
// seat's are; the reasons the Gamesmaster AI gave for its latest ones, newest first, are here too,
// for a person watching it play (the log keeps them all).
import type { View } from '@delve/engine';
import { maybe, useI18n } from './i18n.ts';
import type { LogLine } from './game-client.ts';
import { itemName, sentence } from './words.ts';

/** How many of the Gamesmaster AI's latest reasons the screen shows. */
const REASONS_SHOWN = 6;

export function GmPanel({ view, log, names }: { view: View; log: readonly LogLine[]; names: Readonly<Record<string, string>> }) {
  const { t, locale } = useI18n();
  const reasons = log.filter((l) => l.event.type === 'gmReason').slice(-REASONS_SHOWN).reverse();
  const away = view.models.filter((m) => m.away && !m.dead);
  const secret = view.map.doors.filter((d) => d.secret);
  const disguised = view.models.filter((m) => m.disguise && !m.dead);
  const at = (cell: number) => t('gm.doorAt', { x: cell % view.map.width, y: Math.floor(cell / view.map.width) });
  return (
    <section class="gm" aria-labelledby="gm-title">
      <h2 id="gm-title">{t('gm.title')}</h2>
      <p title={t('gm.counterHint')}>{t('gm.counters', { n: view.gmCounters ?? 0 })}</p>
      {reasons.length > 0 && (
        <>
          <h3>{t('gm.reasons')}</h3>
          <ol class="compact gm-reasons" aria-live="polite">
            {reasons.map((l) => <li key={l.key}>{sentence(l.event, names, locale)}</li>)}
          </ol>
        </>
      )}
      {view.gmHand && (
        <>
          <h3>{t('gm.hand')} ({view.gmHand.length})</h3>
          {view.gmHand.length === 0 ? <p class="hint">{t('gm.handEmpty')}</p> : (
            <ul class="compact hand">
              {view.gmHand.map((c, i) => <li key={`${c.card}.${i}`}>{t('gm.cardSize', { name: c.name, w: c.size[0], h: c.size[1] })}</li>)}
            </ul>
          )}
        </>
      )}
      {secret.length > 0 && (
        <details open>
          <summary>{t('gm.secretDoors')} ({secret.length})</summary>
          <ul class="compact secret-doors">
            {secret.map((d) => <li key={d.id} class={d.unfound ? 'unfound' : 'found'}>{at(d.cells[0] ?? 0)} · {t(d.unfound ? 'gm.secretUnfound' : 'gm.secretFound')}</li>)}
          </ul>
        </details>
      )}
      <details>
        <summary>{t('gm.sections')} ({view.map.sections.length})</summary>
        <ul class="compact">
          {view.map.sections.map((s) => (
            <li key={s.id}>{s.id}: {t(`section.${s.kind}`)}{s.type ? ` (${maybe(t, `room.${s.type}`, s.type)})` : ''} · {s.revealed ? t('gm.revealed') : t('gm.hidden')}</li>
          ))}
        </ul>
      </details>
      {view.map.traps.length > 0 && (
        <details>
          <summary>{t('gm.traps')} ({view.map.traps.length})</summary>
          <ul class="compact">
            {view.map.traps.map((tr) => <li key={tr.id}>{itemName(tr.trap)} · {tr.cell % view.map.width}, {Math.floor(tr.cell / view.map.width)}{tr.chest ? ` (${tr.chest})` : ''}</li>)}
          </ul>
        </details>
      )}
      {disguised.length > 0 && (
        <>
          <h3>{t('gm.disguised')}</h3>
          <ul class="compact disguised">{disguised.map((m) => <li key={m.id}>{t('gm.disguisedAs', { name: m.name, as: itemName(m.disguise!) })}</li>)}</ul>
        </>
      )}
      {away.length > 0 && (
        <>
          <h3>{t('gm.waiting')}</h3>
          <ul class="compact">{away.map((m) => <li key={m.id}>{m.name}</li>)}</ul>
        </>
      )}
    </section>
  );
}
