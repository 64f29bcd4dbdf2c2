import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/accounts.ts';
import { merchants } from '../../db/schema/core.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { DEFAULT_INITIAL_PASSWORD } from './rules.ts';

export const DEMO_PASSWORD = 'Demo@2026';

/**
 * More players of the demo brand, so the mission leaderboard has a crowd: no upline (agent teams stay as they are),
 * the demo password. Their mission claims are set by seedLeaderboard.
 */
export const DEMO_CROWD: ReadonlyArray<{ username: string; nickname: string }> = [
  { username: 'lucas_m', nickname: 'Lucas M.' },
  { username: 'ana.b', nickname: 'Ana B.' },
  { username: 'rafa_souza', nickname: 'Rafael Souza' },
  { username: 'bia.costa', nickname: 'Beatriz Costa' },
  { username: 'joao_pedro88', nickname: 'João Pedro' },
  { username: 'camila.f', nickname: 'Camila F.' },
  { username: 'thiago.r', nickname: 'Thiago R.' },
  { username: 'gabi_santos', nickname: 'Gabriela Santos' },
  { username: 'pedro.h', nickname: 'Pedro H.' },
  { username: 'leticia_a', nickname: 'Letícia A.' },
  { username: 'vini_77', nickname: 'Vinícius' },
  { username: 'duda.m', nickname: 'Duda M.' },
];

/** Demo accounts of the default brand (README lists them); created once. */
export async function seedAccounts(db: Db): Promise<void> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.isDefault, true));
  if (!merchant) return;
  const existing = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.merchantId, merchant.id))
    .limit(1);
  if (existing.length > 0) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  const base = { merchantId: merchant.id, passwordHash: hash, firstLoginAt: new Date() };
  await db.transaction(async (tx) => {
    const [agent] = await tx
      .insert(members)
      .values({
        ...base,
        username: 'demo_agent',
        nickname: 'Demo Agent',
        isAgent: 1,
        affiliateCode: 'DEMOAGENT',
        email: 'agent@lumen.example',
      })
      .returning();
    await tx.insert(members).values([
      {
        ...base,
        username: 'demo_player',
        nickname: 'Demo Player',
        mobile: '11999990001',
        dialingCode: '55',
        email: 'player@lumen.example',
      },
      { ...base, username: 'demo_down1', nickname: 'Downline One', uplineId: agent?.id ?? null },
      { ...base, username: 'demo_down2', nickname: 'Downline Two', uplineId: agent?.id ?? null },
      {
        ...base,
        username: 'demo_default',
        nickname: 'New Member',
        passwordHash: await hashPassword(DEFAULT_INITIAL_PASSWORD),
        firstLoginAt: null,
      },
      ...DEMO_CROWD.map((c) => ({ ...base, ...c })),
    ]);
  });
}
