import type { TOperatorRow } from '@portal/contracts/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const row = (username: string, brands: string[]): TOperatorRow => ({
  id: username.length,
  username,
  role: 'finance',
  disabled: false,
  twoFactor: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  brands,
});
const routes = () => ({
  'GET /merchants': () => ({
    value: [
      { code: 'LUMEN', name: 'Lumen Play' },
      { code: 'NOVA', name: 'Nova Bet' },
    ],
  }),
  'GET /console/operators': () => ({ value: { rows: [row('ana', []), row('bia', ['NOVA'])], total: 2 } }),
  'PUT /operators/:username/brands': (c: Call) => ({ value: { ...row('ana', []), ...(c.body as object) } }),
  ...pending,
});

describe('an operator’s brands', () => {
  it('shows each operator’s brands and limits one to the brands ticked', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/operators');
    const bia = (await screen.findByText('bia')).closest('tr') as HTMLElement;
    expect(within(bia).getByText('NOVA')).toBeInTheDocument();
    const ana = screen.getByText('ana').closest('tr') as HTMLElement;
    expect(within(ana).getByText('Every brand')).toBeInTheDocument();

    await user.click(within(ana).getByRole('button', { name: 'Brands' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brands of ana' });
    await user.click(within(dialog).getByRole('radio', { name: 'Only these brands' }));
    // Nothing ticked is not a choice: the dialog says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Save brands' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick at least one brand');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: /Nova Bet/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save brands' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/operators/ana/brands',
        body: { brands: ['NOVA'] },
      }),
    );
    expect(await screen.findByText('ana now works on the chosen brands.')).toBeInTheDocument();
  });
});
