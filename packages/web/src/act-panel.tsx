// The `act` decision as a form: pick a model, then any action the answer allows. Every action kind
// is offered and the engine refuses what the rules forbid (with its reason); the board's clicks,
// guided by the legal answers, are shortcuts for the same answers. A shot names its weapon when the
// model has more than one it may shoot with. What is not about where a figure stands (potions,
// spells, giving and taking, pushing, dragging) is a compact menu per kind, of the legal answers
// only, so a model with many items shows a few menus rather than a button per pair.
import { useState } from 'preact/hooks';
import type { ActAnswer, Answer, Decision, Facing, ModelView, View, Wall } from '@delve/engine';
import { answerLabel, itemName } from './words.ts';
import { answerSpot } from './spot.ts';
import { useI18n, type T } from './i18n.ts';
import { pushOdds } from './moments.ts';

type Act = Extract<Decision, { kind: 'act' }>;

export interface ActPanelProps {
  view: View;
  decision: Act;
  selected: string | null;
  onSelect: (model: string) => void;
  onAnswer: (a: ActAnswer) => void;
  /** The decision's legal answers (for the weapons a shot may use, and the rarer actions). */
  legal: readonly Answer[];
  names: Readonly<Record<string, string>>;
  /** With facing: the facing the picked model's moves end with (null: as it faces now, FAC-F03). */
  endFacing: Facing | null;
  onEndFacing: (f: Facing | null) => void;
}

const ARROWS: Readonly<Record<Facing, string>> = { N: '↑', E: '→', S: '↓', W: '←' };
const FACING_ORDER: readonly Facing[] = ['N', 'E', 'S', 'W'];

/** Kinds the form and the board already offer; any other legal action is listed in words. */
const COVERED = new Set<Answer['kind']>(['move', 'attack', 'shoot', 'run', 'searchTreasure', 'end', 'endPhase', 'removeArmour', 'leave', 'searchSecret', 'door', 'chest', 'disarm']);

/** The kinds shown as menus of their legal answers, in this order. */
const MENUS = ['potion', 'cast', 'give', 'take', 'push', 'drag'] as const;
type MenuKind = (typeof MENUS)[number];

/** One legal answer of a menu, short: the menu names the action already; a push gives its odds. */
function optionLabel(a: ActAnswer, n: (id: string) => string, t: T, view: View): string {
  switch (a.kind) {
    case 'potion': return a.target === a.model ? t('opt.drink', { item: n(a.item) }) : t('opt.potion', { item: n(a.item), target: n(a.target) });
    case 'cast': return t('opt.cast', { spell: n(a.spell), target: n(a.target) });
    case 'give': return t('opt.give', { item: n(a.item), target: n(a.target) });
    case 'take': return t('opt.take', { item: n(a.item), target: n(a.target) });
    case 'push': {
      const p = view.models.find((m) => m.id === a.model), q = view.models.find((m) => m.id === a.target);
      return p && q ? t('opt.push', { target: n(a.target), pct: Math.round(pushOdds(p.profile.strength, q.profile.strength) * 100) }) : n(a.target);
    }
    case 'drag': { const to = a.path[a.path.length - 1]; return t('opt.drag', { target: n(a.target), x: to?.[0] ?? '', y: to?.[1] ?? '' }); }
    default: return a.kind;
  }
}

/** A menu of one kind's legal answers and the button that does the one chosen. */
function Menu({ kind, answers, n, view, onAnswer }: { kind: MenuKind; answers: ActAnswer[]; n: (id: string) => string; view: View; onAnswer: (a: ActAnswer) => void }) {
  const { t } = useI18n();
  const options = answers.map((a) => ({ value: optionLabel(a, n, t, view), answer: a }));
  const [chosen, setChosen] = useState('');
  // The choice is read against the answers now legal: another decision may list others.
  const pick = options.find((o) => o.value === chosen) ?? options[0]!;
  return (
    <div class="row menu" data-menu={kind}>
      <Pick label={t(`act.menu.${kind}`)} value={pick.value} options={options.map((o) => ({ value: o.value, label: o.value }))} onChange={setChosen} />
      <button type="button" onClick={() => onAnswer(pick.answer)}>{t(`act.do.${kind}`)}</button>
      {kind === 'push' && <p class="hint">{t('act.push.hint')}</p>}
    </div>
  );
}

