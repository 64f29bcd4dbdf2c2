import { markUrl } from '@portal/contracts/brand-marks';
import type { TAnnouncementValue, TBanner, THelpArticle, TNotice } from '@portal/contracts/content';
import type { TPermissionValue } from '@portal/contracts/system';
import { esportsVassalages, type TGameCategory, type TLane } from '@portal/contracts/vendor';
import type { Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema/core.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { versioned } from './art.ts';
import { countries } from './countries.ts';
import { isModOn } from './merchant-config.ts';
import { brandRepo } from './repo.ts';

/** Text in the asked language, else the brand's default, else English, else any. */
export function pick(text: Localized, lang: string | undefined, merchant: Merchant): string {
  return text[lang ?? ''] ?? text[merchant.config.defaultLang] ?? text.en ?? Object.values(text)[0] ?? '';
}

/** 0 normal, 1 maintenance, 2 region restriction (spec section 4). */
export function siteStatus(merchant: Merchant, country: string): 0 | 1 | 2 {
  if (merchant.maintenance) return 1;
  if (country && merchant.regionRestriction.includes(country.toUpperCase())) return 2;
  return 0;
}

export function permission(merchant: Merchant, location: { ip: string; country: string }): TPermissionValue {
  const c = merchant.config;
  const status = siteStatus(merchant, location.country);
  const defaultDialing = countries.find(([code]) => code === location.country)?.[1] ?? countries[0]?.[1] ?? '55';
  return {
    info: {
      whitelabel: c.whitelabel,
      register: {
        fields: c.register.fields,
        captchaDisplay: c.register.captchaDisplay,
        minimumAge: c.register.minimumAge,
        humanCheck: c.humanCheck,
        hostedCaptcha: c.hostedCaptcha
          ? { provider: c.hostedCaptcha.provider, siteKey: c.hostedCaptcha.siteKey }
          : null,
        siteCode: c.siteCode ?? null,
        defaultDialingCode: defaultDialing,
      },
      resources: c.resources,
      customerService: c.customerService,
      analytics: { gtagId: c.analytics.gtagId },
      imageCDNs: c.imageCDNs,
      launchGameCDNs: c.launchGameCDNs,
      brand: {
        merchantCode: merchant.code,
        name: merchant.name,
        currencySymbol: c.currencySymbol,
        // Brands saved before the currency existed read as the default (USD, the spec's '$').
        currency: c.currency ?? 'USD',
        defaultLang: c.defaultLang,
        supportLanguages: c.languages,
        loginedToHomePage: c.loginedToHomePage,
        agentOnly: c.agentOnly,
        memberCentreAvailable: c.memberCentreAvailable ?? true,
        logoUrl: markUrl(merchant, 'logo'),
        licence: c.licence,
        socialLinks: c.socialLinks,
        socialSignIn: c.socialProviders.filter((p) => p.enabled).map((p) => ({ id: p.id })),
      },
    },
    location,
    maintenance: status === 1,
    regionRestriction: status === 2,
    status,
  };
}

/**
 * The consolidated (contract) settings: which salary and dividend features the brand runs. A kind runs when both its
 * consolidated switch and its whitelabel switch (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3, RTSALARY3) are on.
 */
export function consolidatedSettings(merchant: Merchant) {
  const c = merchant.config.contracts ?? {
    dailySalary: false,
    dividend: false,
    hourlySalary: false,
    realtimeSalary: false,
  };
  const mod = (id: string) => isModOn(merchant.config.whitelabel, id);
  return {
    dailysalreqtype: c.dailySalary && mod('DAILYSALCONT3'),
    divtypereq: c.dividend && mod('SIGNCONDIV3'),
    contracthoursalreq: c.hourlySalary && mod('HOURSAL3'),
    realtimesalreqtype: c.realtimeSalary && mod('RTSALARY3'),
  };
}

export async function bannerList(
  db: Db,
  merchant: Merchant,
  group: string | undefined,
  lang?: string,
): Promise<TBanner[]> {
  const rows = await brandRepo.banners(db, merchant.id, group);
  return rows.map((b) => ({
    bannerId: b.id,
    url: versioned(b.url),
    groupName: b.groupName,
    category: b.category,
    title: pick(b.title, lang, merchant),
    linkageType: b.linkageType,
    linkageTarget: b.linkageTarget,
  }));
}

const slotOf = { B: 'player', PL: 'banners', PU: 'popup', PR: 'promotion', H: 'help' } as const;

export async function announcementList(
  db: Db,
  merchant: Merchant,
  types: string[],
  lang?: string,
): Promise<TAnnouncementValue> {
  const out: TAnnouncementValue = { player: [], banners: [], popup: [], promotion: [], help: [] };
  for (const a of await brandRepo.announcements(db, merchant.id, types)) {
    // Agent notices are the agent centre's; a player's list never carries one, whatever types it asks for.
    if (a.type === 'AG') continue;
    const notice: TNotice = {
      id: a.id,
      type: a.type,
      title: pick(a.title, lang, merchant),
      content: pick(a.content, lang, merchant),
      imageUrl: a.imageUrl,
      promotionId: a.promotionId,
      timestamp: a.publishedAt.getTime(),
    };
    out[slotOf[a.type]].push(notice);
  }
  return out;
}

export async function helpCentre(db: Db, merchant: Merchant, lang?: string): Promise<THelpArticle[]> {
  const rows = await brandRepo.help(db, merchant.id);
  return rows.map((h) => ({
    id: h.id,
    category: h.category,
    title: pick(h.title, lang, merchant),
    content: pick(h.content, lang, merchant),
  }));
}

const laneOrder: TGameCategory[] = ['INHOUSE', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** Vendor lanes by category; sports cards of e-sports providers move to an ESPORTS lane (spec section 3). */
export async function vendorLanes(db: Db, merchant: Merchant): Promise<TLane[]> {
  const lanes = new Map<TGameCategory, TLane>();
  const esports = new Set<string>(esportsVassalages);
  for (const v of await brandRepo.vendors(db, merchant.id)) {
    const title = (v.category === 'SPORTS' && esports.has(v.vassalage) ? 'ESPORTS' : v.category) as TGameCategory;
    if (!laneOrder.includes(title)) continue;
    const lane = lanes.get(title) ?? { title, gameClassify: title, cards: [] };
    lane.cards.push({
      vassalage: v.vassalage,
      name: v.name,
      logoUrl: versioned(v.logoUrl),
      isHot: v.isHot,
      maintenance: v.maintenance,
      walletMode: v.walletMode,
    });
    lanes.set(title, lane);
  }
  return laneOrder.flatMap((t) => lanes.get(t) ?? []);
}
