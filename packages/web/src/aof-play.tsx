// The aof-quest game page: the battlefield from the seat's view with the decision's choices on it
// (squares with their inches, charge and shooting targets, tokens, objectives), the rest of the
// options as named buttons, the exact odds before every charge or shot, the heroes' sheets, the
// log with the AI's reasons, the AI's turn shown at the page's pace, and the end of the mission.
// Options and questions are worded by the engine (format/aof-words.ts); no engine id is shown.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { aofWords, type AofSeatView, type AofUnitView, type Decision } from '@delve/engine';
import { PACES, type GameClient, type Pace, type Snapshot } from './game-client.ts';
import { aofIntent, aofMarks } from './aof-choices.ts';
import { aofDrawnUnits, aofNameMap, useAofWordsContent } from './aof-naming.ts';
import { AofBoard } from './aof-board.tsx';
import { AofEnd, AofObjectives, AofOdds, AofSheets } from './aof-panels.tsx';
import { LogPanel } from './log-panel.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Invites } from './invites.tsx';
import { useYourTurn } from './your-turn.tsx';
import { savedGame } from './saved-seats.ts';
import { maybe, useI18n, type Key } from './i18n.ts';
import { replayPath } from './route.ts';
import { refusalText } from './words.ts';

type Choice = Extract<Decision, { kind: 'choice' }>;
/** An option whose odds are shown before it is taken: a charge, a shot, a spell that deals hits. */
type Attack = { option: string; attacker: string; target: string; attack: 'attack' | 'shoot'; cast?: boolean };

const MOVES = /^(advance|rush|charge|jump):/;

/** The saved game's address for this browser's first token (the whole game once it is over). */
function downloadPath(gameId: string): string | null {
  const token = savedGame(gameId)?.tokens[0];
  return token ? `/api/games/${gameId}/log?token=${encodeURIComponent(token)}` : null;
}

/** The AI's activations shown one at a time at the page's pace: the log's length shown so far. */
function usePacedLog(g: Snapshot, isAi: (unit: string) => boolean): [number, () => void, () => void] {
  const [shown, setShown] = useState(0);
  const opened = useRef(false);
  const len = g.log.length;
  const stopAfter = (from: number) => {
    for (let i = from + 1; i < len; i++) {
      const e = g.log[i]!.event;
      if (e.type === 'aofActivation' && isAi(e.unit)) return i;
    }
    return len;
  };
  useEffect(() => {
    // An answer taken back takes its lines out of the log too: shown goes back with it.
    if (shown > len) return setShown(len);
    if (shown >= len) return;
    // A page opened on a game under way shows its log at once.
    if (!opened.current) {
      opened.current = true;
      setShown(len);
      return;
    }
    const e = g.log[shown]!.event;
    const aiStarts = e.type === 'aofActivation' && isAi(e.unit);
    if (!aiStarts || g.pace === 'instant') return setShown(g.pace === 'instant' ? len : stopAfter(shown - 1));
    if (g.pace === 'step') return;
    const timer = setTimeout(() => setShown(stopAfter(shown)), g.pace === 'slow' ? 1200 : 400);
    return () => clearTimeout(timer);
  }, [shown, len, g.pace]);
  return [Math.min(shown, len), () => setShown(stopAfter(shown)), () => setShown(len)];
}

