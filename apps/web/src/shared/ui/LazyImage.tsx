import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

const ATTEMPTS = 3;

/**
 * Loads when near the viewport (preload factor 1.3), retries 3 times, then shows the fallback, the site's mark unless
 * told otherwise (spec section 9).
 * Width and height are fixed by the caller's aspect ratio so nothing shifts.
 */
export function LazyImage({
  src,
  srcSet,
  fallback = '/favicon.svg',
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; fallback?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const margin = `${Math.round(window.innerHeight * 0.3)}px`;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);
  const failed = attempt >= ATTEMPTS;
  const url = !visible
    ? undefined
    : failed
      ? fallback
      : attempt
        ? `${src}${src.includes('?') ? '&' : '?'}r=${attempt}`
        : src;
  return (
    <img
      ref={ref}
      src={url}
      // A retry asks for the one address again (the browser would not retry a candidate of the set).
      srcSet={visible && !attempt ? srcSet : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((a) => a + 1)}
      {...rest}
    />
  );
}
