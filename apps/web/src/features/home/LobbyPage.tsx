import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useVendors } from '../../shared/api/system.ts';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';

const routeCategory: Record<string, string[]> = {
  '/rng': ['RNG'],
  '/pvp': ['PVP'],
  '/live': ['LIVE'],
  '/fish': ['FISH'],
  '/sports': ['SPORTS'],
  '/esports': ['ESPORTS'],
  '/inhouse': ['INHOUSE'],
  '/elott': ['ELOTT', 'LOTT'],
};

/** One lobby screen for every category: vendor tabs (`page` on /rng, `vendor` elsewhere) and the vendor's games. */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { data: lanes, isLoading } = useVendors();
  const categories = routeCategory[pathname] ?? ['RNG'];
  const cards = (lanes ?? []).filter((l) => categories.includes(l.title)).flatMap((l) => l.cards);
  const key = pathname === '/rng' ? 'page' : 'vendor';
  const current = params.get(key) ?? cards[0]?.vassalage ?? '';
  if (isLoading) return <Skeleton height={240} />;
  return (
    <div className="page lobby">
      <h1 className="page-title">{t(`category.${categories[0]}`)}</h1>
      {cards.length === 0 ? (
        <EmptyState title={t('lobby.noVendors')} />
      ) : (
        <>
          <Tabs
            label={t('lobby.vendors')}
            items={cards.map((c) => ({ id: c.vassalage, label: c.name }))}
            value={current}
            onChange={(id) => setParams({ [key]: id })}
          />
          <EmptyState title={t('lobby.noGames')} />
        </>
      )}
    </div>
  );
}
