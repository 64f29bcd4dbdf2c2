import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickCdn } from '../src/shared/cdn.ts';
import { LazyImage } from '../src/shared/ui/LazyImage.tsx';
import { permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const render = renderWithPortal;

/** An IntersectionObserver that reports every observed element on screen at once, and remembers its options. */
const seen: IntersectionObserverInit[] = [];
class OnScreen {
  private readonly cb: IntersectionObserverCallback;
  constructor(cb: IntersectionObserverCallback, opts: IntersectionObserverInit) {
    this.cb = cb;
    seen.push(opts);
  }
  observe(target: Element) {
    this.cb([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

describe('lazy images (spec sections 8 and 9)', () => {
  beforeEach(() => {
    seen.length = 0;
    vi.stubGlobal('IntersectionObserver', OnScreen);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads near the viewport (preload factor 1.3), tries 3 times, then shows the fallback for good', () => {
    render(<LazyImage src="/art/game.png" fallback="/favicon.svg" alt="Game" width={240} height={240} />);
    const img = screen.getByRole('img', { name: 'Game' });
    expect(seen[0]?.rootMargin).toBe(`${Math.round(window.innerHeight * 0.3)}px`);
    expect(img).toHaveAttribute('src', '/art/game.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/art/game.png?r=1');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/art/game.png?r=2');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/favicon.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/favicon.svg');
  });

  it('keeps a query of its own when retrying', () => {
    render(<LazyImage src="/tile.svg?v=2" fallback="/favicon.svg" alt="Tile" />);
    const img = screen.getByRole('img', { name: 'Tile' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/tile.svg?v=2&r=1');
  });

  it('does not load before it comes near the viewport', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="/art/far.png" fallback="/favicon.svg" alt="Far" />);
    expect(screen.getByRole('img', { name: 'Far' })).not.toHaveAttribute('src');
  });

  it('comes from the image CDN the brand lists, the same one for every image of the page load', () => {
    const status = permission();
    status.info.imageCDNs = ['https://img-a.example/', 'https://img-b.example'];
    const cdn = pickCdn(status.info.imageCDNs);
    render(<LazyImage src="/art/one.png" fallback="/favicon.svg" alt="One" />, {
      data: [[['system', 'permission'], status]],
    });
    render(<LazyImage src="https://elsewhere.example/two.png" fallback="/favicon.svg" alt="Two" />, {
      data: [[['system', 'permission'], status]],
    });
    expect(['https://img-a.example', 'https://img-b.example']).toContain(cdn);
    expect(screen.getByRole('img', { name: 'One' })).toHaveAttribute('src', `${cdn}/art/one.png`);
    expect(screen.getByRole('img', { name: 'Two' })).toHaveAttribute('src', 'https://elsewhere.example/two.png');
  });
});
