import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await operatorHeaders(app, 'orderly', 'Operator@2026pass', 'admin');
});
afterAll(() => app.close());

describe('the brands an operator picks from', () => {
  it('come in the order they were made, however often the first one changes', async () => {
    await app.deps.db.execute(
      sql`INSERT INTO merchants (code, name, config) SELECT 'ORDER2', 'Second', config FROM merchants WHERE code = 'LUMEN'`,
    );
    const codes = async () =>
      ((await app.inject({ url: '/admin/api/merchants', headers: admin })).json().value as Array<{ code: string }>).map(
        (m) => m.code,
      );
    expect(await codes()).toEqual(['LUMEN', 'ORDER2']);
    // A changed row is a new row version, stored after the others: the console's brand pickers default to the first.
    for (const on of [true, false])
      await app.inject({
        method: 'PUT',
        url: '/admin/api/merchants/LUMEN/maintenance',
        headers: admin,
        payload: { on },
      });
    expect(await codes()).toEqual(['LUMEN', 'ORDER2']);
  });
});
