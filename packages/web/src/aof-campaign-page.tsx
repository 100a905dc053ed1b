/// <reference lib="dom" />
// An aof-quest campaign's page (docs/campaign.md, CMP-Q01..Q06): the chapter and mission to come,
// the party's sheets (class, scores, XP, what carries over, statuses and injuries), the upgrades
// bought with XP between chapters, the outline of chapters, each mission with its travel events
// and its replay, and setting off. Each hero's upgrades are bought with the token of its seat.
import { useState } from 'preact/hooks';
import type { AofCampaignStep, AofHeroChange, Locale } from '@delve/engine';
import type { AofCampaignView } from '@delve/protocol';
import { campaignCall as call, expeditionSeat } from './campaign-api.ts';
import { useI18n, type T } from './i18n.ts';
import { InviteList } from './invites.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { saveTokens } from './saved-seats.ts';
import { playPath, replayPath } from './route.ts';

type Text = { en: string; it?: string };
function word(x: Text | undefined, locale: Locale, fallback: string): string {
  const byLocale = x as unknown as Partial<Record<string, string>> | undefined;
  return byLocale?.[locale] ?? x?.en ?? fallback;
}

/** Something the page waits for. */
interface Job { (): Promise<void> }

/** Whether a hero carries wounds or spent power into its next mission (CMP-Q05). */
function carries(h: Hero): boolean {
  return h.wounds !== 0 || h.power !== h.sheet.power;
}

type Hero = AofCampaignView['party'][number];

/** An upgrade's change in words: a score needed goes down (better), Toughness and power up. */
function changeText(ch: AofHeroChange, t: T): string {
  return (Object.entries(ch) as [keyof AofHeroChange, number][])
    .map(([k, v]) => t(`aofc.change.${k}` as never, { v: k === 'toughness' || k === 'power' ? (v > 0 ? `+${v}` : `${v}`) : v < 0 ? `${v} (${t('aofc.change.better')})` : `+${v}` }))
    .join(', ');
}

export interface AofCampaignProps {
  id: string;
  view: AofCampaignView;
  tokens: Record<string, string>;
  first: string;
  go: (path: string) => void;
  setView: (v: AofCampaignView) => void;
  load: Job;
  invites: { seat: string; link: string }[];
}

