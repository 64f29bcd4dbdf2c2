import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Scroller } from '../src/shared/ui/Scroller.tsx';
import { renderWithPortal } from './render.tsx';

/** jsdom has no layout: give the row a width, a content width and a scroll position. */
function layout(track: HTMLElement, { width, content, left }: { width: number; content: number; left: number }) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: left });
  fireEvent.scroll(track);
}

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
    layout(track, { width: 500, content: 1500, left: 0 });
    const prev = screen.getByRole('button', { name: 'Anterior: Jogos em alta' });
    const next = screen.getByRole('button', { name: 'Próximo: Jogos em alta' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 450, behavior: 'smooth' });

    layout(track, { width: 500, content: 1500, left: 1000 });
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
      </Scroller>,
    );
    const track = screen.getByRole('list', { name: 'Slots' });
    track.scrollBy = vi.fn();
    layout(track, { width: 500, content: 1500, left: 0 });
    screen.getByRole('button', { name: 'Jogar A' }).focus();
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
      layout(track, { width: 400, content: 1200, left: 0 });
      fireEvent.click(screen.getByRole('button', { name: 'Próximo: Novos jogos' }));
      expect(track.scrollBy).toHaveBeenCalledWith({ left: 360, behavior: 'auto' });
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
