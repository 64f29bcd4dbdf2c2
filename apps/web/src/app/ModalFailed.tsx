import { useEffect, useId, useRef } from 'react';
import i18n from '../shared/i18n/index.ts';
import { isChunkError } from '../shared/ui/ErrorBoundary.tsx';
import { type ModalName, useUi } from '../shared/ui/store.ts';

/**
 * What a popup shows when its script failed to load (the network dropped, or a new release replaced the chunks) or
 * it threw: the reason, a reload, and a way back to the page. Built from the shell's own code and styles only, since
 * the shared modal frame may be in a chunk that did not load either.
 */
export function ModalFailed({ name, error }: { name: ModalName; error: unknown }) {
  const hide = useUi((s) => s.hide);
  const titleId = useId();
  const reload = useRef<HTMLButtonElement>(null);
  useEffect(() => reload.current?.focus(), []);
  return (
    <div className="modal-cover">
      <div
        className="site-state-card modal-failed"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(e) => e.key === 'Escape' && hide(name)}
      >
        <h2 id={titleId}>{i18n.t(isChunkError(error) ? 'errors.chunk_load' : 'errors.unknown')}</h2>
        <div className="site-state-actions">
          <button
            ref={reload}
            type="button"
            className="btn btn-primary btn-md"
            onClick={() => window.location.reload()}
          >
            {i18n.t('state.refresh')}
          </button>
          <button type="button" className="btn btn-secondary btn-md" onClick={() => hide(name)}>
            {i18n.t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
