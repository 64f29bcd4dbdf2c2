import {
  type TBrandDocument,
  type TBrandImport,
  type TBrandRow,
  type TNewBrand,
  ZBrandImport,
  ZNewBrand,
} from '@portal/contracts/brand-launch';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { approvalKind, approvalRepo, gate } from '../approvals/index.ts';
import {
  brandByCode,
  brandDocumentPart,
  brandLaunchRepo,
  checkHostsFree,
  checkMarkFiles,
  createBrandFrom,
  createBrandFromDocument,
  storeMarkFiles,
} from '../brand/index.ts';
import { copyLotteryTerms } from '../lottery/index.ts';
import { copyPromotionsAsDrafts } from '../promotions/index.ts';
import { channelsForDocument, copyDepositChannels, insertChannelsFromDocument } from '../wallet/index.ts';

/**
 * A brand an operator launches from the console: an admin asks for it (code, name, money, languages, hosts and the
 * template brand it starts from), a second admin approves, and the brand is made in that approval's transaction
 * from the template's set-up (switches, field rules, VIP levels, vendors, deposit channels, help, banners hidden,
 * promotions as drafts), never its members or money.
 */

const KIND = 'brand.create';
const FORMAT = 'portal-brand/1';
const targetOf = (code: string) => `brand:${code}`;

/**
 * Refuses a code that exists (or, when asked, waits for approval: not when the approval itself is being applied)
 * and hosts another brand answers on.
 */
async function checkFree(db: Db, input: { code: string; hosts: string[] }, pendingToo: boolean) {
  const exists = await brandByCode(db, input.code).then(
    () => true,
    () => false,
  );
  const waiting = pendingToo && (await approvalRepo.pendingOf(db, targetOf(input.code), KIND));
  if (exists || waiting) throw new AppError('brand_exists');
  await checkHostsFree(db, input.hosts);
}

/** Keeps a brand request for a second admin (it always waits for one), filed under `underId`'s brand. */
async function waitForSecond(
  db: Db,
  op: OperatorSession,
  underId: number,
  code: string,
  summary: string,
  payload: object,
) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const g = await gate(tx, {
      kind: KIND,
      merchantId: underId,
      operatorId: op.operatorId,
      target: targetOf(code),
      summary,
      amount: 0n,
      payload: payload as Record<string, unknown>,
      windowed: false,
      waits: true,
    });
    if (g.id === null) throw new Error('brand launch not kept for approval');
    return { approval: { id: g.id, status: 'pending' as const } };
  });
}

/** Asks for a new brand from a template: checked now, made when a second admin approves. */
export async function requestBrand(db: Db, op: OperatorSession, input: TNewBrand) {
  const template = await brandByCode(db, input.template);
  await checkFree(db, input, true);
  checkMarkFiles(input.marks);
  return waitForSecond(
    db,
    op,
    template.id,
    input.code,
    `${input.name} (${input.code}, ${input.currency}) from ${template.code}`,
    input,
  );
}

/** The brand's whole set-up as one document (its parts from the brand and the wallet). */
export async function exportBrand(db: Db, code: string): Promise<TBrandDocument> {
  const { id, part } = await brandDocumentPart(db, code);
  return { format: FORMAT, exportedAt: new Date().toISOString(), ...part, channels: await channelsForDocument(db, id) };
}

/**
 * Asks for a brand made from a document (under its own code and hosts, or new ones). Filed under the installation's
 * default brand, since the new one has no row yet.
 */
export async function requestImport(db: Db, op: OperatorSession, input: TBrandImport) {
  const code = input.code ?? input.document.code;
  const hosts = input.hosts ?? input.document.hosts;
  if (hosts.length === 0) throw new AppError('bad_request', 'hosts');
  await checkFree(db, { code, hosts }, true);
  checkMarkFiles(input.document.marks);
  const [home] = (await brandLaunchRepo.list(db)).filter((b) => b.isDefault);
  if (!home) throw new AppError('unknown_merchant');
  return waitForSecond(db, op, home.id, code, `${input.document.name} (${code}) imported`, { import: input });
}

approvalKind(KIND, {
  action: 'brand.create',
  async apply(tx, a, deciderId) {
    if ('import' in a.payload) return applyImport(tx, ZBrandImport.parse(a.payload.import), a.id, deciderId);
    const input = ZNewBrand.parse(a.payload);
    await checkFree(tx, input, false);
    const template = await brandByCode(tx, input.template);
    const made = await createBrandFrom(tx, template, input);
    const channels = await copyDepositChannels(tx, template.id, made.id);
    const promotions = await copyPromotionsAsDrafts(tx, template.id, made.id);
    const lottery = await copyLotteryTerms(tx, template.id, made.id);
    const marks = await storeMarkFiles(tx, made.id, input.marks);
    await audit(tx, {
      operatorId: deciderId,
      action: 'merchant.create',
      target: input.code,
      detail: { approvalId: a.id, template: template.code, ...made, channels, promotions, ...lottery, marks },
    });
  },
});

/** Makes an imported brand: the brand's parts, then its channels, in the approval's transaction. */
async function applyImport(tx: Db, input: TBrandImport, approvalId: number, deciderId: number) {
  const code = input.code ?? input.document.code;
  const hosts = input.hosts ?? input.document.hosts;
  await checkFree(tx, { code, hosts }, false);
  const made = await createBrandFromDocument(tx, input.document, code, hosts);
  const channels = await insertChannelsFromDocument(tx, made.id, input.document.channels);
  // A document holds no lottery terms: the installation's default brand's are the start.
  const [home] = (await brandLaunchRepo.list(tx)).filter((b) => b.isDefault);
  const lottery = home ? await copyLotteryTerms(tx, home.id, made.id) : { lotteryGames: 0, vnOdds: 0 };
  await audit(tx, {
    operatorId: deciderId,
    action: 'merchant.import',
    target: code,
    detail: {
      approvalId,
      from: input.document.code,
      channels,
      unknownVendors: made.unknownVendors,
      marks: made.marks,
      ...lottery,
    },
  });
}

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
