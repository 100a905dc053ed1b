// This browser's games to resume (the tokens kept in localStorage), each with its progress from
// the server when it knows it, and a replay for those that are over (or one's own seat's so far).
import { useEffect, useState } from 'preact/hooks';
import { fetchReplay, type GameSummary } from '@delve/protocol';
import { listGames } from './api.ts';
import { browserUser, listSavedGames } from './saved-seats.ts';
import { playPath, replayPath } from './route.ts';
import { useI18n } from './i18n.ts';

export function SavedGames({ go }: { go: (path: string) => void }) {
  const { t } = useI18n();
  const saved = listSavedGames().slice(0, 12);
  const [known, setKnown] = useState<ReadonlyMap<string, GameSummary>>(new Map());
  useEffect(() => {
    if (saved.length === 0) return;
    void (async () => {
      const known = new Map((await listGames(browserUser())).map((g) => [g.gameId, g]));
      setKnown(new Map(known));
      // Games made elsewhere (joined by a link) are not this browser's to list: ask each by its
      // token, through the replay's first frame, which says how far the game is and if it is over.
      for (const s of saved.filter((x) => !known.has(x.gameId) && x.tokens[0])) {
        const r = await fetchReplay(location.origin, s.gameId, s.tokens[0]!, { from: 0, to: 0 }).catch(() => null);
        if (r) known.set(s.gameId, { gameId: s.gameId, createdAt: s.savedAt, step: r.steps, finished: r.finished, seats: [] });
      }
      setKnown(known);
    })();
  }, []);
  if (saved.length === 0) return null;
  const link = (path: string, label: string) => <a href={path} onClick={(e) => { e.preventDefault(); go(path); }}>{label}</a>;
  return (
    <section class="saved">
      <h2>{t('games.title')}</h2>
      <ul>
        {saved.map((s) => {
          const g = known.get(s.gameId);
          return (
            <li key={s.gameId}>
              <span class="game-id">{s.gameId}</span> <small>{new Date(s.savedAt).toLocaleString()}{g ? ` · ${t('games.step', { step: g.step })}${g.finished ? ` · ${t('games.over')}` : ''}` : ''}</small>{' '}
              {!g?.finished && link(playPath(s.gameId), t('games.resume'))} {link(replayPath(s.gameId), t('games.replay'))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
