import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireRealMember } from '../../platform/auth.ts';
import { reachesRecord } from '../../platform/brand-scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { proofImage } from './uploads.ts';

const ZProofId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The stored bytes as the image they were checked to be: never sniffed, never kept by a shared cache. */
const sendImage = (reply: FastifyReply, image: { mime: string; bytes: Buffer }) =>
  reply
    .type(image.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .send(image.bytes);

/**
 * Deposit and receipt proof images: finance operators (and admins) see every one of their brands, a member only their
 * own. Any other image answers not_found, the same as one that does not exist.
 */
export default async function proofRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/uploads/:id',
    {
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        summary: 'A deposit or receipt proof image (PNG or JPEG bytes)',
        params: ZProofId,
      },
    },
    async (req, reply) => {
      const who = await requireOperator(req, 'finance');
      const image = await proofImage(db, req.params.id);
      // Another brand's image, to an operator limited to some brands, is as unknown as a missing one.
      if (!image || !(await reachesRecord(app, who, 'member', String(image.memberId)))) throw new AppError('not_found');
      return sendImage(reply, image);
    },
  );

  app.get(
    '/wps/v2/member/uploads/:id',
    {
      schema: {
        tags: ['wallet'],
        security: [{ bearer: [] }, { tokenHeader: [] }],
        summary: 'One of the member’s own proof images (PNG or JPEG bytes)',
        params: ZProofId,
      },
    },
    async (req, reply) => {
      const m = await requireRealMember(req);
      const image = await proofImage(db, req.params.id);
      if (!image || image.memberId !== m.memberId) throw new AppError('not_found');
      return sendImage(reply, image);
    },
  );
}
