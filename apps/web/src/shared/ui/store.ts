import { create } from 'zustand';

/** Names of the portal's modals (spec section 2 "Modals and pop-ups"); each is registered in app/modals.tsx. */
export type ModalName =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'download'
  | 'announcement'
  | 'registerSuccess'
  | 'memberCentre'
  | 'agentCentre'
  | 'gamePopup'
  | 'humanCheck'
  | 'welcome'
  | 'popupNotices';

export type Theme = 'light' | 'dark';

interface UiState {
  modals: Partial<Record<ModalName, Record<string, unknown>>>;
  theme: Theme;
  menuCollapsed: boolean;
  menuOpen: boolean;
  balanceHidden: boolean;
  /** The bars flag: shows the header and side menu on the routes that hide them (/seamless, /vnlottery). */
  barsShown: boolean;
  show(name: ModalName, props?: Record<string, unknown>): void;
  hide(name: ModalName): void;
  toggle(name: ModalName): void;
  setTheme(theme: Theme): void;
  setMenuCollapsed(v: boolean): void;
  setMenuOpen(v: boolean): void;
  toggleBalance(): void;
  setBarsShown(v: boolean): void;
}

const local = typeof localStorage === 'undefined' ? null : localStorage;

export const applyTheme = (theme: Theme) => {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
  local?.setItem('theme', theme);
};

export const useUi = create<UiState>((set, get) => ({
  modals: {},
  theme: local?.getItem('theme') === 'dark' ? 'dark' : 'light',
  menuCollapsed: false,
  menuOpen: false,
  balanceHidden: false,
  barsShown: false,
  show: (name, props = {}) => set({ modals: { ...get().modals, [name]: props } }),
  hide: (name) => {
    const { [name]: _, ...rest } = get().modals;
    set({ modals: rest });
  },
  toggle: (name) => (get().modals[name] ? get().hide(name) : get().show(name)),
  setTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  setMenuCollapsed: (menuCollapsed) => set({ menuCollapsed }),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleBalance: () => set({ balanceHidden: !get().balanceHidden }),
  setBarsShown: (barsShown) => set({ barsShown }),
}));
