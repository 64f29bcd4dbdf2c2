import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../shared/session/store.ts';

/** Spec section 3: lottery favourites toggle like game favourites and are kept per username in local storage. */
export const FAVOURITES_KEY = 'lotteryFavourites';

type Stored = Record<string, number[]>;

function read(): Stored {
  try {
    const v = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Stored) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
let snapshot = typeof localStorage === 'undefined' ? '{}' : (localStorage.getItem(FAVOURITES_KEY) ?? '{}');
const subscribe = (l: () => void) => {
  listeners.add(l);
  // Another tab's change shows here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVOURITES_KEY) {
      snapshot = e.newValue ?? '{}';
      l();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

/** The member's favourite lottery game ids (nodeId) and the toggle: present means remove, absent means add. */
export function useLotteryFavourites() {
  const username = useSession((s) => s.member?.account ?? null);
  const raw = useSyncExternalStore(subscribe, () => snapshot);
  let all: Stored = {};
  try {
    all = JSON.parse(raw) as Stored;
  } catch {
    all = {};
  }
  const ids = new Set(username ? (all[username] ?? []).filter((n) => Number.isInteger(n)) : []);
  const toggle = useCallback(
    (nodeId: number) => {
      if (!username) return;
      const stored = read();
      const mine = new Set(stored[username] ?? []);
      if (mine.has(nodeId)) mine.delete(nodeId);
      else mine.add(nodeId);
      stored[username] = [...mine];
      snapshot = JSON.stringify(stored);
      localStorage.setItem(FAVOURITES_KEY, snapshot);
      for (const l of listeners) l();
    },
    [username],
  );
  return { ids, toggle, username };
}