function Pick<T extends string>({ label, value, options, onChange }: { label: string; value: T | ''; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <label class="pick">
      <span>{label}</span>
      <select value={value} data-spot={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as T)}>
        {options.length === 0 && <option value="">—</option>}
        {options.map((o) => <option value={o.value} key={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
}

const WALLS: Wall[] = ['north', 'east', 'south', 'west'];

export function ActPanel({ view, decision, selected, onSelect, onAnswer, legal, names, endFacing, onEndFacing }: ActPanelProps) {
  const { t, locale } = useI18n();
  const me: ModelView | undefined = view.models.find((m) => m.id === selected && decision.models.includes(m.id));
  const [target, setTarget] = useState('');
  const [door, setDoor] = useState('');
  const [trap, setTrap] = useState('');
  const [chest, setChest] = useState('');
  const [wall, setWall] = useState<Wall>('north');
  const [weapon, setWeapon] = useState('');
  const onBoard = view.models.filter((m) => !m.left && m.x >= 0);
  const enemies = me ? onBoard.filter((m) => m.side !== me.side && !m.ko) : [];
  const first = <T,>(v: string, xs: T[], key: (x: T) => string) => (xs.some((x) => key(x) === v) ? v : xs[0] ? key(xs[0]) : '');
  const tgt = first(target, enemies, (m) => m.id);
  const dr = first(door, view.map.doors, (d) => d.id);
  const tr = first(trap, view.map.traps, (t) => t.id);
  const ch = first(chest, view.map.chests, (c) => c.id);
  // The weapons this model may shoot with now (the legal shots name them), else its own.
  const shots = me ? legal.filter((a): a is Extract<Answer, { kind: 'shoot' }> => a.kind === 'shoot' && a.model === me.id) : [];
  const weapons = [...new Set(shots.flatMap((a) => (a.weapon ? [a.weapon] : [])))];
  const wp = first(weapon, weapons, (w) => w);
  const mine = me ? legal.filter((a): a is ActAnswer => 'model' in a && a.model === me.id) : [];
  const menus = MENUS.map((kind) => ({ kind, answers: mine.filter((a) => a.kind === kind) })).filter((m) => m.answers.length > 0);
  const others = mine.filter((a) => !COVERED.has(a.kind) && !(MENUS as readonly string[]).includes(a.kind));
  const n = (id: string) => names[id] ?? itemName(id, locale);

  return (
    <div class="act-panel">
      <div class="models" role="group" aria-label={t('act.models')}>
        {decision.models.map((id) => {
          const m = view.models.find((x) => x.id === id);
          return (
            <button type="button" key={id} aria-pressed={id === selected} onClick={() => onSelect(id)} class={id === selected ? 'on' : ''}>
              {m?.name ?? id}{decision.current === id ? t('act.acting') : ''}
            </button>
          );
        })}
      </div>
      {!me && <p class="hint">{t('act.pick')}</p>}
      {me && (
        <>
          <p class="hint">{t('act.hint', { name: me.name })}</p>
          {me.facing && (
            // FAC-F03: turning is free in the figure's own turn; a move may end with a facing.
            <div class="row facing" role="group" aria-label={t('facing.label')}>
              <span>{t('facing.now', { name: me.name, facing: t(`facing.${me.facing}`) })}</span>
              <span class="facing-end" title={t('facing.keys')}>{t('facing.endMove')}
                {FACING_ORDER.map((f) => (
                  <button type="button" key={f} class="arrow" aria-pressed={endFacing === f} aria-label={t(`facing.${f}`)} data-facing={f}
                    onClick={() => onEndFacing(endFacing === f ? null : f)}>{ARROWS[f]}</button>
                ))}
              </span>
              <button type="button" disabled={!endFacing || endFacing === me.facing} onClick={() => endFacing && onAnswer({ kind: 'turn', model: me.id, facing: endFacing })}>{t('facing.turn')}</button>
            </div>
          )}
          <div class="row">
            <Pick label={t('act.enemy')} value={tgt} options={enemies.map((m) => ({ value: m.id, label: m.name }))} onChange={setTarget} />
            <button type="button" disabled={!tgt} onClick={() => onAnswer({ kind: 'attack', model: me.id, target: tgt })}>{t('act.attack')}</button>
            {weapons.length > 1 && <Pick label={t('act.weapon')} value={wp} options={weapons.map((w) => ({ value: w, label: itemName(w, locale) }))} onChange={setWeapon} />}
            <button type="button" disabled={!tgt} onClick={() => onAnswer({ kind: 'shoot', model: me.id, target: tgt, ...(wp ? { weapon: wp } : {}) })}>{t('act.shoot')}</button>
          </div>
          {menus.length > 0 && (
            <div class="menus" role="group" aria-label={t('act.items')}>
              {menus.map((m) => <Menu key={`${me.id}:${m.kind}`} kind={m.kind} answers={m.answers} n={n} view={view} onAnswer={onAnswer} />)}
            </div>
          )}
          {others.length > 0 && (
            <div class="actions others">
              {others.map((a, i) => <button type="button" key={i} data-spot={answerSpot(a)} onClick={() => onAnswer(a as ActAnswer)}>{answerLabel(a, names, t)}</button>)}
            </div>
          )}
          <div class="actions">
            <button type="button" onClick={() => onAnswer({ kind: 'run', model: me.id })}>{t('act.run')}</button>
            <button type="button" onClick={() => onAnswer({ kind: 'searchTreasure', model: me.id })}>{t('act.search')}</button>
            <button type="button" onClick={() => onAnswer({ kind: 'end', model: me.id })}>{t('act.end', { name: me.name })}</button>
          </div>
          <details class="more">
            <summary>{t('act.more')}</summary>
            <div class="actions">
              <button type="button" onClick={() => onAnswer({ kind: 'removeArmour', model: me.id })}>{t('act.removeArmour')}</button>
              <button type="button" onClick={() => onAnswer({ kind: 'leave', model: me.id })}>{t('act.leave')}</button>
            </div>
            <div class="row">
              <Pick label={t('act.wall')} value={wall} options={WALLS.map((w) => ({ value: w, label: t(`wall.${w}`) }))} onChange={setWall} />
              <button type="button" onClick={() => onAnswer({ kind: 'searchSecret', model: me.id, wall })}>{t('act.searchSecret')}</button>
            </div>
            <div class="row">
              <Pick label={t('act.door')} value={dr} options={view.map.doors.map((d) => ({ value: d.id, label: `${names[d.id] ?? t('tile.door')} (${t(d.open ? 'act.open' : 'act.closed')})` }))} onChange={setDoor} />
              <button type="button" disabled={!dr} onClick={() => onAnswer({ kind: 'door', model: me.id, door: dr })}>{t('act.openClose')}</button>
            </div>
            {view.map.chests.length > 0 && (
              <div class="row">
                <Pick label={t('act.chest')} value={ch} options={view.map.chests.map((c) => ({ value: c.id, label: `${names[c.id] ?? t('tile.chest')}${c.open ? ` (${t('act.open')})` : ''}` }))} onChange={setChest} />
                <button type="button" disabled={!ch} onClick={() => onAnswer({ kind: 'chest', model: me.id, chest: ch })}>{t('act.openChest')}</button>
              </div>
            )}
            {view.map.traps.length > 0 && (
              <div class="row">
                <Pick label={t('act.trap')} value={tr} options={view.map.traps.map((t) => ({ value: t.id, label: names[t.id] ?? itemName(t.trap, locale) }))} onChange={setTrap} />
                <button type="button" disabled={!tr} onClick={() => onAnswer({ kind: 'disarm', model: me.id, trap: tr })}>{t('act.disarm')}</button>
              </div>
            )}
          </details>
        </>
      )}
      <div class="actions end">
        <button type="button" onClick={() => onAnswer({ kind: 'endPhase' })}>{t('act.endPhase')}</button>
      </div>
    </div>
  );
}
