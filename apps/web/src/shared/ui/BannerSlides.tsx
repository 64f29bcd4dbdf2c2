import type { TBanner } from '@portal/contracts/content';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSlide } from './BannerCarousel.tsx';

const AUTOPLAY_MS = 5000;

/**
 * The moving part of the banner, loaded after the first slide is already on screen: autoplay every 5000 ms and loop
 * only with more than one banner (spec section 2), dots where asked.
 */
export default function BannerSlides({ banners, dots }: { banners: TBanner[]; dots: boolean }) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  const [viewport, embla] = useEmblaCarousel({ loop: many, active: many });
  const [index, setIndex] = useState(0);

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

  return (
    <>
      <div className="banner-viewport" ref={viewport}>
        <div className="banner-track">
          {banners.map((b, i) => (
            <BannerSlide key={b.bannerId} banner={b} index={i} count={banners.length} />
          ))}
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
    </>
  );
}
