import { useTranslation } from 'react-i18next';
import { useFavourites } from '../../shared/games/api.ts';
import { launchedFrom, useCurrentGame } from '../../shared/games/current-game.ts';
import { useGameFullscreen } from '../../shared/games/fullscreen.ts';
import { useNavigate } from '../../shared/router.tsx';
import { useSession } from '../../shared/session/store.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import './game-controls.css';

/** The game page's part of the header (desktop): back to where the game was opened, its name, favourite, full screen. */
export default function GameControls() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const game = useCurrentGame();
  const token = useSession((s) => s.token);
  const { ids, toggle } = useFavourites();
  const full = useGameFullscreen();
  const favourite = game ? ids.has(game.nodeId) : false;
  return (
    <div className="game-controls">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('gamebar.back')}
        onClick={() => navigate(launchedFrom())}
      >
        <Icon name="chevronLeft" />
      </button>
      <h1 className="game-controls-title">
        {game?.gameName ?? t('game.frame')}
        {game && <span className="game-controls-vendor">{game.vendor}</span>}
      </h1>
      {game && token && !game.maintenance && (
        <button
          type="button"
          className={`icon-btn game-fav${favourite ? ' game-fav-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name: game.gameName })}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(game)}
        >
          <Icon name="star" />
        </button>
      )}
      {full.supported && !game?.maintenance && (
        <button
          type="button"
          className="icon-btn"
          aria-pressed={full.on}
          aria-label={t(full.on ? 'gamebar.exitFullScreen' : 'gamebar.fullScreen')}
          onClick={full.toggle}
        >
          <Icon name={full.on ? 'shrink' : 'expand'} />
        </button>
      )}
    </div>
  );
}
