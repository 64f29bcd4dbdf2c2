import type { TBrandSettings, TBrandSettingsView } from '@portal/contracts/console-brand';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { decryptCsPath, encryptCsPath } from './cs-path.ts';
import { type TMerchantConfig, ZMerchantConfig } from './merchant-config.ts';
import { merchantRepo } from './merchant-repo.ts';

const SECTIONS = [
  'whitelabel',
  'register',
  'defaultLang',
  'languages',
  'resources',
  'customerService',
  'socialLinks',
] as const;

/** JSON with object keys sorted, so that two equal sections compare equal whatever their key order. */
const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>)
            .filter(([, y]) => y !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : x,
  );

/** A brand by its code (the console names brands by code); unknown_merchant when there is none. */
export async function brandByCode(db: Db, code: string) {
  const m = await merchantRepo.byCode(db, code);
  if (!m) throw new AppError('unknown_merchant');
  return m;
}

/** The brand behind an id a row of another module keeps (a promotion's, an event's). */
export async function brandById(db: Db, id: number) {
  const m = await merchantRepo.byId(db, id);
  if (!m) throw new AppError('unknown_merchant');
  return m;
}

/** Every brand's row (jobs that run per brand). */
export const allBrands = (db: Db) => merchantRepo.all(db);

/** The editable part of a brand's configuration, customer-service addresses in the clear. */
function editable(c: TMerchantConfig): TBrandSettings {
  return {
    whitelabel: c.whitelabel,
    register: {
      fields: c.register.fields,
      captchaDisplay: c.register.captchaDisplay,
      minimumAge: c.register.minimumAge,
    },
    defaultLang: c.defaultLang as TBrandSettings['defaultLang'],
    languages: c.languages as TBrandSettings['languages'],
    resources: c.resources,
    customerService: c.customerService.map((p) => ({
      type: p.type,
      address: decryptCsPath(p.path),
      ...(p.labelName ? { labelName: p.labelName } : {}),
    })),
    socialLinks: c.socialLinks,
  };
}

export async function brandSettingsView(db: Db, code: string): Promise<TBrandSettingsView> {
  const m = await brandByCode(db, code);
  return {
    code: m.code,
    name: m.name,
    hosts: m.hosts,
    maintenance: m.maintenance,
    regionRestriction: m.regionRestriction,
    updatedAt: m.updatedAt.toISOString(),
    settings: editable(m.config),
  };
}

/**
 * Merges the edited sections into the brand's whole configuration, checks the result against ZMerchantConfig and
 * stores it with an audit row naming the changed sections (before and after) in one transaction. A refused
 * configuration changes nothing.
 */
export async function saveBrandSettings(db: Db, op: OperatorSession, code: string, input: TBrandSettings) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const m = await merchantRepo.lockByCode(tx, code);
    if (!m) throw new AppError('unknown_merchant');
    const before = editable(m.config);
    // An address left as it was keeps its stored path (and key); a changed one is encrypted anew.
    const customerService = input.customerService.map((p) => {
      const kept = m.config.customerService.find((old) => old.type === p.type && decryptCsPath(old.path) === p.address);
      return {
        type: p.type,
        path: kept?.path ?? encryptCsPath(p.address),
        ...(p.labelName ? { labelName: p.labelName } : {}),
      };
    });
    const merged = {
      ...m.config,
      whitelabel: input.whitelabel,
      register: { ...m.config.register, ...input.register },
      defaultLang: input.defaultLang,
      languages: input.languages,
      resources: input.resources,
      customerService,
      socialLinks: input.socialLinks,
    };
    const parsed = ZMerchantConfig.safeParse(merged);
    if (!parsed.success)
      throw new AppError('bad_request', undefined, {
        issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    const after = editable(parsed.data);
    const changed = SECTIONS.filter((k) => stable(before[k]) !== stable(after[k]));
    if (changed.length === 0) return brandSettingsView(tx, code);
    await merchantRepo.setConfig(tx, m.id, parsed.data);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'merchant.settings',
      target: code,
      detail: {
        changed,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
    });
    return brandSettingsView(tx, code);
  });
}

/** Marks the brand changed (content edits), so every cache keyed by the row's time starts anew. */
export async function touchMerchant(db: Db, merchantId: number) {
  await merchantRepo.touch(db, merchantId);
}

export const merchantIdOf = async (db: Db, code: string) => (await brandByCode(db, code)).id;
