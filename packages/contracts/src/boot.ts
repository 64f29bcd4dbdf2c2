/**
 * The first answers the server puts in the portal's document (server: platform/web-boot.ts; portal:
 * shared/api/boot.ts) are keyed by call: its path and its parameters in name order, so both sides agree whatever
 * order a caller writes them in.
 */
export function bootKey(url: string): string {
  const u = new URL(url, 'http://x');
  const params = [...u.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${u.pathname}?${new URLSearchParams(params)}`;
}
