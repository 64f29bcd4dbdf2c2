import { useEffect } from 'react';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedId = '';

/**
 * The brand's Google tag (permission `analytics.gtagId`): loaded once when the brand has one, never otherwise, and
 * told of every route change, since a single-page app does not reload pages.
 */
export function useAnalytics(gtagId: string | undefined, pathname: string) {
  useEffect(() => {
    if (!gtagId || loadedId === gtagId) return;
    loadedId = gtagId;
    window.dataLayer ??= [];
    window.gtag = function gtag() {
      // The tag library reads the arguments object itself.
      // biome-ignore lint/complexity/noArguments: gtag's queue format is the arguments object
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', gtagId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
    document.head.appendChild(script);
  }, [gtagId]);
  useEffect(() => {
    if (gtagId && window.gtag) window.gtag('event', 'page_view', { page_path: pathname, send_to: gtagId });
  }, [gtagId, pathname]);
}
