// The end of the game: who won and why, and what the expedition came to (gold, monsters slain,
// wounds taken, who fell), member by member; then the replay, the saved game to download for
// `delve replay`, and a new game. It covers the board until the player closes it to look at the
// board; the side panel keeps a short verdict with a button to open it again.
import type { GameEvent, View } from '@delve/engine';
import { expeditionSummary, type Fate } from './summary.ts';
import { maybe, useI18n } from './i18n.ts';

const FATE_KEY: Record<Fate, 'end.fell' | 'end.left' | 'end.ko' | 'end.standing'> = { fell: 'end.fell', left: 'end.left', ko: 'end.ko', standing: 'end.standing' };

export function EndScreen({ view, log, download, onReplay, onNewGame, onClose }: {
  view: View; log: readonly { event: GameEvent }[]; download: string | null;
  onReplay: () => void; onNewGame: () => void; onClose: () => void;
}) {
  const { t } = useI18n();
  const r = view.result!;
  const s = expeditionSummary(view, log);
  return (
    <section class="end-screen" role="dialog" aria-modal="false" aria-labelledby="end-title">
      <h2 id="end-title">{t(r.winner === 'heroes' ? 'end.won' : 'end.lost')}</h2>
      <p class="why">{maybe(t, `reason.${r.reason}`, r.reason.replace(/-/g, ' '))} · {t('end.turns', { n: s.turns })}</p>
      <ul class="totals">
        <li><strong>{s.gold}</strong> {t('end.gold')}</li>
        <li><strong>{s.kills}</strong> {t(s.kills === 1 ? 'end.kills1' : 'end.kills')}</li>
        <li><strong>{s.woundsTaken}</strong> {t(s.woundsTaken === 1 ? 'end.wounds1' : 'end.wounds')}</li>
        <li><strong>{s.fallen.length}</strong> {t('end.fallen')}{s.fallen.length ? `: ${s.fallen.join(', ')}` : ''}</li>
      </ul>
      <table>
        <thead><tr><th>{t('end.member')}</th><th>{t('end.col.gold')}</th><th>{t('end.col.kills')}</th><th>{t('end.col.wounds')}</th><th>{t('end.col.fate')}</th></tr></thead>
        <tbody>
          {s.members.map((m) => (
            <tr key={m.id} class={m.fate}>
              <td>{m.name}</td>
              <td>{m.gold ?? '—'}</td>
              <td>{m.kills}</td>
              <td>{m.woundsTaken}{m.woundsLeft !== null ? ` (${t('end.left.of', { n: m.woundsLeft, max: m.maxWounds })})` : ''}</td>
              <td>{t(FATE_KEY[m.fate])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="actions">
        <button type="button" class="primary" onClick={onReplay}>{t('over.replay')}</button>
        {download && <a class="button" href={download} download>{t('end.download')}</a>}
        <button type="button" onClick={onNewGame}>{t('join.new')}</button>
        <button type="button" onClick={onClose}>{t('end.close')}</button>
      </div>
    </section>
  );
}
