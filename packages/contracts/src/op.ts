import type { z } from 'zod';

/**
 * One API operation, defined once: its method, path, who may call it, what it takes and what it answers. The server
 * registers its route from it (schemas, OpenAPI, the auth check) and the web calls it through it, so the two cannot
 * drift apart.
 *
 *   export const teamOverviewOp = op({ method: 'GET', path: '/wps/relay/AGENT_teamOverview', auth: 'agent',
 *     summary: '…', response: ZTeamOverview });
 */
/** Who may call: anyone; any member; a real member (not a trial account); an agent. */
export type OpAuth = 'public' | 'member' | 'real' | 'agent';
export type OpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Op<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends OpAuth = OpAuth,
> {
  method: OpMethod;
  path: string;
  auth: A;
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  response: R;
}

export const op = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends OpAuth = OpAuth,
>(
  o: Op<Q, B, R, A>,
): Op<Q, B, R, A> => o;

/** What a caller sends: the query's and the body's input types (before their defaults). */
export type OpQuery<O> =
  O extends Op<infer Q, z.ZodType | undefined, z.ZodType, OpAuth>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type OpBody<O> =
  O extends Op<z.ZodType | undefined, infer B, z.ZodType, OpAuth>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
/** What it answers (the envelope's value). */
export type OpValue<O> =
  O extends Op<z.ZodType | undefined, z.ZodType | undefined, infer R, OpAuth> ? z.infer<R> : never;
