import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS, feedbackOps, type TFeedbackBody } from '@portal/contracts/feedback';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';
import { useSession } from '../../shared/session/store.ts';

export { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS };

/** The member's feedback, newest first, with status and answer (FEEDBACK3). */
export const feedbackListQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['feedback', 'list', token, pageNo],
    queryFn: () => call(feedbackOps.list, { query: { pageNo, pageSize: 5 } }),
    enabled: Boolean(token),
    // An answer can arrive while the page is open (the inbox badge says so); focus brings it.
    refetchOnWindowFocus: true,
  });

export const useFeedbackList = (pageNo: number) =>
  useQuery({
    ...feedbackListQuery(
      useSession((s) => s.token),
      pageNo,
    ),
    placeholderData: keepPreviousData,
  });

export function useSendFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TFeedbackBody) => call(feedbackOps.send, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['feedback'] }),
  });
}

/** A member's own upload as an object URL (the image call needs the session header, which an <img> cannot send). */
export const uploadQuery = (token: string | null, id: number) =>
  queryOptions({
    queryKey: ['feedback', 'upload', token, id],
    queryFn: async () => {
      const res = await fetch(`/wps/v2/member/uploads/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(String(res.status));
      return URL.createObjectURL(await res.blob());
    },
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
