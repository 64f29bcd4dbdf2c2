import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modOn, useBrand, usePermission, useVendors } from '../../shared/api/system.ts';
import { onCdn, useImageCdn } from '../../shared/cdn.ts';
import { favouritesQuery, gameListQuery, recentQuery } from '../../shared/games/api.ts';
import { usePathname, useSearchParams } from '../../shared/router.tsx';
import { useGuard } from '../../shared/session/guard.ts';
import { useSession } from '../../shared/session/store.ts';
import { formatAmount } from '../../shared/ui/Amount.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
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
/** The switch that shows each special tab (spec: the GAMELO3 group). */
const SPECIAL_MOD = { hot: 'GAMELOHOT3', favourites: 'GAMELOFAV3', recent: 'GAMELOREC3' } as const;
/** Minimum-bet choices: games whose smallest stake is at most this much. */
const MIN_BETS = ['0.10', '0.20', '0.50', '1.00', '5.00'];

/**
 * One lobby for every category: vendor tabs with their marks (`page` on /rng, `vendor` elsewhere), then the
 * filters (name and minimum bet) on one line, 42 games a page; a new page scrolls back to the lobby's top. "Hot"
 * lists the hot games of this lobby's categories only.
 */
export default function LobbyPage() {
  const permission = usePermission().data;
  const { t, i18n } = useTranslation();
  const pathname = usePathname();
  const [params, setParams] = useSearchParams();
  const token = useSession((s) => s.token);
  const guard = useGuard();
  const brand = useBrand();
  const cdn = useImageCdn();
  const top = useRef<HTMLDivElement>(null);
  const { data: lanes, isLoading } = useVendors();
  const categories = ROUTE_CATEGORIES[pathname] ?? ['RNG'];
  const cards = (lanes ?? []).filter((l) => categories.includes(l.title)).flatMap((l) => l.cards);
  const key = pathname === '/rng' ? 'page' : 'vendor';
  const tab = params.get(key) ?? cards[0]?.vassalage ?? '';
  const [search, setSearch] = useState('');
  const [minBet, setMinBet] = useState('');
  const pageNo = Number(params.get('p') ?? 1) || 1;
  const vendor = cards.find((c) => c.vassalage === tab);
  const popular = tab === 'hot' || Boolean(vendor?.maintenance);
  const filters = { gameName: search || undefined, minBet: minBet || undefined, language: i18n.language };
  const list = useQuery({ ...gameListQuery({ vassalage: tab, pageNo, ...filters }), enabled: Boolean(vendor) });
  const hot = useQuery({
    ...gameListQuery({ gameType: categories.join(','), hot: '1', pageNo: vendor ? 1 : pageNo, ...filters }),
    enabled: popular,
  });
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
  const page = (p: number) => {
    go(tab, p);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    top.current?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  };
  if (isLoading)
    return (
      <div className="page lobby" aria-busy="true">
        <Skeleton height={44} width={200} />
      </div>
    );
  const title = t(`category.${categories[0]}`);
  const filtered = Boolean(vendor) || tab === 'hot';
  const mark = (url: string) => onCdn(`${url}${url.includes('?') ? '&' : '?'}c=mark`, cdn);
  return (
    <div className="page lobby" ref={top}>
      <div className="lobby-head">
        <h1 className="page-title">{title}</h1>
        {filtered && (
          <div className="lobby-filters">
            <div className="lobby-search">
              <label className="sr-only" htmlFor="game-search">
                {t('games.search')}
              </label>
              <Icon name="search" size={18} />
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
            >
              <option value="">{t('games.minBet')}</option>
              {MIN_BETS.map((v) => (
                <option key={v} value={v}>{`≤ ${formatAmount(v, brand?.currencySymbol)}`}</option>
              ))}
            </select>
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
              ...cards.map((c) => ({ id: c.vassalage, label: c.name, icon: mark(c.logoUrl) })),
              ...SPECIAL.filter((s) => modOn(permission, SPECIAL_MOD[s])).map((s) => ({
                id: s,
                label: t(`games.${s}`),
              })),
            ]}
            value={tab}
            onChange={(id) => go(id)}
          />
          <h2 className="sr-only">{vendor?.name ?? t(`games.${tab}`, { defaultValue: title })}</h2>
          {vendor?.maintenance ? (
            <>
              <EmptyState title={t('games.vendorMaintenance', { name: vendor.name })} />
              <h2 className="lobby-sub">{t('games.tryPopular')}</h2>
              {/* Suggestions are games that can be played now (spec section 8). */}
              <GameGrid
                games={hot.data?.games.filter((g) => !g.maintenance)}
                loading={hot.isLoading}
                empty={t('lobby.noGames')}
              />
            </>
          ) : vendor ? (
            <>
              <GameGrid games={list.data?.games} loading={list.isLoading} empty={t('lobby.noGames')} />
              <Pager page={pageNo} total={list.data?.totalPages ?? 0} onPage={page} />
            </>
          ) : tab === 'hot' ? (
            <>
              <GameGrid games={hot.data?.games} loading={hot.isLoading} empty={t('lobby.noGames')} />
              <Pager page={pageNo} total={hot.data?.totalPages ?? 0} onPage={page} />
            </>
          ) : tab === 'favourites' ? (
            <>
              <GameGrid
                games={favs.data?.content}
                loading={favs.isLoading && Boolean(token)}
                empty={t('games.noFavourites')}
              />
              <Pager page={pageNo} total={favs.data?.totalPages ?? 0} onPage={page} />
            </>
          ) : (
            <>
              <GameGrid
                games={recent.data?.list}
                loading={recent.isLoading && Boolean(token)}
                empty={t('games.noRecent')}
              />
              <Pager page={pageNo} total={recent.data?.totalPages ?? 0} onPage={page} />
            </>
          )}
        </>
      )}
    </div>
  );
}
