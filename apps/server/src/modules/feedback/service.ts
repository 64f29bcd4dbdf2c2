import type { TFeedbackAdminPage, TFeedbackBody, TFeedbackItem, TFeedbackPage } from '@portal/contracts/feedback';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, type Row, str, strOrNull } from '../../db/rows.ts';
import type { SessionMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { notify } from '../inbox/index.ts';
import { proofImage, storeProofs } from '../wallet/index.ts';
import { feedbackRepo } from './repo.ts';

/** Feedback a member may send in an hour: enough for a real problem, too few to flood the operators. */
export const FEEDBACK_PER_HOUR = 5;

const item = (r: Row): TFeedbackItem => ({
  id: int(r.id),
  type: str(r.type) as TFeedbackItem['type'],
  content: str(r.content),
  images: ((r.image_ids as number[]) ?? []).map(Number),
  status: str(r.status) === 'answered' ? 'answered' : 'pending',
  answer: strOrNull(r.answer),
  answeredAt: isoOrNull(r.answered_at),
  createdAt: iso(r.created_at),
});

/** Stores a complaint and its images (checked as the wallet's proofs are: PNG or JPEG bytes, 5 MB, 3) together. */
export async function submitFeedback(db: Db, m: SessionMember, body: TFeedbackBody) {
  // Counted from what was stored, so a refused attempt (a wrong image) costs the member nothing.
  if ((await feedbackRepo.sentInLastHour(db, m.memberId)) >= FEEDBACK_PER_HOUR) throw new AppError('too_many_requests');
  return db.transaction(async (tx) => {
    const imageIds = await storeProofs(tx, m.memberId, body.images ?? []);
    const id = await feedbackRepo.insert(tx, {
      merchantId: m.merchantId,
      memberId: m.memberId,
      type: body.type,
      content: body.content,
      imageIds,
    });
    return { id };
  });
}

export async function memberFeedback(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<TFeedbackPage> {
  const { rows, total } = await feedbackRepo.ofMember(db, memberId, pageSize, (pageNo - 1) * pageSize);
  return { list: rows.map(item), total, totalPages: Math.ceil(total / pageSize) };
}

export async function oneFeedback(db: Db, memberId: number, id: number): Promise<TFeedbackItem> {
  const r = await feedbackRepo.oneOfMember(db, memberId, id);
  if (!r) throw new AppError('not_found');
  return item(r);
}

export async function feedbackForOperators(
  db: Db,
  status: 'pending' | 'answered' | undefined,
  page: number,
  size: number,
): Promise<TFeedbackAdminPage> {
  const { rows, total } = await feedbackRepo.list(db, status, size, page * size);
  return {
    total,
    rows: rows.map((r) => ({
      ...item(r),
      merchantCode: str(r.merchant_code),
      memberId: int(r.member_id),
      username: str(r.username),
      answeredBy: strOrNull(r.answered_by),
    })),
  };
}

/** The one answer: stored, sent to the member's inbox and audited in one transaction. */
export async function answerFeedback(db: Db, op: OperatorSession, id: number, answer: string) {
  await db.transaction(async (tx) => {
    const f = await feedbackRepo.answer(tx, id, answer, op.operatorId);
    if (!f) throw new AppError((await feedbackRepo.exists(tx, id)) ? 'conflict' : 'not_found');
    await notify(tx, {
      merchantId: int(f.merchant_id),
      memberId: int(f.member_id),
      template: 'feedback_answered',
      params: { type: str(f.type), answer, feedbackId: String(id) },
      eventKey: `feedback:${id}`,
    });
    await audit(tx, { operatorId: op.operatorId, action: 'feedback.answer', target: `feedback:${id}` });
  });
}

/** One of a feedback's images, for operators: only an image that belongs to that feedback. */
export async function feedbackImage(db: Db, id: number, imageId: number) {
  const ids = await feedbackRepo.imageIds(db, id);
  if (!ids?.includes(imageId)) throw new AppError('not_found');
  const image = await proofImage(db, imageId);
  if (!image) throw new AppError('not_found');
  return image;
}
