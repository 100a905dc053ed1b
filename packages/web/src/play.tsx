// The game page: connects with this browser's tokens, and lays out the board, the pending
// decision, the dice, the log and the announcements for screen readers.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ModelView } from '@delve/engine';
import { GameClient, type Snapshot } from './game-client.ts';
import { Board } from './board.tsx';
import { DecisionPanel } from './decision-panel.tsx';
import { DiceTray } from './dice-tray.tsx';
import { LogPanel } from './log-panel.tsx';
import { PartyPanel } from './party-panel.tsx';
import { highlights, intentAt } from './board-intent.ts';
import { saveTokens, savedGame } from './saved-seats.ts';
import { sentence } from './words.ts';
import { Invites } from './invites.tsx';

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

export function PlayPage({ gameId, token }: { gameId: string; token: string | null }) {
  const [g, client] = useGame(gameId, token);
  const [selected, setSelected] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<{ model: string; at: [number, number] }[]>([]);
  const [hint, setHint] = useState('');
  const [focusAt, setFocusAt] = useState<[number, number] | null>(null);
  const d = g.decision?.decision ?? null;

  // A new decision starts from its acting model, and forgets drafts of the previous one.
  useEffect(() => {
    setDrafts([]);
    if (d?.kind === 'act') {
      const pick = d.current ?? (d.models.length === 1 ? d.models[0]! : selected && d.models.includes(selected) ? selected : null);
      setSelected(pick);
    }
  }, [g.decision?.step, g.decision?.seat]);

  // The keyboard cursor starts on one of our models and follows the one picked.
  useEffect(() => {
    const m = g.view?.models.find((x) => x.id === selected) ?? (focusAt ? undefined : g.view?.models.find((x) => x.seat === g.shown));
    if (m) setFocusAt([m.x, m.y]);
  }, [g.view === null, selected]);

  const scene = useMemo(() => g.view && ({ view: g.view, selected, options: highlights(d), drafts }), [g.view, selected, d, drafts]);

  if (g.status === 'failed' || !g.view || !scene) {
    return (
      <main class="center">
        <p role="status">{g.problem ?? 'Joining the game…'}</p>
        {g.status === 'failed' && <a href="/">Start a new game</a>}
      </main>
    );
  }
  const view = g.view;

  const onCell = (x: number, y: number) => {
    const intent = intentAt(view, d, { model: selected }, x, y);
    setHint('');
    switch (intent.kind) {
      case 'select': setSelected(intent.model); break;
      case 'answer': client.answer(intent.answer); break;
      case 'draft': setDrafts([...drafts.filter((x) => x.model !== intent.model), { model: intent.model, at: intent.at }]); break;
      case 'none': setHint(intent.why); break;
    }
  };

  const pickFromList = (m: ModelView) => {
    setFocusAt([m.x, m.y]);
    if (d?.kind === 'act' && d.models.includes(m.id)) setSelected(m.id);
  };

  const whose = view.pending && !g.decision ? `Waiting for ${view.pending.seat === 'gm' ? 'the Gamesmaster' : view.pending.seat} (${view.pending.kind})` : null;

  return (
    <main class="play">
      <header class="bar">
        <h1>Delve</h1>
        <span>Turn {view.turn} · {view.turnKind} · {view.phase} phase{view.combat ? ` · round ${view.combat.round}` : ''}</span>
        <span>Your seats: {g.seats.join(', ') || '—'}</span>
        {g.status !== 'open' && <span class="warn" role="status">{g.problem ?? g.status}</span>}
        <button type="button" onClick={() => client.undo()} title="Take back your latest answer, if the rules allow">Undo</button>
        <Invites gameId={gameId} />
      </header>
      <div class="main">
        <Board scene={scene} focusAt={focusAt} onCell={onCell} />
        <aside class="side">
          {view.result && <section class="over" role="status"><h2>Game over: {view.result.winner} win</h2><p>{view.result.reason.replace(/-/g, ' ')}</p></section>}
          {g.decision && d && (
            <DecisionPanel view={view} decision={d} seat={g.decision.seat} names={g.names} selected={selected} drafts={drafts}
              onSelect={setSelected} onAnswer={(a) => { setHint(''); client.answer(a); }} />
          )}
          {whose && <p class="waiting" role="status">{whose}</p>}
          {hint && <p class="hint" role="status">{hint}</p>}
          {g.error && (
            <p class="error" role="alert">
              Refused: {g.error.message} <small>({g.error.code})</small>
              <button type="button" class="link" onClick={() => client.clearError()}>dismiss</button>
            </p>
          )}
          <DiceTray dice={g.dice} names={g.names} />
          <PartyPanel view={view} onPick={(x, y) => { const m = view.models.find((q) => q.x === x && q.y === y); if (m) pickFromList(m); }} />
          <LogPanel log={g.log} names={g.names} />
        </aside>
      </div>
      <div class="sr-only" role="log" aria-live="polite" aria-relevant="additions">
        {g.fresh.slice(-6).map((l) => <p key={l.key}>{sentence(l.event, g.names)}</p>)}
      </div>
    </main>
  );
}
