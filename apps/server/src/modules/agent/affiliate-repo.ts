import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/accounts.ts';

/** The agent's own affiliate code (members), null when it has none. */
export async function affiliateCodeOf(db: Db, memberId: number): Promise<string | null> {
  const [me] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, memberId));
  return me?.code ?? null;
}
