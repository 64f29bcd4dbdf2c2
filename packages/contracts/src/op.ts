import type { z } from 'zod';
import type { ConsoleAction } from './console.ts';

/**
 * One API operation, defined once: its method, path, who may call it, what it takes and what it answers. The server
 * registers its route from it (schemas, OpenAPI, the auth check) and the web calls it through it, so the two cannot
 * drift apart.
 *
 *   export const teamOverviewOp = op({ method: 'GET', path: '/wps/relay/AGENT_teamOverview', auth: 'agent',
 *     summary: '…', response: ZTeamOverview });
 */
/**
 * Who may call: anyone; any member; a real member (not a trial account); an agent; an operator whose role may do
 * the operation's console `action` (two-factor sessions only for the roles that need them).
 */
export type OpAuth = 'public' | 'member' | 'real' | 'agent' | 'operator';
export type OpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Op<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends OpAuth = OpAuth,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: OpMethod;
  /** With `:name` segments filled from `params`. */
  path: string;
  auth: A;
  /** For `operator` operations: the console permission the caller's role needs (none: any operator). */
  action?: ConsoleAction;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export const op = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends OpAuth = OpAuth,
  P extends z.ZodType | undefined = undefined,
>(
  o: Op<Q, B, R, A, P>,
): Op<Q, B, R, A, P> => o;

/** What a caller sends: the path parameters', the query's and the body's input types (before their defaults). */
export type OpParams<O> =
  O extends Op<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, OpAuth, infer P>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
export type OpQuery<O> =
  O extends Op<infer Q, z.ZodType | undefined, z.ZodType, OpAuth, z.ZodType | undefined>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type OpBody<O> =
  O extends Op<z.ZodType | undefined, infer B, z.ZodType, OpAuth, z.ZodType | undefined>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
/** What it answers (the envelope's value). */
export type OpValue<O> =
  O extends Op<z.ZodType | undefined, z.ZodType | undefined, infer R, OpAuth, z.ZodType | undefined>
    ? z.infer<R>
    : never;

/**
 * An operation's method and path alone, for the portal's first-load calls: their files carry no zod (the first load
 * stays small), while `call<typeof someOp>(SOME_PATH)` still types the call from the operation's schemas.
 */
export interface OpPath<O extends Op = Op> {
  method: O['method'];
  path: string;
}

/** The operation's path with its `:name` segments filled (each value encoded). */
export const opPath = (path: string, params?: Record<string, string | number>): string =>
  path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(v));
  });
