import type { ReactNode } from 'react';
import i18n from '../shared/i18n/index.ts';
import { ErrorBoundary, isChunkError } from '../shared/ui/ErrorBoundary.tsx';

/**
 * A screen's script failed to load (a new release replaced the chunks, or the network dropped) or a screen threw:
 * offer a reload instead of a blank page (spec section 8, ChunkLoadError).
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => (
        <main className="site-state">
          <div className="site-state-card" role="alert">
            <h1>{i18n.t(isChunkError(error) ? 'errors.chunk_load' : 'errors.unknown')}</h1>
            <button type="button" className="btn btn-primary btn-md" onClick={() => window.location.reload()}>
              {i18n.t('state.refresh')}
            </button>
          </div>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
