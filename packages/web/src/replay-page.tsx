// A game's replay, stepped forwards and backwards: frames come from the server's replay endpoint
// (GET /api/games/:id/replay) a page at a time, each the view and events one seat had right after
// that step. A running game replays only for this browser's own seat; a finished one also for the
// Gamesmaster, whose view shows the whole dungeon.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { GM, type ModelRef } from '@delve/engine';
import { MAX_REPLAY_FRAMES, fetchReplay, type ReplayFrame } from '@delve/protocol';
import { Board } from './board.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { savedGame } from './saved-seats.ts';
import { sentence, tableNames, tableView } from './words.ts';
import { useI18n } from './i18n.ts';
import { playPath } from './route.ts';
import { eventCells } from './camera.ts';
import { heroesOf } from './people.ts';
import { AofReplayBoard } from './aof-replay.tsx';
import { isAofView, useAofReplayNames } from './aof-naming.ts';

const NO_MARKS = { options: { models: [], cells: [] }, legal: { moves: [], targets: [], opens: [] }, drafts: [], selected: null, path: null };

export function ReplayPage({ gameId, token, go }: { gameId: string; token: string | null; go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const tok = token ?? savedGame(gameId)?.tokens[0] ?? null;
  const [seat, setSeat] = useState<string | null>(null);
  // Frames of the seat shown: another seat's replay starts afresh.
  const [loaded, setLoaded] = useState<{ seat: string | null; frames: ReadonlyMap<number, ReplayFrame> }>({ seat: null, frames: new Map() });
  const frames = loaded.seat === seat ? loaded.frames : new Map<number, ReplayFrame>();
  const [meta, setMeta] = useState<{ steps: number; finished: boolean; seat: string } | null>(null);
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  // A page of frames around the step shown, fetched once each.
  const load = async (at: number) => {
    if (!tok || frames.has(at)) return;
    const from = Math.max(0, at - 10);
    try {
      const r = await fetchReplay(location.origin, gameId, tok, { ...(seat ? { seat } : {}), from, to: from + MAX_REPLAY_FRAMES - 1 });
      setMeta({ steps: r.steps, finished: r.finished, seat: r.seat });
      setLoaded((old) => ({ seat, frames: new Map([...(old.seat === seat ? old.frames : []), ...r.frames.map((f) => [f.step, f] as const)]) }));
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  useEffect(() => void load(step), [step, seat, tok]);

  const frame = frames.get(step) ?? null;
  // An aof-quest game is a battlefield of units (aof-replay.tsx); the rest, a dungeon.
  const aofNames = useAofReplayNames(frames, frame, locale);
  const aof = frame && isAofView(frame.view) ? frame.view : null;
  // Every model any frame shows (a slain one too), named as the table names it in the page's language.
  const names = useMemo(() => {
    if (aofNames) return aofNames;
    const refs: Record<string, ModelRef> = {};
    for (const f of frames.values()) {
      if (isAofView(f.view)) continue;
      Object.assign(refs, f.view.named ?? {});
      for (const m of f.view.models) refs[m.id] = { type: m.type, name: m.name, kind: m.kind, number: m.number };
    }
    return frame ? tableNames(frame.view, refs, locale) : {};
  }, [frames, frame, locale, aofNames]);
  const scene = useMemo(() => frame && !aof ? { view: tableView(frame.view, locale), ...NO_MARKS } : null, [frame, aof, locale]);
  // The board follows each step's events, as the game page does.
  const follow = useMemo(() => (frame && !aof ? { key: String(frame.step), cells: eventCells(frame.view, frame.events) } : null), [frame, aof]);

  // A seat by the heroes it plays ("Barbarian, Elf"), the Gamesmaster by role: never its id.
  const heroesOfSeat = (s: string) => aof ? aof.units.filter((u) => u.side === 'heroes' && u.seat === s).map((u) => names[u.id] ?? '') : scene ? heroesOf(scene.view, s) : [];
  const seatName = (s: string) => (s === GM ? t('waiting.gm') : heroesOfSeat(s).join(', ') || s);
  if (!tok) return <main class="center"><p role="status">{t('replay.noToken')}</p><a href="/">{t('join.new')}</a></main>;
  const last = meta?.steps ?? 0;
  const to = (s: number) => setStep(Math.max(0, Math.min(last, s)));
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last };
    // Keys on the board are the board's (Shift+arrows pan it), not steps.
    const onBoard = e.target instanceof Element && e.target.closest('.board') !== null;
    if (e.key in moves && !(e.target instanceof HTMLInputElement) && !onBoard && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey) {
      to(moves[e.key]!);
      e.preventDefault();
    }
  };

  return (
    <main class="play replay" onKeyDown={onKey}>
      <header class="bar">
        <h1><a href="/" onClick={(e) => { e.preventDefault(); go('/'); }}>Delve</a></h1>
        <span>{t('replay.title', { game: gameId })} · {meta ? (meta.finished ? t('replay.finished') : t('replay.running')) : ''}</span>
        {meta?.finished && (
          <select aria-label={t('replay.seat')} value={seat ?? meta.seat} onChange={(e) => setSeat((e.currentTarget as HTMLSelectElement).value)}>
            {[...new Set([meta.seat, ...(aof ? [] : [GM]), ...(aof ? aof.units.flatMap((u) => (u.seat ? [u.seat] : [])) : frame?.view.players ?? [])])].map((s) => <option key={s} value={s}>{seatName(s)}</option>)}
          </select>
        )}
        <span class="grow" />
        {!meta?.finished && <a href={playPath(gameId)} onClick={(e) => { e.preventDefault(); go(playPath(gameId)); }}>{t('games.resume')}</a>}
        <LanguagePicker />
      </header>
      <div class="main">
        {aof ? <div class="board-wrap aof-wrap"><AofReplayBoard view={aof} names={names} locale={locale} /></div>
          : scene ? <Board scene={scene} focusAt={null} onCell={() => {}} follow={follow} /> : <p class="center" role="status">{problem ?? t('replay.loading')}</p>}
        <aside class="side">
          <section class="replay-controls" aria-labelledby="replay-step">
            <h2 id="replay-step" aria-live="polite">{t('replay.step', { step, steps: last })}</h2>
            <div class="actions">
              <button type="button" onClick={() => to(0)} disabled={step === 0}>« {t('replay.first')}</button>
              <button type="button" onClick={() => to(step - 1)} disabled={step === 0}>◀ {t('replay.back')}</button>
              <button type="button" onClick={() => to(step + 1)} disabled={step >= last}>{t('replay.next')} ▶</button>
              <button type="button" onClick={() => to(last)} disabled={step >= last}>{t('replay.last')} »</button>
            </div>
            <input type="range" min={0} max={last} value={step} aria-label={t('replay.step', { step, steps: last })}
              onInput={(e) => to(Number((e.currentTarget as HTMLInputElement).value))} />
            {frame && <p class="hint">{frame.by ? t('replay.by', { seat: seatName(frame.by) }) : t('replay.opening')}</p>}
          </section>
          <section class="log">
            <h2>{t('log')}</h2>
            <ol class="frame-events">
              {frame?.events.map((e, i) => <li key={i}>{sentence(e, names, locale)}</li>)}
              {frame && frame.events.length === 0 && <li class="hint">{t('replay.nothing')}</li>}
            </ol>
          </section>
          {problem && <p class="error" role="alert">{problem}</p>}
        </aside>
      </div>
    </main>
  );
}
