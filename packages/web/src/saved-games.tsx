// This browser's games to resume (the tokens kept in localStorage), each as a player knows it:
// the ruleset, the quest (Objective card, quest map or mission), the party, the turn reached, how it ended, and when this browser last played it,
// from what the server offers for those tokens (its list of games, and each game's latest frame
// as the token's seat sees it); then resume, replay, and for a finished game the saved game to
// download for `delve replay`.
import { useEffect, useState } from 'preact/hooks';
import { fetchReplay, type GameSummary } from '@delve/protocol';
import type { View } from '@delve/engine';
import { listGames } from './api.ts';
import { listSavedGames } from './saved-seats.ts';
import { playPath, replayPath } from './route.ts';
import { maybe, useI18n } from './i18n.ts';
import { itemName, tableView } from './words.ts';

interface Known {
  summary: GameSummary | null;
  view: View | null;
}

export function SavedGames({ go }: { go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const saved = listSavedGames().slice(0, 12);
  const [known, setKnown] = useState<ReadonlyMap<string, Known>>(new Map());
  useEffect(() => {
    if (saved.length === 0) return;
    void (async () => {
      const withToken = saved.filter((s) => s.tokens[0]);
      const summaries = new Map((await listGames(withToken.map((s) => s.tokens[0]!))).map((g) => [g.gameId, g]));
      const out = new Map<string, Known>(withToken.map((s) => [s.gameId, { summary: summaries.get(s.gameId) ?? null, view: null }]));
      setKnown(new Map(out));
      // The latest frame of each game, as this browser's seat sees it: ruleset, party, turn.
      for (const s of withToken) {
        const step = summaries.get(s.gameId)?.step;
        if (step === undefined) continue;
        const r = await fetchReplay(location.origin, s.gameId, s.tokens[0]!, { from: step, to: step }).catch(() => null);
        const frame = r?.frames[r.frames.length - 1];
        if (frame) out.set(s.gameId, { summary: summaries.get(s.gameId)!, view: frame.view });
        setKnown(new Map(out));
      }
    })();
  }, []);
  if (saved.length === 0) return null;
  const link = (path: string, label: string) => <a href={path} onClick={(e) => { e.preventDefault(); go(path); }}>{label}</a>;
  return (
    <section class="saved">
      <h2>{t('games.title')}</h2>
      <ul>
        {saved.map((s) => {
          const k = known.get(s.gameId);
          const v = k?.view ?? null;
          const over = k?.summary?.finished ?? false;
          const party = v ? tableView(v, locale).models.filter((m) => m.side === 'heroes' && m.kind === 'hero').map((m) => m.name).join(', ') : '';
          const when = new Date(s.savedAt).toLocaleString();
          const q = k?.summary?.quest;
          const quest = !q ? '' : q.id === null ? t('games.randomDeck') : t(`games.${q.kind}`, { name: itemName(q.id, locale) });
          const token = s.tokens[0];
          return (
            <li key={s.gameId} data-game={s.gameId}>
              <strong>{v ? maybe(t, `ruleset.${v.ruleset}`, v.ruleset) : t('games.unknown')}</strong>
              {quest && <> · {quest}</>}
              {party && <> · {party}</>}
              {v && <> · {t('games.turn', { turn: v.turn })}</>}
              {(v?.result || over) && <> · {t(!v?.result ? 'games.over' : v.result.winner === 'heroes' ? 'games.won' : 'games.lost')}</>}
              <br /><small>{t('games.lastPlayed', { when })}</small>{' '}
              {!over && link(playPath(s.gameId), t('games.resume'))} {link(replayPath(s.gameId), t('games.replay'))}{' '}
              {over && token && <a href={`/api/games/${s.gameId}/log?token=${encodeURIComponent(token)}`} download>{t('end.download')}</a>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
