// The aof-quest game page's panels: the exact odds of a charge or a shot before it is made
// (the engine's, weapon by weapon), the heroes' sheets with power and spell tokens, statuses and
// wounds, the enemies on the field, the objectives, and the end of the mission.
import type { AofSeatView, OptionOdds } from '@delve/engine';
import { itemName } from './words.ts';
import { useI18n, type Key } from './i18n.ts';

const pct = (p: number) => `${Math.round(p * 100)}%`;
const one = (n: number) => (Math.round(n * 10) / 10).toString();
const mean = (d: readonly number[]) => d.reduce((a, p, k) => a + p * k, 0);

export function AofOdds({ odds, title, unit, confirm, onConfirm, onCancel }: {
  odds: OptionOdds | null; title: string; unit: (id: string) => string; confirm: 'charge' | 'shoot' | 'cast'; onConfirm: () => void; onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  return (
    <section class="odds aof-odds" aria-live="polite">
      <h2>{t('aof.play.odds')}</h2>
      <p>{title}</p>
      {!odds ? <p>{t('aof.play.asking')}</p> : (
        <>
          {odds.cast && <p class="cast-chance">{t('aof.play.castChance', { p: pct(odds.cast.chance), force: odds.cast.force })}</p>}
          <table>
            <thead><tr><th>{t(odds.cast ? 'aof.play.spell' : 'aof.play.weapon')}</th><th>{t('aof.play.dice')}</th><th>{t('aof.play.hit')}</th><th>{t('aof.play.hits')}</th><th>{t('aof.play.block')}</th><th>{t('aof.play.wounds')}</th></tr></thead>
            <tbody>
              {odds.weapons.map((w) => (
                <tr key={w.weapon}>
                  <td>{itemName(w.weapon, locale)}{w.deadly > 1 ? ` (${t('aof.play.deadly', { n: w.deadly })})` : ''}</td>
                  <td>{w.attacks}{w.impact > 0 ? ` ${t('aof.play.impact', { n: w.impact })}` : ''}</td>
                  <td>{pct(w.hit)}</td><td>{one(w.meanHits)}</td><td>{pct(w.block)}</td><td>{one(w.meanWounds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl>
            <dt>{t('aof.play.anyWound')}</dt><dd>{pct(1 - (odds.wounds[0] ?? 0))}</dd>
            <dt>{t('aof.play.meanWounds')}</dt><dd>{one(mean(odds.wounds))}</dd>
            <dt>{t('aof.play.kills')}</dt><dd>{odds.kills.map((p, k) => `${k}: ${pct(p)}`).join(' · ')}</dd>
            <dt>{t('aof.play.wipe')}</dt><dd>{pct(odds.wipe)}</dd>
          </dl>
          {odds.strikeBack && <p>{t('aof.play.strikeBack', { wounds: one(mean(odds.strikeBack.wounds)), down: pct(odds.strikeBack.wipe), hero: unit(odds.strikeBack.target) })}</p>}
        </>
      )}
      <div class="buttons">
        <button type="button" class="primary" disabled={!odds} onClick={onConfirm}>{t(confirm === 'charge' ? 'aof.play.charge' : confirm === 'cast' ? 'aof.play.cast' : 'aof.play.shoot')}</button>
        <button type="button" onClick={onCancel}>{t('aof.play.cancel')}</button>
      </div>
    </section>
  );
}

export function AofSheets({ view, unit }: { view: AofSeatView; unit: (id: string) => string }) {
  const { t, locale } = useI18n();
  const names = (ids: readonly string[]) => ids.map((x) => itemName(x, locale)).join(', ');
  const heroes = view.units.filter((u) => u.side === 'heroes');
  const enemies = view.units.filter((u) => u.side === 'ai');
  return (
    <section class="sheets aof-sheets">
      <h2>{t('aof.play.heroes')}</h2>
      {heroes.map((u) => {
        const h = u.hero!;
        const wounds = u.models[0]?.wounds ?? 0;
        return (
          <article key={u.id} class={`sheet${view.activating === u.id ? ' active' : ''}`} data-unit={unit(u.id)}>
            <h3>{unit(u.id)} <small>{itemName(h.class, locale)}</small></h3>
            <p>{t('aof.play.stats', { q: u.quality, d: u.defense, t: u.toughness })}</p>
            <p>{t('aof.play.heroStats', { str: h.str, dex: h.dex, wil: h.wil })}</p>
            <p class="power" aria-label={t('aof.play.power', { n: h.power, max: h.maxPower })}>
              {t('aof.play.power', { n: h.power, max: h.maxPower })} <span aria-hidden="true">{'●'.repeat(h.power)}{'○'.repeat(Math.max(0, h.maxPower - h.power))}</span>
            </p>
            {(u.spellTokens > 0 || h.spells.length > 0) && <p>{t('aof.play.spellTokens', { n: u.spellTokens })} <span aria-hidden="true">{'◆'.repeat(u.spellTokens)}</span></p>}
            <p>{t('aof.play.woundsOf', { n: wounds, max: u.toughness })}</p>
            <p class="statuses">
              {[h.unconscious && t('aof.play.unconscious'), h.escaped && t('aof.play.escaped'), u.shaken && t('aof.play.shaken'), u.fatigued && t('aof.play.fatigued'),
                ...u.statuses.map((s) => t(`aof.play.status.${s}` as Key))].filter(Boolean).join(' · ')}
            </p>
            <p>{t('aof.play.weapons', { list: names(u.weapons) })}</p>
            {h.items.length > 0 && <p>{t('aof.play.items', { list: names(h.items) })}</p>}
            {h.spells.length > 0 && <p>{t('aof.play.spells', { list: names(h.spells) })}</p>}
            <p>{t('aof.play.skill', { name: h.skill.name[locale], stat: t(`aof.play.stat.${h.skill.stat}` as Key) })}{h.gold > 0 ? ` · ${t('aof.play.gold', { n: h.gold })}` : ''}</p>
          </article>
        );
      })}
      <h2>{t('aof.play.enemies')}</h2>
      <ul class="aof-enemies">
        {enemies.map((u) => (
          <li key={u.id} data-unit={unit(u.id)}>
            <strong>{unit(u.id)}</strong>{' '}
            {t('aof.play.modelsOf', { n: u.models.length, max: u.startModels, w: u.models.reduce((a, m) => a + m.wounds, 0) })}{' · '}
            {t('aof.play.stats', { q: u.quality, d: u.defense, t: u.toughness })}
            {u.shaken ? ` · ${t('aof.play.shaken')}` : ''}{u.fatigued ? ` · ${t('aof.play.fatigued')}` : ''}{u.activated ? ` · ${t('aof.play.activated')}` : ''}
            {u.statuses.length > 0 ? ` · ${u.statuses.map((s) => t(`aof.play.status.${s}` as Key)).join(', ')}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AofObjectives({ view }: { view: AofSeatView }) {
  const { t, locale } = useI18n();
  return (
    <section class="aof-objectives">
      <h2>{t('aof.play.mission')}: {view.mission.name[locale]}</h2>
      <details><summary>{t('aof.play.objectives')}</summary><p>{view.mission.briefing[locale]}</p></details>
      <ul>
        {view.objectives.map((o) => <li key={o.id} class={o.done ? 'done' : ''}>{o.done ? '✔' : '○'} {o.name[locale]} ({t(o.done ? 'aof.play.done' : 'aof.play.todo')})</li>)}
      </ul>
    </section>
  );
}

export function AofEnd({ view, download, onReplay, onNewGame, onClose }: { view: AofSeatView; download: string | null; onReplay: () => void; onNewGame: () => void; onClose: () => void }) {
  const { t, locale } = useI18n();
  const r = view.result!;
  return (
    <div class="end-screen aof-end" role="dialog" aria-modal="true" aria-labelledby="aof-end-title">
      <div class="card">
        <h2 id="aof-end-title">{t(r.winner === 'heroes' ? 'aof.play.end.won' : 'aof.play.end.lost')}</h2>
        <p>{view.mission.name[locale]}</p>
        <p class="reason">{t(`aof.play.end.${r.reason}` as Key)}</p>
        <p>{t('aof.play.end.rounds', { n: view.round })}</p>
        <ul>{view.objectives.map((o) => <li key={o.id}>{o.done ? '✔' : '✘'} {o.name[locale]}</li>)}</ul>
        <div class="buttons">
          <button type="button" class="primary" onClick={onReplay}>{t('over.replay')}</button>
          {download && <a class="button" href={download} download>{t('aof.play.end.download')}</a>}
          <button type="button" onClick={onNewGame}>{t('aof.play.end.new')}</button>
          <button type="button" onClick={onClose}>{t('aof.play.end.close')}</button>
        </div>
      </div>
    </div>
  );
}
