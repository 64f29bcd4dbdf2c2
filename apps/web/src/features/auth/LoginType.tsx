import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icons.tsx';
import { useBlurClose } from '../../shared/ui/useBlurClose.ts';

export type LoginMode = 'username' | 'sms';
const MODES: LoginMode[] = ['username', 'sms'];

/**
 * The login-type switch (username + password or mobile + SMS code): a small dropdown that closes 200 ms after focus
 * leaves it, the spec's login-type blur delay (sections 4 and 9), so a click on a choice lands before it closes.
 */
export function LoginType({ value, onChange }: { value: LoginMode; onChange(mode: LoginMode): void }) {
  const { t } = useTranslation();
  const { open, setOpen, focusProps } = useBlurClose();
  const listId = useId();
  const label = (m: LoginMode) => t(m === 'username' ? 'auth.byUsername' : 'auth.bySms');
  return (
    <div className="login-type" {...focusProps}>
      <button
        type="button"
        className="login-type-btn"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="login-type-label">{t('auth.loginWith')}</span>
        <Icon name={value === 'username' ? 'user' : 'phone'} size={16} />
        <strong>{label(value)}</strong>
        <span className={`login-type-caret${open ? ' login-type-caret-open' : ''}`}>
          <Icon name="chevron" size={14} />
        </span>
      </button>
      {open && (
        <ul className="login-type-list" id={listId} aria-label={t('auth.loginWith')}>
          {MODES.map((m) => (
            <li key={m}>
              <button
                type="button"
                aria-pressed={m === value}
                onClick={() => {
                  onChange(m);
                  setOpen(false);
                }}
              >
                <Icon name={m === 'username' ? 'user' : 'phone'} size={16} /> {label(m)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
