import { type Op, type OpBody, type OpParams, type OpQuery, type OpValue, opPath } from '@portal/contracts/op';
import { api, type Query } from './client.ts';

/**
 * Calls an operator operation as its contract defines it: the method and path from the definition (its `:name`
 * segments filled from `params`; the client adds the /admin/api prefix), the input and the answer typed from it.
 */
export function call<O extends Op>(
  o: O,
  input: { params?: OpParams<O>; query?: OpQuery<O>; body?: OpBody<O> } = {},
): Promise<OpValue<O>> {
  const path = opPath(o.path, input.params as Record<string, string | number> | undefined);
  return api<OpValue<O>>(o.method, path.replace(/^\/admin\/api/, ''), {
    ...(input.query ? { query: input.query as Query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
  });
}
