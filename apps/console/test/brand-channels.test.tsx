import type { TChannelRow } from '@portal/contracts/console-channels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const sandbox: TChannelRow = {
  id: 1,
  code: 'SANDBOX',
  name: 'Sandbox Pay',
  kind: 'gateway',
  minAmount: '10.00',
  maxAmount: '10000.00',
  sort: 1,
  enabled: true,
  bank: null,
};
const bank: TChannelRow = {
  id: 3,
  code: 'BANK',
  name: 'Bank transfer',
  kind: 'manual',
  minAmount: '50.00',
  maxAmount: '100000.00',
  sort: 3,
  enabled: false,
  bank: { bankName: '', accountName: '', accountNo: '' },
};
const settingsView = {
  code: 'LUMEN',
  name: 'Lumen',
  hosts: ['lumen.localhost'],
  maintenance: false,
  regionRestriction: [],
  updatedAt: '2026-01-01T00:00:00Z',
  settings: {
    languages: ['pt', 'en'],
    defaultLang: 'pt',
    whitelabel: [],
    register: { fields: {}, captchaDisplay: false, minimumAge: 18 },
    resources: [],
    customerService: [],
    socialLinks: [],
  },
};
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/brands/:code/settings': () => ({ value: settingsView }),
  'GET /console/brands/:code/channels': () => ({ value: [sandbox, bank] }),
  'PUT /console/brands/:code/channels/:id': (c: Call) => ({ value: { ...bank, ...(c.body as object) } }),
  'POST /console/brands/:code/channels': (c: Call) => ({ value: { ...sandbox, id: 9, ...(c.body as object) } }),
  ...pending,
});

describe('a brand’s deposit channels', () => {
  it('lists the channels and will not switch a manual transfer on without its account', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/brand?code=LUMEN');
    await user.click(await screen.findByRole('tab', { name: 'Channels' }));
    const row = (await screen.findByText('Bank transfer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('No account yet')).toBeInTheDocument();
    expect(screen.getByText('10.00 – 10,000.00')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit Bank transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bank transfer' });
    await user.click(within(dialog).getByRole('switch', { name: 'Offered to players' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save channel' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('needs the bank, the holder and the number');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByLabelText('Bank'), 'Banco Nova');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Lumen Play Ltd');
    await user.type(within(dialog).getByLabelText('Account number'), '9988 7766');
    await user.click(within(dialog).getByRole('button', { name: 'Save channel' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/console/brands/LUMEN/channels/3',
        body: {
          code: 'BANK',
          kind: 'manual',
          enabled: true,
          minAmount: '50.00',
          bank: { bankName: 'Banco Nova', accountName: 'Lumen Play Ltd', accountNo: '9988 7766' },
        },
      }),
    );
    expect(await screen.findByText('Bank transfer saved.')).toBeInTheDocument();
  });

  it('adds a gateway with its limits, refusing a smallest deposit above the largest', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/brand?code=LUMEN');
    await user.click(await screen.findByRole('tab', { name: 'Channels' }));
    await user.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a deposit channel' });
    await user.type(within(dialog).getByLabelText('Code'), 'pix_br');
    await user.type(within(dialog).getByLabelText('Name players see'), 'Pix');
    await user.type(within(dialog).getByLabelText('Smallest deposit'), '900');
    await user.type(within(dialog).getByLabelText('Largest deposit'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save channel' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('not above the largest deposit');
    await user.clear(within(dialog).getByLabelText('Largest deposit'));
    await user.type(within(dialog).getByLabelText('Largest deposit'), '5,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save channel' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/console/brands/LUMEN/channels',
        body: {
          code: 'PIX_BR',
          name: 'Pix',
          kind: 'gateway',
          minAmount: '900',
          maxAmount: '5000.50',
          sort: 4,
          bank: null,
        },
      }),
    );
  });
});
