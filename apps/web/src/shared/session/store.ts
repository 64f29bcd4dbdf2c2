import { create } from 'zustand';

/** Session state (spec section 3 "Session storage"): the token lives in sessionStorage, never a password. */
export interface Member {
  account: string;
  nickname: string;
  isAgent: number;
  toUpline: boolean;
  memberLabel?: Array<{ text: string; color: string; background: string }> | null;
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

/** Remember-me keeps the server-issued (revocable) token for one day, never the password. */
const REMEMBER_KEY = 'rememberToken';
const DAY_MS = 86_400_000;
function rememberedToken(): string | null {
  try {
    const v = JSON.parse(local?.getItem(REMEMBER_KEY) ?? 'null') as { token: string; until: number } | null;
    return v && v.until > Date.now() ? v.token : null;
  } catch {
    return null;
  }
}
export function rememberToken(token: string | null) {
  if (token) local?.setItem(REMEMBER_KEY, JSON.stringify({ token, until: Date.now() + DAY_MS }));
  else local?.removeItem(REMEMBER_KEY);
}

/** The member keys of spec section 3's session storage, written when member info arrives. */
const MEMBER_KEYS = ['account', 'username', 'nickname', 'customerId', 'isAgent', 'toUpline'] as const;
function storeMember(m: (Member & { id?: number }) | null) {
  for (const k of MEMBER_KEYS) store?.removeItem(k);
  if (!m) return;
  const values: Record<(typeof MEMBER_KEYS)[number], string> = {
    account: m.account,
    username: m.account,
    nickname: m.nickname,
    customerId: String(m.id ?? ''),
    isAgent: String(m.isAgent),
    toUpline: String(m.toUpline),
  };
  for (const k of MEMBER_KEYS) store?.setItem(k, values[k]);
}

/** isAgent from the last member info this tab saw: what the guard goes by while member info (re)loads. */
export function savedIsAgent(): number | undefined {
  const v = store?.getItem('isAgent');
  return v ? Number(v) : undefined;
}

export const useSession = create<SessionState>((set) => ({
  token: store?.getItem('token') ?? rememberedToken(),
  member: null,
  language: local?.getItem('lang') ?? '',
  memberCentreClosed: false,
  setToken: (token) => {
    if (token) store?.setItem('token', token);
    else store?.removeItem('token');
    set({ token });
  },
  setMember: (member) => {
    storeMember(member);
    set({ member });
  },
  setLanguage: (language) => {
    local?.setItem('lang', language);
    local?.setItem('hisLang', language);
    set({ language });
  },
  clear: () => {
    store?.removeItem('token');
    storeMember(null);
    rememberToken(null);
    set({ token: null, member: null });
  },
}));

/** isAgent 4 is the trial (free-play) account; 1, 2, 41, 42 are agents (docs/decisions.md). */
export const TRIAL = 4;
export const AGENT_TYPES = [1, 2, 41, 42];
export const isAgentType = (isAgent: number | undefined) => AGENT_TYPES.includes(isAgent ?? -1);
