// The pending decision, plainly: what is asked, and a button or small form for each answer the
// decision allows. `act` has its own panel; monster placement is drafted on the board, and a
// Dungeon Counter's square is chosen on the board or from a list; a kind of
// decision this client has no form for lists its legal answers in words, so none is a dead end.
import { useState } from 'preact/hooks';
import type { Answer, Decision, Facing, GameEvent, View } from '@delve/engine';
import { ActPanel } from './act-panel.tsx';
import { InterceptOdds } from './intercept-odds.tsx';
import { optionRects, placeKey, placePicked } from './board-intent.ts';
import { answerLabel, decisionTitle, generatorOption, itemName, sentence } from './words.ts';
import { fateMoment, fightEnd } from './moments.ts';
import { useI18n } from './i18n.ts';
import { answerSpot, optionSpot } from './spot.ts';

export interface DecisionPanelProps {
  view: View;
  decision: Decision;
  seat: string;
  /** The step the decision is answered at (published for tools and tests, as the board's data). */
  step: number;
  names: Readonly<Record<string, string>>;
  selected: string | null;
  drafts: { model: string; at: [number, number] }[];
  /** The legal answers: a placement's one legal example can fill the drafts. */
  legal: readonly Answer[];
  onSelect: (model: string) => void;
  onDrafts: (drafts: { model: string; at: [number, number] }[]) => void;
  onAnswer: (a: Answer) => void;
  /** With facing: the facing the picked model's moves end with (null: as it faces now). */
  endFacing?: Facing | null;
  onEndFacing?: (f: Facing | null) => void;
  /** The seat's log, for the moment a decision is asked at (the roll a Fate Point would turn,
   * the loot of the fight just ended). */
  log?: readonly GameEvent[];
  /** The person at a seat and what they play ("Anna (Barbarian)"), for choices among seats. */
  who?: (seat: string) => string;
  /** The name the person at a seat goes by, if they gave one. */
  personName?: (seat: string) => string | null;
}

/** `spot`: what the choice points at on the board, when its answer does not say (a generator's option). */
function Buttons({ items, onPick }: { items: { key: string; label: string; answer: Answer; spot?: string }[]; onPick: (a: Answer) => void }) {
  return <div class="actions">{items.map((i) => <button type="button" key={i.key} data-spot={i.spot ?? answerSpot(i.answer)} onClick={() => onPick(i.answer)}>{i.label}</button>)}</div>;
}


/** Every legal answer as a button, in words: for decisions this client knows no form for. */
export function LegalAnswers({ legal, names, onAnswer }: { legal: readonly Answer[]; names: Readonly<Record<string, string>>; onAnswer: (a: Answer) => void }) {
  const { t } = useI18n();
  if (legal.length === 0) return <p class="hint">{t('decision.noAnswers')}</p>;
  return <Buttons onPick={onAnswer} items={legal.map((a, i) => ({ key: String(i), label: answerLabel(a, names, t), answer: a }))} />;
}

function Components({ d, onAnswer }: { d: Extract<Decision, { kind: 'components' }>; onAnswer: (a: Answer) => void }) {
  const { t, locale } = useI18n();
  const [picks, setPicks] = useState<Record<string, number>>({});
  const total = Object.values(picks).reduce((a, b) => a + b, 0);
  return (
    <form class="rows" onSubmit={(e) => { e.preventDefault(); onAnswer({ kind: 'components', picks }); }}>
      {d.options.map((c) => (
        <label class="pick" key={c}>
          <span>{itemName(c, locale)}</span>
          <input type="number" min={0} max={d.count} value={picks[c] ?? 0}
            onInput={(e) => setPicks({ ...picks, [c]: Number((e.currentTarget as HTMLInputElement).value) })} />
        </label>
      ))}
      <button type="submit" disabled={total !== d.count}>{t('decision.takeComponents', { n: total, count: d.count })}</button>
    </form>
  );
}

