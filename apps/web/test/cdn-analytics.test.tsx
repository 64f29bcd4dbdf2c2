import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnalytics } from '../src/shared/analytics.ts';
import { onCdn, pickCdn } from '../src/shared/cdn.ts';

describe('CDN choice (spec section 7: chosen at random)', () => {
  it('picks one host of a list at random, keeps it for the page load, and reads an empty entry as the site', () => {
    expect(pickCdn(['https://a.example', 'https://b.example', 'https://c.example'], () => 0.99)).toBe(
      'https://c.example',
    );
    // The same list keeps its first choice whatever the next draw says.
    expect(pickCdn(['https://a.example', 'https://b.example', 'https://c.example'], () => 0)).toBe('https://c.example');
    expect(pickCdn(['https://x.example/', 'https://y.example'], () => 0)).toBe('https://x.example');
    expect(pickCdn([''])).toBe('');
    expect(pickCdn([])).toBe('');
    expect(pickCdn(undefined)).toBe('');
  });

  it('puts site paths on the CDN and leaves addresses elsewhere alone', () => {
    expect(onCdn('/art/a.svg', 'https://cdn.example')).toBe('https://cdn.example/art/a.svg');
    expect(onCdn('/art/a.svg', '')).toBe('/art/a.svg');
    expect(onCdn('https://other.example/a.svg', 'https://cdn.example')).toBe('https://other.example/a.svg');
    expect(onCdn('//other.example/a.svg', 'https://cdn.example')).toBe('//other.example/a.svg');
  });
});

describe('analytics tag', () => {
  afterEach(() => {
    for (const s of document.head.querySelectorAll('script')) s.remove();
    delete window.dataLayer;
    delete window.gtag;
  });

  it('loads nothing when the brand has no tag id', () => {
    renderHook(() => useAnalytics('', '/'));
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('loads the brand’s tag once and reports each route change as a page view', () => {
    const { rerender } = renderHook(({ path }) => useAnalytics('G-TEST123', path), { initialProps: { path: '/' } });
    rerender({ path: '/rng' });
    rerender({ path: '/rng' });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(calls.filter((c) => c[0] === 'event').map((c) => (c[2] as { page_path: string }).page_path)).toEqual([
      '/',
      '/rng',
    ]);
  });
});
