import { patternOf } from '@portal/contracts/field-pattern';
import type { TFieldSetting } from '@portal/contracts/system';
import { AppError } from '../../platform/errors.ts';

/** The brand's fixed default initial password (accounts created by an operator get it; login then forces a change). */
export const DEFAULT_INITIAL_PASSWORD = 'Welcome@123';

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
