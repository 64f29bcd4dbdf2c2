import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useSearchParams } from '../../shared/router.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { gamesQuery } from './api.ts';
import { BetScreen } from './bet/BetScreen.tsx';
import { LotteryLobby } from './lobby/LotteryLobby.tsx';
import { useLotteryTexts } from './texts.ts';
import './lottery.css';

const Loading = () => (
  <div className="page lot-page" aria-busy="true">
    <Skeleton height={120} />
    <Skeleton height={360} />
  </div>
);

/**
 * /lottery: the lobby without a gameCode, the betting screen of one of our lottery games with it. Another vendor's
 * lottery (launched into its frame) is shown by `external`.
 */
export default function LotteryPage({ external }: { external?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const ready = useLotteryTexts();
  const [params] = useSearchParams();
  const code = params.get('gameCode');
  const games = useQuery(gamesQuery(i18n.language));
  if (!ready) return <Loading />;
  if (!code) return <LotteryLobby games={games} />;
  if (games.isPending) return <Loading />;
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
  const game = games.data?.find((g) => g.gameCode === code);
  if (game) return <BetScreen key={game.gameCode} game={game} playType={params.get('playType')} />;
  return external ?? <EmptyState title={t('lottery.notFound')} />;
}
