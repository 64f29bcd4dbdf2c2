import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation, useSearch } from 'wouter';

// The portal's routing vocabulary in one place. wouter keeps the home route's JavaScript small; every route of
// spec section 2 is a static path, so the route table itself is a plain map (app/router.tsx).
export { Link, Redirect, useSearchParams } from 'wouter';

/** The current path, without the query. */
export const usePathname = (): string => useLocation()[0];

/** `navigate(to, { replace })`; `to` may carry a query. */
export const useNavigate = () => useLocation()[1];

/** Whether a link to `to` is the current page: its path matches (exactly with `end`) and so does its query. */
export function isCurrent(to: string, pathname: string, search: string, end = false): boolean {
  const [path = '/', query = ''] = to.split('?');
  if (end) return pathname === path && query === search;
  if (pathname !== path && !pathname.startsWith(`${path.replace(/\/$/, '')}/`)) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([k, v]) => current.get(k) === v);
}

/** A menu link that is marked `active` (and `aria-current="page"`) while its page is shown. */
export function NavLink({
  to,
  end,
  className = '',
  ...rest
}: { to: string; end?: boolean } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const current = isCurrent(to, usePathname(), useSearch(), end);
  return (
    <Link
      to={to}
      className={current ? `${className} active`.trim() : className}
      aria-current={current ? 'page' : undefined}
      {...rest}
    />
  );
}
