/** Which areas a route shows (spec section 2 route table). */
export interface Areas {
  header: boolean;
  sideMenu: boolean;
  banner: boolean;
  footer: boolean;
  /** The side menu starts collapsed (/seamless, /vnlottery). */
  collapsed?: boolean;
}

const FULL: Areas = { header: true, sideMenu: true, banner: true, footer: true };

export function areasFor(pathname: string): Areas {
  const p =
    pathname
      .toLowerCase()
      .replace(/\.html$/, '')
      .replace(/\/+$/, '') || '/';
  switch (p) {
    case '/register':
      return { header: true, sideMenu: false, banner: true, footer: false };
    case '/lottery':
    case '/game':
      return { header: true, sideMenu: false, banner: false, footer: false };
    case '/vnlottery':
      return { header: true, sideMenu: true, banner: false, footer: false, collapsed: true };
    case '/seamless':
      return { header: false, sideMenu: false, banner: false, footer: false, collapsed: true };
    case '/helpmc':
      return { header: false, sideMenu: false, banner: false, footer: false };
    default:
      return FULL;
  }
}

/** Routes open without a session even when the brand sets loginedToHomePage (spec section 2). */
const OPEN_ROUTES = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'];
export const needsLoginRedirect = (pathname: string, loginedToHomePage: boolean, token: string | null) =>
  loginedToHomePage && !token && !OPEN_ROUTES.includes(pathname);
