/**
 * Promotion applications for the console's screenshots: three demo players apply to the brand's application promotion
 * with screenshots (small generated PNGs), and an admin decides two of them, so the queue shows every state.
 */
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { App } from '../apps/server/src/platform/http.ts';
import { loginAs } from '../apps/server/test/auth-helper.ts';

/** A 96×64 PNG: a vertical gradient between two colours, enough to tell thumbnails apart. */
function gradientPng(from: [number, number, number], to: [number, number, number]): string {
  const [w, h] = [96, 64];
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++)
        row[1 + x * 3 + c] = Math.round((from[c] ?? 0) + (((to[c] ?? 0) - (from[c] ?? 0)) * (x + y)) / (w + h));
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function seedPromotionApplications(app: App, admin: Record<string, string>) {
  const q = async (query: ReturnType<typeof sql>) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const [promotion] = await q(sql`SELECT id FROM promotions WHERE code = 'big-win-share'`);
  const players = await q(sql`SELECT username FROM members WHERE is_agent = 0 ORDER BY id LIMIT 3`);
  if (!promotion) return;
  const comments = [
    'Won big on Fortune Tiger last night, screenshots attached',
    'Derby win on the 2-1 correct score',
    'Hit the jackpot on the live roulette table',
  ];
  const images = [
    [gradientPng([250, 180, 40], [200, 40, 90]), gradientPng([40, 180, 120], [20, 60, 160])],
    [gradientPng([60, 120, 240], [140, 60, 220])],
    [
      gradientPng([240, 80, 80], [250, 200, 80]),
      gradientPng([30, 30, 60], [90, 90, 180]),
      gradientPng([20, 160, 160], [200, 240, 160]),
    ],
  ];
  for (const [i, p] of players.entries()) {
    const auth = await loginAs(app, String(p.username), 'Demo@2026', `10.9.0.${i + 1}`).catch(() => null);
    if (!auth) continue;
    await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_applyPromotion',
      headers: { authorization: auth.authorization },
      payload: { promotionId: Number(promotion.id), comment: comments[i], images: images[i] },
    });
  }
  const list = await app.inject({ url: '/admin/api/console/brands/LUMEN/promotion-applications', headers: admin });
  const rows = (list.json().value?.rows ?? []) as Array<{ id: number }>;
  const [first, second] = rows;
  if (first)
    await app.inject({
      method: 'POST',
      url: `/admin/api/console/promotions/applications/${first.id}/approve`,
      headers: admin,
      payload: { amount: '150' },
    });
  if (second)
    await app.inject({
      method: 'POST',
      url: `/admin/api/console/promotions/applications/${second.id}/reject`,
      headers: admin,
      payload: { reason: 'The screenshot does not show the bet slip' },
    });
}
