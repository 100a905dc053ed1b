// The start page: a solo game in one click, a new game (ruleset, quest, Objective card or an
// aof-quest mission, house-rule options, the party with its henchmen or followers, who plays each
// seat) from what the server's content offers, joining by an invite link, and resuming this
// browser's games.
import { useEffect, useState } from 'preact/hooks';
import type { OptionValue } from '@delve/engine';
import { MAX_NAME_CHARS, type ContentListing, type CreateGameResponse, type OptionListing, type RulesetListing } from '@delve/protocol';
import { AOF_PARTY, createRequest, defaultGame, DROP_WAITS, MAX_SEATS, mySeats, rulesetOf, switchRuleset, type AofChoice, type NewGame, type PartySeat, type SeatPlayer } from './new-game-request.ts';
import { getContent, postGame } from './api.ts';
import { browserUser, personName, savePersonName, saveTokens } from './saved-seats.ts';
import { SavedGames } from './saved-games.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { parseRoute, playPath } from './route.ts';
import { InviteList } from './invites.tsx';
import { useI18n, type Key } from './i18n.ts';

const PLAYERS: { value: SeatPlayer; label: Key }[] = [
  { value: 'me', label: 'new.me' },
  { value: 'invite', label: 'new.invite' },
  { value: 'ai', label: 'new.ai' },
];

/** Creates the game, keeps this browser's tokens and the invites, and says where to go. */
async function start(g: NewGame, r: RulesetListing, gmWord: string): Promise<{ gameId: string; first: string | null; invites: { seat: string; link: string; who?: string }[] }> {
  const res: CreateGameResponse = await postGame(createRequest(g, r));
  const mine = new Set(mySeats(g));
  const tokens = res.seats.filter((s) => mine.has(s.seat) && s.token).map((s) => s.token!);
  // Each link by whom it is for: the hero (and helpers) the seat plays, or the Gamesmaster.
  const names = new Map(r.heroes.map((h) => [h.id, h.name]));
  const who = (seat: string) => (seat === 'gm' ? 'gm' : g.party[Number(seat.slice(1)) - 1]?.hero);
  const invites = res.seats.filter((s) => !mine.has(s.seat) && s.link).map((s) => ({ seat: s.seat, link: s.link!, who: who(s.seat) === 'gm' ? gmWord : names.get(who(s.seat) ?? '') ?? s.seat }));
  saveTokens(res.gameId, tokens, invites, res.host);
  return { gameId: res.gameId, first: tokens[0] ?? null, invites };
}

/** One house-rule option as the engine declares it: a checkbox, a number or a choice, with its
 * description and the rules it changes. */
function OptionField({ o, value, onChange }: { o: OptionListing; value: OptionValue; onChange: (v: OptionValue) => void }) {
  const { locale } = useI18n();
  const id = `opt-${o.id.replace(/\W/g, '-')}`;
  // An option is shown by its name and description in the page's language, never by its id.
  const name = o.name[locale];
  const about = <small id={`${id}-about`} class="about">{o.description[locale]} <span class="rules">[{o.rules.join(', ')}]</span></small>;
  if (o.type === 'boolean') {
    return (
      <div class="option">
        <label class="choice"><input id={id} type="checkbox" checked={value === true} aria-describedby={`${id}-about`} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} /> {name}</label>
        {about}
      </div>
    );
  }
  if (o.choices) {
    return (
      <div class="option">
        <label class="pick">{name}
          <select id={id} value={String(value)} aria-describedby={`${id}-about`} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
            {o.choices.map((c) => <option key={c} value={c}>{o.choiceNames?.[c]?.[locale] ?? c}</option>)}
          </select>
        </label>
        {about}
      </div>
    );
  }
  return (
    <div class="option">
      <label class="pick">{name}
        {o.type === 'number'
          ? <input id={id} type="number" value={String(value)} aria-describedby={`${id}-about`} min={o.min} max={o.max}
            onInput={(e) => onChange(Number((e.currentTarget as HTMLInputElement).value))} />
          : <input id={id} type="text" value={String(value)} aria-describedby={`${id}-about`}
            onInput={(e) => onChange((e.currentTarget as HTMLInputElement).value)} />}
      </label>
      {about}
    </div>
  );
}

