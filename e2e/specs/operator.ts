import type { APIRequestContext } from '@playwright/test';
import { OPERATOR_PASSWORD } from '../playwright.config.ts';

/** Brand switches through the operator API, as an operator would (the CLI calls the same endpoints). */
export async function asOperator(request: APIRequestContext) {
  const login = await request.post('/admin/api/session', { data: { username: 'admin', password: OPERATOR_PASSWORD } });
  const { value } = await login.json();
  const headers = { authorization: `Bearer ${value.token}` };
  return {
    maintenance: (on: boolean) => request.put('/admin/api/merchants/LUMEN/maintenance', { headers, data: { on } }),
    restrict: (countries: string[]) =>
      request.put('/admin/api/merchants/LUMEN/region-restriction', { headers, data: { countries } }),
  };
}
