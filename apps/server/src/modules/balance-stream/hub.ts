import { BALANCE_EVENT, type TBalanceEvent } from '@portal/contracts/balance-stream';

/** One open stream: a member's browser tab listening for its balance. */
export interface BalanceStream {
  id: string;
  memberId: number;
  sessionHash: string;
  send(event: string, data: unknown): void;
  ping(): void;
  end(): void;
}

/** A member's tabs beyond this many close their oldest stream (each holds a connection). */
export const STREAMS_PER_MEMBER = 8;
/** Notifications of one member within this time are answered with one read. */
const COALESCE_MS = 25;

/**
 * The instance's open streams by member. A notification of a member reads the balance once and sends it to every
 * stream of that member; reads that overtake each other never send an older balance after a newer one.
 */
export class BalanceHub {
  private readonly byMember = new Map<number, Set<BalanceStream>>();
  private readonly queued = new Set<number>();
  private readonly latest = new Map<number, number>();
  private readonly read: (memberId: number) => Promise<TBalanceEvent>;
  private readonly report: (err: unknown) => void;

  constructor(read: (memberId: number) => Promise<TBalanceEvent>, report: (err: unknown) => void) {
    this.read = read;
    this.report = report;
  }

  /** Adds a stream; returns the stream it pushed out when the member already had too many. */
  add(stream: BalanceStream): BalanceStream | undefined {
    const set = this.byMember.get(stream.memberId) ?? new Set();
    this.byMember.set(stream.memberId, set);
    set.add(stream);
    if (set.size <= STREAMS_PER_MEMBER) return undefined;
    const [oldest] = set;
    if (oldest) this.remove(oldest);
    return oldest;
  }

  remove(stream: BalanceStream): void {
    const set = this.byMember.get(stream.memberId);
    set?.delete(stream);
    if (set?.size === 0) this.byMember.delete(stream.memberId);
  }

  all(): BalanceStream[] {
    return [...this.byMember.values()].flatMap((s) => [...s]);
  }

  /** The member's balance changed (a committed posting): push it to the member's streams here. */
  changed(memberId: number): void {
    if (!this.byMember.has(memberId) || this.queued.has(memberId)) return;
    this.queued.add(memberId);
    setTimeout(() => {
      this.queued.delete(memberId);
      void this.push(memberId);
    }, COALESCE_MS);
  }

  /** After notifications may have been lost (the listening connection was down): push every member's balance. */
  changedAll(): void {
    for (const memberId of this.byMember.keys()) this.changed(memberId);
  }

  /** Reads the balance and sends it to the member's streams (a new stream gets it this way too). */
  async push(memberId: number): Promise<void> {
    const seq = (this.latest.get(memberId) ?? 0) + 1;
    this.latest.set(memberId, seq);
    try {
      const value = await this.read(memberId);
      if (this.latest.get(memberId) !== seq) return;
      for (const s of this.byMember.get(memberId) ?? []) s.send(BALANCE_EVENT, value);
    } catch (err) {
      this.report(err);
    } finally {
      if (!this.byMember.has(memberId)) this.latest.delete(memberId);
    }
  }
}
