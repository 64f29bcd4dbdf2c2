import type { FastifyRequest } from 'fastify';
import { merchantOf, requestLanguage } from '../../platform/http.ts';
import { requireMod } from '../brand/index.ts';

/**
 * The brand (its COMM3 switch on) and the language asked, else the brand's. api-paths.md lists AGEANNOUNCE3 for some
 * lottery calls (popular, VN results), a switch the brand tree does not have; the lottery's COMM3 decides them all.
 */
export async function brandOf(req: FastifyRequest, asked?: string) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'COMM3');
  return { merchant, lang: (asked ?? requestLanguage(req, null) ?? merchant.config.defaultLang).toLowerCase() };
}
