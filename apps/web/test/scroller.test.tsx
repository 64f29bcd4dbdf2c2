import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scroller } from '../src/shared/ui/Scroller.tsx';
import { renderWithPortal } from './render.tsx';

/**
 * jsdom has no layout: an IntersectionObserver the test drives. `show(track, first, last)` tells the row's observer
 * how much of its first and last items is in view, as the browser would after a scroll.
 */
const observers: { cb: IntersectionObserverCallback; root: Element | null | undefined; targets: Element[] }[] = [];
class DrivenObserver {
  private readonly entry: (typeof observers)[number];
  constructor(cb: IntersectionObserverCallback, opts?: IntersectionObserverInit) {
    this.entry = { cb, root: opts?.root as Element | null | undefined, targets: [] };
    observers.push(this.entry);
  }
  observe(t: Element) {
    this.entry.targets.push(t);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}
function show(track: HTMLElement, first: number, last: number) {
  const o = observers.find((x) => x.root === track);
  if (!o) throw new Error('the row has no observer');
  const [a, b] = [track.firstElementChild, track.lastElementChild];
  const entries = o.targets.map((t) => ({ target: t, intersectionRatio: t === b ? last : t === a ? first : 0 }));
  act(() => o.cb(entries as unknown as IntersectionObserverEntry[], o as unknown as IntersectionObserver));
}
function layout(track: HTMLElement, width: number) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
}
beforeEach(() => vi.stubGlobal('IntersectionObserver', DrivenObserver));
afterEach(() => vi.unstubAllGlobals());

describe('game row scroller', () => {
  it('has named previous and next buttons, each off at its end, moving the row by a page', async () => {
    renderWithPortal(
      <Scroller label="Jogos em alta">
        {['A', 'B', 'C'].map((n) => (
          <li key={n}>
            <button type="button">{`Jogar ${n}`}</button>
          </li>
        ))}
      </Scroller>,
    );
    const track = screen.getByRole('list', { name: 'Jogos em alta' });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    layout(track, 500);
    show(track, 1, 0);
    const prev = screen.getByRole('button', { name: 'Anterior: Jogos em alta' });
    const next = screen.getByRole('button', { name: 'Próximo: Jogos em alta' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 450, behavior: 'smooth' });

    show(track, 0, 1);
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    fireEvent.click(prev);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -450, behavior: 'smooth' });
  });

  it('is reached by keyboard: from the last tile, Tab goes to the arrow that can move', async () => {
    renderWithPortal(
      <Scroller label="Slots">
        <li>
          <button type="button">Jogar A</button>
        </li>
        <li>
          <button type="button">Jogar B</button>
        </li>
      </Scroller>,
    );
    const track = screen.getByRole('list', { name: 'Slots' });
    track.scrollBy = vi.fn();
    layout(track, 500);
    show(track, 1, 0);
    screen.getByRole('button', { name: 'Jogar B' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Próximo: Slots' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(track.scrollBy).toHaveBeenCalledTimes(1);
  });

  it('moves without animation when the visitor asks for reduced motion', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce'), media: q })) as typeof window.matchMedia;
    try {
      renderWithPortal(
        <Scroller label="Novos jogos">
          <li>A</li>
        </Scroller>,
      );
      const track = screen.getByRole('list', { name: 'Novos jogos' });
      track.scrollBy = vi.fn();
      layout(track, 400);
      show(track, 1, 0);
      fireEvent.click(screen.getByRole('button', { name: 'Próximo: Novos jogos' }));
      expect(track.scrollBy).toHaveBeenCalledWith({ left: 360, behavior: 'auto' });
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
