import { isModOn } from '../modules/brand/merchant-config.ts';
import { AppError } from './errors.ts';
import type { Merchant } from './merchant.ts';

/** Refuses a call whose whitelabel switch is off for this brand ('function not available', 543). */
export function requireMod(merchant: Merchant, modId: string): void {
  if (!isModOn(merchant.config.whitelabel, modId)) throw new AppError('function_not_available', `${modId} is off`);
}

export const modOn = (merchant: Merchant, modId: string): boolean => isModOn(merchant.config.whitelabel, modId);
