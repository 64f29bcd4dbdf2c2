import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../format.ts';
import { Icon } from './Icon.tsx';

/** Page numbers with a range of 3 around the current one and a margin of 1 at each end. */
export function pageItems(current: number, pages: number): Array<number | 'gap'> {
  const keep = new Set<number>();
  for (let i = 0; i < pages; i++) if (i < 1 || i >= pages - 1 || Math.abs(i - current) <= 1) keep.add(i);
  const out: Array<number | 'gap'> = [];
  let last = -1;
  for (const i of [...keep].sort((a, b) => a - b)) {
    if (i - last > 1) out.push('gap');
    out.push(i);
    last = i;
  }
  return out;
}

export function Pager({
  pageIndex,
  pageSize,
  total,
  onChange,
}: {
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange: (pageIndex: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <nav className="pager" aria-label={t('table.pages')}>
      <span>{t('table.range', { first: count(first), last: count(last), total: count(total) })}</span>
      <span className="grow" />
      <label>
        <span className="sr-only">{t('table.perPage')}</span>
        <select className="select" value={pageSize} onChange={(e) => onChange(0, Number(e.target.value))}>
          {[25, 50, 100].map((n) => (
            <option key={n} value={n}>
              {t('table.perPageN', { n })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={pageIndex === 0}
        onClick={() => onChange(pageIndex - 1, pageSize)}
        aria-label={t('table.prev')}
      >
        ‹
      </button>
      {pageItems(pageIndex, pages).map((p, i) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps sit between known pages
          <span key={`gap${i}`}>…</span>
        ) : (
          <button
            type="button"
            key={p}
            aria-current={p === pageIndex ? 'page' : undefined}
            onClick={() => onChange(p, pageSize)}
          >
            {p + 1}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={pageIndex >= pages - 1}
        onClick={() => onChange(pageIndex + 1, pageSize)}
        aria-label={t('table.next')}
      >
        ›
      </button>
    </nav>
  );
}

/** The column chooser: which columns this operator wants to see (remembered per list). */
export function ColumnMenu({
  columns,
}: {
  columns: Array<{ id: string; label: string; visible: boolean; canHide: boolean; toggle: () => void }>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return (
    <div className="menu" ref={ref}>
      <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon name="columns" size={14} />
        {t('table.columns')}
      </button>
      {open ? (
        <fieldset className="menu-pop">
          <legend className="sr-only">{t('table.columns')}</legend>
          {columns
            .filter((c) => c.canHide)
            .map((c) => (
              <label key={c.id}>
                <input type="checkbox" checked={c.visible} onChange={c.toggle} />
                {c.label}
              </label>
            ))}
        </fieldset>
      ) : null}
    </div>
  );
}