export function AofPlayPage({ gameId, g, client, go }: { gameId: string; g: Snapshot; client: GameClient; go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const live = g.view as unknown as AofSeatView;
  const content = useAofWordsContent();
  // Every unit seen, so that the log names those no longer on the field.
  const known = useRef(new Map<string, AofUnitView>());
  for (const u of live.units) known.current.set(u.id, u);
  const isAi = (id: string) => known.current.get(id)?.side === 'ai';
  const [shown, next, showAll] = usePacedLog(g, isAi);
  const revealing = shown < g.log.length;
  // While the AI's turn is being shown, the battlefield stays as it was before it.
  const settled = useRef(live);
  if (!revealing) settled.current = live;
  const view = revealing ? settled.current : live;
  const log = useMemo(() => g.log.slice(0, shown), [g.log, shown]);
  const events = useMemo(() => log.map((l) => l.event), [log]);
  const words = useMemo(() => aofWords({ ...view, units: [...known.current.values()] }, content, locale, events), [view, content, locale, events]);
  const names = useMemo(() => aofNameMap(known.current.values(), words, view, locale), [words, view, locale]);
  const unit = (id: string) => names[id] ?? words.unit(id);

  const d: Choice | null = !revealing && g.decision?.decision.kind === 'choice' ? g.decision.decision : null;
  const [attack, setAttack] = useState<Attack | null>(null);
  const [choose, setChoose] = useState<string[] | null>(null);
  const [hint, setHint] = useState<Key | null>(null);
  const [move, setMove] = useState('');
  const [endClosed, setEndClosed] = useState(false);
  // A new decision forgets the previous one's attack, choice, hint and move at its own render: run
  // a frame later, as an effect is, it undid what the player picked in between (play.tsx alike).
  useLayoutEffect(() => {
    setAttack(null);
    setChoose(null);
    setHint(null);
    setMove('');
  }, [g.decision?.step, g.decision?.seat]);

  const label = (o: string) => {
    if (!d) return '';
    try {
      const words0 = words.option(d.question, o);
      const n = g.inches[o];
      return n !== undefined ? `${words0} — ${t('aof.play.inches', { n: Math.round(n * 10) / 10 })}` : words0;
    } catch {
      return t('aof.play.option');
    }
  };
  const answer = (option: string) => {
    setAttack(null);
    setChoose(null);
    client.answer({ kind: 'choice', option });
  };
  const startAttack = (a: Attack) => {
    setChoose(null);
    setAttack(a);
    client.askOptionOdds(a.attacker, a.target, a.attack, a.option);
  };
  /** An option picked from a list: a charge or a shot goes through its odds first. */
  const pick = (o: string) => {
    if (!d) return;
    const me = view.activating;
    if (me && o.startsWith('charge:')) return startAttack({ option: o, attacker: me, target: o.split(':')[1]!, attack: 'attack' });
    if (me && d.question === 'aof.shoot' && o !== 'none') return startAttack({ option: o, attacker: me, target: o, attack: 'shoot' });
    const cast = o.split(':');
    if (me && cast[0] === 'cast' && content.spells[cast[1]!]?.hits) return startAttack({ option: o, attacker: me, target: cast[2]!, attack: 'shoot', cast: true });
    answer(o);
  };
  const onCell = (x: number, y: number) => {
    if (!d) return;
    const i = aofIntent(view, d, g.inches, x, y);
    setHint(null);
    if (i.kind === 'answer') answer(i.option);
    else if (i.kind === 'attack') startAttack(i);
    else if (i.kind === 'choose') setChoose(i.options);
    // The engine refuses it and says why; nothing changes.
    else if (i.kind === 'why') answer(i.option);
    else setHint('aof.play.noClick');
  };

  // "Your turn" in the title, a tone and a notification when a decision of ours comes up.
  useYourTurn(d !== null && !view.result, d && g.decision ? words.prompt({ seat: g.decision.seat, question: d.question, options: d.options }) : '');
  const marks = useMemo(() => aofMarks(view, d, g.inches), [view, d, g.inches]);
  const drawn = useMemo(() => aofDrawnUnits(view, unit, locale), [view, names, locale]);
  const picked = attack?.option.startsWith('charge:') ? (attack.option.split(':')[2]!.split('.').map(Number) as [number, number]) : null;
  const odds = attack && g.odds?.option === attack.option ? g.odds.preview ?? null : null;

  const moves = d?.question === 'aof.act' ? d.options.filter((o) => MOVES.test(o)) : [];
  const others = d ? d.options.filter((o) => !(d.question === 'aof.act' && MOVES.test(o))) : [];
  const many = others.length > 16;
  const phase = view.result ? 'over' : view.phase;

  return (
    <main class="play aof-play">
      <header class="bar">
        <h1><a href="/" onClick={(e) => { e.preventDefault(); go('/'); }} title={t('bar.home')}>Delve</a></h1>
        <span>{view.mission.name[locale]} · {t('aof.play.round', { round: view.round, rounds: view.rounds })} · {t(`aof.play.phase.${phase}` as Key)}</span>
        <span>{t('aof.play.yours', { heroes: view.units.filter((u) => u.side === 'heroes' && u.seat !== null && g.seats.includes(u.seat)).map((u) => unit(u.id)).join(', ') || '—' })}</span>
        {g.status !== 'open' && <span class="warn" role="status">{g.problem ? t(g.problem.key, g.problem.params) : maybe(t, `status.${g.status}`, g.status)}</span>}
        <span class="grow" />
        {!view.result && (
          <label class="pick pace-pick"><span>{t('pace.label')}</span>
            <select value={g.pace} onChange={(e) => client.setPace((e.currentTarget as HTMLSelectElement).value as Pace)}>
              {PACES.map((p) => <option key={p} value={p}>{t(`pace.${p}`)}</option>)}
            </select>
          </label>
        )}
        {/* Offered only when the server says it can work: never after a die, a search token
            revealed, the enemies' turn or another player's answer, nor once the mission is over. */}
        {!view.result && <button type="button" class="undo" disabled={!g.canUndo} onClick={() => client.undo()}
          title={t(g.canUndo ? 'bar.undo.title' : 'bar.undo.none')}>{t('bar.undo')}</button>}
        <LanguagePicker />
        <Invites gameId={gameId} />
      </header>
      <div class="main">
        <div class="board-wrap aof-wrap">
          <AofBoard view={view} marks={marks} units={drawn} picked={picked} onCell={onCell} />
        </div>
        {view.result && !endClosed && (
          <AofEnd view={view} download={downloadPath(gameId)} onReplay={() => go(replayPath(gameId))} onNewGame={() => go('/')} onClose={() => setEndClosed(true)} />
        )}
        <aside class="side">
          <AofObjectives view={view} />
          {revealing && (
            <section class="aof-pace" role="status">
              <p>{t('aof.play.aiActing', { n: g.log.length - shown })}</p>
              <button type="button" onClick={next}>{t('aof.play.next')}</button> <button type="button" onClick={showAll}>{t('aof.play.showAll')}</button>
            </section>
          )}
          {!revealing && !view.result && !d && <p role="status">{t('aof.play.waiting')}</p>}
          {d && !attack && (
            <section class="decision aof-decision" aria-labelledby="aof-decide" data-step={g.decision!.step}>
              <h2 id="aof-decide">{t('aof.play.decide')}</h2>
              <p class="prompt">{words.prompt({ seat: g.decision!.seat, question: d.question, options: d.options })}</p>
              {g.error && <p class="error" role="alert">{refusalText(g.error, t, names, locale)}</p>}
              {hint && <p class="hint" role="status">{t(hint)}</p>}
              {choose && (
                <div class="aof-choose">
                  <p>{t('aof.play.pickOne')}</p>
                  {choose.map((o) => <button type="button" key={o} onClick={() => pick(o)}>{label(o)}</button>)}
                </div>
              )}
              {moves.length > 0 && (
                <>
                  <p class="about">{t('aof.play.hintBoard')}</p>
                  <label class="pick"><span>{t('aof.play.moves')}</span>
                    <select aria-label={t('aof.play.moves')} value={move} onChange={(e) => setMove((e.currentTarget as HTMLSelectElement).value)}>
                      <option value="">…</option>
                      {moves.map((o) => <option key={o} value={o}>{label(o)}</option>)}
                    </select>
                  </label>
                  <button type="button" disabled={!move} onClick={() => pick(move)}>{t('aof.play.go')}</button>
                </>
              )}
              {others.length > 0 && (many ? (
                <>
                  <select aria-label={t('aof.play.other')} value={move} onChange={(e) => setMove((e.currentTarget as HTMLSelectElement).value)}>
                    <option value="">…</option>
                    {others.map((o) => <option key={o} value={o}>{label(o)}</option>)}
                  </select>
                  <button type="button" disabled={!move} onClick={() => pick(move)}>{t('aof.play.go')}</button>
                </>
              ) : (
                <div class="aof-options" role="group" aria-label={t('aof.play.other')}>
                  {others.map((o) => <button type="button" key={o} data-option-kind={o.split(':')[0]} onClick={() => pick(o)}>{label(o)}</button>)}
                </div>
              ))}
            </section>
          )}
          {d && attack && (
            <AofOdds odds={odds} unit={unit} title={label(attack.option)} confirm={attack.cast ? 'cast' : attack.attack === 'attack' ? 'charge' : 'shoot'}
              onConfirm={() => answer(attack.option)} onCancel={() => setAttack(null)} />
          )}
          <LogPanel log={log} names={names} />
          <AofSheets view={view} unit={unit} />
        </aside>
      </div>
    </main>
  );
}
