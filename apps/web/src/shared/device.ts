/**
 * The device's fingerprint, sent with the login and the registration so the server can tell accounts that share a
 * device (the bonus abuse rules hold a referral reward or sign-up gift of linked accounts for review). A SHA-256 of
 * traits that survive clearing the site's storage: user agent, languages, screen, time zone, cores and a canvas
 * drawing (which differs by graphics stack). Undefined where the browser cannot hash.
 */

function canvasTrait(): string {
  try {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    canvas.width = 200;
    canvas.height = 40;
    ctx.textBaseline = 'top';
    ctx.font = '16px Arial';
    ctx.fillStyle = '#f60';
    ctx.fillRect(0, 0, 100, 20);
    ctx.fillStyle = '#069';
    ctx.fillText('Lumen ✓ 1.0', 2, 2);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

let cached: Promise<string | undefined> | null = null;

export function deviceFingerprint(): Promise<string | undefined> {
  cached ??= (async () => {
    try {
      if (!globalThis.crypto?.subtle) return undefined;
      const traits = [
        navigator.userAgent,
        (navigator.languages ?? [navigator.language]).join(','),
        `${screen.width}x${screen.height}x${screen.colorDepth}`,
        Intl.DateTimeFormat().resolvedOptions().timeZone,
        String(navigator.hardwareConcurrency ?? ''),
        canvasTrait(),
      ].join('|');
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
      const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      return `v1-${hex.slice(0, 40)}`;
    } catch {
      return undefined;
    }
  })();
  return cached;
}