/** A content entry's name in the page's language, from the listing (its English name otherwise). */
function word(r: RulesetListing, id: string, english: string, locale: string): string {
  return r.localNames?.[locale]?.[id] ?? english;
}

/** An aof-quest game's mission: rolled by the campaign builder (type, battlefield size,
 * difficulty), one of the pack's, or a mission file the server checks before the game starts. */
function AofMissionFields({ r, c, onChange }: { r: RulesetListing; c: AofChoice; onChange: (c: AofChoice) => void }) {
  const { t, locale } = useI18n();
  const aof = r.aof!;
  const set = (patch: Partial<AofChoice>) => onChange({ ...c, ...patch });
  const readFile = (input: HTMLInputElement) => {
    const f = input.files?.[0];
    if (!f) return set({ file: null });
    void f.text().then((text) => set({ mission: 'file', file: { name: f.name, text } }));
  };
  return (
    <fieldset class="aof-mission">
      <legend>{t('new.aof.mission')}</legend>
      <label class="choice"><input type="radio" name="aof-mission" checked={c.mission === 'generate'} onChange={() => set({ mission: 'generate' })} /> {t('new.aof.generated')}</label>
      <div class="indent">
        <label class="pick"><span>{t('new.aof.type')}</span>
          <select aria-label={t('new.aof.type')} value={c.type} disabled={c.mission !== 'generate'} onChange={(e) => set({ type: (e.currentTarget as HTMLSelectElement).value })}>
            {aof.missionTypes.map((m) => <option value={m.id} key={m.id}>{m.name[locale]}</option>)}
          </select>
        </label>
        <label class="pick"><span>{t('new.aof.size')}</span>
          <select aria-label={t('new.aof.size')} value={String(c.size)} disabled={c.mission !== 'generate'} onChange={(e) => set({ size: (e.currentTarget as HTMLSelectElement).value === '24' ? 24 : 48 })}>
            <option value="48">{t('new.aof.size48')}</option>
            <option value="24">{t('new.aof.size24')}</option>
          </select>
        </label>
        <label class="pick"><span>{t('new.aof.difficulty')}</span>
          <select aria-label={t('new.aof.difficulty')} value={c.difficulty} disabled={c.mission !== 'generate'} onChange={(e) => set({ difficulty: (e.currentTarget as HTMLSelectElement).value })}>
            {aof.difficulties.map((d) => <option value={d.id} key={d.id}>{d.name[locale]}</option>)}
          </select>
        </label>
      </div>
      {aof.missions.length > 0 && (
        <>
          <label class="choice"><input type="radio" name="aof-mission" checked={c.mission === 'pack'} onChange={() => set({ mission: 'pack' })} /> {t('new.aof.pack')}</label>
          <label class="pick indent"><span class="sr-only">{t('new.aof.pack')}</span>
            <select aria-label={t('new.aof.pack')} value={c.pack} disabled={c.mission !== 'pack'} onChange={(e) => set({ pack: (e.currentTarget as HTMLSelectElement).value })}>
              {aof.missions.map((m) => <option value={m.id} key={m.id}>{m.name[locale]} ({m.size}×{m.size})</option>)}
            </select>
          </label>
        </>
      )}
      <label class="choice"><input type="radio" name="aof-mission" checked={c.mission === 'file'} onChange={() => set({ mission: 'file' })} /> {t('new.aof.file')}</label>
      <label class="pick indent"><span class="sr-only">{t('new.aof.file')}</span>
        <input type="file" accept=".yaml,.yml,.json" aria-label={t('new.aof.file')} aria-describedby="aof-file-hint" onChange={(e) => readFile(e.currentTarget as HTMLInputElement)} />
      </label>
      <small id="aof-file-hint" class="about indent">{t('new.aof.fileHint')}</small>
    </fieldset>
  );
}

