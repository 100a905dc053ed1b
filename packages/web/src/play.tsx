// The game page: connects with this browser's tokens, and lays out the board, the pending
// decision (an attack waits for its odds to be seen), the dice, the log, the character sheets,
// the Gamesmaster's screen when this browser holds that seat (a person who holds hero seats too
// chooses which view the board shows), and announcements for screen readers.
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { GM, type Facing, type ModelView, type Sector } from '@delve/engine';
import { GameClient, PACES, type Pace, type Snapshot } from './game-client.ts';
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
import { cellKey, legalFor, legalModels, maySnipe, type AttackAnswer } from './legal.ts';
import { saveTokens, savedGame } from './saved-seats.ts';
import { contentNamesVersion, decisionTitle, refusalText, sentence, tableNames, tableView } from './words.ts';
import { spotCells } from './spot.ts';
import { Invites } from './invites.tsx';
import { EndScreen } from './end-screen.tsx';
import { eventCells } from './camera.ts';
import { maybe, useI18n, type Key } from './i18n.ts';
import { replayPath } from './route.ts';
import { TablePanel } from './table-panel.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { useYourTurn } from './your-turn.tsx';
import { ownSeatLabel, person, personLabel } from './people.ts';
import { personName } from './saved-seats.ts';
import { AofPlayPage } from './aof-play.tsx';

function useGame(gameId: string, token: string | null): [Snapshot, GameClient] {
  const client = useMemo(() => new GameClient(gameId), [gameId]);
  const [snap, setSnap] = useState(client.snapshot);
  useEffect(() => {
    const off = client.subscribe(setSnap);
    // The invite link's token joins this browser's saved ones, so a reload needs no link.
    // Opening a game this browser holds marks it as played now ("Your games").
    const tokens = token || savedGame(gameId) ? saveTokens(gameId, token ? [token] : []).tokens : [];
    void client.connect(location.origin, tokens);
    return () => {
      off();
      void client.close();
    };
  }, [client]);
  return [snap, client];
}

type Draft = { model: string; at: [number, number] };

/** The saved game's address for this browser's first token (the whole game once it is over:
 * header and answers, for `delve replay`). */
export function downloadPath(gameId: string): string | null {
  const token = savedGame(gameId)?.tokens[0];
  return token ? `/api/games/${gameId}/log?token=${encodeURIComponent(token)}` : null;
}

export function PlayPage({ gameId, token, go }: { gameId: string; token: string | null; go: (path: string) => void }) {
  const [g, client] = useGame(gameId, token);
  // aof-quest's battlefield of units has a page of its own.
  if ((g.view as { ruleset?: string } | null)?.ruleset === 'aof-quest') return <AofPlayPage gameId={gameId} g={g} client={client} go={go} />;
  return <CrawlPlayPage gameId={gameId} g={g} client={client} go={go} />;
}

