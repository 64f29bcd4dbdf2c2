import i18n, { textsIn } from '../../shared/i18n/index.ts';
import { warn } from '../../shared/ui/dialogs.tsx';

/**
 * After a mobile registration (spec section 4): the account was created automatically and either the account or
 * the mobile number logs in next time. The spec gives this dialog in Vietnamese or English by language: Vietnamese
 * when the portal is in Vietnamese, English otherwise (docs/decisions.md); the whole dialog speaks that language.
 */
export async function warnMobileCreated(mobile: string): Promise<void> {
  const t = await textsIn(i18n.language === 'vi' ? 'vi' : 'en');
  await warn(t('auth.mobileCreated', { mobile }), {
    title: t('in_popup_prompt'),
    confirmLabel: t('in_increase_submit'),
  });
}
