import { type ErrorKey, errors } from '@portal/contracts/errors';

/** A domain error: services throw these; the error handler maps them once to HTTP and the envelope. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly value: unknown;
  constructor(key: ErrorKey, detail?: string, value: unknown = null) {
    super(detail ?? errors[key].meaning);
    this.key = key;
    this.value = value;
  }
  get http(): number {
    return errors[this.key].http;
  }
  get code(): number {
    return errors[this.key].code;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
