import type { TFunction } from 'i18next';
import { ApiError } from './client.ts';

/** A translated message for a failed call; field rule errors name the field and its bounds. */
export function errorText(t: TFunction, e: unknown): string {
  if (!(e instanceof ApiError)) return t('errors.network_error');
  if (e.key === 'field_invalid' && e.value && typeof e.value === 'object') {
    const v = e.value as { field: string; patternId: string; min: number; max: number };
    return t(`rules.${v.patternId}`, {
      min: v.min,
      max: v.max,
      defaultValue: t('rules.generic', { min: v.min, max: v.max }),
    });
  }
  return t(`errors.${e.key}`, { defaultValue: t('errors.unknown') });
}
