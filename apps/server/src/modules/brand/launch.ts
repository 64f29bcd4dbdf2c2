import type { TNewBrand } from '@portal/contracts/brand-launch';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type TMerchantConfig, ZMerchantConfig } from './merchant-config.ts';
import { launchRepo, type MerchantRow } from './merchant-repo.ts';

/** The symbol Intl writes for a currency in English ("R$" for BRL, "$" for USD, "₫" for VND). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency }).formatToParts(1);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * A new brand's configuration: the template's switches, field rules, VIP levels, limits and rules, with the new
 * brand's money and languages, and none of the template's own identity or secrets (sign-in providers, captcha and
 * phone-auth keys, service addresses, analytics, licence, CDNs, site code): those are the new operator's to set.
 */
export function configFrom(template: TMerchantConfig, input: TNewBrand): TMerchantConfig {
  const {
    socialProviders: _social,
    hostedCaptcha: _captcha,
    phoneAuth: _phone,
    siteCode: _site,
    customerService: _cs,
    // The template's logo and icon are its own (rows of its images); the new brand uploads or draws its own.
    marks: _marks,
    ...rest
  } = template;
  return ZMerchantConfig.parse({
    ...rest,
    humanCheck: rest.humanCheck === 'hosted' ? 'pow' : rest.humanCheck,
    customerService: [],
    socialProviders: [],
    analytics: { gtagId: '' },
    licence: {},
    imageCDNs: [],
    launchGameCDNs: [],
    currency: input.currency,
    currencySymbol: currencySymbol(input.currency),
    defaultLang: input.defaultLang,
    languages: input.languages,
    ...(input.theme ? { theme: input.theme } : {}),
  });
}

/** Refuses hosts another brand answers on (a host names one brand). */
export async function checkHostsFree(db: Db, hosts: string[], except?: number) {
  const taken = await launchRepo.hostsTaken(db, hosts, except);
  if (taken.length > 0)
    throw new AppError('host_taken', undefined, { hosts: taken.flatMap((t) => t.hosts), merchant: taken[0]?.code });
}

/**
 * Creates the brand inside the caller's transaction from its template: the row, the vendors, the help articles and
 * the banners (hidden). Never members, balances or anything of the ledger.
 */
export async function createBrandFrom(tx: Db, template: MerchantRow, input: TNewBrand) {
  await checkHostsFree(tx, input.hosts);
  const id = await launchRepo.insert(tx, {
    code: input.code,
    name: input.name,
    hosts: input.hosts,
    isDefault: false,
    config: configFrom(template.config, input),
  });
  const vendors = await launchRepo.copyVendors(tx, template.id, id);
  const content = await launchRepo.copyContent(tx, template.id, id);
  return { id, vendors, ...content };
}
