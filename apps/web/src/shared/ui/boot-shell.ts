/**
 * The document's first banner (server: platform/web-boot.ts) lies over the page until the portal shows its own: it
 * goes when the portal's first banner image has loaded, or when the page turns out to have no banner, or after a few
 * seconds whatever happens, so it can never hide the page.
 */
const LONGEST_MS = 4000;

export function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}

/** Called once at start: the shell never outlives LONGEST_MS. */
export function expireBootShell(): void {
  if (document.getElementById('boot-shell')) setTimeout(removeBootShell, LONGEST_MS);
}
