import { describe, expect, it } from 'vitest';
import { artPicture } from '../src/art.ts';

describe('drawn art as pictures', () => {
  it('turns a drawn tile into WebP candidates at each tile width, keeping its stamp, behind the image CDN', () => {
    expect(artPicture('/art/games/45.svg?v=3f9o05', 'tile')).toEqual({
      src: '/art/games/45.webp?v=3f9o05&w=480',
      srcSet:
        '/art/games/45.webp?v=3f9o05&w=240 240w, /art/games/45.webp?v=3f9o05&w=320 320w, /art/games/45.webp?v=3f9o05&w=480 480w',
      sizes: '(max-width: 480px) 40vw, (max-width: 1023px) 22vw, 200px',
    });
    const cdn = artPicture('/art/banner/w_home-0.svg', 'banner', 'https://img.example');
    expect(cdn.src).toBe('https://img.example/art/banner/w_home-0.webp?w=1440');
    expect(cdn.srcSet?.split(', ').map((c) => c.split(' ')[1])).toEqual(['480w', '960w', '1440w']);
  });

  it('leaves any other address as it is: an operator’s own banner, an outside tile, a logo', () => {
    expect(artPicture('https://cdn.example/b.jpg', 'banner', 'https://img.example')).toEqual({
      src: 'https://cdn.example/b.jpg',
    });
    expect(artPicture('/uploads/b.png', 'banner', 'https://img.example')).toEqual({
      src: 'https://img.example/uploads/b.png',
    });
    expect(artPicture('/art/vendor/PGS.svg?v=a3', 'tile')).toEqual({ src: '/art/vendor/PGS.svg?v=a3' });
  });
});
