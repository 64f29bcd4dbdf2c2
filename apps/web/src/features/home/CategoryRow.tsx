import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListQuery } from '../../shared/games/api.ts';
import { categoryRoute } from '../../shared/routes-map.ts';
import { categoryIcon } from '../../shared/ui/icons.tsx';
import { useNearViewport } from '../../shared/ui/useNearViewport.ts';
import { GameRow } from './GameRow.tsx';

/** A category's row: its first 24 games, asked for only when the visitor scrolls near it. */
export function CategoryRow({ category }: { category: string }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const { data, isLoading } = useQuery({
    ...gameListQuery({ gameType: category, pageNo: 1, pageSize: 12, language: i18n.language }),
    enabled: near,
  });
  return (
    <div ref={ref}>
      <GameRow
        id={category.toLowerCase()}
        title={t(`category.${category}`)}
        icon={categoryIcon[category] ?? 'slot'}
        games={data?.games}
        loading={isLoading}
        waiting={!near}
        seeAll={categoryRoute[category] ?? '/rng'}
      />
    </div>
  );
}