export function AofCampaignPage({ id, view, tokens, first, go, setView, load, invites }: AofCampaignProps) {
  const { t, locale } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const v = view;
  const n = v.names;
  // A hero named by its class (the default) is named in the page's language.
  const nameOf = (h: Hero) => (h.name === n.classes[h.class]?.en ? word(n.classes[h.class], locale, h.name) : h.name);
  const heroName = (hid: string) => {
    const h = v.party.find((x) => x.id === hid);
    return h ? nameOf(h) : hid;
  };
  const level = (id: string) => word(n.difficulties[id], locale, id);
  const type = (id: string) => word(n.missionTypes[id], locale, id);
  const mine = (seat: string) => tokens[seat] ?? null;
  const run = async (f: Job) => {
    setBusy(true);
    setProblem(null);
    try {
      await f();
    } catch (e) {
      setProblem((e as Error).message);
      await load();
    } finally {
      setBusy(false);
    }
  };
  const act = (seat: string, step: AofCampaignStep) => run(async () => {
    const next: AofCampaignView = await call('POST', `/api/campaigns/${id}/steps`, mine(seat), { at: v.step, step });
    setView(next);
  });
  const toMission = () => run(async () => {
    if (!v.away) await call('POST', `/api/campaigns/${id}/depart`, first, { at: v.step });
    // Every seat this browser holds takes its place in the mission's game.
    const seats = await Promise.all(Object.values(tokens).map((tok) => expeditionSeat(id, tok)));
    saveTokens(seats[0]!.gameId, seats.map((s) => s.token));
    go(playPath(seats[0]!.gameId, seats[0]!.token));
  });
  const ch = v.chapters[v.chapter];
  const heading = v.over === 'won' ? t('aofc.won') : v.over === 'lost' ? t('aofc.lost') : v.away ? t('aofc.away')
    : t('aofc.next', {
      chapter: v.chapter + 1, chapters: v.chapters.length, final: ch?.final ? t('aofc.final') : '', mission: v.mission + 1,
      missions: ch?.missions.length ?? 0, type: type(ch?.missions[v.mission]?.type ?? ''), difficulty: level(ch?.difficulty ?? ''),
    });
  const statusList = (xs: readonly string[]) => xs.map((s) => t(`aofc.status.${s}` as never)).join(', ');
  return (
    <main class="center start campaign">
      <div class="row"><h1>{word(v.name, locale, '')}</h1><span class="grow" /><LanguagePicker /></div>
      <p class="tagline">{t('campaign.levelOf', { level: t(`campaign.level.${v.difficulty}` as never) })}</p>
      {problem && <p class="error" role="alert">{problem}</p>}
      <section>
        <h2>{heading}</h2>
        {!v.over && <button type="button" class="primary" disabled={busy} onClick={() => void toMission()}>{v.away ? t('aofc.rejoin') : t('campaign.setOff')}</button>}
      </section>
      <section>
        <h2>{t('new.party')}</h2>
        {v.party.map((h) => (
          <fieldset key={h.id} class="sheet">
            <legend>{nameOf(h) === h.name && h.name !== n.classes[h.class]?.en ? `${h.name} (${word(n.classes[h.class], locale, h.class)})` : nameOf(h)} · {t('aofc.xp', { xp: h.xp })}</legend>
            <p>{t('aofc.scores', { ...h.sheet })}</p>
            {carries(h) && <p class="hint">{t('aofc.carried', { wounds: h.wounds, power: h.power })}</p>}
            {h.statuses.length > 0 && <p class="hint">{t('aofc.statuses', { what: statusList(h.statuses) })}</p>}
            {h.injuries.length > 0 && <p class="hint">{t('aofc.injuries', { what: h.injuries.map((i) => word(i.name, locale, '')).join(', ') })}</p>}
            {Object.keys(h.upgrades).length > 0 && <p class="hint">{t('aofc.upgraded', {
              what: Object.entries(h.upgrades).map(([uid, k]) => `${word(v.upgrades.find((u) => u.id === uid)?.name, locale, uid)}${k > 1 ? ` ×${k}` : ''}`).join(', '),
            })}</p>}
            {mine(h.seat) && v.betweenChapters && <HeroUpgrades h={h} name={nameOf(h)} view={v} busy={busy} act={(s) => void act(h.seat, s)} />}
          </fieldset>
        ))}
        {!v.betweenChapters && !v.over && <p class="hint">{t('aofc.upgradesLater')}</p>}
        <details>
          <summary>{t('aofc.upgradeList')}</summary>
          <ul>{v.upgrades.map((u) => <li key={u.id}>{t('aofc.upgradeOption', { name: word(u.name, locale, u.id), xp: u.xp, change: changeText(u.change, t), times: '' })}</li>)}</ul>
        </details>
      </section>
      <section>
        <h2>{t('aofc.outline')}</h2>
        <ol>
          {v.chapters.map((c, i) => (
            <li key={i} class={i === v.chapter && !v.over ? 'current' : undefined}>
              {t('aofc.chapter', { n: c.chapter, final: c.final ? t('aofc.final') : '', difficulty: level(c.difficulty), missions: c.missions.map((m) => type(m.type)).join(', ') })}
              {i === v.chapter && !v.over ? ` — ${t('aofc.here')}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <section>
        <h2>{t('aofc.history')}</h2>
        {v.history.length === 0 && <p class="hint">{t('campaign.noHistory')}</p>}
        <ol>
          {v.history.map((x, i) => {
            const travel = Object.entries(x.travel).filter(([, e]) => e !== 'nothing');
            return (
              <li key={i}>
                {t('aofc.mission', { chapter: x.chapter + 1, mission: x.mission + 1, type: type(x.type), difficulty: level(x.difficulty), result: t(x.winner === 'heroes' ? 'aofc.heroesWon' : 'aofc.heroesLost') })}
                {'; '}{t('aofc.objectives', { n: x.objectives.length })}
                {'; '}{t('aofc.gained', { what: Object.entries(x.xp).map(([hid, k]) => `${heroName(hid)} +${k}`).join(', ') })}
                {Object.keys(x.injuries).length > 0 && <>{'; '}{t('aofc.injury', { what: Object.entries(x.injuries).map(([hid, inj]) => `${heroName(hid)}: ${word(n.injuries[inj], locale, inj)}`).join(', ') })}</>}
                {travel.length > 0 && <>{'; '}{t('aofc.travel', { what: travel.map(([hid, e]) => `${heroName(hid)} ${t(`aofc.status.${e}` as never)}`).join(', ') })}</>}
                {x.gameId && <> · <a href={replayPath(x.gameId)} onClick={(e) => { e.preventDefault(); go(replayPath(x.gameId!)); }}>{t('campaign.replay')}</a></>}
              </li>
            );
          })}
        </ol>
        {!v.away && <p><a href={`/api/campaigns/${id}/export?token=${encodeURIComponent(first)}`} download>{t('campaign.export')}</a></p>}
      </section>
      {invites.length > 0 && <details><summary>{t('invite.links')}</summary><InviteList invites={invites} /></details>}
      <p><button type="button" class="link" onClick={() => go('/')}>{t('campaign.back')}</button></p>
    </main>
  );
}

/** A hero's upgrades between chapters (CMP-Q05): each by name, its XP and what it changes; the
 * server refuses what the hero cannot afford or has taken already, in words. */
function HeroUpgrades({ h, name, view, busy, act }: { h: Hero; name: string; view: AofCampaignView; busy: boolean; act: (s: AofCampaignStep) => void }) {
  const { t, locale } = useI18n();
  const [pick, setPick] = useState('');
  return (
    <div class="town row">
      <span class="menu">
        <label class="pick"><span>{t('aofc.upgrade')}</span>
          <select aria-label={t('aofc.upgradeFor', { name })} value={pick} onChange={(e) => setPick((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">—</option>
            {view.upgrades.map((u) => (
              <option value={u.id} key={u.id}>{t('aofc.upgradeOption', {
                name: word(u.name, locale, u.id), xp: u.xp, change: changeText(u.change, t),
                times: h.upgrades[u.id] ? t('aofc.upgradeTimes', { n: h.upgrades[u.id]!, max: u.max }) : '',
              })}</option>
            ))}
          </select>
        </label>
        <button type="button" disabled={busy || !pick} onClick={() => { act({ kind: 'upgrade', hero: h.id, upgrade: pick }); setPick(''); }}>{t('aofc.upgradeButton')}</button>
      </span>
    </div>
  );
}
