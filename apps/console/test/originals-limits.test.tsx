import type { TOriginalsLimitsView } from '@portal/contracts/console-games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const limits: TOriginalsLimitsView = {
  currency: 'BRL',
  minBet: '0.10',
  maxBet: '10000.00',
  maxWin: '1000000.00',
  bonusBuy: true,
};
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/games/vendors': () => ({ value: { merchant: 'LUMEN', vendors: [] } }),
  'GET /console/brands/:code/originals-limits': () => ({ value: limits }),
  'PUT /console/brands/:code/originals-limits': (c: Call) => ({ value: { currency: 'BRL', ...(c.body as object) } }),
  ...pending,
});

describe('originals limits', () => {
  it('shows the brand’s limits in its money, refuses each bad field with its reason and saves a change', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/games');
    const minBet = await screen.findByLabelText('Smallest stake (BRL)');
    const maxBet = screen.getByLabelText('Largest stake (BRL)');
    const maxWin = screen.getByLabelText('Most one round pays (BRL)');
    expect(minBet).toHaveValue('0.10');
    expect(maxBet).toHaveValue('10000.00');
    expect(screen.getByText('Now 1,000,000.00 BRL')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save limits' });
    expect(save).toBeDisabled();

    await user.clear(minBet);
    await user.type(minBet, '20');
    await user.clear(maxBet);
    await user.type(maxBet, '10');
    expect(screen.getByText('The largest stake cannot be below the smallest stake.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(maxBet);
    await user.type(maxBet, '500');
    await user.clear(maxWin);
    await user.type(maxWin, '0');
    expect(screen.getByText('Enter an amount above zero, with at most two decimals.')).toBeInTheDocument();
    await user.clear(maxWin);
    await user.type(maxWin, '400');
    expect(screen.getByText('The most one round pays cannot be below the largest stake.')).toBeInTheDocument();
    await user.clear(maxWin);
    await user.type(maxWin, '2500,5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save the originals limits?' });
    expect(
      within(dialog).getByText(/from 20\.00 BRL to 500\.00 BRL and pay at most 2,500\.50 BRL/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/console/brands/LUMEN/originals-limits',
        body: { minBet: '20', maxBet: '500', maxWin: '2500.5', bonusBuy: true },
      }),
    );
    expect(await screen.findByText('Originals limits saved')).toBeInTheDocument();
  });

  it('switches the video slots’ bonus buy off on its own, saying what players will see', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/games');
    const buy = await screen.findByRole('switch', { name: 'Bonus buy in the video slots' });
    expect(buy).toHaveAttribute('aria-checked', 'true');
    const save = screen.getByRole('button', { name: 'Save limits' });
    expect(save).toBeDisabled();
    await user.click(buy);
    expect(buy).toHaveAttribute('aria-checked', 'false');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save the originals limits?' });
    expect(within(dialog).getByText(/do not sell their bonus buy: the button is hidden/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        body: { minBet: '0.10', maxBet: '10000.00', maxWin: '1000000.00', bonusBuy: false },
      }),
    );
  });

  it('lets support read the limits but not change them', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/games');
    expect(await screen.findByLabelText('Largest stake (BRL)')).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Bonus buy in the video slots' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save limits' })).not.toBeInTheDocument();
  });
});
