import i18n, { type TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageCdn } from '../cdn.ts';

/**
 * What every game tile reads (the texts and the image CDN), read once for the page: a tile subscribing to the
 * language and to the brand's permission itself cost a page of tiles a hundred subscriptions on its first render.
 */
export interface TileKit {
  t: TFunction;
  cdn: string;
}

const Kit = createContext<TileKit>({ t: i18n.t.bind(i18n) as TFunction, cdn: '' });

export function TileKitProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const cdn = useImageCdn();
  const kit = useMemo(() => ({ t, cdn }), [t, cdn]);
  return <Kit.Provider value={kit}>{children}</Kit.Provider>;
}

export const useTileKit = (): TileKit => useContext(Kit);
