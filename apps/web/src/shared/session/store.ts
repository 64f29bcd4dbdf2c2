import { create } from 'zustand';

/** Session state (spec section 3 "Session storage"): the token lives in sessionStorage, never a password. */
export interface Member {
  account: string;
  nickname: string;
  isAgent: number;
  toUpline: boolean;
  memberLabel?: { text: string; color: string; background: string } | null;
}

interface SessionState {
  token: string | null;
  member: Member | null;
  language: string;
  /** The brand has closed the member centre (permission `memberCentreAvailable` false). */
  memberCentreClosed: boolean;
  setToken(token: string | null): void;
  setMember(member: Member | null): void;
  setLanguage(lang: string): void;
  clear(): void;
}

const store = typeof sessionStorage === 'undefined' ? null : sessionStorage;
const local = typeof localStorage === 'undefined' ? null : localStorage;

export const useSession = create<SessionState>((set) => ({
  token: store?.getItem('token') ?? null,
  member: null,
  language: local?.getItem('lang') ?? '',
  memberCentreClosed: false,
  setToken: (token) => {
    if (token) store?.setItem('token', token);
    else store?.removeItem('token');
    set({ token });
  },
  setMember: (member) => set({ member }),
  setLanguage: (language) => {
    local?.setItem('lang', language);
    local?.setItem('hisLang', language);
    set({ language });
  },
  clear: () => {
    store?.removeItem('token');
    set({ token: null, member: null });
  },
}));

/** isAgent 4 is the trial (free-play) account; 1, 2, 41, 42 are agents (docs/decisions.md). */
export const TRIAL = 4;
export const AGENT_TYPES = [1, 2, 41, 42];
export const isAgentType = (isAgent: number | undefined) => AGENT_TYPES.includes(isAgent ?? -1);
