// The game page: connects with this browser's tokens, and lays out the board, the pending
// decision (an attack waits for its odds to be seen), the dice, the log, the character sheets,
// the Gamesmaster's screen when this browser holds that seat (a person who holds hero seats too
// chooses which view the board shows), and announcements for screen readers.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { GM, type ModelView } from '@delve/engine';
import { GameClient, type Snapshot } from './game-client.ts';
import { Board } from './board.tsx';
import { DecisionPanel } from './decision-panel.tsx';
import { DiceTray } from './dice-tray.tsx';
import { LogPanel } from './log-panel.tsx';
import { PartyPanel } from './party-panel.tsx';
import { SheetsPanel } from './sheets-panel.tsx';
import { GmPanel } from './gm-panel.tsx';
import { OddsPanel, matches } from './odds-panel.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { highlights, intentAt, optionRects, placePicked } from './board-intent.ts';
import { cellKey, legalFor, legalModels, type AttackAnswer } from './legal.ts';
import { saveTokens, savedGame } from './saved-seats.ts';
import { decisionTitle, refusalText, sentence } from './words.ts';
import { Invites } from './invites.tsx';
import { maybe, useI18n, type Key } from './i18n.ts';
import { replayPath } from './route.ts';
import { TablePanel } from './table-panel.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { useYourTurn } from './your-turn.tsx';
import { ownSeatLabel, person, personLabel } from './people.ts';
import { personName } from './saved-seats.ts';

function useGame(gameId: string, token: string | null): [Snapshot, GameClient] {
  const client = useMemo(() => new GameClient(gameId), [gameId]);
  const [snap, setSnap] = useState(client.snapshot);
  useEffect(() => {
    const off = client.subscribe(setSnap);
    // The invite link's token joins this browser's saved ones, so a reload needs no link.
    const tokens = token ? saveTokens(gameId, [token]).tokens : savedGame(gameId)?.tokens ?? [];
    void client.connect(location.origin, tokens);
    return () => {
      off();
      void client.close();
    };
  }, [client]);
  return [snap, client];
}

type Draft = { model: string; at: [number, number] };

