import { MAX_RANGE_DAYS } from '@portal/contracts/agent';
import type { TFunction } from 'i18next';

/** What the server accepts as a username (contracts/agent). */
export const USERNAME = /^[A-Za-z0-9_.@-]{0,32}$/;

/** A UTC day `offset` days from today, as yyyy-MM-dd (the reports' days are UTC). */
export const today = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Why a date range would be refused, in the reader's words; undefined when it is fine. */
export function rangeError(t: TFunction, from: string, to: string): string | undefined {
  if (!from || !to) return undefined;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) return t('agent.rangeBackwards');
  if (days >= MAX_RANGE_DAYS) return t('agent.rangeTooLong', { n: MAX_RANGE_DAYS });
  return undefined;
}
