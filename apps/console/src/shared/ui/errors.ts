import type { TFunction } from 'i18next';
import { ApiError } from '../api/client.ts';

/** A failed call in the operator's language (errors.<key>), else a generic line. */
export const errorText = (t: TFunction, e: unknown) =>
  e instanceof ApiError ? t(`errors.${e.key}`, { defaultValue: t('errors.unknown') }) : t('errors.unknown');
