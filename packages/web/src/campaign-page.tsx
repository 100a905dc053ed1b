/// <reference lib="dom" />
// Campaigns in the browser (docs/campaign.md): a new campaign's party, then the campaign's page:
// the party's sheets and purses, the town (buy, sell, hire, train, the Healer, a new hero), the
// history with each expedition's replay, and setting off. This browser keeps the member tokens it
// holds (one per seat), and acts for each hero with the token of that hero's seat.
import { useEffect, useState } from 'preact/hooks';
import type { CampaignStep, ProfileStat } from '@delve/engine';
import type { AnyCampaignView, AofCampaignView, CampaignOffer, CampaignView, ContentListing } from '@delve/protocol';
import { getContent } from './api.ts';
import { campaignCall as call, expeditionSeat } from './campaign-api.ts';
import { useI18n, type T } from './i18n.ts';
import { itemName } from './words.ts';
import { InviteList } from './invites.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { saveTokens } from './saved-seats.ts';
import { playPath, replayPath } from './route.ts';
import { AofCampaignPage } from './aof-campaign-page.tsx';

const KEY = 'delve.campaigns';

interface SavedCampaign {
  /** Member tokens by seat. */
  tokens: Record<string, string>;
  invites?: { seat: string; link: string }[];
}

function saved(): Record<string, SavedCampaign> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, SavedCampaign>) : {};
  } catch {
    return {};
  }
}

function keep(id: string, entry: SavedCampaign): void {
  const all = saved();
  const had = all[id];
  all[id] = { tokens: { ...had?.tokens, ...entry.tokens }, ...(entry.invites ?? had?.invites ? { invites: entry.invites ?? had?.invites } : {}) };
  localStorage.setItem(KEY, JSON.stringify(all));
}

const PARTY: Record<string, string[]> = { ahq: ['barbarian', 'dwarf', 'elf', 'wizard'], guilds: ['warrior', 'dwarf', 'elf', 'rogue'] };
type CampaignRuleset = 'ahq' | 'guilds' | 'aof-quest';

