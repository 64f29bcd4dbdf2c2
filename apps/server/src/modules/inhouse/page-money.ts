import type { FastifyRequest } from 'fastify';
import { merchantOf } from '../../platform/http.ts';
import { brandCurrency } from '../brand/money-text.ts';
import type { PageMoney } from './pages.ts';

/** A game page's money: the currency of the brand serving it, the language it was launched in (`lang`). */
export async function pageMoney(req: FastifyRequest): Promise<PageMoney> {
  const lang = (req.query as { lang?: unknown }).lang;
  return { currency: brandCurrency(await merchantOf(req)), lang: typeof lang === 'string' ? lang : undefined };
}
