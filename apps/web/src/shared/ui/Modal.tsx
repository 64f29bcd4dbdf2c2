import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';
let openCount = 0;

interface Props {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Close when the cover around the modal is clicked (default on). */
  closeOnCover?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
}

/**
 * The generic modal (spec section 2): close button, page scroll locked while open, closes on a click outside and on
 * Escape, keeps focus inside, draggable by its title bar on desktop; a full-screen sheet on phones (CSS).
 */
export function Modal({ title, onClose, children, closeOnCover = true, size = 'md', role = 'dialog' }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    openCount += 1;
    document.body.style.overflow = 'hidden';
    const el = box.current;
    const first = el?.querySelector<HTMLElement>('[autofocus]') ?? el?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!el || (!el.contains(document.activeElement) && document.activeElement !== document.body)) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
      }
      if (e.key === 'Tab') {
        const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const head = items[0];
        const tail = items.at(-1);
        if (!head || !tail) return;
        if (e.shiftKey && document.activeElement === head) {
          e.preventDefault();
          tail.focus();
        } else if (!e.shiftKey && document.activeElement === tail) {
          e.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, []);

  /** Drag by the title bar (pointer devices wider than a phone). */
  const startDrag = (e: React.PointerEvent) => {
    const el = box.current;
    if (!el || window.innerWidth < 768 || (e.target as HTMLElement).closest('button')) return;
    const start = { x: e.clientX, y: e.clientY };
    const [dx0, dy0] = [Number(el.dataset.dx ?? 0), Number(el.dataset.dy ?? 0)];
    const move = (m: PointerEvent) => {
      const dx = dx0 + m.clientX - start.x;
      const dy = dy0 + m.clientY - start.y;
      el.dataset.dx = String(dx);
      el.dataset.dy = String(dy);
      el.style.translate = `${dx}px ${dy}px`;
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the cover is a mouse shortcut; Escape and the close button serve the keyboard
    <div
      className="modal-cover"
      role="presentation"
      onMouseDown={(e) => {
        if (closeOnCover && e.target === e.currentTarget) onClose();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
      <div
        ref={box}
        className={`modal modal-${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-head" onPointerDown={startDrag}>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-btn" aria-label={t('close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
