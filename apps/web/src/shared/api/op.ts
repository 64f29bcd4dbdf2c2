import {
  type Op,
  type OpBody,
  type OpParams,
  type OpPath,
  type OpQuery,
  type OpValue,
  opPath,
} from '@portal/contracts/op';
import { api } from './client.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

type Input<O> = { params?: OpParams<O>; query?: OpQuery<O>; body?: OpBody<O>; headers?: Record<string, string> };

/**
 * Calls an operation as its contract defines it: the method and path from the definition (its `:name` segments
 * filled from `params`), the query and body typed from its schemas, the answer typed from its response. First-load
 * code passes the operation's zod-free path instead and names the operation as a type: `call<typeof xOp>(X_PATH)`.
 */
export function call<O extends Op>(o: O, input?: Input<O>): Promise<OpValue<O>>;
export function call<O extends Op>(o: OpPath<O>, input?: Input<O>): Promise<OpValue<O>>;
export function call<O extends Op>(o: OpPath<O>, input: Input<O> = {}): Promise<OpValue<O>> {
  return api<OpValue<O>>(o.method, opPath(o.path, input.params as Record<string, string | number> | undefined), {
    ...(input.query ? { query: input.query as Query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.headers ? { headers: input.headers } : {}),
  });
}
