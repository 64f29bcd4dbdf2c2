/**
 * Remember-me keeps only the username, for one day (spec: cookies last 1 day). The password is never stored in the
 * browser; the spec's password cookie is replaced on purpose (docs/decisions.md).
 */
const KEY = 'rememberUser';
const DAY_MS = 86_400_000;

export function remember(username: string | null) {
  if (username) localStorage.setItem(KEY, JSON.stringify({ username, until: Date.now() + DAY_MS }));
  else localStorage.removeItem(KEY);
}

export function rememberedUsername(): string {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { username: string; until: number } | null;
    return v && v.until > Date.now() ? v.username : '';
  } catch {
    return '';
  }
}
