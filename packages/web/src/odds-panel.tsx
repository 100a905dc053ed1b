// An attack waits here until the player has seen its exact odds (asked of the server, which
// answers only for legal attacks and against what this seat may know) and confirms it. When the
// rules allow more than one way to strike the target (a blow, or a shot with each ranged weapon
// the model carries), the player picks one and sees its odds.
import { useEffect, useRef } from 'preact/hooks';
import { sectorOf, type AttackOdds, type Locale, type View } from '@delve/engine';
import type { OddsMessage } from '@delve/protocol';
import type { AttackAnswer } from './legal.ts';
import { useI18n } from './i18n.ts';
import { itemName } from './words.ts';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** "0: 40% · 1: 35% · 2+: 25%", leaving out wound counts that cannot happen. */
function spread(dist: readonly number[]): string {
  return dist.map((p, k) => [k, p] as const).filter(([, p]) => p >= 0.005)
    .map(([k, p]) => `${k}${k === dist.length - 1 && k > 0 ? '+' : ''}: ${pct(p)}`).join(' · ');
}

function mean(dist: readonly number[]): string {
  return dist.reduce((a, p, k) => a + p * k, 0).toFixed(2);
}

export function matches(o: OddsMessage | null, a: AttackAnswer): o is OddsMessage {
  return !!o && o.attacker === a.model && o.target === a.target && o.kind === a.kind && (a.kind === 'attack' || (o.weapon ?? null) === (a.weapon ?? null));
}

/** The sector of the target the attack comes from, with facing (FAC-K03): the defence it meets. */
function sectorLine(view: View | undefined, a: AttackAnswer, t: ReturnType<typeof useI18n>['t']) {
  const by = view?.models.find((m) => m.id === a.model);
  const target = view?.models.find((m) => m.id === a.target);
  if (!by || !target?.facing) return null;
  const sector = sectorOf(target, target.facing, by);
  return <p class="sector" data-sector={sector}>{t(`odds.sector.${sector}`)}</p>;
}

/** The Heroic card a snipe by the attacker would spend (FAC-I03), as its own view names it. */
function aimName(view: View | undefined, a: AttackAnswer, locale: Locale): string {
  const aim = view?.heroicHands?.[a.model]?.aim;
  return aim ? itemName(aim, locale) : '?';
}

const way = (a: AttackAnswer) => (a.kind === 'attack' ? 'attack' : `shoot:${a.weapon ?? ''}`);

export function OddsPanel({ attack, odds, names, choices, onChoose, onConfirm, onCancel, view, snipe }: {
  attack: AttackAnswer; odds: AttackOdds | null; names: Readonly<Record<string, string>>;
  /** With facing: where the attacker strikes the target from (FAC-K03), read off the view. */
  view?: View;
  /** The legal ways to strike this target; more than one gives a choice. */
  choices: readonly AttackAnswer[]; onChoose: (a: AttackAnswer) => void;
  onConfirm: () => void; onCancel: () => void;
  /** A shot that may snipe (FAC-I03): whether it does, and the choice. */
  snipe?: { on: boolean; set: (on: boolean) => void } | undefined;
}) {
  const { t, locale } = useI18n();
  const confirm = useRef<HTMLButtonElement>(null);
  // The confirm button takes the focus, so Enter confirms from the keyboard as a click would.
  useEffect(() => confirm.current?.focus(), [odds !== null]);
  const who = { attacker: names[attack.model] ?? attack.model, target: names[attack.target] ?? attack.target };
  return (
    <section class="odds" aria-labelledby="odds-title" role="dialog">
      <h2 id="odds-title">{t(attack.kind === 'shoot' ? 'odds.shoot' : 'odds.title', who)}</h2>
      {choices.length > 1 && (
        <label class="pick"><span>{t('odds.weapon')}</span>
          <select value={way(attack)} onChange={(e) => { const c = choices.find((x) => way(x) === (e.currentTarget as HTMLSelectElement).value); if (c) onChoose(c); }}>
            {choices.map((c) => <option key={way(c)} value={way(c)}>{c.kind === 'attack' ? t('odds.handToHand') : t('odds.shootWith', { weapon: itemName(c.weapon ?? '', locale) })}</option>)}
          </select>
        </label>
      )}
      {sectorLine(view, attack, t)}
      {!odds && <p class="hint" role="status">{t('odds.asking')}</p>}
      {odds && (
        <dl class="odds-table">
          <dt>{t('odds.hit')}</dt><dd>{pct(odds.hit)}</dd>
          <dt>{t('odds.dealt')}</dt><dd>{spread(odds.dealt)} <small>({t('odds.expected', { n: mean(odds.dealt) })})</small></dd>
          <dt>{t('odds.kill')}</dt><dd class="strong">{pct(odds.kill)}</dd>
          {odds.knockOut > 0 && <><dt>{t('odds.ko')}</dt><dd>{pct(odds.knockOut)}</dd></>}
          <dt>{t('odds.received')}</dt><dd>{spread(odds.received)} <small>({t('odds.expected', { n: mean(odds.received) })})</small></dd>
          <dt>{t('odds.down', who)}</dt><dd>{pct(odds.attackerDown)}</dd>
          {odds.friendlyFire > 0 && <><dt>{t('odds.friendly')}</dt><dd>{pct(odds.friendlyFire)}</dd></>}
        </dl>
      )}
      {snipe && (
        <label class="snipe">
          <input type="checkbox" checked={snipe.on} onChange={(e) => snipe.set((e.currentTarget as HTMLInputElement).checked)} />
          <span><strong>{t('odds.snipe')}</strong> {t('odds.snipeHint', { card: aimName(view, attack, locale) })}</span>
        </label>
      )}
      <div class="actions">
        <button type="button" class="primary" ref={confirm} onClick={onConfirm}>{t(attack.kind === 'shoot' ? (snipe?.on ? 'odds.confirmSnipe' : 'odds.confirmShoot') : 'odds.confirm')}</button>
        <button type="button" onClick={onCancel}>{t('odds.cancel')}</button>
      </div>
    </section>
  );
}
