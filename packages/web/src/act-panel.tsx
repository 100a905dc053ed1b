// The `act` decision as a form: pick a model, then any action the answer allows. Every action kind
// is offered and the engine refuses what the rules forbid (with its reason); the board's clicks,
// guided by the legal answers, are shortcuts for the same answers. A shot names its weapon when the
// model has more than one it may shoot with; the rarer legal actions (pushes, gifts, drags…) are
// listed in words.
import { useState } from 'preact/hooks';
import type { ActAnswer, Answer, Decision, Facing, ModelView, View, Wall } from '@delve/engine';
import { answerLabel, itemName } from './words.ts';
import { answerSpot } from './spot.ts';
import { useI18n } from './i18n.ts';

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
const COVERED = new Set<Answer['kind']>(['move', 'attack', 'shoot', 'run', 'searchTreasure', 'end', 'endPhase', 'removeArmour', 'leave', 'searchSecret', 'door', 'chest', 'disarm', 'potion', 'cast']);

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
  const [friend, setFriend] = useState('');
  const [door, setDoor] = useState('');
  const [trap, setTrap] = useState('');
  const [chest, setChest] = useState('');
  const [wall, setWall] = useState<Wall>('north');
  const [item, setItem] = useState('');
  const [spell, setSpell] = useState('');
  const [weapon, setWeapon] = useState('');
  const onBoard = view.models.filter((m) => !m.left && m.x >= 0);
  const enemies = me ? onBoard.filter((m) => m.side !== me.side && !m.ko) : [];
  const allies = me ? onBoard.filter((m) => m.side === me.side) : [];
  const first = <T,>(v: string, xs: T[], key: (x: T) => string) => (xs.some((x) => key(x) === v) ? v : xs[0] ? key(xs[0]) : '');
  const tgt = first(target, enemies, (m) => m.id);
  const fr = first(friend, allies, (m) => m.id);
  const dr = first(door, view.map.doors, (d) => d.id);
  const tr = first(trap, view.map.traps, (t) => t.id);
  const ch = first(chest, view.map.chests, (c) => c.id);
  const it = me ? first(item, me.items, (i) => i) : '';
  const sp = me ? first(spell, me.spells, (s) => s) : '';
  // The weapons this model may shoot with now (the legal shots name them), else its own.
  const shots = me ? legal.filter((a): a is Extract<Answer, { kind: 'shoot' }> => a.kind === 'shoot' && a.model === me.id) : [];
  const weapons = [...new Set(shots.flatMap((a) => (a.weapon ? [a.weapon] : [])))];
  const wp = first(weapon, weapons, (w) => w);
  const others = me ? legal.filter((a) => 'model' in a && a.model === me.id && !COVERED.has(a.kind)) : [];

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
            {(me.items.length > 0 || me.spells.length > 0) && (
              <div class="row">
                <Pick label={t('act.for')} value={fr} options={allies.map((m) => ({ value: m.id, label: m.name }))} onChange={setFriend} />
              </div>
            )}
            {me.items.length > 0 && (
              <div class="row">
                <Pick label={t('act.item')} value={it} options={me.items.map((i) => ({ value: i, label: itemName(i, locale) }))} onChange={setItem} />
                <button type="button" disabled={!it || !fr} onClick={() => onAnswer({ kind: 'potion', model: me.id, item: it, target: fr })}>{t('act.potion')}</button>
              </div>
            )}
            {me.spells.length > 0 && (
              <div class="row">
                <Pick label={t('act.spell')} value={sp} options={me.spells.map((s) => ({ value: s, label: itemName(s, locale) }))} onChange={setSpell} />
                <button type="button" disabled={!sp} onClick={() => onAnswer({ kind: 'cast', model: me.id, spell: sp, target: fr || me.id })}>{t('act.castFor')}</button>
                <button type="button" disabled={!sp || !tgt} onClick={() => onAnswer({ kind: 'cast', model: me.id, spell: sp, target: tgt })}>{t('act.castEnemy')}</button>
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
