/**
 * An address the portal may open or put in a frame: http(s), a relative one resolved against the site. Anything else
 * (empty, unparsable, javascript:, data:) is null, and the caller says 'Invalid URL, please contact customer service'.
 */
export function webUrl(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
