import type { balanceStreamOps, TBalanceEvent, TBalanceMovement } from '@portal/contracts/balance-stream';
import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { balanceQuery } from '../api/member.ts';
import { call } from '../api/op.ts';

/** Calls that can never give a ticket again for this session: the stream stays closed. */
const FINAL = new Set(['unauthorized', 'password_change_required', 'trial_account']);

/**
 * The live balance (docs/decisions.md): a one-time ticket from the session, then Server-Sent Events. Each `balance`
 * event replaces the balance query's data, refreshes the wallet lists on screen, and hands new movements to
 * `onMovements` (none on the first event: those happened before this page). A dropped stream comes back with a fresh
 * ticket after 1, 2, 4 ... 30 s; an `end` event (the session is over) closes it. Returns the function that closes it.
 */
export function openBalanceStream(
  qc: QueryClient,
  token: string,
  onMovements: (movements: TBalanceMovement[]) => void,
): () => void {
  let closed = false;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let seen: number | null = null;
  const key = balanceQuery(token).queryKey;

  const apply = (event: TBalanceEvent) => {
    const { movements, ...balance } = event;
    const before = qc.getQueryData(key);
    // A refetch started before this posting must not overwrite it with an older answer.
    void qc.cancelQueries({ queryKey: key });
    qc.setQueryData(key, balance);
    const fresh = seen === null ? [] : movements.filter((m) => m.id > (seen ?? 0));
    seen = Math.max(seen ?? 0, ...movements.map((m) => m.id));
    if (fresh.length > 0 || (before && JSON.stringify(before) !== JSON.stringify(balance))) {
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'wallet' && q.queryKey[1] !== 'balance' });
      void qc.invalidateQueries({ queryKey: ['member', 'rank'] });
      // A credited deposit or a paid withdrawal also left a message in the inbox, in the same commit.
      void qc.invalidateQueries({ queryKey: ['inbox'] });
    }
    if (fresh.length > 0) onMovements(fresh.reverse());
  };

  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), Math.min(30_000, 1000 * 2 ** attempt));
    attempt += 1;
  };

  const connect = async () => {
    if (closed) return;
    let ticket: string;
    try {
      ticket = (await call<typeof balanceStreamOps.ticket>(FIRST_LOAD.balanceStreamTicket)).ticket;
    } catch (e) {
      if (!(e instanceof ApiError && FINAL.has(e.key))) schedule();
      return;
    }
    if (closed) return;
    const es = new EventSource(`/wps/v2/wallets/balance/stream?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.addEventListener('balance', (e) => {
      attempt = 0;
      apply(JSON.parse((e as MessageEvent<string>).data) as TBalanceEvent);
    });
    es.addEventListener('end', () => {
      es.close();
      source = null;
    });
    // The browser would retry with the spent ticket: close and come back with a new one.
    es.onerror = () => {
      es.close();
      if (source === es) source = null;
      schedule();
    };
  };

  void connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
