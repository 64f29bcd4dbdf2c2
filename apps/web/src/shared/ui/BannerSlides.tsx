import type { TBanner } from '@portal/contracts/content';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSlide } from './BannerCarousel.tsx';

const AUTOPLAY_MS = 5000;
const stillPreferred = () => Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

function scrollToSlide(scroller: HTMLElement | null, i: number) {
  const slide = scroller?.querySelectorAll<HTMLElement>('.banner-slide')[i];
  if (slide) scroller?.scrollTo({ left: slide.offsetLeft, behavior: stillPreferred() ? 'auto' : 'smooth' });
}

/**
 * The moving part of the banner, loaded after the first slide is already on screen: autoplay every 5000 ms and loop
 * (back to the first after the last) only with more than one banner (spec section 2), dots where asked.
 *
 * The slides are a native scroll-snap scroller: a swipe is the browser's own, and a programmatic smooth scroll runs
 * on the compositor, so a slide change costs the page's main thread nothing (a script-driven carousel redrew every
 * frame for a second every 5 s, which a slow phone felt and Lighthouse counted as blocking time). Autoplay holds
 * while the pointer or the keyboard is on the banner, and never runs for visitors who ask for reduced motion.
 */
export default function BannerSlides({ banners, dots }: { banners: TBanner[]; dots: boolean }) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const shown = useRef(0);
  shown.current = index;

  // The slide most in view is the current one (a swipe, a dot or autoplay moved it).
  useEffect(() => {
    const root = viewport.current;
    if (!root || !many || typeof IntersectionObserver === 'undefined') return;
    const slides = [...root.querySelectorAll<HTMLElement>('.banner-slide')];
    const seen = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) setIndex(slides.indexOf(e.target as HTMLElement));
      },
      { root, threshold: 0.6 },
    );
    for (const s of slides) seen.observe(s);
    return () => seen.disconnect();
  }, [many]);

  useEffect(() => {
    const root = viewport.current;
    if (!root || !many || stillPreferred()) return;
    let held = false;
    const hold = () => {
      held = true;
    };
    const release = () => {
      held = false;
    };
    const events: Array<[string, () => void]> = [
      ['pointerenter', hold],
      ['pointerleave', release],
      ['focusin', hold],
      ['focusout', release],
    ];
    for (const [name, fn] of events) root.addEventListener(name, fn);
    const timer = setInterval(() => {
      if (!held) scrollToSlide(root, (shown.current + 1) % banners.length);
    }, AUTOPLAY_MS);
    return () => {
      clearInterval(timer);
      for (const [name, fn] of events) root.removeEventListener(name, fn);
    };
  }, [many, banners.length]);

  return (
    <>
      <div className={`banner-viewport${many ? ' banner-scroller' : ''}`} ref={viewport}>
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
              onClick={() => {
                setIndex(i);
                scrollToSlide(viewport.current, i);
              }}
            />
          ))}
        </div>
      )}
    </>
  );
}
