import { type ReactNode, useEffect, useRef, useState } from 'react';
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

  // Which ends show is told by an IntersectionObserver on the first and last items, computed with the page's own
  // layout: reading scrollLeft and scrollWidth after each list arrived forced a layout of the whole page per row
  // (the first load's largest piece of script time on a phone; docs/decisions.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: children is the trigger (new first and last items)
  useEffect(() => {
    const el = track.current;
    const first = el?.firstElementChild;
    const last = el?.lastElementChild;
    if (!el || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const seen = new Map<Element, boolean>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) seen.set(e.target, e.intersectionRatio > 0.9);
        const start = seen.get(first) ?? true;
        const end = seen.get(last) ?? false;
        setEnds((s) => (s.start === start && s.end === end ? s : { start, end }));
      },
      { root: el, threshold: [0, 0.9, 1] },
    );
    io.observe(first);
    io.observe(last);
    return () => io.disconnect();
  }, [children]);

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
