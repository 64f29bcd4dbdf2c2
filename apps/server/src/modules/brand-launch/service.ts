import { type TBrandRow, type TNewBrand, ZNewBrand } from '@portal/contracts/brand-launch';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { approvalKind, approvalRepo, gate } from '../approvals/index.ts';
import { brandByCode, brandLaunchRepo, checkHostsFree, createBrandFrom } from '../brand/index.ts';
import { copyPromotionsAsDrafts } from '../promotions/index.ts';
import { copyDepositChannels } from '../wallet/index.ts';

/**
 * A brand an operator launches from the console: an admin asks for it (code, name, money, languages, hosts and the
 * template brand it starts from), a second admin approves, and the brand is made in that approval's transaction
 * from the template's set-up (switches, field rules, VIP levels, vendors, deposit channels, help, banners hidden,
 * promotions as drafts), never its members or money.
 */

const KIND = 'brand.create';
const targetOf = (code: string) => `brand:${code}`;

/**
 * Refuses a code that exists (or, when asked, waits for approval: not when the approval itself is being applied)
 * and hosts another brand answers on.
 */
async function checkFree(db: Db, input: TNewBrand, pendingToo: boolean) {
  const exists = await brandByCode(db, input.code).then(
    () => true,
    () => false,
  );
  const waiting = pendingToo && (await approvalRepo.pendingOf(db, targetOf(input.code), KIND));
  if (exists || waiting) throw new AppError('brand_exists');
  await checkHostsFree(db, input.hosts);
}

/** Asks for a new brand: checked now, made when a second admin approves (it always waits for one). */
export async function requestBrand(db: Db, op: OperatorSession, input: TNewBrand) {
  const template = await brandByCode(db, input.template);
  await checkFree(db, input, true);
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const g = await gate(tx, {
      kind: KIND,
      merchantId: template.id,
      operatorId: op.operatorId,
      target: targetOf(input.code),
      summary: `${input.name} (${input.code}, ${input.currency}) from ${template.code}`,
      amount: 0n,
      payload: input,
      windowed: false,
      waits: true,
    });
    if (g.id === null) throw new Error('brand launch not kept for approval');
    return { approval: { id: g.id, status: 'pending' as const } };
  });
}

approvalKind(KIND, {
  action: 'brand.create',
  async apply(tx, a, deciderId) {
    const input = ZNewBrand.parse(a.payload);
    await checkFree(tx, input, false);
    const template = await brandByCode(tx, input.template);
    const made = await createBrandFrom(tx, template, input);
    const channels = await copyDepositChannels(tx, template.id, made.id);
    const promotions = await copyPromotionsAsDrafts(tx, template.id, made.id);
    await audit(tx, {
      operatorId: deciderId,
      action: 'merchant.create',
      target: input.code,
      detail: { approvalId: a.id, template: template.code, ...made, channels, promotions },
    });
  },
});

/** Every brand for the console's list. */
export async function brandList(db: Db): Promise<TBrandRow[]> {
  return (await brandLaunchRepo.list(db)).map((b) => ({
    code: b.code,
    name: b.name,
    currency: b.config.currency,
    defaultLang: b.config.defaultLang,
    languages: b.config.languages,
    hosts: b.hosts,
    isDefault: b.isDefault,
    maintenance: b.maintenance,
    vendors: Number(b.vendors),
    members: Number(b.members),
  }));
}
