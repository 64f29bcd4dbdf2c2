/**
 * The drawn art's pictures: a game tile or a banner the server draws (`/art/games/12.svg?v=…`,
 * `/art/banner/w_home-0.svg?v=…`) is also served as WebP at a few fixed widths (`.webp?…&w=480`). The portal shows
 * the pictures (the browser builds a document on its main thread for each SVG image; a picture decodes off it), and
 * the server's first paint names the same addresses, so the preloaded banner is the one the portal shows.
 */
export const TILE_WIDTHS = [240, 320, 480] as const;
export const BANNER_WIDTHS = [480, 960, 1440] as const;

/** How wide a tile and a banner are drawn on the page, for the browser's choice among the widths. */
const SIZES = {
  tile: '(max-width: 480px) 40vw, (max-width: 1023px) 22vw, 200px',
  banner: '100vw',
} as const;

const DRAWN = /^(\/art\/(?:games|banner)\/[A-Za-z0-9_-]+)\.svg(?:\?(.*))?$/;

/** A site path (`/art/...`) served from `cdn`; absolute addresses and an empty `cdn` stay as they are. */
export const onCdn = (path: string, cdn: string): string =>
  cdn && path.startsWith('/') && !path.startsWith('//') ? `${cdn}${path}` : path;

export interface Picture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The picture for an art address, each address behind `host` (an image CDN, or '' for the site); an address that is
 * not the server's drawing (an operator's own banner, an outside provider's tile) stays as it is.
 */
export function artPicture(url: string, kind: 'tile' | 'banner', host = ''): Picture {
  const at = (path: string) => onCdn(path, host);
  const m = DRAWN.exec(url);
  if (!m) return { src: at(url) };
  const widths = kind === 'tile' ? TILE_WIDTHS : BANNER_WIDTHS;
  const query = m[2] ? `${m[2]}&` : '';
  const sized = (w: number) => at(`${m[1]}.webp?${query}w=${w}`);
  return {
    src: sized(widths[widths.length - 1] ?? 0),
    srcSet: widths.map((w) => `${sized(w)} ${w}w`).join(', '),
    sizes: SIZES[kind],
  };
}
