import { z } from 'zod';
import { op } from './op.ts';

/** The complaint question types of spec section 3. */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other'] as const;
export const ZFeedbackType = z.enum(FEEDBACK_TYPES);
export type TFeedbackType = z.infer<typeof ZFeedbackType>;

/** Content bounds in characters (Chinese and Thai do not separate words with spaces, so words cannot be counted). */
export const FEEDBACK_MIN_CHARS = 10;
export const FEEDBACK_MAX_CHARS = 1000;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_ANSWER_MAX_CHARS = 2000;

/** Characters as a reader counts them (code points, so an emoji or a CJK character counts once). */
export const charCount = (s: string) => [...s].length;

/** PUT /wps/feedback: a complaint with up to 3 PNG or JPEG images as data URLs (5 MB each, checked by their bytes). */
export const ZFeedbackBody = z.object({
  type: ZFeedbackType,
  content: z
    .string()
    .trim()
    .refine((s) => charCount(s) >= FEEDBACK_MIN_CHARS, { message: 'too_short' })
    .refine((s) => charCount(s) <= FEEDBACK_MAX_CHARS, { message: 'too_long' }),
  images: z.array(z.string().max(7_100_000)).max(FEEDBACK_MAX_IMAGES).default([]),
});
export type TFeedbackBody = z.input<typeof ZFeedbackBody>;

export const ZFeedbackStatus = z.enum(['pending', 'answered']);

export const ZFeedbackItem = z.object({
  id: z.number().int(),
  type: ZFeedbackType,
  content: z.string(),
  /** Upload ids; the member reads each at /wps/v2/member/uploads/:id. */
  images: z.array(z.number().int()),
  status: ZFeedbackStatus,
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;

/** GET /wps/feedback */
export const ZFeedbackQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZFeedbackPage = z.object({
  list: z.array(ZFeedbackItem),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;
export const ZFeedbackParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /admin/api/feedback */
export const ZFeedbackAdminQuery = z.object({
  status: ZFeedbackStatus.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZFeedbackAdminRow = ZFeedbackItem.extend({
  merchantCode: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  answeredBy: z.string().nullable(),
});
export type TFeedbackAdminRow = z.infer<typeof ZFeedbackAdminRow>;
export const ZFeedbackAdminPage = z.object({ rows: z.array(ZFeedbackAdminRow), total: z.number().int() });
export type TFeedbackAdminPage = z.infer<typeof ZFeedbackAdminPage>;

/** POST /admin/api/feedback/:id/answer */
export const ZFeedbackAnswerBody = z.object({
  answer: z.string().trim().min(1).max(FEEDBACK_ANSWER_MAX_CHARS),
});
export const ZFeedbackImageParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  imageId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** PUT /wps/feedback answers the new feedback's id. */
export const ZFeedbackSent = z.object({ id: z.number().int() });

/** The member's side (FEEDBACK3, real members only; the brand's switch is checked by the handler). */
export const feedbackOps = {
  send: op({
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'real',
    tags: ['feedback'],
    summary: 'Send feedback: a complaint type, 10 to 1000 characters and up to 3 PNG or JPEG images',
    body: ZFeedbackBody,
    response: ZFeedbackSent,
  }),
  list: op({
    method: 'GET',
    path: '/wps/feedback',
    auth: 'real',
    tags: ['feedback'],
    summary: 'The member’s feedback, newest first, with status and answer',
    query: ZFeedbackQuery,
    response: ZFeedbackPage,
  }),
  one: op({
    method: 'GET',
    path: '/wps/feedback/:id',
    auth: 'real',
    tags: ['feedback'],
    summary: 'One of the member’s feedback',
    params: ZFeedbackParams,
    response: ZFeedbackItem,
  }),
};

export const feedbackConsoleOps = {
  list: op({
    method: 'GET',
    path: '/admin/api/feedback',
    auth: 'operator',
    action: 'feedback.manage',
    tags: ['operator'],
    summary: 'Feedback of every brand, newest first, by status',
    query: ZFeedbackAdminQuery,
    response: ZFeedbackAdminPage,
  }),
  answer: op({
    method: 'POST',
    path: '/admin/api/feedback/:id/answer',
    auth: 'operator',
    action: 'feedback.manage',
    tags: ['operator'],
    summary: 'Answer a feedback once; the member also gets the answer in the inbox',
    params: ZFeedbackParams,
    body: ZFeedbackAnswerBody,
    response: z.null(),
  }),
};
