import { envelope } from '@portal/contracts/envelope';
import type { Op, OpAuth } from '@portal/contracts/op';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { requireAgent, requireMember, requireRealMember, type SessionMember } from './auth.ts';
import { checkBrandScope } from './brand-scope.ts';
import { ok } from './envelope.ts';
import type { App } from './http.ts';
import { type OperatorSession, requireConsole } from './operator-auth.ts';

type Who<A> = A extends 'public' ? null : A extends 'operator' ? OperatorSession : SessionMember;
type Input<T> = T extends z.ZodType ? z.output<T> : undefined;

const SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];
const OPERATOR_SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }];

/** The caller check of each member kind. */
const CALLERS: Record<'member' | 'real' | 'agent', (req: FastifyRequest) => Promise<SessionMember>> = {
  member: requireMember,
  real: requireRealMember,
  agent: async (req) => requireAgent(await requireMember(req)),
};

/** The caller the operation's `auth` names: none, a member of a kind, or an operator allowed its action. */
const callerOf = async (o: Op, req: FastifyRequest): Promise<SessionMember | OperatorSession | null> =>
  o.auth === 'public' ? null : o.auth === 'operator' ? requireConsole(req, o.action) : CALLERS[o.auth](req);

/**
 * Registers an operation's route from its definition: the path, query, body and response schemas (validation and
 * the OpenAPI document), the caller check its `auth` names (before the input is read), no caching of answers to a
 * caller, and the envelope around the handler's value. The handler gets the parsed input and the caller.
 */
export function route<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends OpAuth,
  P extends z.ZodType | undefined = undefined,
>(
  app: App,
  o: Op<Q, B, R, A, P>,
  handler: (
    input: { params: Input<P>; query: Input<Q>; body: Input<B>; who: Who<A> },
    req: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.input<R>>,
  /** Route options beyond the contract: a larger body limit for uploads. */
  options: { bodyLimit?: number } = {},
) {
  // Typed as a plain schema: generic over every operation, the reply type is checked by the response schema instead.
  const schema: FastifySchema = {
    tags: o.tags,
    summary: o.summary,
    ...(o.auth === 'public' ? {} : { security: o.auth === 'operator' ? OPERATOR_SECURITY : SECURITY }),
    ...(o.params ? { params: o.params } : {}),
    ...(o.query ? { querystring: o.query } : {}),
    ...(o.body ? { body: o.body } : {}),
    response: { 200: envelope(o.response) },
  };
  // The caller is checked before the input is read: a request without a valid caller is refused the same way
  // whatever it sends, learns nothing of the operation's schema, and has no body parsed.
  const callers = new WeakMap<FastifyRequest, SessionMember | OperatorSession | null>();
  app.route({
    method: o.method,
    url: o.path,
    schema,
    ...options,
    ...(o.auth === 'public'
      ? {}
      : {
          onRequest: async (req: FastifyRequest) => {
            callers.set(req, await callerOf(o as Op, req));
          },
        }),
    handler: async (req, reply) => {
      const who = callers.get(req) ?? null;
      if (o.auth !== 'public') reply.header('cache-control', 'no-store');
      const input = { params: req.params, query: req.query, body: req.body, who };
      if (o.auth === 'operator') await checkBrandScope(app, o as Op, who as OperatorSession, input);
      return ok(await handler(input as Parameters<typeof handler>[0], req, reply));
    },
  });
}
