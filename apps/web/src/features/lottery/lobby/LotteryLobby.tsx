import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useGuard } from '../../../shared/session/guard.ts';
import { useSession } from '../../../shared/session/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/States.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { drawsQuery, menusQuery, popularQuery, recentQuery } from '../api.ts';
import { countdownOf, nowMs } from '../clock.ts';
import { useLotteryFavourites } from '../favourites.ts';
import { GameCard } from './GameCard.tsx';
import { type LobbyGame, lobbyGames, pick } from './lobby-games.ts';

type Tab = 'popular' | 'favourites' | 'recent' | `group:${string}`;

/**
 * The lottery lobby: popular games first, the member's favourites and recent games, then each menu group; every
 * card of our own games counts down to its next draw and shows its last result.
 */
export function LotteryLobby({ games }: { games: UseQueryResult<TLotteryGameDetail[]> }) {
  const { t, i18n } = useTranslation();
  const token = useSession((s) => s.token);
  const guard = useGuard();
  const [tab, setTab] = useState<Tab>('popular');
  const menus = useQuery(menusQuery());
  const popular = useQuery(popularQuery(i18n.language));
  const recent = useQuery(recentQuery(token));
  const favourites = useLotteryFavourites();
  const draws = useQuery({
    ...drawsQuery(),
    // Again at the next cut-off or draw of any game (at most every 30 s); every 3 s while one is drawing.
    refetchInterval: (q) => {
      const next = (q.state.data ?? []).map((d) => countdownOf(d, nowMs()));
      if (next.some((c) => c.phase !== 'open')) return 3000;
      return Math.min(30_000, ...next.map((c) => c.closeIn * 1000 + 300));
    },
  });

  if (games.isPending || menus.isPending)
    return (
      <div className="page lot-page" aria-busy="true">
        <Skeleton height={44} width={240} />
        <div className="lot-grid">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={180} />
          ))}
        </div>
      </div>
    );
  if (games.isError && !games.data)
    return (
      <div className="page lot-page">
        <ErrorState
          message={errorText(t, games.error)}
          onRetry={() => void games.refetch()}
          retryLabel={t('lottery.retry')}
        />
      </div>
    );

  const all = lobbyGames(menus.data, games.data ?? []);
  const groups = [...new Map(all.map((g) => [g.groupCode, g.groupName])).entries()];
  const shown: LobbyGame[] =
    tab === 'popular'
      ? pick(all, popular.data)
      : tab === 'recent'
        ? pick(all, recent.data)
        : tab === 'favourites'
          ? all.filter((g) => favourites.ids.has(g.nodeId))
          : all.filter((g) => `group:${g.groupCode}` === tab);
  const go = (next: string) => {
    if ((next === 'favourites' || next === 'recent') && !guard({ allowTrial: true })) return;
    setTab(next as Tab);
  };
  const empty =
    tab === 'favourites' ? t('lottery.noFavourites') : tab === 'recent' ? t('lottery.noRecent') : t('lottery.noGames');
  return (
    <div className="page lot-page">
      <div className="lot-lobby-head">
        <h1 className="page-title">{t('lottery.title')}</h1>
      </div>
      <Tabs
        label={t('lottery.title')}
        items={[
          { id: 'popular', label: t('lottery.popular') },
          ...groups.map(([code, name]) => ({ id: `group:${code}`, label: name })),
          { id: 'recent', label: t('lottery.recent') },
          { id: 'favourites', label: t('lottery.favourites') },
        ]}
        value={tab}
        onChange={go}
      />
      <h2 className="sr-only">
        {tab.startsWith('group:') ? groups.find(([c]) => `group:${c}` === tab)?.[1] : t(`lottery.${tab}`)}
      </h2>
      {(tab === 'popular' && popular.isPending) || (tab === 'recent' && recent.isPending && token) ? (
        <div className="lot-grid">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={180} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="lot-grid">
          {shown.map((g) => (
            <li key={g.nodeId}>
              <GameCard
                game={g}
                draw={draws.data?.find((d) => d.gameCode === g.gameCode)}
                favourite={favourites.ids.has(g.nodeId)}
                onFavourite={() => guard({ allowTrial: true }) && favourites.toggle(g.nodeId)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
