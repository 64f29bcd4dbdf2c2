import { barsHiddenOn, routeKey } from '../shared/routes-map.ts';

/** Which areas a route shows (spec section 2 route table). */
export interface Areas {
  header: boolean;
  sideMenu: boolean;
  banner: boolean;
  footer: boolean;
  /** The side menu starts collapsed (/seamless, /vnlottery). */
  collapsed?: boolean;
  /** The route hides the left and top bars unless the bars flag shows them (/seamless, /vnlottery). */
  bare?: boolean;
}

const FULL: Areas = { header: true, sideMenu: true, banner: true, footer: true };
const NONE: Areas = { header: false, sideMenu: false, banner: false, footer: false };

/**
 * The table's layouts: home full; /register header and banner; /lottery and /game header only; /vnlottery header and
 * side menu; /helpmc standalone; the rest full. /seamless and /vnlottery hide both bars unless `barsShown` (the bars
 * flag), and their side menu starts collapsed.
 */
export function areasFor(pathname: string, barsShown = false): Areas {
  const p = routeKey(pathname);
  if (barsHiddenOn(p)) return { ...NONE, header: barsShown, sideMenu: barsShown, collapsed: true, bare: !barsShown };
  switch (p) {
    case '/register':
      return { ...NONE, header: true, banner: true };
    case '/lottery':
    case '/game':
      return { ...NONE, header: true };
    case '/helpmc':
      return NONE;
    default:
      return FULL;
  }
}

/** Routes open without a session even when the brand sets loginedToHomePage (spec section 2; /register.html too). */
const OPEN_ROUTES = ['/login', '/register', '/helpmc', '/download', '/down'];
export const needsLoginRedirect = (pathname: string, loginedToHomePage: boolean, token: string | null) =>
  loginedToHomePage && !token && !OPEN_ROUTES.includes(routeKey(pathname));
