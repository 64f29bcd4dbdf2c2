import type { SessionMember } from './auth.ts';

/** How long a confirmed session is trusted without asking the database again, should a change notice be lost. */
export const SESSION_CACHE_MS = 3000;
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 50_000;

interface Entry {
  member: SessionMember;
  /** When this instance stops trusting the entry (SESSION_CACHE_MS after the database confirmed it). */
  until: number;
  /** When the session itself expires. */
  expiresAt: number;
}

/** This process's caches (one per server instance; tests may build several), for the local forget calls below. */
const live = new Set<SessionCache>();

/**
 * Sessions this instance confirmed a moment ago, by token hash: a player's calls come in bursts (a game's bets, a
 * page's parallel reads, transfers), and each asked the database for its session. What a session carries can change
 * anywhere: the database announces every change of a member's sessions or of what they carry (migration 0404) and
 * every instance forgets that member's entries; the instance that wrote the change forgets at once (the calls
 * below); and an entry is trusted for SESSION_CACHE_MS at most, in case a notice is lost while the listening
 * connection is down (all entries are dropped when it comes back).
 */
export class SessionCache {
  private readonly byHash = new Map<string, Entry>();

  constructor() {
    live.add(this);
  }

  get(hash: string, now = Date.now()): SessionMember | null {
    const e = this.byHash.get(hash);
    if (!e) return null;
    if (e.until <= now || e.expiresAt <= now) {
      this.byHash.delete(hash);
      return null;
    }
    return e.member;
  }

  set(hash: string, member: SessionMember, expiresAt: Date, now = Date.now()) {
    this.byHash.delete(hash);
    if (this.byHash.size >= MAX_ENTRIES) {
      const oldest = this.byHash.keys().next().value;
      if (oldest !== undefined) this.byHash.delete(oldest);
    }
    this.byHash.set(hash, { member, until: now + SESSION_CACHE_MS, expiresAt: expiresAt.getTime() });
  }

  forgetSession(hash: string) {
    this.byHash.delete(hash);
  }

  forgetMember(memberId: number) {
    for (const [hash, e] of this.byHash) if (e.member.memberId === memberId) this.byHash.delete(hash);
  }

  clear() {
    this.byHash.clear();
  }

  close() {
    this.clear();
    live.delete(this);
  }

  get size() {
    return this.byHash.size;
  }
}

/** A member's sessions changed here (ended, held, locked, language): this process's caches forget them at once. */
export function forgetMemberSessions(memberId: number) {
  for (const c of live) c.forgetMember(memberId);
}

/** One session ended here (logout): this process's caches forget it at once. */
export function forgetSession(hash: string) {
  for (const c of live) c.forgetSession(hash);
}
