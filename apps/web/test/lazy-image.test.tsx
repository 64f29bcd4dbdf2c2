import type { TGame } from '@portal/contracts/games';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickCdn } from '../src/shared/cdn.ts';
import { GameTile } from '../src/shared/ui/GameTile.tsx';
import { LazyImage } from '../src/shared/ui/LazyImage.tsx';
import { TileKitProvider } from '../src/shared/ui/tile-kit.tsx';
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

  it('comes from the image CDN the brand lists, the same one for every tile of the page load, by width', () => {
    const status = permission();
    status.info.imageCDNs = ['https://img-a.example/', 'https://img-b.example'];
    const cdn = pickCdn(status.info.imageCDNs);
    const tile = (nodeId: number, imageUrl: string) => (
      <GameTile
        game={{ nodeId, gameName: `Game ${nodeId}`, vendor: 'PG Soft', imageUrl } as TGame}
        favourite={false}
        onPlay={() => {}}
      />
    );
    render(
      <TileKitProvider>
        <ul>
          {tile(1, '/art/games/1.svg?v=a1')}
          {tile(2, 'https://elsewhere.example/two.png')}
        </ul>
      </TileKitProvider>,
      { data: [[['system', 'permission'], status]] },
    );
    expect(['https://img-a.example', 'https://img-b.example']).toContain(cdn);
    const [one, two] = document.querySelectorAll('img');
    expect(one).toHaveAttribute('src', `${cdn}/art/games/1.webp?v=a1&w=480`);
    expect(one?.getAttribute('srcset')?.split(', ')).toEqual([
      `${cdn}/art/games/1.webp?v=a1&w=240 240w`,
      `${cdn}/art/games/1.webp?v=a1&w=320 320w`,
      `${cdn}/art/games/1.webp?v=a1&w=480 480w`,
    ]);
    expect(two).toHaveAttribute('src', 'https://elsewhere.example/two.png');
    expect(two).not.toHaveAttribute('srcset');
  });
});
