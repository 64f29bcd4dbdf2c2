import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { errorText } from './errors.ts';

/**
 * A dialog holding one form, with the footer every console form shares: Cancel, and the submit button that shows
 * progress and cannot be pressed twice. The button submits the form itself (Enter in a field does the same), and
 * the server's refusal shows under the fields while the dialog stays open.
 */
export function DialogForm({
  title,
  submitLabel,
  variant = 'primary',
  busy,
  failure,
  onSubmit,
  onClose,
  children,
  wide,
}: {
  title: string;
  submitLabel: string;
  variant?: 'primary' | 'ok' | 'danger';
  busy: boolean;
  failure: unknown;
  onSubmit: (e?: FormEvent) => unknown;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean | 'xl';
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      wide={wide ?? false}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={variant}
            className={variant === 'danger' ? 'solid' : undefined}
            busy={busy}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit(e);
        }}
        className="grid"
        noValidate
      >
        {children}
        {failure ? (
          <div className="notice bad" role="alert">
            {errorText(t, failure)}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

/** Runs a form's action, keeping the server's refusal for DialogForm to show; `done` follows a success. */
export const submitting =
  (setFailure: (e: unknown) => void, action: () => Promise<unknown>, done?: () => void) => async () => {
    setFailure(null);
    try {
      await action();
      done?.();
    } catch (e) {
      setFailure(e);
    }
  };
