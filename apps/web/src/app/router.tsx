import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Skeleton } from '../shared/ui/States.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

const page = (C: LazyExoticComponent<ComponentType>) => (
  <Suspense
    fallback={
      <div className="page-loading" aria-busy="true">
        <Skeleton height={240} />
      </div>
    }
  >
    <C />
  </Suspense>
);

const Home = lazy(() => import('../features/home/HomePage.tsx'));
const Lobby = lazy(() => import('../features/games/LobbyPage.tsx'));
const Promotions = lazy(() => import('../features/content/PromotionsPage.tsx'));
const PromoDetail = lazy(() => import('../features/content/PromoDetailPage.tsx'));
const Help = lazy(() => import('../features/content/HelpPage.tsx'));
const HelpStandalone = lazy(() => import('../features/content/HelpStandalonePage.tsx'));
const Download = lazy(() => import('../features/content/DownloadPage.tsx'));
const Register = lazy(() => import('../features/home/RegisterPage.tsx'));
const Login = lazy(() => import('../features/home/LoginPage.tsx'));
const GameFrame = lazy(() => import('../features/home/GameFramePage.tsx'));
const PointMall = lazy(() => import('../features/content/PointMallPage.tsx'));
const NotFound = lazy(() => import('../features/home/NotFoundPage.tsx'));

/** Every route of spec section 2, history mode, each screen its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, element: page(Home) })),
      ...['/register', '/register.html'].map((path) => ({ path, element: page(Register) })),
      { path: '/login', element: page(Login) },
      ...['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse', '/elott'].map((path) => ({
        path,
        element: page(Lobby),
      })),
      { path: '/lottery', element: page(GameFrame) },
      { path: '/vnlottery', element: page(GameFrame) },
      { path: '/game', element: page(GameFrame) },
      { path: '/seamless', element: page(GameFrame) },
      { path: '/promotions', element: page(Promotions) },
      { path: '/promoDetail', element: page(PromoDetail) },
      { path: '/pointMall', element: page(PointMall) },
      { path: '/help', element: page(Help) },
      { path: '/helpmc', element: page(HelpStandalone) },
      { path: '/down', element: page(Download) },
      { path: '/download', element: page(Download) },
      { path: '*', element: page(NotFound) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
