import type { TBanner } from '@portal/contracts/content';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compactBanner } from '../src/shared/routes-map.ts';
import { useSession } from '../src/shared/session/store.ts';
import { BannerCarousel } from '../src/shared/ui/BannerCarousel.tsx';
import { fakeApi } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const banner: TBanner = {
  bannerId: 1,
  url: '/art/banner/1.svg',
  groupName: 'w_home',
  category: null,
  title: 'Welcome banner',
  linkageType: null,
  linkageTarget: null,
};

/** The document's own first banner, as the server paints it (platform/web-boot.ts). */
const addBootShell = () => {
  const shell = document.createElement('div');
  shell.id = 'boot-shell';
  document.body.append(shell);
};

describe('the page banner before its banners are known', () => {
  beforeEach(() => addBootShell());
  afterEach(() => {
    document.getElementById('boot-shell')?.remove();
    vi.unstubAllGlobals();
  });

  it("keeps the banner's space and the document's banner while the language is not known yet, then shows it", async () => {
    const { calls } = fakeApi({ '/wps/system/banners': [banner] });
    useSession.setState({ language: '' });
    const { container } = renderWithPortal(<BannerCarousel group="w_home" dots />);
    // Nothing asked yet, but the space is held: drawing nothing here moved the whole page down once banners came.
    expect(container.querySelector('.banner-loading')).not.toBeNull();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    expect(calls.filter((c) => c.includes('/wps/system/banners'))).toEqual([]);
    act(() => useSession.setState({ language: 'en' }));
    expect(await screen.findByText('Welcome banner')).toBeTruthy();
    expect(calls.filter((c) => c.includes('/wps/system/banners'))).toHaveLength(1);
  });

  it('gives the place back, and drops the document banner, when the group has none', async () => {
    fakeApi({ '/wps/system/banners': [] });
    useSession.setState({ language: 'en' });
    const { container } = renderWithPortal(<BannerCarousel group="w_home" dots />);
    await waitFor(() => expect(container.querySelector('.banner, .banner-loading')).toBeNull());
    expect(document.getElementById('boot-shell')).toBeNull();
  });
});

describe('the banner of a lobby', () => {
  it('is a compact strip on the lobbies and the hero on the home page only', async () => {
    expect(compactBanner('/rng')).toBe(true);
    expect(compactBanner('/live')).toBe(true);
    expect(compactBanner('/inhouse')).toBe(true);
    expect(compactBanner('/')).toBe(false);
    expect(compactBanner('/home')).toBe(false);
    expect(compactBanner('/promotions')).toBe(false);
    fakeApi({ '/wps/system/banners': [banner] });
    useSession.setState({ language: 'en' });
    const { container } = renderWithPortal(<BannerCarousel group="w_home" compact />);
    await screen.findByText('Welcome banner');
    expect(container.querySelector('section.banner')).toHaveClass('banner-compact');
  });
});
