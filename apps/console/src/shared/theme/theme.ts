import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = 'console.theme';
const listeners = new Set<() => void>();

const initial = (): Theme => {
  const saved = localStorage.getItem(KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};
let theme: Theme = initial();

export function applyTheme(next: Theme = theme) {
  theme = next;
  document.documentElement.dataset.theme = next;
  localStorage.setItem(KEY, next);
  for (const l of listeners) l();
}

export const useTheme = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => theme,
  );
