import type { THostedCaptchaProvider } from '@portal/contracts/system';

/** What the three services' widget scripts share: `render(element, { sitekey, callback, ... })`. */
export interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): unknown;
}

/** Each service's widget script and the global it defines. */
const SCRIPTS: Record<THostedCaptchaProvider, { src: string; global: string }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js', global: 'hcaptcha' },
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js', global: 'grecaptcha' },
};

const loading = new Map<THostedCaptchaProvider, Promise<WidgetApi>>();
const globals = window as unknown as Record<string, unknown>;
const widgetApi = (provider: THostedCaptchaProvider) => {
  const api = globals[SCRIPTS[provider].global] as Partial<WidgetApi> | undefined;
  return typeof api?.render === 'function' ? (api as WidgetApi) : undefined;
};

/** Loads a service's widget script once (only when the brand uses it), with explicit rendering. */
export function loadWidgetApi(provider: THostedCaptchaProvider): Promise<WidgetApi> {
  const ready = widgetApi(provider);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<WidgetApi>((resolve, reject) => {
      const onload = `portalCaptcha_${provider}`;
      globals[onload] = () => {
        const api = widgetApi(provider);
        if (api) resolve(api);
        else reject(new Error(`${provider} did not load`));
      };
      const script = document.createElement('script');
      script.src = `${SCRIPTS[provider].src}?onload=${onload}&render=explicit`;
      script.async = true;
      script.onerror = () => {
        loading.delete(provider);
        script.remove();
        reject(new Error(`${provider} did not load`));
      };
      document.head.append(script);
    });
    loading.set(provider, promise);
  }
  return promise;
}
