import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { isDevelopmentHost, type Merchant } from './merchant.ts';

/**
 * The origin of the links the server hands out for a brand (password-reset links, social sign-in callbacks, payment
 * pages and returns, the download page). The request's own host is used only when it is exactly one of the brand's
 * hosts (or, outside production, a development host): a brand can be picked by its merchant code whatever the Host
 * header says, and a forged Host must never put a member's reset token into a link to somebody else's site.
 */
export function siteOrigin(config: Config, merchant: Merchant, req: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const host = plainHost(req.host);
  if (host) {
    const name = host.replace(/:\d+$/, '');
    if (merchant.hosts.includes(name)) return `${config.NODE_ENV === 'production' ? 'https' : req.protocol}://${host}`;
    if (config.NODE_ENV !== 'production' && isDevelopmentHost(name)) return `${req.protocol}://${host}`;
  }
  const own = merchant.hosts[0];
  if (own) return `https://${own}`;
  // A host no brand claims, for a brand without an address of its own: there is no safe link to give.
  throw new AppError('unknown_merchant');
}

/** The Host header as a plain host[:port], or null when it carries anything else (a path, a fragment, a user). */
function plainHost(raw: string): string | null {
  const host = raw.toLowerCase();
  try {
    return new URL(`http://${host}`).host === host ? host : null;
  } catch {
    return null;
  }
}
