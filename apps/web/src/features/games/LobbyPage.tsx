import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendors } from '../../shared/api/system.ts';
import { usePathname, useSearchParams } from '../../shared/router.tsx';
import { useGuard } from '../../shared/session/guard.ts';
import { useSession } from '../../shared/session/store.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { favouritesQuery, gameListQuery, hotQuery, recentQuery } from './api.ts';
import { GameGrid } from './GameGrid.tsx';
import './games.css';

const ROUTE_CATEGORIES: Record<string, string[]> = {
  '/rng': ['RNG'],
  '/pvp': ['PVP'],
  '/live': ['LIVE'],
  '/fish': ['FISH'],
  '/sports': ['SPORTS'],
  '/esports': ['ESPORTS'],
  '/inhouse': ['INHOUSE'],
  '/elott': ['ELOTT', 'LOTT'],
};
const SPECIAL = ['hot', 'favourites', 'recent'] as const;

/** One lobby for every category: vendor tabs (`page` on /rng, `vendor` elsewhere), 42 games a page, search, lists. */
export default function LobbyPage() {
  const { t, i18n } = useTranslation();
  const pathname = usePathname();
  const [params, setParams] = useSearchParams();
  const token = useSession((s) => s.token);
  const guard = useGuard();
  const { data: lanes, isLoading } = useVendors();
  const categories = ROUTE_CATEGORIES[pathname] ?? ['RNG'];
  const cards = (lanes ?? []).filter((l) => categories.includes(l.title)).flatMap((l) => l.cards);
  const key = pathname === '/rng' ? 'page' : 'vendor';
  const tab = params.get(key) ?? cards[0]?.vassalage ?? '';
  const [search, setSearch] = useState('');
  const [minBet, setMinBet] = useState('');
  const pageNo = Number(params.get('p') ?? 1) || 1;
  const vendor = cards.find((c) => c.vassalage === tab);
  const list = useQuery({
    ...gameListQuery({
      vassalage: tab,
      gameName: search || undefined,
      minBet: minBet || undefined,
      pageNo,
      language: i18n.language,
    }),
    enabled: Boolean(vendor),
  });
  const hot = useQuery({ ...hotQuery(i18n.language), enabled: tab === 'hot' || Boolean(vendor?.maintenance) });
  const favs = useQuery({ ...favouritesQuery(token, pageNo), enabled: tab === 'favourites' && Boolean(token) });
  const recent = useQuery({ ...recentQuery(token, pageNo), enabled: tab === 'recent' && Boolean(token) });
  const go = (next: string, p = 1) => {
    if ((next === 'favourites' || next === 'recent') && !guard({ allowTrial: true })) return;
    const q = new URLSearchParams(params);
    q.set(key, next);
    if (p > 1) q.set('p', String(p));
    else q.delete('p');
    setParams(q);
  };
  if (isLoading) return <Skeleton height={240} />;
  const title = t(`category.${categories[0]}`);
  return (
    <div className="page lobby">
      <div className="lobby-head">
        <h1 className="page-title">{title}</h1>
        {vendor && (
          <div className="lobby-search">
            <label className="sr-only" htmlFor="game-minbet">
              {t('games.minBet')}
            </label>
            <select
              id="game-minbet"
              value={minBet}
              onChange={(e) => {
                setMinBet(e.target.value);
                go(tab);
              }}
              aria-label={t('games.minBet')}
            >
              <option value="">{`${t('games.minBet')}: ${t('games.anyBet')}`}</option>
              <option value="0.10">≤ 0.10</option>
              <option value="1.00">≤ 1.00</option>
            </select>
            <label className="sr-only" htmlFor="game-search">
              {t('games.search')}
            </label>
            <input
              id="game-search"
              type="search"
              placeholder={t('games.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                go(tab);
              }}
            />
          </div>
        )}
      </div>
      {cards.length === 0 ? (
        <EmptyState title={t('lobby.noVendors')} />
      ) : (
        <>
          <Tabs
            label={t('lobby.vendors')}
            items={[
              ...cards.map((c) => ({ id: c.vassalage, label: c.name })),
              ...SPECIAL.map((s) => ({ id: s, label: t(`games.${s}`) })),
            ]}
            value={tab}
            onChange={(id) => go(id)}
          />
          {vendor?.maintenance ? (
            <>
              <EmptyState title={t('games.vendorMaintenance', { name: vendor.name })} />
              <h2 className="lobby-sub">{t('games.tryPopular')}</h2>
              <GameGrid games={hot.data} loading={hot.isLoading} empty={t('lobby.noGames')} />
            </>
          ) : vendor ? (
            <>
              <GameGrid games={list.data?.games} loading={list.isLoading} empty={t('lobby.noGames')} />
              <Pager page={pageNo} total={list.data?.totalPages ?? 0} onPage={(p) => go(tab, p)} />
            </>
          ) : tab === 'hot' ? (
            <GameGrid games={hot.data} loading={hot.isLoading} empty={t('lobby.noGames')} />
          ) : tab === 'favourites' ? (
            <>
              <GameGrid
                games={favs.data?.content}
                loading={favs.isLoading && Boolean(token)}
                empty={t('games.noFavourites')}
              />
              <Pager page={pageNo} total={favs.data?.totalPages ?? 0} onPage={(p) => go(tab, p)} />
            </>
          ) : (
            <>
              <GameGrid
                games={recent.data?.list}
                loading={recent.isLoading && Boolean(token)}
                empty={t('games.noRecent')}
              />
              <Pager page={pageNo} total={recent.data?.totalPages ?? 0} onPage={(p) => go(tab, p)} />
            </>
          )}
        </>
      )}
    </div>
  );
}
