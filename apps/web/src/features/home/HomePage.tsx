import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useVendors } from '../../shared/api/system.ts';
import { gameListQuery, hotQuery, recentQuery } from '../../shared/games/api.ts';
import { useSession } from '../../shared/session/store.ts';
import { CategoryRow } from './CategoryRow.tsx';
import { GameRow } from './GameRow.tsx';
import { GameSearch } from './GameSearch.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import { OriginalsNote } from './OriginalsNote.tsx';
import { Providers } from './Providers.tsx';
import { WinnersTicker } from './WinnersTicker.tsx';
import './home.css';

/** Games a row shows; the rest are a tap away in its lobby. */
const ROW = 12;

/**
 * Home: games up front. Notices and a search across every vendor, then rows of tiles: the player's recent games,
 * hot, new, the in-house originals, the live winners, then one row per category that has vendors (each loaded as
 * it comes near), and the providers as logos.
 */
/** False for the first frame, then true: what is below the first screen renders in a task of its own. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const lang = i18n.language;
  // The first screen (notices, search, the hot row) paints in one short task; the rows below follow in the next.
  const rest = useAfterFirstPaint();
  const { data: lanes } = useVendors();
  const hot = useQuery(hotQuery(lang));
  const fresh = useQuery(gameListQuery({ order: 'new', pageNo: 1, pageSize: ROW, language: lang }));
  const originals = useQuery(gameListQuery({ vassalage: 'INH', pageNo: 1, pageSize: 24, language: lang }));
  const recent = useQuery(recentQuery(token, 1));
  const categories = (lanes ?? []).filter((l) => l.title !== 'INHOUSE' && l.cards.length > 0).map((l) => l.title);
  // Until the vendors are known the originals row holds its place, so the rows under it do not move.
  const hasOriginals = lanes ? lanes.some((l) => l.title === 'INHOUSE' && l.cards.length > 0) : true;
  return (
    <div className="page home">
      <h1 className="sr-only">{brand?.name ?? t('menu.home')}</h1>
      <div className="home-bar">
        <NoticeBar />
        <GameSearch />
      </div>
      {token && (recent.isLoading || Boolean(recent.data?.list.length)) && (
        <GameRow
          id="recent"
          title={t('home.recent')}
          icon="clock"
          games={recent.data?.list}
          loading={recent.isLoading}
          seeAll="/rng?page=recent"
        />
      )}
      <GameRow
        id="hot"
        title={t('home.hotGames')}
        icon="flame"
        games={hot.data?.slice(0, ROW)}
        loading={hot.isLoading}
        seeAll="/rng?page=hot"
        eager
        hotBadge={false}
      />
      <GameRow id="new" title={t('home.newGames')} icon="sparkle" games={fresh.data?.games} loading={fresh.isLoading} />
      {rest && hasOriginals && (
        <GameRow
          id="originals"
          className="home-row-featured"
          title={t('category.INHOUSE')}
          icon="star"
          games={originals.data?.games}
          loading={originals.isLoading}
          seeAll="/inhouse"
          extra={<OriginalsNote />}
        />
      )}
      {rest && (
        <>
          <WinnersTicker />
          {categories.map((c) => (
            <CategoryRow key={c} category={c} />
          ))}
          <Providers />
        </>
      )}
    </div>
  );
}
