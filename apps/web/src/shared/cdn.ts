import { usePermission } from './api/system.ts';

/**
 * The brand's image and launch CDNs (permission `imageCDNs`, `launchGameCDNs`): one is chosen at random per page load
 * and list, spreading visitors over the hosts while a visitor keeps hitting the same one (its cache stays warm).
 * An empty entry means the site itself.
 */
const chosen = new Map<string, string>();

export function pickCdn(list: readonly string[] | undefined, random = Math.random): string {
  const hosts = (list ?? []).map((h) => h.trim().replace(/\/+$/, ''));
  if (hosts.length === 0) return '';
  const key = hosts.join('\n');
  let host = chosen.get(key);
  if (host === undefined) {
    host = hosts[Math.floor(random() * hosts.length)] ?? '';
    chosen.set(key, host);
  }
  return host;
}

export { onCdn } from '@portal/contracts/art';

export const useImageCdn = (): string => pickCdn(usePermission().data?.info.imageCDNs);
export const useLaunchCdn = (): string => pickCdn(usePermission().data?.info.launchGameCDNs);
