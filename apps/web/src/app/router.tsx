import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { usePathname } from '../shared/router.tsx';
import { Skeleton } from '../shared/ui/States.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { RootLayout } from './RootLayout.tsx';

type Page = LazyExoticComponent<ComponentType>;

const Home = lazy(() => import('../features/home/HomePage.tsx'));
const Lobby = lazy(() => import('../features/games/LobbyPage.tsx'));
const GameFrame = lazy(() => import('../features/home/GameFramePage.tsx'));
const Register = lazy(() => import('../features/home/RegisterPage.tsx'));
const Download = lazy(() => import('../features/content/DownloadPage.tsx'));
const NotFound = lazy(() => import('../features/home/NotFoundPage.tsx'));

/** Every route of spec section 2 (history mode), each screen its own chunk. Paths match without case. */
const pages: Record<string, Page> = {
  '/': Home,
  '/index': Home,
  '/index.html': Home,
  '/home': Home,
  '/register': Register,
  '/register.html': Register,
  '/login': lazy(() => import('../features/home/LoginPage.tsx')),
  '/rng': Lobby,
  '/pvp': Lobby,
  '/live': Lobby,
  '/fish': Lobby,
  '/sports': Lobby,
  '/esports': Lobby,
  '/inhouse': Lobby,
  '/elott': Lobby,
  '/lottery': lazy(() => import('./LotteryRoute.tsx')),
  '/vnlottery': lazy(() => import('./VnLotteryRoute.tsx')),
  '/game': GameFrame,
  '/seamless': GameFrame,
  '/promotions': lazy(() => import('../features/content/PromotionsPage.tsx')),
  '/promodetail': lazy(() => import('../features/content/PromoDetailPage.tsx')),
  '/pointmall': lazy(() => import('../features/points/PointMallPage.tsx')),
  '/help': lazy(() => import('../features/content/HelpPage.tsx')),
  '/helpmc': lazy(() => import('../features/content/HelpStandalonePage.tsx')),
  '/down': Download,
  '/download': Download,
};

/** The page for a path: a trailing slash and letter case do not matter; anything else is not found. */
export const pageFor = (pathname: string): Page => pages[pathname.toLowerCase().replace(/(.)\/+$/, '$1')] ?? NotFound;

export function PortalRoutes() {
  const Page = pageFor(usePathname());
  return (
    <PageErrorBoundary>
      <RootLayout>
        <Suspense
          fallback={
            <div className="page-loading" aria-busy="true">
              <Skeleton height={240} />
            </div>
          }
        >
          <Page />
        </Suspense>
      </RootLayout>
    </PageErrorBoundary>
  );
}
