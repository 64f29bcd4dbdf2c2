import type { TBanner } from '@portal/contracts/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerSlides from '../src/shared/ui/BannerSlides.tsx';
import { renderWithPortal } from './render.tsx';

const banner = (id: number): TBanner => ({
  bannerId: id,
  url: `/art/banner/${id}.svg`,
  groupName: 'w_home',
  category: null,
  title: `Banner ${id}`,
  linkageType: null,
  linkageTarget: null,
});

// jsdom lays nothing out: each slide stands 1000 px right of the one before, and the scroller records where it is sent.
const SLIDE_PX = 1000;
const sent: Array<{ left: number; behavior: string }> = [];
function layOut() {
  const slides = document.querySelectorAll<HTMLElement>('.banner-slide');
  for (const [i, s] of [...slides].entries())
    Object.defineProperty(s, 'offsetLeft', { configurable: true, get: () => i * SLIDE_PX });
  const scroller = document.querySelector<HTMLElement>('.banner-viewport');
  if (scroller)
    scroller.scrollTo = ((o: ScrollToOptions) =>
      sent.push({ left: o.left ?? 0, behavior: String(o.behavior) })) as never;
}
const slideOf = (s: { left: number }) => s.left / SLIDE_PX;

describe('banner carousel (spec section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('moves on every 5000 ms, smoothly, back to the first after the last, and a dot goes to its slide', () => {
    renderWithPortal(<BannerSlides banners={[banner(1), banner(2), banner(3)]} dots />);
    layOut();
    act(() => vi.advanceTimersByTime(4999));
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toEqual([{ left: SLIDE_PX, behavior: 'smooth' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o destaque 3' }));
    expect(slideOf(sent.at(-1) ?? { left: -1 })).toBe(2);
    expect(screen.getByRole('button', { name: 'Ir para o destaque 3' })).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(5000));
    expect(slideOf(sent.at(-1) ?? { left: -1 })).toBe(0);
    expect(document.querySelector('.banner-viewport')).toHaveClass('banner-scroller');
  });

  it('holds autoplay while the pointer or the keyboard is on the banner', () => {
    renderWithPortal(<BannerSlides banners={[banner(1), banner(2)]} dots={false} />);
    layOut();
    const scroller = document.querySelector('.banner-viewport') as HTMLElement;
    fireEvent.pointerEnter(scroller);
    act(() => vi.advanceTimersByTime(15_000));
    expect(sent).toEqual([]);
    fireEvent.pointerLeave(scroller);
    act(() => vi.advanceTimersByTime(5000));
    expect(sent).toHaveLength(1);
    fireEvent.focusIn(scroller);
    act(() => vi.advanceTimersByTime(10_000));
    expect(sent).toHaveLength(1);
  });

  it('stands still, without scrolling or dots, with a single banner', () => {
    renderWithPortal(<BannerSlides banners={[banner(1)]} dots />);
    layOut();
    act(() => vi.advanceTimersByTime(30_000));
    expect(sent).toEqual([]);
    expect(document.querySelector('.banner-viewport')).not.toHaveClass('banner-scroller');
    expect(screen.queryByRole('button', { name: /Ir para o destaque/ })).toBeNull();
  });

  it('does not autoplay when the visitor asks for reduced motion, and a dot jumps without animation', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q })) as typeof window.matchMedia;
    try {
      renderWithPortal(<BannerSlides banners={[banner(1), banner(2)]} dots />);
      layOut();
      act(() => vi.advanceTimersByTime(20_000));
      expect(sent).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Ir para o destaque 2' }));
      expect(sent).toEqual([{ left: SLIDE_PX, behavior: 'auto' }]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