function SeatRow({ r, seat, i, count, onChange, onRemove }: { r: RulesetListing; seat: PartySeat; i: number; count: number; onChange: (p: Partial<PartySeat>) => void; onRemove: () => void }) {
  const { t, locale } = useI18n();
  const heroes = r.heroes.filter((h) => h.kind === 'hero');
  const helpers = r.heroes.filter((h) => h.kind !== 'hero');
  const [helper, setHelper] = useState(helpers[0]?.id ?? '');
  const name = (id: string) => word(r, id, r.heroes.find((h) => h.id === id)?.name ?? id, locale);
  const n = `p${i + 1}`;
  return (
    <div class="seat-row">
      <div class="row">
        <label class="pick"><span>{t('new.seat', { seat: n })}</span>
          <select value={seat.hero} onChange={(e) => onChange({ hero: (e.currentTarget as HTMLSelectElement).value })}>
            {heroes.map((h) => <option value={h.id} key={h.id}>{name(h.id)}</option>)}
          </select>
        </label>
        <label class="pick"><span>{t('new.playedBy')}</span>
          <select value={seat.player} onChange={(e) => onChange({ player: (e.currentTarget as HTMLSelectElement).value as SeatPlayer })}>
            {PLAYERS.map((o) => <option value={o.value} key={o.value}>{t(o.label)}</option>)}
          </select>
        </label>
        <button type="button" aria-label={t('new.removeSeat', { seat: n })} disabled={count <= (r.aof ? AOF_PARTY.min : 1)} onClick={onRemove}>{t('new.remove')}</button>
      </div>
      {helpers.length > 0 && (
        <div class="row followers">
          {seat.followers.map((f, k) => (
            <button type="button" key={`${f}.${k}`} class="chip" aria-label={t('new.dismiss', { name: name(f), seat: n })}
              onClick={() => onChange({ followers: seat.followers.filter((_, j) => j !== k) })}>{name(f)} ×</button>
          ))}
          <label class="pick"><span class="sr-only">{t('new.helper', { seat: n })}</span>
            <select aria-label={t('new.helper', { seat: n })} value={helper} onChange={(e) => setHelper((e.currentTarget as HTMLSelectElement).value)}>
              {helpers.map((h) => <option value={h.id} key={h.id}>{name(h.id)} ({t(h.kind === 'follower' ? 'new.follower' : 'new.henchman')})</option>)}
            </select>
          </label>
          <button type="button" disabled={!helper} onClick={() => onChange({ followers: [...seat.followers, helper] })}>{t('new.hire', { seat: n })}</button>
        </div>
      )}
    </div>
  );
}

