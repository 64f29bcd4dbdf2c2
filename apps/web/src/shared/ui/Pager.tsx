import { useTranslation } from 'react-i18next';

/** Page numbers to show: `range` around the current page, `margin` at each end, gaps as null (spec: 3 and 1). */
export function pageItems(current: number, total: number, range = 3, margin = 1): Array<number | null> {
  const keep = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) keep.add(i);
  for (let i = Math.max(1, total - margin + 1); i <= total; i++) keep.add(i);
  const half = Math.floor(range / 2);
  let lo = Math.max(1, current - half);
  const hi = Math.min(total, lo + range - 1);
  lo = Math.max(1, hi - range + 1);
  for (let i = lo; i <= hi; i++) keep.add(i);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(null);
    out.push(n);
  });
  return out;
}

export function Pager({ page, total, onPage }: { page: number; total: number; onPage(p: number): void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="pager-btn"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pager.prev')}
      >
        ‹
      </button>
      {pageItems(page, total).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`pager-btn${n === page ? ' pager-current' : ''}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-btn"
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
        aria-label={t('pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
