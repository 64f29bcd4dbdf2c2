import { randomInt } from 'node:crypto';
import { patternOf } from '@portal/contracts/field-pattern';
import type { TFieldSetting } from '@portal/contracts/system';
import { AppError } from '../../platform/errors.ts';

/** The brand's fixed default initial password (accounts created by an operator get it; login then forces a change). */
export const DEFAULT_INITIAL_PASSWORD = 'Welcome@123';

/**
 * A one-time initial password for an account an agent creates: 12 characters from the CSPRNG (upper and lower case,
 * digits and a symbol, none that reads like another: no 0/O, 1/l/I), so no two accounts share one and no one can
 * guess it. Shown once to the agent, sent by SMS where the account has a mobile; the first login must change it.
 */
export function newInitialPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#$%&*'];
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = [pick(sets[0] as string), pick(sets[1] as string), pick(sets[2] as string), pick(sets[3] as string)];
  const all = sets.slice(0, 3).join('');
  while (chars.length < 12) chars.push(pick(all));
  // Shuffled (Fisher-Yates), so the classes' places tell nothing.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** Checks one value against its field setting; throws field_invalid naming the field and its rule. */
export function checkField(field: string, setting: TFieldSetting | undefined, value: string | undefined): void {
  if (!setting?.enabled) return;
  const v = value ?? '';
  const fail = () => {
    throw new AppError('field_invalid', `${field} breaks its rule`, {
      field,
      patternId: setting.patternId,
      min: setting.minLength,
      max: setting.maxLength,
    });
  };
  if (!v) {
    if (setting.required) fail();
    return;
  }
  if (v.length < setting.minLength || v.length > setting.maxLength || !patternOf(setting).test(v)) fail();
}

/** A mobile number: digits only, 6 to 15 of them (E.164 allows at most 15 with the country code). */
export const validMobile = (mobile: string | undefined) => Boolean(mobile && /^\d{6,15}$/.test(mobile));
