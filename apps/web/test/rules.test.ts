import { describe, expect, it } from 'vitest';
import { areasFor, needsLoginRedirect } from '../src/app/layouts.ts';
import { bannerGroup, categoryRoute, vendorLink } from '../src/shared/routes-map.ts';
import { pageItems } from '../src/shared/ui/Pager.tsx';

describe('portal rules of spec section 2', () => {
  it('maps routes to banner groups', () => {
    for (const p of ['/', '/index.html', '/home', '/rng', '/live', '/esports', '/inhouse'])
      expect(bannerGroup(p)).toBe('w_home');
    expect(bannerGroup('/down')).toBe('w_download');
    expect(bannerGroup('/promotions')).toBe('w_promotion');
    expect(bannerGroup('/pointMall')).toBe('w_shop');
    expect(bannerGroup('/help')).toBe('w_help');
    expect(bannerGroup('/register.html')).toBe('w_reg');
    expect(bannerGroup('/game')).toBeNull();
  });

  it('maps navigation labels to routes, lottery to /elott', () => {
    expect(categoryRoute.LOTT).toBe('/elott');
    expect(categoryRoute.ELOTT).toBe('/elott');
    expect(vendorLink('RNG', 'LSL')).toBe('/rng?page=LSL');
    expect(vendorLink('LIVE', 'LVA')).toBe('/live?vendor=LVA');
  });

  it('hides the bars and collapses the side menu on /seamless and shows only the header on /game', () => {
    expect(areasFor('/seamless')).toMatchObject({ header: false, sideMenu: false, collapsed: true });
    expect(areasFor('/vnlottery')).toMatchObject({ collapsed: true });
    expect(areasFor('/game')).toEqual({ header: true, sideMenu: false, banner: false, footer: false });
    expect(areasFor('/')).toEqual({ header: true, sideMenu: true, banner: true, footer: true });
  });

  it('redirects to /login only when loginedToHomePage is on, without a token, off the open routes', () => {
    expect(needsLoginRedirect('/rng', true, null)).toBe(true);
    for (const p of ['/login', '/register', '/register.html', '/helpmc', '/download'])
      expect(needsLoginRedirect(p, true, null)).toBe(false);
    expect(needsLoginRedirect('/rng', true, 'token')).toBe(false);
    expect(needsLoginRedirect('/rng', false, null)).toBe(false);
  });

  it('pages with a range of 3 and a margin of 1', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
