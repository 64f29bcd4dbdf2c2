import type { TEnvelope } from '@portal/contracts/envelope';
import { type ErrorKey, errors } from '@portal/contracts/errors';

export const ok = <T>(value: T): TEnvelope<T> => ({ success: true, code: 0, message: 'ok', value });

export const fail = (key: ErrorKey, value: unknown = null): TEnvelope<unknown> => ({
  success: false,
  code: errors[key].code,
  message: key,
  value,
});
