import type { TConsoleVendor } from '@portal/contracts/console-games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const vendor = (vassalage: string, name: string, inBrand: boolean): TConsoleVendor => ({
  vassalage,
  name,
  category: 'RNG',
  enabled: inBrand,
  maintenance: false,
  brandMaintenance: false,
  isHot: false,
  sort: 0,
  games: 12,
  inBrand,
});
const routes = () => ({
  'GET /merchants': () => ({
    value: [
      { code: 'LUMEN', name: 'Lumen Play' },
      { code: 'NOVA', name: 'Nova Bet' },
    ],
  }),
  'GET /console/games/vendors': (c: Call) => ({
    value: {
      merchant: c.query.get('merchant') ?? 'LUMEN',
      vendors:
        c.query.get('merchant') === 'NOVA'
          ? [vendor('PG', 'PG Soft', true), vendor('JL', 'Jili', false)]
          : [vendor('PG', 'PG Soft', true), vendor('JL', 'Jili', true)],
    },
  }),
  'PUT /console/games/vendors/:vassalage': (c: Call) => ({ value: { merchant: 'NOVA', vendors: [], body: c.body } }),
  'GET /console/brands/:code/originals-limits': () => ({
    value: { currency: 'BRL', minBet: '0.10', maxBet: '10000.00', maxWin: '1000000.00', bonusBuy: true },
  }),
  ...pending,
});

describe('a brand’s vendors in the console', () => {
  it('lists every vendor for the picked brand and adds one the brand does not offer', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/games');
    await screen.findByRole('switch', { name: 'Jili offered by this brand' });
    const [picker] = screen.getAllByRole('combobox', { name: 'Brand' });
    await user.selectOptions(picker as HTMLElement, 'NOVA');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Jili offered by this brand' })).not.toBeChecked());
    // Switches that belong to the brand's offer wait until the vendor is in the brand.
    expect(screen.getByRole('switch', { name: 'Jili on' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Jili offered by this brand' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/console/games/vendors/JL',
        body: { merchant: 'NOVA', inBrand: true },
      }),
    );
  });

  it('lets support close a vendor on the picked brand only, beside its maintenance on every brand', async () => {
    signedInAs('support');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/games');
    const [picker] = await screen.findAllByRole('combobox', { name: 'Brand' });
    await user.selectOptions(picker as HTMLElement, 'NOVA');
    const here = await screen.findByRole('switch', { name: 'PG Soft under maintenance on this brand' });
    expect(screen.getByRole('switch', { name: 'PG Soft under maintenance on every brand' })).toBeEnabled();
    // A vendor the brand does not offer has no maintenance of the brand's to switch.
    expect(screen.getByRole('switch', { name: 'Jili under maintenance on this brand' })).toBeDisabled();
    await user.click(here);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/console/games/vendors/PG',
        body: { merchant: 'NOVA', brandMaintenance: true },
      }),
    );
  });

  it('lets support see the brand’s offer but not change it', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/games');
    expect(await screen.findByRole('switch', { name: 'PG Soft offered by this brand' })).toBeDisabled();
  });
});
