import type { TRebateRateSheet } from '@portal/contracts/rebate';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const sheet: TRebateRateSheet = {
  levels: [
    { rankLevel: 0, rates: { RNG: 40 } },
    { rankLevel: 1, rates: { RNG: 60, LIVE: 50 } },
  ],
  clubLevels: [
    { rankLevel: 1, name: 'Bronze' },
    { rankLevel: 2, name: 'Silver' },
  ],
};
const referral = { enabled: true, minDeposit: '100.00', reward: '20.00' };
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/brands/:code/rebate-rates': () => ({ value: sheet }),
  'PUT /console/brands/:code/rebate-rates': () => ({ value: sheet }),
  'GET /console/brands/:code/referral': () => ({ value: referral }),
  'PUT /console/brands/:code/referral': (c: { body: unknown }) => ({ value: c.body }),
  ...pending,
});

describe('rebates and referral', () => {
  it('shows a row per club level and saves changed rates after a confirmation; a rate above 5 % is refused', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/rebates');
    const user = userEvent.setup();
    const silverSlots = await screen.findByLabelText('Rebate of Level 2 · Silver on Slots');
    expect(screen.getByLabelText('Rebate of Below the first level on Slots')).toHaveValue('0.40');
    expect(screen.getByLabelText('Rebate of Level 1 · Bronze on Live casino')).toHaveValue('0.50');
    expect(silverSlots).toHaveValue('');
    await user.type(silverSlots, '6');
    expect(screen.getByText('Rates are percentages from 0 to 5.00 with two decimals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rates' })).toBeDisabled();
    await user.clear(silverSlots);
    await user.type(silverSlots, '0.8');
    await user.clear(screen.getByLabelText('Rebate of Level 1 · Bronze on Live casino'));
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the rebate rates?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        levels: [
          { rankLevel: 0, rates: { RNG: 40 } },
          { rankLevel: 1, rates: { RNG: 60 } },
          { rankLevel: 2, rates: { RNG: 80 } },
        ],
      }),
    );
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/console/brands/LUMEN/rebate-rates');
    expect(await screen.findByText('Rebate rates saved')).toBeInTheDocument();
  });

  it('pauses the referral programme and changes its reward', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/rebates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'The referral programme runs' }));
    const reward = screen.getByLabelText('Reward to the referrer');
    await user.clear(reward);
    await user.type(reward, '25.5');
    await user.click(screen.getByRole('button', { name: 'Save programme' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save the referral programme?' })).getByRole('button', {
        name: 'Save programme',
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path.endsWith('/referral'))?.body).toEqual({
        enabled: false,
        minDeposit: '100.00',
        reward: '25.5',
      }),
    );
  });

  it('shows support the rates read-only, with no save button', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/rebates');
    expect(await screen.findByLabelText('Rebate of Level 1 · Bronze on Slots')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save programme' })).toBeNull();
  });
});

describe('give-backs against the house edge', () => {
  const cell = (rankLevel: number, family: string, totalBp: number, edgeBp: number) => ({
    rankLevel,
    family,
    rebateBp: totalBp / 2,
    pointsBp: totalBp / 2,
    salaryBp: 0,
    totalBp,
    edgeBp,
    over: totalBp > edgeBp,
  });
  const givebacks = {
    cells: [cell(0, 'RNG', 300, 400), cell(0, 'LIVE', 180, 120), cell(1, 'RNG', 350, 400), cell(1, 'LIVE', 100, 120)],
    clubLevels: [{ rankLevel: 1, name: 'Bronze' }],
  };

  it('shows what each family and level gives back against what it keeps, and asks an admin before saving above it', async () => {
    signedInAs('admin');
    let puts = 0;
    const calls = fakeApi({
      ...routes(),
      'GET /console/brands/:code/givebacks': () => ({ value: givebacks }),
      // The first save is refused for the live tables; the confirmed one goes through.
      'PUT /console/brands/:code/rebate-rates': () =>
        ++puts === 1
          ? { status: 409, error: 'giveback_above_edge', value: { cells: [cell(1, 'LIVE', 200, 120)] } }
          : { value: sheet },
    });
    renderConsole('/rebates');
    const user = userEvent.setup();
    const table = await screen.findByRole('region', { name: 'Give-backs against the house edge' });
    expect(within(table).getByText('1 family and level gives back more than it keeps.')).toBeInTheDocument();
    expect(within(table).getByText(/1.80 % of 1.20 %/)).toHaveTextContent('(gives back more than it keeps)');
    expect(within(table).getByText('3.00 % of 4.00 %')).toBeInTheDocument();

    await firstChange(user);
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    const first = await screen.findByRole('dialog', { name: 'Save the rebate rates?' });
    await user.click(within(first).getByRole('button', { name: 'Save rates' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give back more than the game keeps?' });
    expect(within(confirm).getByText(/Level 1 · Live casino/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Save above the edge' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({ confirmAboveEdge: true });
    expect(await screen.findByText('Rebate rates saved')).toBeInTheDocument();
  });
});

/** Changes one rate so that the form has something to save. */
async function firstChange(user: ReturnType<typeof userEvent.setup>) {
  const input = await screen.findByLabelText('Rebate of Level 1 · Bronze on Live casino');
  await user.clear(input);
  await user.type(input, '0.9');
  return input;
}
