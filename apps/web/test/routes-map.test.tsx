import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsLoginRedirect } from '../src/app/layouts.ts';
import { bannerGroup } from '../src/shared/routes-map.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, lanes, permission, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

const shop = {
  bannerId: 9,
  url: '/art/shop.svg',
  groupName: 'w_shop',
  category: null,
  title: 'Loja de pontos',
  linkageType: null,
  linkageTarget: null,
};

describe('banner group and vendor call (spec sections 2 and 7)', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('matches routes to banner groups without case, like the router', () => {
    expect(bannerGroup('/pointMall')).toBe('w_shop');
    expect(bannerGroup('/pointmall')).toBe('w_shop');
    expect(bannerGroup('/POINTMALL/')).toBe('w_shop');
    expect(bannerGroup('/Register.html')).toBe('w_reg');
    expect(bannerGroup('/RNG')).toBe('w_home');
    expect(bannerGroup('/game')).toBeNull();
  });

  it('shows the shop banner on /pointmall', async () => {
    const { calls } = fakeApi({
      '/wps/system/status': permission(),
      '/wps/relay/GCSGAME_gameVendor': { data: { lanes } },
      '/wps/system/banners': (url: URL) => (url.searchParams.get('groupName') === 'w_shop' ? [shop] : []),
      '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [], help: [] },
    });
    renderPortal('/pointmall');
    expect(await screen.findByRole('region', { name: 'Destaques' })).toHaveTextContent('Loja de pontos');
    expect(calls.some((c) => c.startsWith('GET /wps/system/banners?groupName=w_shop'))).toBe(true);
  });

  it('sends the brand’s merchantCode with the vendor call', async () => {
    const { calls } = fakeApi({
      ...shellRoutes(),
    });
    renderPortal('/');
    await screen.findByRole('button', { name: /Slots/ });
    expect(calls).toContain('GET /wps/relay/GCSGAME_gameVendor?platform=html5-desktop&merchantCode=LUMEN');
  });

  it('keeps the open routes open whatever their case', () => {
    expect(needsLoginRedirect('/Register.html', true, null)).toBe(false);
    expect(needsLoginRedirect('/HELPMC', true, null)).toBe(false);
    expect(needsLoginRedirect('/rng', true, null)).toBe(true);
  });
});
