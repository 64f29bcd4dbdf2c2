import type { TBanner } from '@portal/contracts/content';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBanners } from '../api/system.ts';
import { Skeleton } from './States.tsx';

const AUTOPLAY_MS = 5000;

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

/**
 * The banner of a route's group (spec section 2): shown only when the group has banners; dots only where asked
 * (home); autoplay every 5000 ms and loop only with more than one banner; a click opens the linked target.
 */
export function BannerCarousel({
  group,
  category,
  dots = false,
}: {
  group: string;
  category?: string;
  dots?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useBanners(group);
  const banners = (data ?? []).filter((b) => !category || b.category === category);
  const many = banners.length > 1;
  const [viewport, embla] = useEmblaCarousel({ loop: many, active: many });
  const [index, setIndex] = useState(0);
  const open = useOpenLinkage();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  useEffect(() => {
    if (!embla || !many || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, many]);

  if (isLoading)
    return (
      <div className="banner banner-loading">
        <Skeleton height="100%" radius={12} />
      </div>
    );
  if (banners.length === 0) return null;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('banner.label')}>
      <div className="banner-viewport" ref={viewport}>
        <div className="banner-track">
          {banners.map((b, i) => {
            const clickable = Boolean(b.linkageType && b.linkageTarget);
            const body = (
              <>
                <img src={b.url} alt="" width={1440} height={400} loading={i === 0 ? 'eager' : 'lazy'} />
                <span className="banner-title">{b.title}</span>
              </>
            );
            return (
              <section
                className="banner-slide"
                key={b.bannerId}
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${banners.length}`}
              >
                {clickable ? (
                  <button type="button" className="banner-link" onClick={() => open(b)} aria-label={b.title}>
                    {body}
                  </button>
                ) : (
                  body
                )}
              </section>
            );
          })}
        </div>
      </div>
      {dots && many && (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <button
              key={b.bannerId}
              type="button"
              className={`banner-dot${i === index ? ' banner-dot-on' : ''}`}
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === index || undefined}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
