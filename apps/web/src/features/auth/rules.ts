import { patternOf } from '@portal/contracts/field-pattern';
import type { TFieldSetting } from '@portal/contracts/system';
import type { TFunction } from 'i18next';

/** The error under a field, or undefined: messages keyed by patternId with the min and max placeholders. */
export function fieldError(
  t: TFunction,
  s: TFieldSetting | undefined,
  value: string,
  required = s?.required ?? false,
): string | undefined {
  const v = value.trim();
  if (!v) return required ? t('rules.required') : undefined;
  if (!s) return undefined;
  if (v.length < s.minLength || v.length > s.maxLength || !patternOf(s).test(v))
    return t(`rules.${s.patternId}`, {
      min: s.minLength,
      max: s.maxLength,
      defaultValue: t('rules.generic', { min: s.minLength, max: s.maxLength }),
    });
  return undefined;
}

/** Placeholders of required fields get a star (spec section 5). */
export const placeholder = (label: string, required: boolean) => (required ? `${label} *` : label);
