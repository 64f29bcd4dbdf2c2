/**
 * Headers of the portal's HTML document. The Content-Security-Policy allows scripts only from the site and from the
 * third parties the portal itself loads when a brand turns them on (the Google tag, and the hosted captcha widgets of
 * features/auth/hosted-captcha.ts); no inline script runs, so an injected one does not either. Games and payment
 * pages open in frames or tabs from any https host; images come from the brand's CDNs.
 */
const scriptHosts = [
  'https://www.googletagmanager.com',
  'https://challenges.cloudflare.com',
  'https://js.hcaptcha.com',
  'https://www.google.com',
  'https://www.gstatic.com',
];
const connectHosts = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.hcaptcha.com',
  'https://challenges.cloudflare.com',
];

const policy = [
  "default-src 'self'",
  `script-src 'self' ${scriptHosts.join(' ')}`,
  // Captcha widgets add inline styles; the portal's own styles are files.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' ${connectHosts.join(' ')}`,
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'self'",
].join('; ');

export const documentHeaders = {
  'content-type': 'text/html; charset=utf-8',
  // A new build must reach visitors at once: the document is revalidated, its hashed assets are cached.
  'cache-control': 'no-cache',
  'content-security-policy': policy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
