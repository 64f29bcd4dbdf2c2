import { envelope } from '@portal/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { merchantOf, requestLanguage } from '../../platform/http.ts';
import { requireMod } from '../brand/index.ts';

export const tags = ['lottery'];
export const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

/**
 * The brand (its COMM3 switch on) and the language asked, else the brand's. api-paths.md lists AGEANNOUNCE3 for some
 * lottery calls (popular, VN results), a switch the brand tree does not have; the lottery's COMM3 decides them all.
 */
export async function brandOf(req: FastifyRequest, asked?: string) {
  const merchant = await merchantOf(req);
  requireMod(merchant, 'COMM3');
  return { merchant, lang: (asked ?? requestLanguage(req, null) ?? merchant.config.defaultLang).toLowerCase() };
}

/** A read's route options: its summary, the answer in the envelope, and any query or security. */
export const read = <T extends z.ZodType, E extends object = object>(summary: string, value: T, extra?: E) => ({
  schema: { tags, summary, response: { 200: envelope(value) }, ...(extra as E) },
});
