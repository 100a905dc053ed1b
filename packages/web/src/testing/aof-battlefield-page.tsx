/// <reference lib="dom" />
// A test page, not shipped: the aof-quest battlefield (aof-battlefield.tsx) drawn from a hero's
// briefing of a generated mission that the test hands over as /mission.json, in the language the
// page's ?lang= names. Until the aof-quest ruleset is playable this is where the painter is seen.
import { render } from 'preact';
import type { MissionBriefing } from '@delve/engine';
import { AofBattlefield } from '../aof-battlefield.tsx';
import { LocaleContext, translator } from '../i18n.ts';
import '../styles.css';

const locale = new URLSearchParams(location.search).get('lang') === 'it' ? 'it' : 'en';
const b = (await (await fetch('/mission.json')).json()) as MissionBriefing;
const zoneName = (id: string) => b.zones.find((z) => z.id === id)?.name?.[locale] ?? id;
render(
  <LocaleContext.Provider value={{ locale, t: translator(locale), setLocale: () => {} }}>
    <main class="aof-preview"><h1>{b.name[locale]}</h1><AofBattlefield board={b} zoneName={zoneName} /></main>
  </LocaleContext.Provider>,
  document.getElementById('app')!,
);
requestAnimationFrame(() => document.body.setAttribute('data-ready', 'yes'));