export function PlayPage({ gameId, token, go }: { gameId: string; token: string | null; go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const [g, client] = useGame(gameId, token);
  const [selected, setSelected] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [hint, setHint] = useState<{ key: Key; params?: Record<string, string> } | null>(null);
  const [focusAt, setFocusAt] = useState<[number, number] | null>(null);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const [attack, setAttack] = useState<AttackAnswer | null>(null);
  const d = g.decision?.decision ?? null;
  // "Your turn" in the title, a tone and a notification when a decision of ours comes up.
  useYourTurn(g.decision !== null && !g.view?.result, d && g.view ? decisionTitle(d, g.names, t, locale) : '');
  // A person who gave their name before goes by it at every table they join.
  useEffect(() => {
    const name = personName();
    if (name && g.status === 'open' && g.seats.some((s) => g.table.find((x) => x.seat === s && x.name === null))) client.setName(name);
  }, [g.status, g.seats.join(), g.table.length]);

  // A new decision starts from its acting model, and forgets drafts, attacks and hints of the
  // previous one; a model picked stays picked only if the new decision names it.
  useEffect(() => {
    setDrafts([]);
    setAttack(null);
    setHint(null);
    if (d?.kind === 'act') {
      const pick = d.current ?? (d.models.length === 1 ? d.models[0]! : selected && d.models.includes(selected) ? selected : null);
      setSelected(pick);
    } else if (d?.kind === 'placeMonsters' || d?.kind === 'nudgeMonsters') {
      if (selected && !d.monsters.includes(selected)) setSelected(null);
    }
    // A Dungeon Counter decision starts with nothing picked: every square of every entry is lit;
    // so does a choice of where a room goes: every place is outlined.
    if (d?.kind === 'dungeonCounter' || d?.kind === 'generator') setSelected(null);
  }, [g.decision?.step, g.decision?.seat]);

  // The keyboard cursor starts on one of our models and follows the one picked.
  useEffect(() => {
    const m = g.view?.models.find((x) => x.id === selected) ?? (focusAt ? undefined : g.view?.models.find((x) => x.seat === g.shown));
    if (m) setFocusAt([m.x, m.y]);
  }, [g.view === null, selected]);

  const legal = useMemo(() => (g.view && d?.kind === 'act' ? legalFor(g.view, g.legal, selected) : null), [g.view, g.legal, d, selected]);
  const marks = useMemo(() => {
    const h = highlights(d, selected);
    return {
      options: { models: [...new Set([...h.models, ...legalModels(g.legal)])], cells: h.cells },
      legal: {
        moves: legal ? [...legal.moves.keys()].map((k) => k.split(',').map(Number) as [number, number]) : [],
        targets: legal ? [...legal.attacks.keys()] : [],
        opens: legal ? [...legal.opens.keys()] : [],
      },
    };
  }, [d, g.legal, legal, selected]);
  const me = g.view?.models.find((m) => m.id === selected);
  const path = hover && legal && me ? legal.moves.get(cellKey(hover[0], hover[1])) : undefined;
  const pathMark = path && me ? {
    squares: path, from: [me.x, me.y] as [number, number],
    label: t(path.length === 1 ? 'board.path1' : 'board.path', { name: me.name, x: hover![0], y: hover![1], n: path.length }),
  } : null;
  const places = useMemo(() => {
    const rects = d?.kind === 'generator' ? d.options.map(optionRects) : [];
    return rects.some((r) => r.length > 0) ? { rects, picked: placePicked(selected) } : undefined;
  }, [d, selected]);
  const scene = useMemo(() => g.view && ({ view: g.view, selected, drafts, ...marks, path: pathMark, ...(places ? { places } : {}) }), [g.view, selected, drafts, marks, pathMark?.label, places]);

  if (g.status === 'failed' || !g.view || !scene) {
    // The page's frame from the start, so the board arriving moves nothing (no layout shift).
    return (
      <main class="play">
        <header class="bar"><h1>Delve</h1></header>
        <div class="main">
          <div class="board-wrap"><div class="board" /></div>
          <aside class="side">
            <p role="status">{g.problem ? t(g.problem.key, g.problem.params) : t('join.joining')}</p>
            {g.status === 'failed' && <a href="/">{t('join.new')}</a>}
          </aside>
        </div>
      </main>
    );
  }
  const view = g.view;
  const gmScreen = g.shown === GM;

  const startAttack = (a: AttackAnswer) => {
    setAttack(a);
    client.askOdds(a);
  };
  const send = (a: Parameters<GameClient['answer']>[0]) => {
    setHint(null);
    setAttack(null);
    // Attacks from the panel's buttons go through the odds too, when the rules allow them.
    if (a.kind === 'attack' || a.kind === 'shoot') {
      // The legal answer it means: a shot with no weapon named takes the first the rules allow.
      const same = legal?.attacks.get(a.target)?.find((x) => x.kind === a.kind && (a.kind === 'attack' || !a.weapon || (x.kind === 'shoot' && x.weapon === a.weapon)));
      if (same) return startAttack(same);
    }
    client.answer(a);
  };

  const onCell = (x: number, y: number) => {
    const intent = intentAt(view, d, { model: selected, drafted: drafts.map((x) => x.model) }, x, y, legal ?? undefined);
    setHint(null);
    switch (intent.kind) {
      case 'select': setSelected(intent.model); setAttack(null); break;
      case 'answer': setAttack(null); client.answer(intent.answer); break;
      case 'attack': startAttack(intent.answer); break;
      case 'draft': {
        const next = [...drafts.filter((x) => x.model !== intent.model), { model: intent.model, at: intent.at }];
        setDrafts(next);
        // The next monster still to place is picked, so the GM goes on clicking squares.
        if (d?.kind === 'placeMonsters') setSelected(d.monsters.find((id) => !next.some((x) => x.model === id)) ?? null);
        break;
      }
      case 'none': setHint({ key: intent.why, ...(intent.params ? { params: intent.params } : {}) }); break;
    }
  };

  const pickFromList = (m: ModelView) => {
    setFocusAt([m.x, m.y]);
    if (d?.kind === 'act' && d.models.includes(m.id)) setSelected(m.id);
  };

  // "Waiting for Anna (Barbarian: the choice of who acts)": the person, what they play, what they decide.
  const waitingFor = view.pending && !g.decision ? person(g.table, view, view.pending.seat, t) : null;
  const whose = view.pending && waitingFor
    ? t('waiting', { who: waitingFor.who, kind: `${waitingFor.plays ? `${waitingFor.plays}: ` : ''}${maybe(t, `decision.${view.pending.kind}`, view.pending.kind)}` }) : null;

  return (
    <main class={`play${gmScreen ? ' gm-screen' : ''}`}>
      <header class="bar">
        <h1><a href="/" onClick={(e) => { e.preventDefault(); go('/'); }} title={t('bar.home')}>Delve</a></h1>
        <span>{t('bar.turn', { turn: view.turn, kind: maybe(t, `kind.${view.turnKind}`, view.turnKind), phase: maybe(t, `phase.${view.phase}`, view.phase) })}{view.combat ? t('bar.round', { round: view.combat.round }) : ''}</span>
        <span>{t('bar.seats', { seats: g.seats.map((s) => ownSeatLabel(g.table, view, s, t)).join(', ') || '—' })}</span>
        {g.status !== 'open' && <span class="warn" role="status">{g.problem ? t(g.problem.key, g.problem.params) : maybe(t, `status.${g.status}`, g.status)}</span>}
        {g.seats.includes(GM) && g.seats.some((s) => s !== GM) && (
          <label class="pick view-pick"><span>{t('view.label')}</span>
            <select value={g.shown ?? ''} onChange={(e) => { setSelected(null); client.show((e.currentTarget as HTMLSelectElement).value); }}>
              {g.seats.filter((s) => s !== GM).slice(0, 1).map((s) => <option key={s} value={s}>{t('view.heroes')}</option>)}
              <option value={GM}>{t('view.gm')}</option>
            </select>
          </label>
        )}
        <span class="grow" />
        {/* Offered only when the server says it can work: never after a roll, a reveal or another
            player's answer, nor once the game is over. */}
        <button type="button" class="undo" disabled={!g.canUndo || view.result !== null} onClick={() => client.undo()}
          title={t(g.canUndo && !view.result ? 'bar.undo.title' : 'bar.undo.none')}>{t('bar.undo')}</button>
        <LanguagePicker />
        <Invites gameId={gameId} />
      </header>
      <div class="main">
        <Board scene={scene} focusAt={focusAt} onCell={onCell} onHover={setHover} />
        <aside class="side">
          {view.result && (
            <section class="over" role="status">
              <h2>{t('over', { winner: t(`side.${view.result.winner}`) })}</h2>
              <p>{maybe(t, `reason.${view.result.reason}`, view.result.reason.replace(/-/g, ' '))}</p>
              <a href={replayPath(gameId)} onClick={(e) => { e.preventDefault(); go(replayPath(gameId)); }}>{t('over.replay')}</a>
            </section>
          )}
          {attack && <OddsPanel attack={attack} odds={matches(g.odds, attack) ? g.odds.odds : null} names={g.names}
            choices={legal?.attacks.get(attack.target) ?? [attack]} onChoose={startAttack}
            onConfirm={() => { client.answer(attack); setAttack(null); }} onCancel={() => setAttack(null)} />}
          {g.decision && d && (
            // Keyed by the decision: a form's choices (the hero taking from a chest, components)
            // belong to the decision they were made for, never to the next one. The act panel is
            // kept, and checks each choice against the decision it shows.
            <DecisionPanel key={d.kind === 'act' ? 'act' : `${g.decision.seat}@${g.decision.step}`} view={view} decision={d} seat={g.decision.seat} step={g.decision.step} names={g.names} selected={selected} drafts={drafts} legal={g.legal}
              onSelect={setSelected} onDrafts={setDrafts} onAnswer={send} who={(s) => personLabel(g.table, view, s, t)} />
          )}
          {whose && <p class="waiting" role="status">{whose}</p>}
          {hint && <p class="hint" role="status">{t(hint.key, hint.params)}</p>}
          {g.error && (
            <p class="error" role="alert">
              {t('refused')} <span data-code={g.error.code}>{refusalText(g.error, t)}</span>
              <button type="button" class="link" onClick={() => client.clearError()}>{t('dismiss')}</button>
            </p>
          )}
          {gmScreen && <GmPanel view={view} />}
          <DiceTray dice={g.dice} names={g.names} />
          <TablePanel g={g} view={view} gameId={gameId} onName={(n) => client.setName(n)} onHand={(h, s, to) => client.handSeat(h, s, to)} />
          <ChatPanel chat={g.chat} notices={g.notices} table={g.table} view={view} onSay={(x) => client.say(x)} />
          <PartyPanel view={view} onPick={(x, y) => { const m = view.models.find((q) => q.x === x && q.y === y); if (m) pickFromList(m); }} />
          <SheetsPanel view={view} seats={g.seats} selected={selected} />
          <LogPanel log={g.log} names={g.names} />
        </aside>
      </div>
      <div class="sr-only" role="log" aria-live="polite" aria-relevant="additions">
        {g.fresh.slice(-6).map((l) => <p key={l.key}>{sentence(l.event, g.names, locale)}</p>)}
      </div>
    </main>
  );
}
