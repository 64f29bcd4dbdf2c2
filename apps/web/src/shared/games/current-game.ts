import type { TGame } from '@portal/contracts/games';
import { useEffect, useState } from 'react';

/** The game in the frame (session storage, beside the frame address) and the page it was launched from. */
const GAME_KEY = 'iframeGame';
const FROM_KEY = 'iframeFrom';

export function setCurrentGame(game: TGame, from: string) {
  sessionStorage.setItem(GAME_KEY, JSON.stringify(game));
  if (from !== '/game') sessionStorage.setItem(FROM_KEY, from);
}

export function currentGame(): TGame | null {
  try {
    return JSON.parse(sessionStorage.getItem(GAME_KEY) ?? 'null') as TGame | null;
  } catch {
    return null;
  }
}

/** Where "back" leads from the game page: the page the game was opened from, else home. */
export const launchedFrom = () => sessionStorage.getItem(FROM_KEY) ?? '/';

/** The current game, following a new launch from the game page itself (the `iframe-url` event). */
export function useCurrentGame(): TGame | null {
  const [game, setGame] = useState(currentGame);
  useEffect(() => {
    const onChange = () => setGame(currentGame());
    window.addEventListener('iframe-url', onChange);
    return () => window.removeEventListener('iframe-url', onChange);
  }, []);
  return game;
}
