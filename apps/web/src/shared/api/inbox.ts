import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { inboxOps } from '@portal/contracts/inbox';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRIAL, useSession } from '../session/store.ts';
import { useMemberInfo } from './member.ts';
import { call } from './op.ts';
import { useMod } from './system.ts';

/** How often the header asks for the unread count while the tab is open (it also asks when the tab regains focus). */
export const UNREAD_POLL_MS = 60_000;

/** The inbox (messageV2): read by the header's badge and the member centre's page, so it lives in shared. */
export const inboxKeys = {
  all: ['inbox'] as const,
  unread: (token: string | null) => ['inbox', 'unread', token] as const,
  page: (token: string | null, language: string, pageNo: number) => ['inbox', 'page', token, language, pageNo] as const,
};

export const unreadQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: inboxKeys.unread(token),
    queryFn: () => call<typeof inboxOps.unread>(FIRST_LOAD.inboxUnread),
    enabled: Boolean(token) && enabled,
    refetchInterval: UNREAD_POLL_MS,
    // Always stale: a return to the tab asks again at once.
    refetchOnWindowFocus: true,
  });

/** Whether this session has an inbox: a real (non-trial) member on a brand with INBOX3 on. */
export function useInboxOn(): boolean {
  const token = useSession((s) => s.token);
  const { data: member } = useMemberInfo();
  const on = useMod('INBOX3');
  return Boolean(token) && on && member !== undefined && member.isAgent !== TRIAL;
}

export function useUnreadCount(): number {
  const token = useSession((s) => s.token);
  const { data } = useQuery(unreadQuery(token, useInboxOn()));
  return data?.count ?? 0;
}

export const inboxPageQuery = (token: string | null, language: string, pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: inboxKeys.page(token, language, pageNo),
    queryFn: () => call<typeof inboxOps.page>(FIRST_LOAD.inbox, { query: { pageNo, pageSize } }),
    enabled: Boolean(token),
  });

/** Mark one (an id) or every message (no id) read; the answer is the new unread count. */
export function useMarkRead() {
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined
        ? call<typeof inboxOps.markAllRead>(FIRST_LOAD.inboxMarkAllRead)
        : call<typeof inboxOps.markRead>(FIRST_LOAD.inboxMarkRead, { body: { id } }),
    onSuccess: (value) => {
      qc.setQueryData(inboxKeys.unread(token), value);
      void qc.invalidateQueries({ queryKey: ['inbox', 'page'] });
    },
  });
}
