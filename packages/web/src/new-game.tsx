// The start page: a solo game in one click, a new game with its party and who plays each seat,
// joining by an invite link, and resuming the games this browser holds seats in.
import { useState } from 'preact/hooks';
import type { CreateGameResponse } from '@delve/protocol';
import { createRequest, HEROES_ON_OFFER, mySeats, soloGame, type NewGame, type SeatPlayer } from './new-game-request.ts';
import { postGame } from './api.ts';
import { browserUser, saveTokens } from './saved-seats.ts';
import { SavedGames } from './saved-games.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { parseRoute, playPath } from './route.ts';
import { InviteList } from './invites.tsx';

const PLAYERS: { value: SeatPlayer; label: string }[] = [
  { value: 'me', label: 'Me (this browser)' },
  { value: 'invite', label: 'Someone online (invite link)' },
  { value: 'ai', label: 'AI' },
];

/** Creates the game, keeps this browser's tokens and the invites, and says where to go. */
async function start(g: NewGame): Promise<{ gameId: string; first: string | null; invites: { seat: string; link: string }[] }> {
  const res: CreateGameResponse = await postGame(createRequest(g));
  const mine = new Set(mySeats(g));
  const tokens = res.seats.filter((s) => mine.has(s.seat) && s.token).map((s) => s.token!);
  const invites = res.seats.filter((s) => !mine.has(s.seat) && s.link).map((s) => ({ seat: s.seat, link: s.link! }));
  saveTokens(res.gameId, tokens, invites);
  return { gameId: res.gameId, first: tokens[0] ?? null, invites };
}

export function NewGamePage({ go }: { go: (path: string) => void }) {
  const [game, setGame] = useState<NewGame>(() => soloGame(browserUser()));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ gameId: string; first: string | null; invites: { seat: string; link: string }[] } | null>(null);
  const [link, setLink] = useState('');

  const run = async (g: NewGame) => {
    setBusy(true);
    setProblem(null);
    try {
      const r = await start(g);
      if (r.invites.length === 0 && r.first) go(playPath(r.gameId, r.first));
      else setMade(r);
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const setSeat = (i: number, patch: Partial<NewGame['party'][number]>) =>
    setGame({ ...game, party: game.party.map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  const join = (e: Event) => {
    e.preventDefault();
    try {
      const u = new URL(link.trim(), location.origin);
      const r = parseRoute(u.pathname, u.hash);
      if (r.page !== 'play' || !r.token) return setProblem('That is not an invite link (it looks like …/play/GAME#TOKEN).');
      go(playPath(r.gameId, r.token));
    } catch {
      setProblem('That is not an invite link.');
    }
  };

  if (made) {
    return (
      <main class="center start">
        <h1>Game created</h1>
        <p>Send each link to the person who plays that seat:</p>
        <InviteList invites={made.invites} />
        {made.first ? <button type="button" class="primary" onClick={() => go(playPath(made.gameId, made.first!))}>Go to the board</button> : <p>You hold no seat in this game.</p>}
      </main>
    );
  }

  return (
    <main class="center start">
      <div class="row"><h1>Delve</h1><span class="grow" /><LanguagePicker /></div>
      <p class="tagline">A dungeon crawl that knows the rules.</p>
      <section>
        <button type="button" class="primary" disabled={busy} onClick={() => void run(soloGame(browserUser()))}>Play solo (four heroes, AI Gamesmaster)</button>
      </section>
      <section>
        <h2>New game</h2>
        <form onSubmit={(e) => { e.preventDefault(); void run(game); }}>
          <label class="pick"><span>Rules</span>
            <select value={game.ruleset} disabled><option value="ahq">Advanced HeroQuest (ahq)</option></select>
          </label>
          <fieldset>
            <legend>The party</legend>
            {game.party.map((p, i) => (
              <div class="row" key={i}>
                <label class="pick"><span>Seat p{i + 1}</span>
                  <select value={p.hero} onChange={(e) => setSeat(i, { hero: (e.currentTarget as HTMLSelectElement).value })}>
                    {HEROES_ON_OFFER.map((h) => <option value={h.type} key={h.type}>{h.name}</option>)}
                  </select>
                </label>
                <label class="pick"><span>played by</span>
                  <select value={p.player} onChange={(e) => setSeat(i, { player: (e.currentTarget as HTMLSelectElement).value as SeatPlayer })}>
                    {PLAYERS.map((o) => <option value={o.value} key={o.value}>{o.label}</option>)}
                  </select>
                </label>
                <button type="button" aria-label={`Remove seat p${i + 1}`} disabled={game.party.length === 1} onClick={() => setGame({ ...game, party: game.party.filter((_, j) => j !== i) })}>Remove</button>
              </div>
            ))}
            {game.party.length < 4 && (
              <button type="button" onClick={() => setGame({ ...game, party: [...game.party, { hero: HEROES_ON_OFFER.find((h) => !game.party.some((p) => p.hero === h.type))?.type ?? 'barbarian', player: 'invite' }] })}>Add a hero</button>
            )}
          </fieldset>
          <label class="pick"><span>Gamesmaster</span>
            <select value={game.gm} onChange={(e) => setGame({ ...game, gm: (e.currentTarget as HTMLSelectElement).value as NewGame['gm'] })}>
              <option value="ai">AI</option>
              <option value="me">Me (this browser)</option>
            </select>
          </label>
          <button type="submit" class="primary" disabled={busy}>Create game</button>
        </form>
      </section>
      <section>
        <h2>Join a game</h2>
        <form onSubmit={join} class="row">
          <input type="url" placeholder="Invite link" aria-label="Invite link" value={link} onInput={(e) => setLink((e.currentTarget as HTMLInputElement).value)} />
          <button type="submit">Join</button>
        </form>
      </section>
      <SavedGames go={go} />
      {problem && <p class="error" role="alert">{problem}</p>}
    </main>
  );
}
