import { isRouteErrorResponse, useRouteError } from 'react-router';
import i18n from '../shared/i18n/index.ts';

/**
 * A screen's script failed to load (a new release replaced the chunks, or the network dropped): offer a reload
 * instead of a blank page (spec section 8, ChunkLoadError).
 */
export function RouteError() {
  const error = useRouteError();
  const chunk =
    error instanceof Error &&
    /dynamically imported module|Loading chunk|Importing a module script/i.test(error.message);
  const text = chunk
    ? i18n.t('errors.chunk_load')
    : isRouteErrorResponse(error)
      ? error.statusText
      : i18n.t('errors.unknown');
  return (
    <main className="site-state">
      <div className="site-state-card" role="alert">
        <h1>{text}</h1>
        <button type="button" className="btn btn-primary btn-md" onClick={() => window.location.reload()}>
          {i18n.t('state.refresh')}
        </button>
      </div>
    </main>
  );
}
