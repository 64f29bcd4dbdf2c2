import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useMod, useVendors } from '../../shared/api/system.ts';
import { gameListQuery, hotQuery, recentQuery } from '../../shared/games/api.ts';
import { useSession } from '../../shared/session/store.ts';
import { NearViewport } from '../../shared/ui/NearViewport.tsx';
import { useAfterFirstPaint } from '../../shared/ui/useAfterFirstPaint.ts';
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
/** About a row's height on a phone: the place a row far below holds until it is drawn (it comes in out of sight). */
const ROW_HEIGHT = 200;

/**
 * Home: games up front. Notices and a search across every vendor, then rows of tiles: the player's recent games,
 * hot, new, the in-house originals, the live winners, then one row per category that has vendors (each loaded as
 * it comes near), and the providers as logos.
 */

/*
 * Each row asks for its own list and is memoised: a list arriving redraws its row only, not the whole home page (each
 * redraw of every row cost the first load a long task on a phone; docs/decisions.md).
 */
const RecentRow = memo(function RecentRow({ token }: { token: string }) {
  const { t } = useTranslation();
  const recent = useQuery(recentQuery(token, 1));
  if (!recent.isLoading && !recent.data?.list.length) return null;
  return (
    <GameRow
      id="recent"
      title={t('home.recent')}
      icon="clock"
      games={recent.data?.list}
      loading={recent.isLoading}
      seeAll="/rng?page=recent"
    />
  );
});

const HotRow = memo(function HotRow() {
  const { t, i18n } = useTranslation();
  const hot = useQuery(hotQuery(i18n.language));
  const games = useMemo(() => hot.data?.slice(0, ROW), [hot.data]);
  return (
    <GameRow
      id="hot"
      title={t('home.hotGames')}
      icon="flame"
      games={games}
      loading={hot.isLoading}
      seeAll="/rng?page=hot"
      eager
      hotBadge={false}
    />
  );
});

const NewRow = memo(function NewRow() {
  const { t, i18n } = useTranslation();
  const fresh = useQuery(gameListQuery({ order: 'new', pageNo: 1, pageSize: ROW, language: i18n.language }));
  return (
    <GameRow id="new" title={t('home.newGames')} icon="sparkle" games={fresh.data?.games} loading={fresh.isLoading} />
  );
});

const originalsNote = <OriginalsNote />;
const OriginalsRow = memo(function OriginalsRow() {
  const { t, i18n } = useTranslation();
  const originals = useQuery(gameListQuery({ vassalage: 'INH', pageNo: 1, pageSize: 24, language: i18n.language }));
  return (
    <GameRow
      id="originals"
      className="home-row-featured"
      title={t('category.INHOUSE')}
      icon="star"
      games={originals.data?.games}
      loading={originals.isLoading}
      seeAll="/inhouse"
      extra={originalsNote}
    />
  );
});

const Below = memo(function Below({ categories }: { categories: string }) {
  return (
    <>
      <NearViewport minHeight={ROW_HEIGHT}>
        <WinnersTicker />
      </NearViewport>
      {/* Each category row is there with its heading (the page's outline); its games come as it comes near. */}
      {categories
        .split(',')
        .filter(Boolean)
        .map((c) => (
          <CategoryRow key={c} category={c} />
        ))}
      <NearViewport minHeight={ROW_HEIGHT}>
        <Providers />
      </NearViewport>
    </>
  );
});

export default function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const recentOn = useMod('GAMELOREC3');
  // The first screen (notices, search, the hot row) paints in one short task; the rows below follow in the next.
  const rest = useAfterFirstPaint();
  const { data: lanes } = useVendors();
  // A string, so that the rows below are redrawn only when the categories themselves change.
  const categories = (lanes ?? [])
    .filter((l) => l.title !== 'INHOUSE' && l.cards.length > 0)
    .map((l) => l.title)
    .join(',');
  // Until the vendors are known the originals row holds its place, so the rows under it do not move.
  const hasOriginals = lanes ? lanes.some((l) => l.title === 'INHOUSE' && l.cards.length > 0) : true;
  return (
    <div className="page home">
      <h1 className="sr-only">{brand?.name ?? t('menu.home')}</h1>
      <div className="home-bar">
        <NoticeBar />
        <GameSearch />
      </div>
      {token && recentOn && <RecentRow token={token} />}
      <HotRow />
      <NewRow />
      {rest && hasOriginals && <OriginalsRow />}
      {rest && <Below categories={categories} />}
    </div>
  );
}
