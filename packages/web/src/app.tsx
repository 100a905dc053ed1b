// The client's router: the start page or a game, from the address; links move with pushState.
import { useEffect, useState } from 'preact/hooks';
import { parseRoute, type Route } from './route.ts';
import { NewGamePage } from './new-game.tsx';
import { PlayPage } from './play.tsx';

export function App() {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.pathname, location.hash));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.pathname, location.hash));
    addEventListener('popstate', on);
    return () => removeEventListener('popstate', on);
  }, []);
  const go = (path: string) => {
    history.pushState(null, '', path);
    setRoute(parseRoute(location.pathname, location.hash));
  };
  return (
    <>
      {route.page === 'play' ? <PlayPage key={route.gameId} gameId={route.gameId} token={route.token} /> : <NewGamePage go={go} />}
      <footer>
        Icons by Lorc, Delapouite and contributors at <a href="https://game-icons.net">game-icons.net</a>, under <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a>.
      </footer>
    </>
  );
}
