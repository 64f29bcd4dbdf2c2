import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryRow } from '../src/features/home/CategoryRow.tsx';
import { fakeApi } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

/** An IntersectionObserver the test drives: `enter()` tells every observer its element came near. */
function observers() {
  const live: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  class FakeObserver {
    constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
      live.push(cb);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    enter: () =>
      act(() => {
        for (const cb of live) cb([{ isIntersecting: true }]);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('home category row placeholders', () => {
  it('stay still while the row is out of sight and sweep only once its games are asked for', async () => {
    const io = observers();
    const { calls } = fakeApi({ '/wps/relay/GCSGAME_gameList': { list: [], total: 0 } });
    const { container } = renderWithPortal(<CategoryRow category="SLOT" />);
    const placeholders = () => [...container.querySelectorAll('.tile-skeleton')];
    expect(placeholders()).toHaveLength(8);
    // Out of sight: nothing asked, and no placeholder sweeps (an endless sweep costs the page a repaint per frame).
    expect(placeholders().every((p) => p.classList.contains('tile-still'))).toBe(true);
    expect(calls.some((c) => c.includes('GCSGAME_gameList'))).toBe(false);

    io.enter();
    // Asked for: the placeholders sweep until the games arrive.
    expect(placeholders().some((p) => p.classList.contains('tile-still'))).toBe(false);
    await vi.waitFor(() => expect(calls.some((c) => c.includes('GCSGAME_gameList'))).toBe(true));
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});
