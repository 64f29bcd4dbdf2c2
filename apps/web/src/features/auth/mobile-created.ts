import i18n from '../../shared/i18n/index.ts';
import { warn } from '../../shared/ui/dialogs.tsx';

/**
 * After a mobile registration (spec section 4): the account was created automatically and either the account or
 * the mobile number logs in next time. The dialog speaks the portal's language (docs/decisions.md: the spec's
 * Vietnamese-or-English rule left Portuguese players an English dialog).
 */
export async function warnMobileCreated(mobile: string): Promise<void> {
  const t = i18n.t.bind(i18n);
  await warn(t('auth.mobileCreated', { mobile }), {
    title: t('in_popup_prompt'),
    confirmLabel: t('in_increase_submit'),
  });
}
