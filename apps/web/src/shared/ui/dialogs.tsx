import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/** Warning and confirm dialogs, opened imperatively: `await confirm(...)`, `warn(...)`. */
interface Dialog {
  id: number;
  kind: 'warn' | 'confirm';
  message: string;
  title?: string | undefined;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  /** Closes by itself after this many ms (optional, spec section 2). */
  autoCloseMs?: number | undefined;
  closeOnCover?: boolean | undefined;
  resolve: (ok: boolean) => void;
}
type Opts = Partial<Pick<Dialog, 'title' | 'confirmLabel' | 'cancelLabel' | 'autoCloseMs' | 'closeOnCover'>>;

const useDialogs = create<{ list: Dialog[] }>(() => ({ list: [] }));
let nextId = 1;

function open(kind: Dialog['kind'], message: string, opts: Opts): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const done = (ok: boolean) => {
      useDialogs.setState((s) => ({ list: s.list.filter((d) => d.id !== id) }));
      resolve(ok);
    };
    useDialogs.setState((s) => ({ list: [...s.list, { id, kind, message, ...opts, resolve: done }] }));
  });
}

export const warn = (message: string, opts: Opts = {}) => open('warn', message, opts);
export const confirm = (message: string, opts: Opts = {}) => open('confirm', message, opts);

function DialogView({ d }: { d: Dialog }) {
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

export function DialogHost() {
  const list = useDialogs((s) => s.list);
  return (
    <>
      {list.map((d) => (
        <DialogView key={d.id} d={d} />
      ))}
    </>
  );
}
