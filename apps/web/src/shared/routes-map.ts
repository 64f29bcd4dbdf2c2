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

/** Route -> banner group (spec section 2 banner table). */
export function bannerGroup(pathname: string): string | null {
  const p = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  if (
    ['/', '/index', '/home', '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/elott', '/inhouse'].includes(p)
  )
    return 'w_home';
  const groups: Record<string, string> = {
    '/down': 'w_download',
    '/promotions': 'w_promotion',
    '/pointMall': 'w_shop',
    '/help': 'w_help',
    '/register': 'w_reg',
  };
  return groups[p] ?? null;
}

/** Link of a vendor entry in the side menu: /rng takes `page`, the other lobbies `vendor`. */
export const vendorLink = (category: string, vassalage: string) => {
  const route = categoryRoute[category] ?? '/rng';
  return route === '/rng' ? `/rng?page=${vassalage}` : `${route}?vendor=${vassalage}`;
};