export function NewGamePage({ go }: { go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const [content, setContent] = useState<ContentListing | null>(null);
  const [game, setGame] = useState<NewGame | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** What is wrong with the invite link typed, said beside it. */
  const [joinProblem, setJoinProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ gameId: string; first: string | null; invites: { seat: string; link: string; who?: string }[] } | null>(null);
  const [link, setLink] = useState('');

  useEffect(() => {
    getContent().then((c) => {
      setContent(c);
      const first = c.rulesets[0];
      if (first) setGame({ ...defaultGame(first, browserUser()), name: personName() ?? '', dropWait: 120 });
    }, (e: Error) => setProblem(e.message));
  }, []);

  const run = async (g: NewGame) => {
    if (!content) return;
    setBusy(true);
    setProblem(null);
    if (g.name?.trim()) savePersonName(g.name.trim());
    try {
      const r = await start(g, rulesetOf(content, g.ruleset), t('table.gm'));
      if (r.invites.length === 0 && r.first) go(playPath(r.gameId, r.first));
      else setMade(r);
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const r = content && game ? rulesetOf(content, game.ruleset) : null;
  const setSeat = (i: number, patch: Partial<PartySeat>) => game && setGame({ ...game, party: game.party.map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  // Any text is read here, not by the browser's own check of a URL field, so what is wrong is
  // said in words beside the field: nothing typed, not a link, or a link that is no invite.
  const join = (e: Event) => {
    e.preventDefault();
    const text = link.trim();
    if (!text) return setJoinProblem(t('new.linkEmpty'));
    let u: URL;
    try {
      u = new URL(text, location.origin);
    } catch {
      return setJoinProblem(t('new.badLink', { link: text.slice(0, 80) }));
    }
    const r = parseRoute(u.pathname, u.hash);
    if (r.page === 'campaign' && r.token) return go(`/campaign/${r.campaignId}#${r.token}`);
    if (r.page !== 'play') return setJoinProblem(t('new.badLinkShape', { link: text.slice(0, 80) }));
    if (!r.token) return setJoinProblem(t('new.linkNoToken', { game: r.gameId }));
    setJoinProblem(null);
    go(playPath(r.gameId, r.token));
  };

  if (made) {
    return (
      <main class="center start">
        <h1>{t('new.created')}</h1>
        <p>{t('new.sendLinks')}</p>
        <InviteList invites={made.invites} />
        {made.first ? <button type="button" class="primary" onClick={() => go(playPath(made.gameId, made.first!))}>{t('new.toBoard')}</button> : <p>{t('new.noSeat')}</p>}
      </main>
    );
  }

  return (
    <main class="center start">
      <div class="row"><h1>Delve</h1><span class="grow" /><LanguagePicker /></div>
      <p class="tagline">{t('new.tagline')}</p>
      <section>
        <button type="button" class="primary" disabled={busy || !r} onClick={() => r && game && void run({ ...defaultGame(r, game.user) })}>
          {t(r?.aof ? 'new.soloAof' : 'new.solo', { rules: r?.name ?? '…' })}
        </button>
      </section>
      <section>
        <h2>{t('new.title')}</h2>
        {!game || !r || !content ? <p role="status">{t('new.loading')}</p> : (
          <form onSubmit={(e) => { e.preventDefault(); void run(game); }}>
            <label class="pick"><span>{t('new.rules')}</span>
              <select aria-label={t('new.rules')} value={game.ruleset} onChange={(e) => setGame(switchRuleset(game, rulesetOf(content, (e.currentTarget as HTMLSelectElement).value)))}>
                {content.rulesets.map((x) => <option value={x.id} key={x.id}>{x.name} ({x.id})</option>)}
              </select>
            </label>
            {r.generator === 'tables' ? (
              <label class="pick"><span>{t('new.quest')}</span>
                <select aria-label={t('new.quest')} value={game.quest} onChange={(e) => setGame({ ...game, quest: (e.currentTarget as HTMLSelectElement).value })}>
                  {r.quests.map((q) => <option value={q.id} key={q.id}>{word(r, q.id, q.name, locale)}</option>)}
                </select>
              </label>
            ) : r.generator === 'missions' && game.aof ? (
              <AofMissionFields r={r} c={game.aof} onChange={(c) => setGame({ ...game, aof: c })} />
            ) : (
              <fieldset>
                <legend>{t('new.dungeon')}</legend>
                <label class="choice"><input type="radio" name="deck" checked={game.deck === 'random'} onChange={() => setGame({ ...game, deck: 'random' })} /> {t('new.randomDeck')}</label>
                <label class="pick indent"><span>{t('new.objective')}</span>
                  <select aria-label={t('new.objective')} value={game.objective} disabled={game.deck !== 'random'} onChange={(e) => setGame({ ...game, objective: (e.currentTarget as HTMLSelectElement).value })}>
                    {r.objectives.map((o) => <option value={o.id} key={o.id}>{t('new.objectiveCard', { name: word(r, o.id, o.name, locale), rooms: o.rooms })}</option>)}
                  </select>
                </label>
                <label class="choice"><input type="radio" name="deck" checked={game.deck === 'hand'} onChange={() => setGame({ ...game, deck: 'hand' })} /> {t('new.gmHand')}</label>
              </fieldset>
            )}
            <fieldset class="options">
              <legend>{t('new.options')}</legend>
              {r.options.length === 0 && <p class="hint">{t('new.noOptions')}</p>}
              {r.options.map((o) => <OptionField key={o.id} o={o} value={game.options[o.id] ?? o.default} onChange={(v) => setGame({ ...game, options: { ...game.options, [o.id]: v } })} />)}
            </fieldset>
            <fieldset>
              <legend>{t('new.party')}</legend>
              {r.aof && <p class="hint">{t('new.aof.partySize')}</p>}
              {game.party.map((p, i) => (
                <SeatRow key={i} r={r} seat={p} i={i} count={game.party.length} onChange={(patch) => setSeat(i, patch)}
                  onRemove={() => setGame({ ...game, party: game.party.filter((_, j) => j !== i) })} />
              ))}
              {game.party.length < MAX_SEATS && (
                <button type="button" onClick={() => {
                  const heroes = r.heroes.filter((h) => h.kind === 'hero');
                  const hero = heroes.find((h) => !game.party.some((p) => p.hero === h.id)) ?? heroes[0]!;
                  setGame({ ...game, party: [...game.party, { hero: hero.id, player: 'invite', followers: [] }] });
                }}>{t('new.addHero')}</button>
              )}
            </fieldset>
            {!r.aof && (
              <label class="pick"><span>{t('new.gm')}</span>
                <select value={game.gm} onChange={(e) => setGame({ ...game, gm: (e.currentTarget as HTMLSelectElement).value as SeatPlayer })}>
                  {PLAYERS.map((o) => <option value={o.value} key={o.value}>{t(o.label)}</option>)}
                </select>
              </label>
            )}
            <label class="pick"><span>{t('new.yourName')}</span>
              <input maxLength={MAX_NAME_CHARS} value={game.name ?? ''} onInput={(e) => setGame({ ...game, name: (e.currentTarget as HTMLInputElement).value })} />
            </label>
            <label class="pick"><span>{t('new.dropWait')}</span>
              <select value={String(game.dropWait ?? 'never')} onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                setGame({ ...game, dropWait: v === 'never' ? null : Number(v) });
              }}>
                {DROP_WAITS.map((w) => <option key={String(w)} value={String(w ?? 'never')}>{w === null ? t('new.dropWait.never') : w < 60 ? t('new.dropWait.s', { n: w }) : t('new.dropWait.m', { n: w / 60 })}</option>)}
              </select>
            </label>
            <button type="submit" class="primary" disabled={busy}>{t('new.create')}</button>
          </form>
        )}
      </section>
      <section>
        <button type="button" class="link" onClick={() => go('/campaign')}>{t('campaign.startLink')}</button>
      </section>
      <section>
        <h2>{t('new.join')}</h2>
        <form onSubmit={join} class="row">
          <input type="text" inputMode="url" placeholder={t('new.inviteLink')} aria-label={t('new.inviteLink')} value={link}
            aria-invalid={joinProblem ? 'true' : undefined} aria-describedby={joinProblem ? 'join-problem' : undefined}
            onInput={(e) => { setLink((e.currentTarget as HTMLInputElement).value); setJoinProblem(null); }} />
          <button type="submit">{t('new.joinButton')}</button>
        </form>
        {joinProblem && <p id="join-problem" class="error" role="alert">{joinProblem}</p>}
      </section>
      <SavedGames go={go} />
      {problem && <p class="error" role="alert">{problem}</p>}
    </main>
  );
}
