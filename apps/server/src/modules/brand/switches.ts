import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { isModOn } from './merchant-config.ts';

/** Refuses a call whose whitelabel switch is off for this brand ('function not available', 543). */
export function requireMod(merchant: Merchant, modId: string): void {
  if (!isModOn(merchant.config.whitelabel, modId)) throw new AppError('function_not_available', `${modId} is off`);
}

export const modOn = (merchant: Merchant, modId: string): boolean => isModOn(merchant.config.whitelabel, modId);
