import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import './scroller.css';

/**
 * A horizontal row: swiped on a phone (native scrolling, snapping to items), moved a page at a time by the previous
 * and next buttons on a desktop. The buttons are real, named buttons, reachable by keyboard, and each is disabled at
 * its end of the row. `label` names the list for screen readers.
 */
export function Scroller({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setEnds((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      ro?.disconnect();
    };
  }, [measure]);
  // New items (a list that loaded) change where the end is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: children is the trigger, not a value used
  useEffect(measure, [children, measure]);

  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <div className={`scroller${className ? ` ${className}` : ''}`}>
      <ul className="scroller-track" ref={track} aria-label={label}>
        {children}
      </ul>
      <button
        type="button"
        className="scroller-btn scroller-prev"
        aria-label={t('home.previous', { name: label })}
        disabled={ends.start}
        onClick={() => move(-1)}
      >
        <Icon name="chevronLeft" size={20} />
      </button>
      <button
        type="button"
        className="scroller-btn scroller-next"
        aria-label={t('home.next', { name: label })}
        disabled={ends.end}
        onClick={() => move(1)}
      >
        <Icon name="chevron" size={20} />
      </button>
    </div>
  );
}
