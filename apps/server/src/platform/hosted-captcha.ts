/** What the server needs of a brand's hosted captcha: where to verify and with which secret. */
export interface SiteverifyConfig {
  verifyUrl: string;
  secret: string;
}

const TIMEOUT_MS = 5000;

/**
 * Asks a hosted captcha service whether the widget's token is good: POSTs `secret`, `response` and `remoteip`
 * form-encoded to its siteverify address, the protocol Cloudflare Turnstile, hCaptcha and reCAPTCHA share. Only an
 * answer with `success: true` counts; an error, a timeout or any other answer is a refusal.
 */
export async function siteverify(cfg: SiteverifyConfig, token: string, remoteIp?: string): Promise<boolean> {
  const form = new URLSearchParams({ secret: cfg.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(cfg.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const answer = (await res.json()) as { success?: unknown } | null;
    return answer?.success === true;
  } catch {
    return false;
  }
}