function ChestPick({ d, view, names, onAnswer }: { d: Extract<Decision, { kind: 'chestPick' }>; view: View; names: Readonly<Record<string, string>>; onAnswer: (a: Answer) => void }) {
  const { t } = useI18n();
  const [picked, setHero] = useState(d.heroes[0] ?? '');
  // The choice is read against this decision's heroes: the next pick may be another seat's.
  const hero = d.heroes.includes(picked) ? picked : d.heroes[0] ?? '';
  const chest = view.map.chests.find((c) => c.id === d.chest);
  const things = [...(chest?.gold ? ['gold'] : []), ...(chest?.items ?? [])];
  return (
    <div class="rows">
      <label class="pick"><span>{t('decision.hero')}</span>
        <select value={hero} onChange={(e) => setHero((e.currentTarget as HTMLSelectElement).value)}>
          {d.heroes.map((h) => <option value={h} key={h}>{names[h] ?? h}</option>)}
        </select>
      </label>
      <Buttons onPick={onAnswer} items={[
        ...things.map((x, i) => ({ key: `${x}.${i}`, label: x === 'gold' ? t('decision.takeGold', { gold: chest?.gold ?? 0 }) : t('decision.take', { item: names[x] ?? itemName(x) }), answer: { kind: 'pick', item: x, hero } as Answer })),
        { key: 'pass', label: t('decision.leaveRest'), answer: { kind: 'pick', item: null } },
      ]} />
    </div>
  );
}

/** Dungeon Counters (DEC-30): an entry the GM holds enough for, then one of its squares, picked on
 * the board (its squares are lit) or from the list; or the counters kept. */
function Counters({ d, picked, onPick, onAnswer }: { d: Extract<Decision, { kind: 'dungeonCounter' }>; picked: string | null; onPick: (entry: string) => void; onAnswer: (a: Answer) => void }) {
  const { t, locale } = useI18n();
  const offer = d.offers.find((o) => o.entry === picked) ?? null;
  const [square, setSquare] = useState<string>('');
  const at = offer?.squares.find((p) => `${p.x},${p.y}` === square) ?? offer?.squares[0] ?? null;
  return (
    <div class="rows">
      <div class="actions">{d.offers.map((o) => (
        <button type="button" key={o.entry} aria-pressed={picked === o.entry} onClick={() => { onPick(o.entry); setSquare(''); }}>
          {t('decision.counterOffer', { entry: o.name[locale], cost: String(o.cost) })}
        </button>
      ))}</div>
      {offer && at && (
        <>
          <p class="hint">{t('decision.counterHint')}</p>
          <label class="pick"><span>{t('decision.counterSquare')}</span>
            <select value={`${at.x},${at.y}`} onChange={(e) => setSquare((e.currentTarget as HTMLSelectElement).value)}>
              {offer.squares.map((p) => <option key={`${p.x},${p.y}`} value={`${p.x},${p.y}`}>{`${p.x}, ${p.y}`}</option>)}
            </select>
          </label>
          <button type="button" onClick={() => onAnswer({ kind: 'dungeonCounter', entry: offer.entry, at: [at.x, at.y] })}>
            {t('decision.counterPlay', { entry: offer.name[locale], x: String(at.x), y: String(at.y) })}
          </button>
        </>
      )}
      <Buttons onPick={onAnswer} items={[{ key: 'pass', label: t('decision.counterPass'), answer: { kind: 'dungeonCounter', entry: null } }]} />
    </div>
  );
}

function Generator({ d, names, picked, onPick, onAnswer }: { d: Extract<Decision, { kind: 'generator' }>; names: Readonly<Record<string, string>>; picked: string | null; onPick: (key: string) => void; onAnswer: (a: Answer) => void }) {
  const { t } = useI18n();
  const buttons = <Buttons onPick={onAnswer} items={d.options.map((o, i) => ({ key: String(i), label: generatorOption(o, t, names), answer: { kind: 'generator', choice: i }, spot: optionSpot(o) }))} />;
  // Places of a room or passage are picked on the board, where they are outlined; the words stay
  // below for the keyboard and screen readers.
  if (!d.options.some((o) => optionRects(o).length > 0)) return buttons;
  const shown = placePicked(picked);
  return (
    <div class="rows">
      <p class="hint">{t('place.pick')}</p>
      <div class="actions">
        <button type="button" class="primary" disabled={shown === null} onClick={() => shown !== null && onAnswer({ kind: 'generator', choice: shown })}>{t('place.confirm')}</button>
        <button type="button" onClick={() => onPick(placeKey(shown === null ? 0 : (shown + 1) % d.options.length))}>{t('place.next')}</button>
      </div>
      <details class="more"><summary>{t('decision.inWords')}</summary>{buttons}</details>
    </div>
  );
}

