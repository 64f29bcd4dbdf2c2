import type { TEnvelope } from '@portal/contracts/envelope';
import { type ErrorKey, errors } from '@portal/contracts/errors';

export const ok = <T>(value: T): TEnvelope<T> => ({ success: true, code: 0, message: 'ok', value });

export const fail = (key: ErrorKey, value: unknown = null): TEnvelope<unknown> => ({
  success: false,
  code: errors[key].code,
  message: key,
  value,
});

/**
 * A success envelope around a value already serialized to JSON. Hot public reads cache that text and send it as is,
 * skipping per-request serialization; their route schemas still document the shape.
 */
export const okJson = (valueJson: string): string => `{"success":true,"code":0,"message":"ok","value":${valueJson}}`;
