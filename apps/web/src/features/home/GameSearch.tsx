import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListQuery } from '../../shared/games/api.ts';
import { useTileActions } from '../../shared/games/tile-actions.ts';
import { GameTile, TileSkeletons } from '../../shared/ui/GameTile.tsx';
import { Icon } from '../../shared/ui/icons.tsx';

/** A value that follows `value` once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Search across every vendor from the home page: the game list call by name, from two letters on, as the player
 * types (after a short pause). The count is announced; Escape or the clear button empties the box.
 */
export function GameSearch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const query = useSettled(text.trim(), 250);
  const active = query.length >= 2;
  const tile = useTileActions();
  const results = useQuery({
    ...gameListQuery({ gameName: query, pageNo: 1, pageSize: 24, language: i18n.language }),
    enabled: active,
  });
  // Only the answer to what the box says now: while the player types or the next answer loads, the previous
  // query's games and count give way to placeholders (a count that belonged to another query misleads).
  const current = active && text.trim() === query && !results.isPlaceholderData;
  const games = current ? results.data?.games : undefined;
  return (
    <div className="home-search">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser the portal serves */}
      <form role="search" className="search-box" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('home.search')}
        </label>
        <Icon name="search" size={18} />
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          placeholder={t('home.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setText('')}
        />
        {text && (
          <button type="button" className="search-clear" aria-label={t('home.clearSearch')} onClick={() => setText('')}>
            <Icon name="close" size={16} />
          </button>
        )}
      </form>
      <p className="sr-only" aria-live="polite">
        {games ? t('home.searchCount', { count: results.data?.total ?? 0 }) : ''}
      </p>
      {active && (
        <section className="search-results" aria-label={t('home.searchResults')}>
          {games && games.length === 0 ? (
            <p className="search-empty">{t('home.noResults', { q: query })}</p>
          ) : (
            <>
              {games && <p className="search-count">{t('home.searchCount', { count: results.data?.total ?? 0 })}</p>}
              <ul className="search-grid">
                {games ? (
                  games.map((g) => (
                    <GameTile
                      key={g.nodeId}
                      game={g}
                      favourite={tile.isFavourite(g)}
                      onPlay={() => tile.play(g)}
                      onFavourite={() => tile.favourite(g)}
                    />
                  ))
                ) : (
                  <TileSkeletons count={8} />
                )}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