export function NewCampaignPage({ go }: { go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const [content, setContent] = useState<ContentListing | null>(null);
  const [offer, setOffer] = useState<CampaignOffer | null>(null);
  const [ruleset, setRuleset] = useState<CampaignRuleset>('ahq');
  const [party, setParty] = useState<{ type: string; name: string }[]>(PARTY.ahq!.map((type) => ({ type, name: '' })));
  const [level, setLevel] = useState('normal');
  const [size, setSize] = useState(48);
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ id: string; invites: { seat: string; link: string }[] } | null>(null);
  useEffect(() => {
    getContent().then(setContent, (e: Error) => setProblem(e.message));
    call<CampaignOffer>('GET', '/api/campaigns', null).then(setOffer, (e: Error) => setProblem(e.message));
  }, []);
  // aof-quest's classes come with the campaigns' offer: a campaign takes them from its own content.
  const aof = offer?.aof ?? null;
  const classes: { id: string; name: string }[] = ruleset === 'aof-quest'
    ? (aof?.classes ?? []).map((c) => ({ id: c.id, name: (c.name as unknown as Record<string, string | undefined>)[locale] ?? c.name.en }))
    : content?.rulesets.find((r) => r.id === ruleset)?.heroes.filter((h) => h.kind === 'hero') ?? [];
  const rulesets = [
    ...(content?.rulesets ?? []).filter((r) => PARTY[r.id]).map((r) => ({ id: r.id, name: r.name })),
    ...(aof ? [{ id: 'aof-quest', name: aof.name }] : []),
  ];
  const fewest = ruleset === 'aof-quest' ? 2 : 1;
  const start = async (e: Event) => {
    e.preventDefault();
    setProblem(null);
    try {
      const r = await call<{ campaignId: string; members: { seat: string; token: string; link: string }[] }>('POST', '/api/campaigns', null, {
        ruleset, heroes: party.map((h, i) => ({ type: h.type, seat: `p${i + 1}`, ...(h.name.trim() ? { name: h.name.trim() } : {}) })),
        ...(level !== 'normal' ? { difficulty: level } : {}), ...(ruleset === 'aof-quest' && size !== 48 ? { size } : {}),
      });
      const invites = r.members.slice(1).map((m) => ({ seat: m.seat, link: m.link }));
      keep(r.campaignId, { tokens: Object.fromEntries(r.members.map((m) => [m.seat, m.token])), invites });
      setMade({ id: r.campaignId, invites });
    } catch (err) {
      setProblem((err as Error).message);
    }
  };
  if (made) {
    return (
      <main class="center start">
        <h1>{t('campaign.created')}</h1>
        <p>{t('campaign.invites')}</p>
        <InviteList invites={made.invites} />
        <button type="button" class="primary" onClick={() => go(`/campaign/${made.id}`)}>{t('campaign.open')}</button>
      </main>
    );
  }
  return (
    <main class="center start">
      <div class="row"><h1>{t('campaign.new')}</h1><span class="grow" /><LanguagePicker /></div>
      <p class="tagline">{t('campaign.about')}</p>
      {problem && <p class="error" role="alert">{problem}</p>}
      <form onSubmit={(e) => void start(e)}>
        <label class="pick"><span>{t('new.rules')}</span>
          <select aria-label={t('new.rules')} value={ruleset} onChange={(e) => {
            const r = (e.currentTarget as HTMLSelectElement).value as CampaignRuleset;
            setRuleset(r);
            setParty((r === 'aof-quest' ? aof?.party ?? [] : PARTY[r]!).map((type) => ({ type, name: '' })));
          }}>
            {rulesets.map((r) => <option value={r.id} key={r.id}>{r.name}</option>)}
          </select>
        </label>
        <label class="pick"><span>{t('campaign.level')}</span>
          <select aria-label={t('campaign.level')} value={level} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value)}>
            {(offer?.levels ?? []).map((l) => <option value={l.id} key={l.id}>{t(`campaign.level.${l.id}` as never)}</option>)}
          </select>
        </label>
        {ruleset === 'aof-quest' && aof && (
          <label class="pick"><span>{t('campaign.size')}</span>
            <select aria-label={t('campaign.size')} value={String(size)} onChange={(e) => setSize(Number((e.currentTarget as HTMLSelectElement).value))}>
              {aof.sizes.map((n) => <option value={String(n)} key={n}>{t(n === 24 ? 'campaign.size24' : 'campaign.size48')}</option>)}
            </select>
          </label>
        )}
        <fieldset>
          <legend>{t('new.party')}</legend>
          {party.map((h, i) => (
            <div class="row" key={i}>
              <label class="pick"><span>{t('campaign.hero', { n: i + 1 })}</span>
                <select aria-label={t('campaign.hero', { n: i + 1 })} value={h.type} onChange={(e) => setParty(party.map((x, j) => (j === i ? { ...x, type: (e.currentTarget as HTMLSelectElement).value } : x)))}>
                  {classes.map((c) => <option value={c.id} key={c.id}>{c.name}</option>)}
                </select>
              </label>
              <label class="pick"><span>{t('campaign.name')}</span>
                <input aria-label={t('campaign.nameOf', { n: i + 1 })} maxLength={40} value={h.name} onInput={(e) => setParty(party.map((x, j) => (j === i ? { ...x, name: (e.currentTarget as HTMLInputElement).value } : x)))} />
              </label>
              <button type="button" disabled={party.length <= fewest} onClick={() => setParty(party.filter((_, j) => j !== i))}>{t('new.remove')}</button>
            </div>
          ))}
          {party.length < 4 && classes[0] && <button type="button" onClick={() => setParty([...party, { type: classes[0]!.id, name: '' }])}>{t('new.addHero')}</button>}
        </fieldset>
        <button type="submit" class="primary" disabled={!content || !offer}>{t('campaign.start')}</button>
      </form>
      <p><button type="button" class="link" onClick={() => go('/')}>{t('campaign.back')}</button></p>
    </main>
  );
}

