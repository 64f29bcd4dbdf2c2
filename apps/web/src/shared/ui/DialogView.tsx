import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import type { Dialog } from './dialogs.tsx';
import { Modal } from './Modal.tsx';

/** One warning or confirm dialog (spec section 2): closes on the cover unless disabled, optionally by itself. */
export default function DialogView({ d }: { d: Dialog }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!d.autoCloseMs) return;
    const timer = setTimeout(() => d.resolve(false), d.autoCloseMs);
    return () => clearTimeout(timer);
  }, [d]);
  return (
    <Modal
      title={d.title ?? t(d.kind === 'warn' ? 'dialog.warning' : 'dialog.confirm')}
      onClose={() => d.resolve(false)}
      closeOnCover={d.closeOnCover ?? true}
      size="sm"
      role="alertdialog"
    >
      <p className="dialog-message">{d.message}</p>
      <div className="dialog-actions">
        {d.kind === 'confirm' && (
          <Button variant="secondary" onClick={() => d.resolve(false)}>
            {d.cancelLabel ?? t('in_more_cancel')}
          </Button>
        )}
        <Button autoFocus onClick={() => d.resolve(true)}>
          {d.confirmLabel ?? t('in_increase_submit')}
        </Button>
      </div>
    </Modal>
  );
}
