import type { ReactNode } from 'react';

export function Skeleton({
  height = 16,
  width = '100%',
  radius = 8,
}: {
  height?: number | string;
  width?: number | string;
  radius?: number;
}) {
  return <span className="skeleton" style={{ height, width, borderRadius: radius }} aria-hidden="true" />;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty" role="status">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <rect x="10" y="16" width="44" height="34" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 28h44M24 16l4-6h8l4 6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className="empty" role="alert">
      <p className="empty-title">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          {retryLabel ?? '↻'}
        </button>
      )}
    </div>
  );
}