function CrawlPlayPage({ gameId, g, client, go }: { gameId: string; g: Snapshot; client: GameClient; go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const [selected, setSelected] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [hint, setHint] = useState<{ key: Key; params?: Record<string, string> } | null>(null);
  const [focusAt, setFocusAt] = useState<[number, number] | null>(null);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const [attack, setAttack] = useState<AttackAnswer | null>(null);
  // A shot that may snipe (FAC-I03) does when this is ticked.
  const [snipe, setSnipe] = useState(false);
  // The thing a choice under the pointer names, outlined on the board.
  const [spot, setSpot] = useState<string | null>(null);
  // With facing (FAC-F03): the facing the picked model's moves end with, null to keep its own.
  const [endFacing, setEndFacing] = useState<Facing | null>(null);
  // Forgotten when another model is picked, at once: an effect waits for the next frame, and a
  // key pressed before it (input comes first on a busy page) had its facing undone when it ran.
  useLayoutEffect(() => setEndFacing(null), [selected]);
  const [endClosed, setEndClosed] = useState(false);
  const d = g.decision?.decision ?? null;
  // Everything named as the table names it, in the page's language: the models in the view
  // ("Goblin 2"), and by id every model, door, chest, trap and section a choice or the log names,
  // said to the model acting ("the north door of this room").
  // The content's names may arrive after the game: the names are made again once they do.
  const learned = contentNamesVersion();
  const named = useMemo(() => (g.view ? tableView(g.view, locale) : null), [g.view, locale, learned]);
  const names = useMemo(() => (g.view ? tableNames(g.view, g.refs, locale, (d?.kind === 'act' ? d.current : null) ?? selected) : g.names),
    [g.view, g.refs, locale, d, selected, learned]);
  // "Your turn" in the title, a tone and a notification when a decision of ours comes up.
  useYourTurn(g.decision !== null && !g.view?.result, d && g.view ? decisionTitle(d, names, t, locale) : '');
  // A person who gave their name before goes by it at every table they join.
  useEffect(() => {
    const name = personName();
    if (name && g.status === 'open' && g.seats.some((s) => g.table.find((x) => x.seat === s && x.name === null))) client.setName(name);
  }, [g.status, g.seats.join(), g.table.length]);

  // A new decision starts from its acting model, and forgets drafts, attacks and hints of the
  // previous one; a model picked stays picked only if the new decision names it. At the decision's
  // own render, as the end facing is: run a frame later, it undid a model picked in between.
  useLayoutEffect(() => {
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
  const me = named?.models.find((m) => m.id === selected);
  const path = hover && legal && me ? legal.moves.get(cellKey(hover[0], hover[1])) : undefined;
  const pathMark = path && me ? {
    squares: path, from: [me.x, me.y] as [number, number],
    label: t(path.length === 1 ? 'board.path1' : 'board.path', { name: me.name, x: hover![0], y: hover![1], n: path.length }),
  } : null;
  const places = useMemo(() => {
    const rects = d?.kind === 'generator' ? d.options.map(optionRects) : [];
    return rects.some((r) => r.length > 0) ? { rects, picked: placePicked(selected) } : undefined;
  }, [d, selected]);
  // With facing: the sectors of the figure under the pointer (FAC-K01), lettered in the player's language.
  const hovered = hover && named ? named.models.find((m) => m.facing && m.x === hover[0] && m.y === hover[1] && !m.dead && !m.left) : undefined;
  const sectors = hovered ? { model: hovered.id, letter: (s: Sector) => t(`facing.sector.${s}`) } : null;
  const scene = useMemo(() => named && ({ view: named, selected, drafts, ...marks, path: pathMark, spot: spot ? spotCells(named, spot) : [], sectors, ...(places ? { places } : {}) }),
    [named, selected, drafts, marks, pathMark?.label, spot, sectors?.model, places]);
  // The camera follows what the latest events did: a room revealed, monsters placed off screen.
  const recentEvents = useMemo(() => g.log.slice(-60).map((l) => l.event), [g.log]);
  const follow = useMemo(() => (g.view && g.fresh.length > 0 ? { key: g.fresh[g.fresh.length - 1]!.key, cells: eventCells(g.view, g.fresh.map((l) => l.event)) } : null), [g.fresh]);

  if (g.status === 'failed' || !named || !scene) {
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
  const view = named;
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
      case 'answer': {
        setAttack(null);
        // A move ends facing the way picked, if one is (FAC-F03).
        const a = intent.answer;
        client.answer(a.kind === 'move' && endFacing ? { ...a, facing: endFacing } : a);
        break;
      }
      case 'attack': startAttack(intent.answer); break;
      case 'draft': {
        const next = [...drafts.filter((x) => x.model !== intent.model), { model: intent.model, at: intent.at }];
        setDrafts(next);
        // The next monster still to place is picked, so the GM goes on clicking squares.
        if (d?.kind === 'placeMonsters') setSelected(d.monsters.find((id) => !next.some((x) => x.model === id)) ?? null);
        break;
      }
      case 'none': setHint({ key: intent.why, ...(intent.params ? { params: intent.params } : {}) }); break;
      // The engine refuses it and says why; nothing changes.
      case 'why': setAttack(null); client.answer(intent.answer); break;
    }
  };

  /** Focus leaving the choices (Tab to the board, the log…): nothing stays outlined. */
  const leaveFocus = (e: FocusEvent) => {
    const next = e.relatedTarget instanceof Element ? e.relatedTarget.closest('[data-spot]') : null;
    if (!next && spot !== null) setSpot(null);
  };

  /** A choice under the pointer, or focused from the keyboard: what it names is outlined on the board. */
  const pointAt = (e: Event) => {
    const el = e.target instanceof Element ? e.target.closest('[data-spot]') : null;
    const to = el?.getAttribute('data-spot') || null;
    if (to !== spot) setSpot(to);
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
        {/* Once the game is over there is no turn or phase to speak of, and nothing to take back. */}
        {view.result
          ? <span>{t('bar.over', { turn: view.turn })}</span>
          : <span>{t('bar.turn', { turn: view.turn, kind: maybe(t, `kind.${view.turnKind}`, view.turnKind), phase: maybe(t, `phase.${view.phase}`, view.phase) })}{view.combat ? t('bar.round', { round: view.combat.round }) : ''}</span>}
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
        {/* How the AI's answers (the Gamesmaster's turn above all) are shown. */}
        {g.table.some((x) => x.kind === 'ai') && !view.result && (
          <label class="pick pace-pick"><span>{t('pace.label')}</span>
            <select value={g.pace} onChange={(e) => client.setPace((e.currentTarget as HTMLSelectElement).value as Pace)}>
              {PACES.map((p) => <option key={p} value={p}>{t(`pace.${p}`)}</option>)}
            </select>
          </label>
        )}
        {/* Offered only when the server says it can work: never after a roll, a reveal or another
            player's answer, nor once the game is over. */}
        {!view.result && <button type="button" class="undo" disabled={!g.canUndo} onClick={() => client.undo()}
          title={t(g.canUndo ? 'bar.undo.title' : 'bar.undo.none')}>{t('bar.undo')}</button>}
        <LanguagePicker />
        <Invites gameId={gameId} />
      </header>
      <div class="main">
        <Board scene={scene} focusAt={focusAt} onCell={onCell} onHover={setHover} follow={follow} onFacing={me?.facing && d?.kind === 'act' ? (f) => setEndFacing(endFacing === f ? null : f) : undefined} />
        {view.result && !endClosed && (
          <EndScreen view={view} log={g.log} download={downloadPath(gameId)}
            onReplay={() => go(replayPath(gameId))} onNewGame={() => go('/')} onClose={() => setEndClosed(true)} />
        )}
        <aside class="side" onPointerOver={pointAt} onPointerLeave={() => setSpot(null)} onFocusIn={pointAt} onFocusOut={leaveFocus}>
          {view.result && (
            <section class="over" role="status">
              <h2>{t('over', { winner: t(`side.${view.result.winner}`) })}</h2>
              <p>{maybe(t, `reason.${view.result.reason}`, view.result.reason.replace(/-/g, ' '))}</p>
              <a href={replayPath(gameId)} onClick={(e) => { e.preventDefault(); go(replayPath(gameId)); }}>{t('over.replay')}</a>
              {endClosed && <button type="button" onClick={() => setEndClosed(false)}>{t('end.open')}</button>}
            </section>
          )}
          {attack && <OddsPanel attack={attack} odds={matches(g.odds, attack) ? g.odds.odds : null} names={names} view={view}
            choices={legal?.attacks.get(attack.target) ?? [attack]} onChoose={(a) => { setSnipe(false); startAttack(a); }}
            snipe={maySnipe(legal, attack) ? { on: snipe, set: setSnipe } : undefined}
            onConfirm={() => { client.answer(snipe && attack.kind === 'shoot' && maySnipe(legal, attack) ? { ...attack, snipe: true } : attack); setAttack(null); setSnipe(false); }} onCancel={() => { setAttack(null); setSnipe(false); }} />}
          {g.decision && d && (
            // Keyed by the decision: a form's choices (the hero taking from a chest, components)
            // belong to the decision they were made for, never to the next one. The act panel is
            // kept, and checks each choice against the decision it shows.
            <DecisionPanel key={d.kind === 'act' ? 'act' : `${g.decision.seat}@${g.decision.step}`} view={view} decision={d} seat={g.decision.seat} step={g.decision.step} names={names} selected={selected} drafts={drafts} legal={g.legal}
              onSelect={setSelected} onDrafts={setDrafts} onAnswer={send} endFacing={endFacing} onEndFacing={setEndFacing} log={recentEvents} who={(s) => personLabel(g.table, view, s, t)} personName={(s) => g.table.find((x) => x.seat === s)?.name ?? null} />
          )}
          {whose && <p class="waiting" role="status">{whose}</p>}
          {g.queued > 0 && (
            <p class="pacing" role="status">
              {t('pace.queued', { n: g.queued })}{' '}
              <button type="button" onClick={() => client.next()}>{t('pace.next')}</button>{' '}
              <button type="button" onClick={() => client.showAll()}>{t('pace.all')}</button>
            </p>
          )}
          {hint && <p class="hint" role="status">{t(hint.key, hint.params)}</p>}
          {g.error && (
            <p class="error" role="alert">
              {t('refused')} <span data-code={g.error.code}>{refusalText(g.error, t, names, locale)}</span>
              <button type="button" class="link" onClick={() => client.clearError()}>{t('dismiss')}</button>
            </p>
          )}
          {gmScreen && <GmPanel view={view} log={g.log} names={names} />}
          <DiceTray dice={g.dice} names={names} />
          <TablePanel g={g} view={view} gameId={gameId} onName={(n) => client.setName(n)} onHand={(h, s, to) => client.handSeat(h, s, to)} />
          <ChatPanel chat={g.chat} notices={g.notices} table={g.table} view={view} onSay={(x) => client.say(x)} />
          <PartyPanel view={view} onPick={(x, y) => { const m = view.models.find((q) => q.x === x && q.y === y); if (m) pickFromList(m); }} />
          <SheetsPanel view={view} seats={g.seats} selected={selected} />
          <LogPanel log={g.log} names={names} />
        </aside>
      </div>
      <div class="sr-only" role="log" aria-live="polite" aria-relevant="additions">
        {g.fresh.slice(-6).map((l) => <p key={l.key}>{sentence(l.event, names, locale)}</p>)}
      </div>
    </main>
  );
}
