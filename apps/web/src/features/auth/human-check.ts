import type { TRegisterRules } from '@portal/contracts/system';
import { ApiError } from '../../shared/api/client.ts';
import { useUi } from '../../shared/ui/store.ts';
import { prepareHumanCheck, solveHumanCheck } from './pow.ts';

/** The hosted captcha's token: its widget shows in the humanCheck dialog until the visitor passes or closes it. */
function hostedToken(cfg: NonNullable<TRegisterRules['hostedCaptcha']>): Promise<string> {
  return new Promise((resolve, reject) => {
    const close = () => useUi.getState().hide('humanCheck');
    useUi.getState().show('humanCheck', {
      ...cfg,
      onToken: (token: string) => {
        close();
        resolve(token);
      },
      onCancel: () => {
        close();
        reject(new ApiError(0, 'human_check_failed', null));
      },
    });
  });
}

/**
 * The brand's human check before an SMS send or a registration (the server checks the same setting): the proof of
 * work, the hosted captcha's widget, or nothing when it is off.
 */
export async function passHumanCheck(rules: TRegisterRules | undefined): Promise<string | undefined> {
  if (rules?.humanCheck === 'off') return undefined;
  if (rules?.humanCheck !== 'hosted') return solveHumanCheck();
  if (!rules.hostedCaptcha) throw new ApiError(0, 'human_check_failed', null);
  return hostedToken(rules.hostedCaptcha);
}

/** Solves the brand's proof of work ahead while the form is filled (nothing for the hosted captcha or none). */
export function prepareForHumanCheck(rules: TRegisterRules | undefined): void {
  if (rules && rules.humanCheck !== 'off' && rules.humanCheck !== 'hosted') prepareHumanCheck();
}
