import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractsErrors } from '@portal/contracts/errors/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MemberCentreModal from '../src/features/member-centre/MemberCentreModal.tsx';
import { changeLanguage, LANGUAGES } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { contract, contractRelay, payout } from './contract-fixtures.ts';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const DAILY = '/wps/relay/MCSFE_processDailySalaryContract';
const HOURLY = '/wps/relay/MCSFE_processContractHourSalary';
const switches = (on: boolean) => ({
  dailysalreqtype: on,
  divtypereq: false,
  contracthoursalreq: on,
  realtimesalreqtype: false,
});

const open = (routes: Record<string, unknown>, page = 'contractRequests') => {
  const api = fakeApi(routes);
  renderWithPortal(
    <>
      <MemberCentreModal page={page} />
      <DialogHost />
    </>,
    { data: [[['system', 'permission'], permission()]] },
  );
  return api;
};

describe('member centre: contract requests', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  beforeEach(() => {
    setBrandCurrency('BRL');
    useSession.setState({ token: 'tok', member: null, language: '' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the contracts of every kind the brand runs, answers them and shows their payouts', async () => {
    const daily = contractRelay(
      'daily',
      {
        enabled: true,
        received: [contract(1, 'daily', { downline: 'player1', terminationRequestedBy: 'boss' })],
        offered: [],
        maxOfferBp: 0,
      },
      { payouts: [payout(1, 1)] },
    );
    const hourly = contractRelay('hourly', {
      enabled: true,
      received: [contract(2, 'hourly', { downline: 'player1', status: 'in_process' })],
      offered: [],
      maxOfferBp: 0,
    });
    open({ '/wps/system/settings/consolidated': switches(true), [DAILY]: daily.handler, [HOURLY]: hourly.handler });
    const nav = await screen.findByRole('navigation', { name: 'Personal centre' });
    expect(await within(nav).findByRole('button', { name: 'Contract requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const dailyPart = await screen.findByRole('region', { name: 'Daily wages' });
    expect(await within(dailyPart).findByText('boss asked to end this contract')).toBeInTheDocument();
    await userEvent.click(within(dailyPart).getByRole('button', { name: 'Agree to end: boss' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Agree to end' }));
    expect(await within(dailyPart).findByText('Terminated')).toBeInTheDocument();
    expect(daily.sent).toContainEqual({ action: 'acceptTermination', contractId: 1 });

    expect(within(dailyPart).queryByRole('table')).toBeNull();
    await userEvent.click(within(dailyPart).getByText('Daily wages payout records'));
    expect(await within(dailyPart).findByRole('table', { name: 'Daily wages payout records' })).toBeInTheDocument();

    const hourlyPart = screen.getByRole('region', { name: 'Hourly salary' });
    await userEvent.click(await within(hourlyPart).findByRole('button', { name: 'Accept: boss' }));
    await waitFor(() => expect(hourly.sent).toContainEqual({ action: 'accept', contractId: 2 }));
    expect(screen.queryByRole('region', { name: 'Dividend' })).toBeNull();
  });

  it('hides the entry when the brand runs no contract kind', async () => {
    open({ '/wps/system/settings/consolidated': switches(false) }, 'securityCenter');
    const nav = await screen.findByRole('navigation', { name: 'Personal centre' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Referral' })).toBeInTheDocument());
    expect(within(nav).queryByRole('button', { name: 'Contract requests' })).toBeNull();
  });
});

describe('contract error keys', () => {
  it('have a text in every shipped language', () => {
    const dir = join(import.meta.dirname, '../src/shared/i18n/locales');
    for (const lang of LANGUAGES) {
      const { errors } = JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as {
        errors: Record<string, string>;
      };
      for (const key of Object.keys(contractsErrors)) expect(errors[key], `${lang} ${key}`).toBeTruthy();
    }
  });
});
