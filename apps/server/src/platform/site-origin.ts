import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { isDevelopmentHost, type Merchant } from './merchant.ts';

/**
 * The origin of the links the server hands out for a brand (password-reset links, social sign-in callbacks, payment
 * returns, the download page). The request's own host is used only when it is one of the brand's hosts (or a
 * development host): a brand can be picked by its merchant code whatever the Host header says, and a forged Host
 * must never put a member's reset token into a link to somebody else's site.
 */
export function siteOrigin(config: Config, merchant: Merchant, req: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const host = req.host.toLowerCase().replace(/:\d+$/, '');
  if (merchant.hosts.includes(host) || isDevelopmentHost(host)) return `${req.protocol}://${req.host}`;
  const own = merchant.hosts[0];
  if (own) return `https://${own}`;
  // A host no brand claims, for a brand without an address of its own: there is no safe link to give.
  throw new AppError('unknown_merchant');
}
