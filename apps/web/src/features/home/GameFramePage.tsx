import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentGame } from '../../shared/games/current-game.ts';
import { GAME_STAGE_ID } from '../../shared/games/fullscreen.ts';
import { Link, usePathname } from '../../shared/router.tsx';
import { routeKey } from '../../shared/routes-map.ts';
import { EmptyState } from '../../shared/ui/States.tsx';
import { webUrl } from '../../shared/web-url.ts';
import { BarsToggle } from './BarsToggle.tsx';
import { GameFrameHandle } from './GameFrameHandle.tsx';
import { GameMaintenance } from './GameMaintenance.tsx';
import './game-frame.css';

/**
 * /game, /seamless, /lottery, /vnlottery: the stored game address in a frame (spec section 2). On /game a phone gives
 * the game the whole screen with a small handle back to the site; a game under maintenance suggests other games.
 */
export default function GameFramePage() {
  const { t } = useTranslation();
  const onGame = routeKey(usePathname()) === '/game';
  const game = useCurrentGame();
  const [url, setUrl] = useState(() => sessionStorage.getItem('iframeUrl'));
  useEffect(() => {
    const onChange = () => setUrl(sessionStorage.getItem('iframeUrl'));
    window.addEventListener('iframe-url', onChange);
    return () => window.removeEventListener('iframe-url', onChange);
  }, []);
  useEffect(() => {
    if (!onGame) return;
    document.body.classList.add('game-open');
    return () => document.body.classList.remove('game-open');
  }, [onGame]);

  if (onGame && !url && game?.maintenance) return <GameMaintenance game={game} />;
  return (
    <>
      <BarsToggle />
      {url && webUrl(url) ? (
        <div id={GAME_STAGE_ID} className="game-stage">
          <iframe
            key={url}
            className="game-frame"
            src={url}
            title={game?.gameName ?? t('game.frame')}
            allow="fullscreen; autoplay"
          />
          {onGame && <GameFrameHandle />}
        </div>
      ) : url ? (
        <EmptyState title={t('errors.invalid_url')} />
      ) : (
        <EmptyState title={t('game.none')}>
          <Link to="/" className="btn btn-primary btn-md">
            {t('menu.home')}
          </Link>
        </EmptyState>
      )}
    </>
  );
}
