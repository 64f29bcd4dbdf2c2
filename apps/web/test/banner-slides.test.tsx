import type { TBanner } from '@portal/contracts/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerSlides from '../src/shared/ui/BannerSlides.tsx';
import { renderWithPortal } from './render.tsx';

// jsdom has no layout, so the carousel engine is replaced by a stand-in that records what the banner asks of it.
const embla = vi.hoisted(() => ({
  options: [] as unknown[],
  api: {
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    selectedScrollSnap: vi.fn(() => 0),
    on: vi.fn(),
    off: vi.fn(),
  },
}));
vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    embla.options.push(options);
    return [() => undefined, embla.api];
  },
}));

const banner = (id: number): TBanner => ({
  bannerId: id,
  url: `/art/banner/${id}.svg`,
  groupName: 'w_home',
  category: null,
  title: `Banner ${id}`,
  linkageType: null,
  linkageTarget: null,
});

describe('banner carousel (spec section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    embla.options.length = 0;
    embla.api.scrollNext.mockClear();
    embla.api.scrollTo.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('moves on every 5000 ms and loops with more than one banner', () => {
    renderWithPortal(<BannerSlides banners={[banner(1), banner(2), banner(3)]} dots />);
    expect(embla.options.at(-1)).toEqual({ loop: true, active: true });
    act(() => vi.advanceTimersByTime(4999));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o destaque 3' }));
    expect(embla.api.scrollTo).toHaveBeenCalledWith(2);
  });

  it('stands still, without loop or dots, with a single banner', () => {
    renderWithPortal(<BannerSlides banners={[banner(1)]} dots />);
    expect(embla.options.at(-1)).toEqual({ loop: false, active: false });
    act(() => vi.advanceTimersByTime(30_000));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Ir para o destaque/ })).toBeNull();
  });

  it('does not autoplay when the visitor asks for reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q })) as typeof window.matchMedia;
    try {
      renderWithPortal(<BannerSlides banners={[banner(1), banner(2)]} dots={false} />);
      act(() => vi.advanceTimersByTime(20_000));
      expect(embla.api.scrollNext).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
