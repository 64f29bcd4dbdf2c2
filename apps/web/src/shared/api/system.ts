import type { contentOps } from '@portal/contracts/content';
import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { OpValue } from '@portal/contracts/op';
import type { systemOps, TPermissionValue } from '@portal/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setBrandCurrency } from '../money.ts';
import { useSession } from '../session/store.ts';
import { api } from './client.ts';
import { call } from './op.ts';

/** Permission, menu and settings are kept for the session (spec section 7): they change only by operator action. */
const SESSION = { staleTime: 5 * 60_000, gcTime: Number.POSITIVE_INFINITY };

export const permissionQuery = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: async () => {
      const value = await call<typeof systemOps.status>(FIRST_LOAD.systemStatus, {
        query: { url: window.location.host },
      });
      setBrandCurrency(value.info.brand.currency);
      return value;
    },
    ...SESSION,
    // Maintenance and restriction are re-checked when the player comes back to the tab.
    refetchOnWindowFocus: true,
  });
export const usePermission = () => useQuery(permissionQuery());

/** The vendor call sends platform html5-desktop and the brand's merchantCode (spec section 7). */
export const vendorsQuery = (merchantCode: string | undefined) =>
  queryOptions({
    queryKey: ['system', 'vendors', merchantCode],
    // Through api() for its `revalidate` (call() has none), typed from the operation all the same.
    queryFn: async () =>
      (
        await api<OpValue<typeof systemOps.vendors>>(FIRST_LOAD.gameVendors.method, FIRST_LOAD.gameVendors.path, {
          query: { platform: 'html5-desktop', merchantCode },
          revalidate: true,
        })
      ).data.lanes,
    enabled: Boolean(merchantCode),
    ...SESSION,
  });
export const useVendors = () => useQuery(vendorsQuery(usePermission().data?.info.brand.merchantCode));

export const useBanners = (group: string | null) => {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: ['content', 'banners', group, lang],
    queryFn: () =>
      call<typeof contentOps.banners>(FIRST_LOAD.banners, { query: { groupName: group ?? undefined, language: lang } }),
    // Asked once the page's language is known (a first visit's comes with the status answer), never twice.
    enabled: group !== null && lang !== '',
    ...SESSION,
  });
};

export const useAnnouncements = () => {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: ['content', 'announcements', lang],
    queryFn: () =>
      call<typeof contentOps.announcements>(FIRST_LOAD.announcements, {
        query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: lang },
      }),
    staleTime: 60_000,
  });
};

export const useHelpCentre = () => {
  const lang = useSession((s) => s.language);
  return useQuery({
    queryKey: ['content', 'help', lang],
    queryFn: () => call<typeof contentOps.help>(FIRST_LOAD.helpCentre, { query: { language: lang } }),
    ...SESSION,
  });
};

export const useCountries = () =>
  useQuery({
    queryKey: ['system', 'countries'],
    queryFn: () => call<typeof systemOps.countries>(FIRST_LOAD.countries),
    ...SESSION,
  });

/** True when the whitelabel switch is on ('1') anywhere in the tree. */
export function modOn(permission: TPermissionValue | undefined, modId: string): boolean {
  const walk = (nodes: TPermissionValue['info']['whitelabel']): boolean =>
    nodes.some((n) => (n.modId === modId && n.enabled === '1') || walk(n.childrenNodes));
  return permission ? walk(permission.info.whitelabel) : false;
}

export const useMod = (modId: string) => modOn(usePermission().data, modId);
export const useBrand = () => usePermission().data?.info.brand;
/**
 * The brand's logo before the permission call answers: the address the document names (the server's brand head),
 * so the first paint shows the logo the page keeps rather than swapping it.
 */
export const documentLogoUrl = () =>
  (typeof document === 'undefined' ? null : document.getElementById('brand-logo')?.getAttribute('href')) ||
  '/art/logo.svg';

/**
 * Whether the site takes new players: registration (DIRECTREG3) and free play (FREEPLAY3) are offered only when
 * switched on and the site is not agent-only (where the server refuses both with error_not_agent).
 */
export function useOpenToPlayers(): { register: boolean; freePlay: boolean } {
  const permission = usePermission().data;
  const open = !permission?.info.brand.agentOnly;
  return { register: open && modOn(permission, 'DIRECTREG3'), freePlay: open && modOn(permission, 'FREEPLAY3') };
}
