import { vi } from 'vitest';

type Handler = (url: URL, init?: RequestInit) => unknown;

/** What a route handler returns to answer with an error envelope. */
export class Failure {
  readonly message: string;
  readonly value: unknown;
  readonly status: number;
  constructor(message: string, value: unknown = null, status = 400) {
    this.message = message;
    this.value = value;
    this.status = status;
  }
}

/** Answers the portal's fetches from route handlers, wrapped in the envelope; unknown paths answer not_found. */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? routes[url.pathname];
    if (route === undefined)
      return new Response(JSON.stringify({ success: false, code: 404, message: 'not_found', value: null }), {
        status: 404,
      });
    const value = typeof route === 'function' ? (route as Handler)(url, init) : route;
    if (value instanceof Failure)
      return new Response(JSON.stringify({ success: false, code: 1, message: value.message, value: value.value }), {
        status: value.status,
      });
    return new Response(JSON.stringify({ success: true, code: 0, message: 'ok', value }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const whitelabel = (on: string[]) => on.map((modId) => ({ modId, enabled: '1' as const, childrenNodes: [] }));

export function permission(
  opts: {
    status?: 0 | 1 | 2;
    mods?: string[];
    languages?: string[];
    loginedToHomePage?: boolean;
    agentOnly?: boolean;
  } = {},
) {
  return {
    info: {
      whitelabel: whitelabel(opts.mods ?? ['DIRECTREG3']),
      register: {
        fields: {},
        captchaDisplay: false,
        minimumAge: 18,
        humanCheck: 'pow' as 'pow' | 'off' | 'hosted',
        hostedCaptcha: null as { provider: 'turnstile' | 'hcaptcha' | 'recaptcha'; siteKey: string } | null,
        siteCode: null,
        defaultDialingCode: '55',
      },
      resources: [{ resourceType: 'ANDROID', url: '/downloads/app.apk', labelNameEn: 'Android' }],
      customerService: [],
      analytics: { gtagId: '' },
      imageCDNs: [] as string[],
      launchGameCDNs: [] as string[],
      brand: {
        merchantCode: 'LUMEN',
        name: 'Lumen Play',
        currencySymbol: 'R$',
        currency: 'BRL',
        defaultLang: 'pt',
        supportLanguages: opts.languages ?? ['pt', 'en'],
        loginedToHomePage: opts.loginedToHomePage ?? false,
        agentOnly: opts.agentOnly ?? false,
        memberCentreAvailable: true,
        logoUrl: '/art/logo.svg',
        licence: { en: 'Licence text' },
        socialLinks: [],
        socialSignIn: [],
      },
    },
    location: { ip: '203.0.113.9', country: 'FR' },
    maintenance: opts.status === 1,
    regionRestriction: opts.status === 2,
    status: opts.status ?? 0,
  };
}

export const lanes = [
  {
    title: 'RNG',
    gameClassify: 'RNG',
    cards: [
      { vassalage: 'LSL', name: 'Lumen Slots', logoUrl: '', isHot: true, maintenance: false, walletMode: 'seamless' },
    ],
  },
  { title: 'LIVE', gameClassify: 'LIVE', cards: [] },
];

/** The public calls every shell render makes: the brand's `status`, its vendor lanes, no banners, no notices. */
export const shellRoutes = (status: unknown = permission()) => ({
  '/wps/system/status': status,
  '/wps/relay/GCSGAME_gameVendor': { data: { lanes } },
  '/wps/system/banners': [],
  '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [], help: [] },
});

/** A site open to registration and free play, for a visitor about to get an account: empty wallet, member info. */
export const accountRoutes = (extra: Record<string, unknown> = {}) => ({
  ...shellRoutes(permission({ mods: ['DIRECTREG3', 'FREEPLAY3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3'] })),
  '/wps/v2/wallets/balance': { sumBalance: '0.00', main: '0.00', vendors: [] },
  '/wps/member/info': memberInfo(),
  ...extra,
});

/** A login call's answer. */
export const loginValue = (extra: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  isAgent: 0,
  ...extra,
});

/** The member-info answer for a just-registered or just-logged-in account. */
export const memberInfo = (account = 'newbie01', isAgent = 0) => ({
  id: 7,
  account,
  nickname: account === 'newbie01' ? 'Newbie' : '',
  type: 0,
  isAgent,
  toUpline: false,
  clubLabel: null,
  passwordChangeRequired: false,
});
