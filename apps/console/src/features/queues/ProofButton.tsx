import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiImage } from '../../shared/ui/ApiImage.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';

export function ProofButton({ ids, title }: { ids: number[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (ids.length === 0) return <span className="muted">—</span>;
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={t('queues.proofsN', { n: ids.length })}
      >
        <Icon name="image" size={14} />
        {ids.length}
      </button>
      {open ? (
        <Dialog title={title} onClose={() => setOpen(false)} wide>
          {ids.map((id) => (
            <ProofSlot key={id} id={id} />
          ))}
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * One proof image, fetched from the operator API with the session's token and shown from a blob URL; when the server
 * serves no image for it (no such route or image, or a role that may not see proofs) the slot says “No proof”.
 */
function ProofSlot({ id }: { id: number }) {
  const { t } = useTranslation();
  const { url, loading } = useApiImage(`/uploads/${id}`);
  if (loading) return <div className="proof">{t('app.loading')}</div>;
  return (
    <div className="proof">
      {url ? (
        <img src={url} alt={t('queues.proofN', { id })} />
      ) : (
        <div>
          <Icon name="image" size={28} />
          <p>
            <strong>{t('queues.noProof')}</strong>
          </p>
          <p className="muted">{t('queues.noProofWhy', { id })}</p>
        </div>
      )}
    </div>
  );
}