type Hero = CampaignView['campaign']['party'][number];

function heroSheet(h: Hero, t: T): string {
  const trained = Object.entries(h.training).filter(([, n]) => n).map(([k, n]) => `${t(`campaign.stat.${k}` as never)} +${n}`).join(', ');
  return [t('campaign.purse', { gold: h.gold, stash: h.stash }), t('campaign.fate', { fate: h.fate }), ...(trained ? [t('campaign.trained', { what: trained })] : [])].join(' · ');
}

export function CampaignPage({ id, token, go }: { id: string; token: string | null; go: (path: string) => void }) {
  const { t, locale } = useI18n();
  const [view, setView] = useState<AnyCampaignView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joinType, setJoinType] = useState('');
  // A member's link carries its token: kept for this browser, then read by seat.
  const [tokens, setTokens] = useState<Record<string, string>>(() => saved()[id]?.tokens ?? {});
  const first = token ?? Object.values(tokens)[0] ?? null;
  const load = async (tok: string | null = first) => {
    try {
      const v = await call<AnyCampaignView>('GET', `/api/campaigns/${id}`, tok);
      if (tok && !Object.values(tokens).includes(tok)) {
        keep(id, { tokens: { [v.seat]: tok } });
        setTokens({ ...tokens, [v.seat]: tok });
      }
      setView(v);
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  useEffect(() => {
    if (token) history.replaceState(null, '', `/campaign/${id}`);
    void load();
  }, [id]);
  if (!first) return <main class="center start"><p class="error">{t('campaign.noToken')}</p></main>;
  if (!view) return <main class="center start">{problem ? <p class="error" role="alert">{problem}</p> : <p role="status">{t('new.loading')}</p>}</main>;
  if (view.ruleset === 'aof-quest') {
    return <AofCampaignPage id={id} view={view} tokens={tokens} first={first} go={go} setView={(v: AofCampaignView) => setView(v)} load={() => load()} invites={saved()[id]?.invites ?? []} />;
  }
  const c = view.campaign;
  const mine = (seat: string) => tokens[seat] ?? null;
  const act = async (seat: string, step: CampaignStep) => {
    setBusy(true);
    setProblem(null);
    try {
      setView(await call<CampaignView>('POST', `/api/campaigns/${id}/steps`, mine(seat), { at: view.step, step }));
    } catch (e) {
      setProblem((e as Error).message);
      await load();
    } finally {
      setBusy(false);
    }
  };
  const toExpedition = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (!c.away) await call('POST', `/api/campaigns/${id}/depart`, first, { at: view.step });
      // Every seat this browser holds takes its place in the game.
      const seats = await Promise.all(Object.values(tokens).map((tok) => expeditionSeat(id, tok)));
      saveTokens(seats[0]!.gameId, seats.map((s) => s.token));
      go(playPath(seats[0]!.gameId, seats[0]!.token));
    } catch (e) {
      setProblem((e as Error).message);
      await load();
    } finally {
      setBusy(false);
    }
  };
  const next = c.def.expeditions[c.next];
  const over = c.over === 'won' ? t('campaign.won') : c.over === 'lost' ? t('campaign.lost') : null;
  // A new hero may join while the party is in town and has room (CMP-N01).
  const canJoin = !c.away && !over && c.party.length !== 0 && c.party.length !== 4 && mine(view.seat) !== null;
  return (
    <main class="center start campaign">
      <div class="row"><h1>{c.def.name[locale] ?? c.def.name.en}</h1><span class="grow" /><LanguagePicker /></div>
      <p class="tagline">{c.def.text?.[locale] ?? ''}</p>
      <p class="hint">{t('campaign.levelOf', { level: t(`campaign.level.${c.header.difficulty ?? 'normal'}` as never) })}</p>
      {problem && <p class="error" role="alert">{problem}</p>}
      <section>
        <h2>{over ?? (c.away ? t('campaign.away') : t('campaign.next', { n: c.next + 1, of: c.def.expeditions.length, name: next ? next.name[locale] ?? next.name.en : '' }))}</h2>
        {!over && <button type="button" class="primary" disabled={busy || c.party.length === 0} onClick={() => void toExpedition()}>{c.away ? t('campaign.rejoin') : t('campaign.setOff')}</button>}
        <p class="hint">{t('campaign.chest', { gold: c.chest })}</p>
      </section>
      <section>
        <h2>{t('new.party')}</h2>
        {c.party.length === 0 && <p class="hint">{t('campaign.noHero')}</p>}
        {c.party.map((h) => (
          <fieldset key={h.id} class="sheet">
            <legend>{h.name === itemName(h.type, locale) ? h.name : `${h.name} (${itemName(h.type, locale)})`}{h.healer ? ` — ${t('campaign.healer')}` : ''}</legend>
            <p>{heroSheet(h, t)}</p>
            <p class="hint">{[...h.weapons, ...(h.armour ? [h.armour] : []), ...(h.shield ? [h.shield] : []), ...h.items].map((x) => itemName(x, locale)).join(', ') || t('campaign.nothing')}
              {Object.entries(h.ammo).filter(([, n]) => n).map(([a, n]) => `, ${n} ${itemName(a, locale)}`).join('')}</p>
            {h.hired.length > 0 && <p class="hint">{t('campaign.hired', { who: h.hired.map((x) => itemName(x, locale)).join(', ') })}</p>}
            {mine(h.seat) && !c.away && !over && <HeroTown h={h} view={view} busy={busy} act={(s) => void act(h.seat, s)} />}
          </fieldset>
        ))}
        {canJoin && (
          <div class="row">
            <label class="pick"><span>{t('campaign.join')}</span>
              <select aria-label={t('campaign.join')} value={joinType} onChange={(e) => setJoinType((e.currentTarget as HTMLSelectElement).value)}>
                <option value="">—</option>
                {view.town.classes.map((k) => <option value={k} key={k}>{itemName(k, locale)}</option>)}
              </select>
            </label>
            <button type="button" disabled={busy || !joinType} onClick={() => void act(view.seat, { kind: 'join', type: joinType, seat: view.seat })}>{t('campaign.joinButton')}</button>
          </div>
        )}
      </section>
      {c.fallen.length > 0 && <section><h2>{t('campaign.fallen')}</h2><p>{c.fallen.map((f) => t('campaign.fell', { name: f.name, n: f.expedition + 1 })).join(', ')}</p></section>}
      <section>
        <h2>{t('campaign.history')}</h2>
        {c.history.length === 0 && <p class="hint">{t('campaign.noHistory')}</p>}
        <ol>
          {c.history.map((x, i) => (
            <li key={i}>
              {t('campaign.expedition', { n: x.expedition + 1, result: t(x.result.winner === 'heroes' ? 'campaign.heroesWon' : 'campaign.heroesLost'), gold: x.gold })}{' '}
              {Object.entries(x.heroes).map(([hid, e]) => t(`campaign.end.${e}` as never, { name: c.party.find((p) => p.id === hid)?.name ?? c.fallen.find((f) => f.id === hid)?.name ?? hid })).join(', ')}
              {x.gameId && <> · <a href={replayPath(x.gameId)} onClick={(e) => { e.preventDefault(); go(replayPath(x.gameId!)); }}>{t('campaign.replay')}</a></>}
            </li>
          ))}
        </ol>
        {!c.away && <p><a href={`/api/campaigns/${id}/export?token=${encodeURIComponent(first)}`} download>{t('campaign.export')}</a></p>}
      </section>
      {(saved()[id]?.invites ?? []).length > 0 && <details><summary>{t('invite.links')}</summary><InviteList invites={saved()[id]!.invites!} /></details>}
      <p><button type="button" class="link" onClick={() => go('/')}>{t('campaign.back')}</button></p>
    </main>
  );
}