export function DecisionPanel(p: DecisionPanelProps) {
  const { decision: d, names, onAnswer, view } = p;
  const { t, locale } = useI18n();
  const n = (id: string) => names[id] ?? id;
  const seatName = (seat: string) => view.models.filter((m) => m.seat === seat && m.kind === 'hero').map((m) => m.name).join(', ') || (seat === 'gm' ? t('waiting.gm') : seat);
  // "Anna — Act with Barbarian": the person deciding, when they gave a name, then the question;
  // the heroes of the seat after it unless the question names them all.
  const title = decisionTitle(d, names, t, locale);
  const name = p.personName?.(p.seat) ?? null;
  const heading = name ? `${name} — ${title}` : title;
  const heroes = view.models.filter((m) => m.seat === p.seat && m.kind === 'hero').map((m) => m.name);
  const plays = heroes.length > 0 && heroes.every((h) => title.includes(h)) ? '' : seatName(p.seat);
  let body;
  switch (d.kind) {
    case 'act': body = <ActPanel view={view} decision={d} selected={p.selected} onSelect={p.onSelect} onAnswer={onAnswer} legal={p.legal} names={names} endFacing={p.endFacing ?? null} onEndFacing={p.onEndFacing ?? (() => {})} />; break;
    case 'choosePlayer': body = <Buttons onPick={onAnswer} items={d.options.map((s) => ({ key: s, label: p.who?.(s) ?? seatName(s), answer: { kind: 'choosePlayer', player: s } }))} />; break;
    case 'fate': body = (
      <>
        <p class="moment">{fateMoment(d, view, p.log ?? [], names, t)}</p>
        <Buttons onPick={onAnswer} items={[{ key: 'y', label: t('decision.spendFate'), answer: { kind: 'fate', spend: true } }, { key: 'n', label: t('decision.keepFate'), answer: { kind: 'fate', spend: false } }]} />
      </>
    ); break;
    case 'freeAttack': case 'fumbleVictim': body = <Buttons onPick={onAnswer} items={d.options.map((id) => ({ key: id, label: n(id), answer: { kind: 'target', target: id } }))} />; break;
    case 'newLeader': {
      // After a fight: what it ended with and the loot shared, beside the choice.
      const end = fightEnd(p.log ?? []);
      body = (
        <>
          {end.length > 0 && <ul class="moment fight-end" aria-label={t('fight.over')}>{end.map((e, i) => <li key={i}>{sentence(e, names, locale)}</li>)}</ul>}
          <Buttons onPick={onAnswer} items={d.options.map((id) => ({ key: id, label: n(id), answer: { kind: 'leader', hero: id } }))} />
        </>
      );
      break;
    }
    case 'advance': body = <Buttons onPick={onAnswer} items={[{ key: 'y', label: t('decision.advanceTo', { x: d.to.x, y: d.to.y }), answer: { kind: 'advance', advance: true } }, { key: 'n', label: t('decision.stay'), answer: { kind: 'advance', advance: false } }]} />; break;
    case 'routine': body = <Buttons onPick={onAnswer} items={[{ key: 'm', label: t('decision.moveThenAttack'), answer: { kind: 'routine', routine: 'moveThenAttack' } }, { key: 'a', label: t('decision.attackThenMove'), answer: { kind: 'routine', routine: 'attackThenMove' } }]} />; break;
    case 'pursue': body = <Buttons onPick={onAnswer} items={[{ key: 'y', label: t('decision.pursue'), answer: { kind: 'pursue', pursue: true } }, { key: 'n', label: t('decision.letGo'), answer: { kind: 'pursue', pursue: false } }]} />; break;
    case 'sentryDoor': body = <Buttons onPick={onAnswer} items={[...d.options.map((o) => ({ key: `${o.x},${o.y}`, label: t('decision.doorAt', { x: o.x, y: o.y }), answer: { kind: 'sentryDoor', at: [o.x, o.y] } as Answer })), { key: 'none', label: t('decision.noDoor'), answer: { kind: 'sentryDoor', at: null } }]} />; break;
    case 'components': body = <Components d={d} onAnswer={onAnswer} />; break;
    case 'chestPick': body = <ChestPick d={d} view={view} names={names} onAnswer={onAnswer} />; break;
    case 'generator': body = <Generator d={d} names={names} picked={p.selected} onPick={p.onSelect} onAnswer={onAnswer} />; break;
    case 'dungeonCounter': body = <Counters d={d} picked={p.selected} onPick={p.onSelect} onAnswer={onAnswer} />; break;
    // Heroic cards (GLD-H01): who takes the card dealt; which card to play now, or none.
    case 'heroicDeal': body = <Buttons onPick={onAnswer} items={d.heroes.map((h) => ({ key: h, label: t('decision.heroicGive', { card: itemName(d.card, locale), hero: n(h) }), answer: { kind: 'heroicDeal', hero: h } }))} />; break;
    case 'heroicPlay': body = <Buttons onPick={onAnswer} items={[
      ...d.cards.map((c) => ({ key: c, label: t('answer.heroicPlay', { card: itemName(c, locale) }), answer: { kind: 'heroicPlay', card: c } as Answer })),
      { key: 'pass', label: t('answer.heroicPass'), answer: { kind: 'heroicPlay', card: null } },
    ]} />; break;
    // `facing` interception (DEC-28): one of the seat's figures steps in, or the attack passes.
    case 'intercept': body = (
      <>
        <InterceptOdds d={d} n={n} />
        <Buttons onPick={onAnswer} items={[
          ...d.models.map((id) => ({ key: id, label: t('answer.intercept', { name: n(id) }), answer: { kind: 'intercept', model: id } as Answer })),
          { key: 'pass', label: t('answer.interceptPass'), answer: { kind: 'intercept', model: null } },
        ]} />
      </>
    ); break;
    case 'placeMonsters': case 'nudgeMonsters': {
      const place = d.kind === 'placeMonsters';
      const ex = p.legal.find((a) => a.kind === 'place' || a.kind === 'nudge');
      const example = ex?.kind === 'place' ? ex.placements : ex?.kind === 'nudge' && ex.moves.length > 0 ? ex.moves.map((m) => ({ model: m.model, at: m.to })) : null;
      body = (
        <div class="rows">
          <p class="hint">{t('decision.placeHint')}</p>
          <div class="actions">{d.monsters.map((id) => {
            const at = p.drafts.find((x) => x.model === id)?.at;
            return <button type="button" key={id} data-spot={at ? `${id} ${at[0]},${at[1]}` : id} aria-pressed={p.selected === id} onClick={() => p.onSelect(id)}>{n(id)}{at ? ` → ${at[0]}, ${at[1]}` : ''}</button>;
          })}</div>
          {example && <button type="button" onClick={() => p.onDrafts(example)}>{t('gm.suggest')}</button>}
          <button type="button" onClick={() => onAnswer(place
            ? { kind: 'place', placements: p.drafts.map((x) => ({ model: x.model, at: x.at })) }
            : { kind: 'nudge', moves: p.drafts.map((x) => ({ model: x.model, to: x.at })) })}>
            {t(place ? 'decision.place' : p.drafts.length ? 'decision.nudge' : 'decision.nudgeNone')}
          </button>
        </div>
      );
      break;
    }
    default:
      body = <LegalAnswers legal={p.legal} names={names} onAnswer={onAnswer} />;
  }
  return (
    <section class="decision" aria-labelledby="decision-title" data-step={p.step}>
      <h2 id="decision-title">{heading}{plays && <> <small>({plays})</small></>}</h2>
      {body}
    </section>
  );
}
