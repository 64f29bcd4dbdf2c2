/**
 * Headers of the portal's HTML document. The Content-Security-Policy allows scripts only from the site and from the
 * third parties the portal itself loads when a brand turns them on (the Google tag, and the hosted captcha widgets of
 * features/auth/hosted-captcha.ts); no inline script runs, so an injected one does not either. Games and payment
 * pages open in frames or tabs from any https host; images come from the brand's CDNs.
 */
const googleTag = ['https://*.googletagmanager.com'];
const hcaptcha = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
const scriptHosts = [
  ...googleTag,
  ...hcaptcha,
  'https://challenges.cloudflare.com',
  'https://www.google.com',
  'https://www.gstatic.com',
];
const connectHosts = [
  ...googleTag,
  ...hcaptcha,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
  'https://challenges.cloudflare.com',
];

/**
 * The portal's policy. Pages the server writes itself (game, payment, chat and download pages) share it, with their
 * own inline scripts allowed by hash and `frameAncestors` saying who may frame them.
 */
export const documentPolicy = (opts: { frameAncestors?: string; scriptHashes?: string[] } = {}) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHosts, ...(opts.scriptHashes ?? []).map((h) => `'sha256-${h}'`)].join(' '),
    // Captcha widgets add inline styles (and hCaptcha its own sheets); the portal's own styles are files.
    `style-src 'self' 'unsafe-inline' ${hcaptcha.join(' ')}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectHosts.join(' ')}`,
    // Game vendors' pages; http too, as a vendor address may be (browsers still keep http frames off https pages).
    "frame-src 'self' https: http:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
    `frame-ancestors ${opts.frameAncestors ?? "'self'"}`,
  ].join('; ');
const policy = documentPolicy();

export const documentHeaders = {
  'content-type': 'text/html; charset=utf-8',
  // A new build must reach visitors at once: the document is revalidated, its hashed assets are cached.
  'cache-control': 'no-cache',
  'content-security-policy': policy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