const STATS: readonly ProfileStat[] = ['ws', 'bs', 'strength', 'toughness', 'speed', 'bravery', 'intelligence', 'wounds'];

/** A hero's town, as compact menus: buy, sell, hire, train and the Healer, each refused by the
 * server with its reason. */
function HeroTown({ h, view, busy, act }: { h: Hero; view: CampaignView; busy: boolean; act: (s: CampaignStep) => void }) {
  const { t, locale } = useI18n();
  const [buy, setBuy] = useState('');
  const [sell, setSell] = useState('');
  const [hire, setHire] = useState('');
  const [stat, setStat] = useState<ProfileStat>('ws');
  const price = (id: string) => view.town.items.find((i) => i.id === id)?.cost;
  const owned = [...h.weapons, ...(h.armour ? [h.armour] : []), ...(h.shield ? [h.shield] : []), ...h.items].filter((id, i, all) => all.indexOf(id) === i && price(id) !== undefined);
  const trainings = Object.values(h.training).reduce((a: number, n) => a + (n ?? 0), 0);
  const menu = (label: string, aria: string, value: string, set: (v: string) => void, options: { id: string; text: string }[], button: string, go: () => void) => (
    <span class="menu">
      <label class="pick"><span>{label}</span>
        <select aria-label={aria} value={value} onChange={(e) => set((e.currentTarget as HTMLSelectElement).value)}>
          <option value="">—</option>
          {options.map((o) => <option value={o.id} key={o.id}>{o.text}</option>)}
        </select>
      </label>
      <button type="button" disabled={busy || !value} onClick={go}>{button}</button>
    </span>
  );
  return (
    <div class="town row">
      {menu(t('campaign.buy'), t('campaign.buyFor', { name: h.name }), buy, setBuy,
        view.town.items.map((i) => ({ id: i.id, text: t('campaign.priced', { name: itemName(i.id, locale), cost: i.kind === 'ammo' ? `${i.cost} × 12` : i.cost }) })),
        t('campaign.buyButton'), () => act({ kind: 'buy', hero: h.id, item: buy, ...(view.town.items.find((i) => i.id === buy)?.kind === 'ammo' ? { count: 12 } : {}) }))}
      {owned.length > 0 && menu(t('campaign.sellMenu'), t('campaign.sellFor', { name: h.name }), sell, setSell,
        owned.map((id) => ({ id, text: t('campaign.priced', { name: itemName(id, locale), cost: Math.floor(price(id)! / 2) }) })),
        t('campaign.sellButton'), () => { act({ kind: 'sell', hero: h.id, item: sell }); setSell(''); })}
      {view.town.hire.length > 0 && menu(t('campaign.hireMenu'), t('campaign.hireFor', { name: h.name }), hire, setHire,
        view.town.hire.map((x) => ({ id: x.type, text: t('campaign.priced', { name: itemName(x.type, locale), cost: x.cost }) })),
        t('campaign.hireButton'), () => act({ kind: 'hire', hero: h.id, type: hire }))}
      <span class="menu">
      <label class="pick"><span>{t('campaign.train')}</span>
        <select aria-label={t('campaign.trainFor', { name: h.name })} value={stat} onChange={(e) => setStat((e.currentTarget as HTMLSelectElement).value as ProfileStat)}>
          {STATS.map((st) => <option value={st} key={st}>{t(`campaign.stat.${st}` as never)}</option>)}
        </select>
      </label>
      <button type="button" disabled={busy || h.fresh < 1} title={h.fresh < 1 ? t('campaign.trainLater') : undefined} onClick={() => act({ kind: 'train', hero: h.id, stat })}>{t('campaign.trainButton', { gold: view.town.training.price * (trainings + 1) })}</button>
      </span>
      {h.healer && view.town.healer !== null && <button type="button" disabled={busy} onClick={() => act({ kind: 'heal', hero: h.id })}>{t('campaign.heal', { gold: view.town.healer })}</button>}
    </div>
  );
}
