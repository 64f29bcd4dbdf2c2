import { ApiError } from '../../shared/api/client.ts';

/** A refusal that asks for the image captcha next time (login and registration answer the same way). */
export const asksForCaptcha = (e: unknown) =>
  e instanceof ApiError &&
  Boolean(
    (e.value as { captcha?: boolean } | null)?.captcha || e.key === 'captcha_required' || e.key === 'captcha_invalid',
  );
