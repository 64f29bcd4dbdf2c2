/** Navigation label -> route (spec section 2): ELOTT and LOTT go to /elott. */
export const categoryRoute: Record<string, string> = {
  INHOUSE: '/inhouse',
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/elott',
  ELOTT: '/elott',
};

/** A path as the route table knows it: letter case, `.html` and a trailing slash do not matter. */
export const routeKey = (pathname: string) =>
  pathname
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\/+$/, '') || '/';

/** The routes whose left and top bars are hidden unless a flag shows them (spec section 2). */
export const barsHiddenOn = (pathname: string) => ['/seamless', '/vnlottery'].includes(routeKey(pathname));

const HOME = ['/', '/index', '/home'];
/** The home page, at any of its four paths (spec section 2). */
export const isHome = (pathname: string) => HOME.includes(routeKey(pathname));

const BANNER_GROUPS: Record<string, string> = {
  '/down': 'w_download',
  '/promotions': 'w_promotion',
  '/pointmall': 'w_shop',
  '/help': 'w_help',
  '/register': 'w_reg',
};
/** Route -> banner group (spec section 2 banner table), matched like the router: without case. */
export function bannerGroup(pathname: string): string | null {
  const p = routeKey(pathname);
  if ([...HOME, '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/elott', '/inhouse'].includes(p))
    return 'w_home';
  return BANNER_GROUPS[p] ?? null;
}

/**
 * A lobby (a route of the home group other than home) opens on its games: its banner is a compact strip, not the
 * home page's hero.
 */
export const compactBanner = (pathname: string) => bannerGroup(pathname) === 'w_home' && !isHome(pathname);

/** Link of a vendor entry in the side menu: /rng takes `page`, the other lobbies `vendor`. */
export const vendorLink = (category: string, vassalage: string) => {
  const route = categoryRoute[category] ?? '/rng';
  return route === '/rng' ? `/rng?page=${vassalage}` : `${route}?vendor=${vassalage}`;
};
