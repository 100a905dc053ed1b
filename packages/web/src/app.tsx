// The client's router (start page, game, replay, from the address; links move with pushState)
// and the chosen language, which every component reads from LocaleContext.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Locale } from '@delve/engine';
import { parseRoute, type Route } from './route.ts';
import { NewGamePage } from './new-game.tsx';
import { PlayPage } from './play.tsx';
import { ReplayPage } from './replay-page.tsx';
import { CampaignPage, NewCampaignPage } from './campaign-page.tsx';
import { LocaleContext, initialLocale, saveLocale, translator } from './i18n.ts';
import { getContent } from './api.ts';
import { setContentNames } from './words.ts';

export function App() {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.pathname, location.hash));
  const [locale, setLocale] = useState<Locale>(initialLocale);
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.pathname, location.hash));
    addEventListener('popstate', on);
    return () => removeEventListener('popstate', on);
  }, []);
  useEffect(() => saveLocale(locale), [locale]);
  // The content's names for weapons, items and spells; the pages draw again once they are known.
  const [, setNamed] = useState(false);
  useEffect(() => {
    getContent().then((c) => {
      for (const r of c.rulesets) setContentNames(r.names, r.localNames, r.id, r.grammar);
      setNamed(true);
    }, () => undefined);
  }, []);
  const i18n = useMemo(() => ({ locale, t: translator(locale), setLocale }), [locale]);
  const go = (path: string) => {
    history.pushState(null, '', path);
    setRoute(parseRoute(location.pathname, location.hash));
  };
  return (
    <LocaleContext.Provider value={i18n}>
      {route.page === 'play' ? <PlayPage key={route.gameId} gameId={route.gameId} token={route.token} go={go} />
        : route.page === 'replay' ? <ReplayPage key={route.gameId} gameId={route.gameId} token={route.token} go={go} />
        : route.page === 'campaign' ? <CampaignPage key={route.campaignId} id={route.campaignId} token={route.token} go={go} />
        : route.page === 'new-campaign' ? <NewCampaignPage go={go} />
        : <NewGamePage go={go} />}
      <footer>
        <p>{i18n.t('footer.fan')}</p>
        <p>{i18n.t('footer.icons')} <a href="https://game-icons.net">game-icons.net</a>, {i18n.t('footer.licence')} <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a>.</p>
      </footer>
    </LocaleContext.Provider>
  );
}
