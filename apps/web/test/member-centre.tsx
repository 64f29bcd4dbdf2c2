import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import MemberCentreModal from '../src/features/member-centre/MemberCentreModal.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { ToastHost } from '../src/shared/ui/toast.tsx';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

/**
 * The member centre open on `page` for a logged-in player with 10.00 in the main wallet, its calls answered by
 * `routes` (every switch off unless the routes answer the consolidated settings), with the dialog and toast hosts;
 * `mods` are the brand's switched-on modules (a page behind a switch needs its own).
 */
export function openMemberCentre(page: string, routes: Record<string, unknown>, mods: string[] = []) {
  const api = fakeApi({ '/wps/system/settings/consolidated': {}, ...routes });
  return {
    ...api,
    ...renderWithPortal(
      <>
        <MemberCentreModal page={page} />
        <DialogHost />
        <ToastHost />
      </>,
      {
        data: [
          [['system', 'permission'], permission(mods.length ? { mods } : {})],
          [['wallet', 'balance', 'tok'], { sumBalance: '10.00', main: '10.00', vendors: [] }],
        ],
      },
    ),
  };
}

/** Each test of the suite runs in English with Brazilian reais, as player p1 logged in (session token "tok"). */
export function asLoggedInPlayer() {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  beforeEach(() => {
    setBrandCurrency('BRL');
    useSession.setState({
      token: 'tok',
      member: { account: 'p1', nickname: '', isAgent: 0, toUpline: false },
      language: '',
    });
  });
  afterEach(() => vi.unstubAllGlobals());
}
