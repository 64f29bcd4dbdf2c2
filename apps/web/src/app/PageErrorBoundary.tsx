import { Component, type ReactNode } from 'react';
import i18n from '../shared/i18n/index.ts';

const isChunkError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script/i.test(error.message);

/**
 * A screen's script failed to load (a new release replaced the chunks, or the network dropped) or a screen threw:
 * offer a reload instead of a blank page (spec section 8, ChunkLoadError).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <main className="site-state">
        <div className="site-state-card" role="alert">
          <h1>{i18n.t(isChunkError(this.state.error) ? 'errors.chunk_load' : 'errors.unknown')}</h1>
          <button type="button" className="btn btn-primary btn-md" onClick={() => window.location.reload()}>
            {i18n.t('state.refresh')}
          </button>
        </div>
      </main>
    );
  }
}
