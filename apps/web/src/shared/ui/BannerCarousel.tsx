import { artPicture } from '@portal/contracts/art';
import type { TBanner } from '@portal/contracts/content';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/system.ts';
import { useImageCdn } from '../cdn.ts';
import { useNavigate } from '../router.tsx';
import { removeBootShell } from './boot-shell.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Skeleton } from './States.tsx';

// The carousel library comes with the slides, after the first banner is painted: routes without banners never load it.
const BannerSlides = lazy(() => import('./BannerSlides.tsx'));

/** Opens a banner's linked target: a route, a promotion, or an outside address in a new tab. */
export function useOpenLinkage() {
  const navigate = useNavigate();
  return useCallback(
    (b: Pick<TBanner, 'linkageType' | 'linkageTarget'>) => {
      if (!b.linkageType || !b.linkageTarget) return;
      if (b.linkageType === 'ROUTE') navigate(b.linkageTarget);
      else if (b.linkageType === 'PROMOTION') navigate(`/promoDetail?id=${encodeURIComponent(b.linkageTarget)}`);
      else if (b.linkageType === 'URL') window.open(b.linkageTarget, '_blank', 'noopener');
    },
    [navigate],
  );
}

/** One slide: the image and title, a button when the banner links somewhere. */
export function BannerSlide({ banner: b, index, count }: { banner: TBanner; index: number; count: number }) {
  const open = useOpenLinkage();
  const cdn = useImageCdn();
  const body = (
    <>
      <img
        {...artPicture(b.url, 'banner', cdn)}
        alt=""
        width={1440}
        height={400}
        loading={index === 0 ? 'eager' : 'lazy'}
        // The document's own first banner gives way once this one is shown.
        onLoad={index === 0 ? removeBootShell : undefined}
      />
      <span className="banner-title">{b.title}</span>
    </>
  );
  return (
    // A slide is a group (the ARIA carousel pattern), not a landmark region: two carousels never repeat a region name.
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is role=group by the ARIA pattern, not a form fieldset
    <div role="group" className="banner-slide" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
      {b.linkageType && b.linkageTarget ? (
        <button type="button" className="banner-link" onClick={() => open(b)} aria-label={b.title}>
          {body}
        </button>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * The banner of a route's group (spec section 2): shown only when the group has banners; dots only where asked
 * (home); autoplay and loop only with more than one banner; a click opens the linked target.
 */
export function BannerCarousel({
  group,
  category,
  dots = false,
  label,
  compact = false,
}: {
  group: string;
  category?: string;
  /** A compact strip (the lobbies, which open on their games) instead of the home page's hero. */
  compact?: boolean;
  /** The carousel's name for screen readers (the page's banner by default). */
  label?: string;
  dots?: boolean;
}) {
  const { t } = useTranslation();
  // Pending, not only loading: until the page's language is known the banners are not asked yet, and the space they
  // will take stays reserved (drawing nothing there first moved the whole page down when they came).
  const { data, isPending } = useBanners(group);
  const size = compact ? ' banner-compact' : '';
  const banners = (data ?? []).filter((b) => !category || b.category === category);
  const empty = !isPending && banners.length === 0;
  // No banner here: the document's own first banner goes at once.
  useEffect(() => {
    if (empty) removeBootShell();
  }, [empty]);

  if (isPending)
    return (
      <div className={`banner banner-loading${size}`}>
        <Skeleton height="100%" radius={12} />
      </div>
    );
  const [first] = banners;
  if (!first) return null;
  // Until the carousel arrives, and for good if its chunk cannot load, the first slide stands alone.
  const still = (
    <div className="banner-viewport">
      <div className="banner-track">
        <BannerSlide banner={first} index={0} count={banners.length} />
      </div>
    </div>
  );
  return (
    <section className={`banner${size}`} aria-roledescription="carousel" aria-label={label ?? t('banner.label')}>
      <ErrorBoundary fallback={still}>
        <Suspense fallback={still}>
          <BannerSlides banners={banners} dots={dots} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
