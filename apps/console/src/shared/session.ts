import type { TConsoleMe } from '@portal/contracts/console';
import { useSyncExternalStore } from 'react';

/**
 * The operator's session in this tab: the bearer token and who it is. Kept in sessionStorage, so closing the tab
 * forgets it; the server's expiry still rules (an unauthorized answer or the expiry time ends it here too).
 */
export interface SessionState {
  token: string | null;
  me: TConsoleMe | null;
  /** Why the last session ended, for the sign-in screen. */
  ended: 'expired' | 'signed_out' | null;
}

const KEY = 'console.session';
type Listener = () => void;
const listeners = new Set<Listener>();

function load(): SessionState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SessionState | null;
    if (saved?.token) return { token: saved.token, me: saved.me, ended: null };
  } catch {
    // a damaged entry is a signed-out tab
  }
  return { token: null, me: null, ended: null };
}

let state: SessionState = load();
let timer: ReturnType<typeof setTimeout> | undefined;

function set(next: SessionState) {
  state = next;
  if (next.token) sessionStorage.setItem(KEY, JSON.stringify({ token: next.token, me: next.me }));
  else sessionStorage.removeItem(KEY);
  clearTimeout(timer);
  const ends = next.me ? Date.parse(next.me.expiresAt) - Date.now() : Number.NaN;
  // setTimeout holds at most ~24.8 days; sessions last hours.
  if (Number.isFinite(ends)) timer = setTimeout(() => session.expire(), Math.max(0, Math.min(ends, 2 ** 31 - 1)));
  for (const l of listeners) l();
}

export const session = {
  get: () => state,
  signedIn: (token: string, me: TConsoleMe) => set({ token, me, ended: null }),
  update: (me: TConsoleMe) => set({ ...state, me }),
  expire: () => {
    if (state.token) set({ token: null, me: null, ended: 'expired' });
  },
  signedOut: () => set({ token: null, me: null, ended: 'signed_out' }),
  subscribe: (l: Listener) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Tests start from a known state. */
  reset: (next: Partial<SessionState> = {}) => set({ token: null, me: null, ended: null, ...next }),
};

export const useSession = () => useSyncExternalStore(session.subscribe, session.get);
