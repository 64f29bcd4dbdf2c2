import { titleOf } from '../../games/index.ts';
import { type ArtPiece, gameArtSvg } from './game-art.ts';
import { stampOf } from './paint.ts';
import { THEME_ART, themeFor } from './themes.ts';

/** The columns of a game row its art depends on. */
type GameRow = Record<string, unknown>;

const fields = (r: GameRow) => ({
  name: (r.names as { en?: string } | null)?.en ?? String(r.game_code),
  vassalage: String(r.vassalage),
  code: String(r.game_code),
  category: String(r.game_type),
  vendorName: String(r.vendor_name ?? r.vassalage),
});

/** The stamp in a game's art address: it changes when anything drawn on the tile (or the drawing itself) does. */
export function gameStamp(r: GameRow): string {
  const f = fields(r);
  return stampOf(f.vassalage, f.code, f.name, f.vendorName);
}

/** A game's tile: its demo title's theme and art, or for a game an operator added, a theme found from its name. */
export function gameArt(r: GameRow): string {
  const f = fields(r);
  const title = titleOf(f.vassalage, f.code);
  const theme = title?.[1] ?? themeFor(f.name, f.category);
  const [main, side]: [ArtPiece, ArtPiece] = title
    ? [title[2], title[3]]
    : (THEME_ART[theme] ?? THEME_ART.classic ?? ['f:slot-machine', 'f:glowing-star']);
  return gameArtSvg({ name: f.name, vendorCode: f.vassalage, vendorName: f.vendorName, theme, main, side });
}
