import { envelope } from '@portal/contracts/envelope';
import type { Op, OpAuth } from '@portal/contracts/op';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { requireAgent, requireMember, requireRealMember, type SessionMember } from './auth.ts';
import { ok } from './envelope.ts';
import type { App } from './http.ts';

type Who<A> = A extends 'public' ? null : SessionMember;
type Input<T> = T extends z.ZodType ? z.output<T> : undefined;

const SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

/** The caller check of each kind but `public`. */
const CALLERS: Record<Exclude<OpAuth, 'public'>, (req: FastifyRequest) => Promise<SessionMember>> = {
  member: requireMember,
  real: requireRealMember,
  agent: async (req) => requireAgent(await requireMember(req)),
};

/**
 * Registers an operation's route from its definition: the query, body and response schemas (validation and the
 * OpenAPI document), the caller check its `auth` names, no caching of member answers, and the envelope around the
 * handler's value. The handler gets the parsed input and the caller.
 */
export function route<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends OpAuth,
>(
  app: App,
  o: Op<Q, B, R, A>,
  handler: (
    input: { query: Input<Q>; body: Input<B>; who: Who<A> },
    req: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.input<R>>,
) {
  // Typed as a plain schema: generic over every operation, the reply type is checked by the response schema instead.
  const schema: FastifySchema = {
    tags: o.tags,
    summary: o.summary,
    ...(o.auth === 'public' ? {} : { security: SECURITY }),
    ...(o.query ? { querystring: o.query } : {}),
    ...(o.body ? { body: o.body } : {}),
    response: { 200: envelope(o.response) },
  };
  app.route({
    method: o.method,
    url: o.path,
    schema,
    handler: async (req, reply) => {
      const who = o.auth === 'public' ? null : await CALLERS[o.auth as Exclude<OpAuth, 'public'>](req);
      if (o.auth !== 'public') reply.header('cache-control', 'no-store');
      const value = await handler(
        { query: req.query as Input<Q>, body: req.body as Input<B>, who: who as Who<A> },
        req,
        reply,
      );
      return ok(value);
    },
  });
}
