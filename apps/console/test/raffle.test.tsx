import type { TConsoleRaffleEvent } from '@portal/contracts/raffle';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const envelope: TConsoleRaffleEvent = {
  id: 3,
  kind: 'red_envelope',
  texts: { pt: { title: 'Envelope da sorte' }, en: { title: 'Lucky envelope' } },
  audience: { kind: 'everyone' },
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2027-11-01T00:00:00.000Z',
  enabled: true,
  rules: { kind: 'red_envelope', min: '1.00', max: '8.88' },
  pool: '4990.00',
  funded: '5000.00',
  paid: '10.00',
  draws: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  awaitingApproval: false,
  pendingEdit: false,
  pendingFunds: '0.00',
};
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/brands/LUMEN/raffles': () => ({ value: [envelope] }),
  'POST /console/brands/LUMEN/raffles': () => ({ value: { ...envelope, id: 4 } }),
  'POST /console/raffles/:id/fund': () => ({ value: { ...envelope, pool: '5090.00' } }),
  'POST /console/raffles/:id/enabled': () => ({ value: { ...envelope, enabled: false } }),
  'GET /console/raffles/:id/claims': () =>
    page([
      {
        id: 7,
        username: 'demo_player',
        amount: '5.55',
        prizeIndex: null,
        nonce: 0,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ]),
  ...pending,
});

describe('red envelopes and wheels', () => {
  it('lists events with their pools, funds one once, shows its draws and creates a wheel', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/raffles');
    const user = userEvent.setup();
    expect(await screen.findByText('Envelope da sorte')).toBeInTheDocument();
    expect(screen.getByText(/4,990\.00/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fund' }));
    const fund = await screen.findByRole('dialog', { name: 'Fund the pool of event #3' });
    await user.type(within(fund).getByLabelText('Amount'), '100');
    await user.click(within(fund).getByRole('button', { name: 'Fund' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/raffles/3/fund')?.body).toMatchObject({ amount: '100' }),
    );
    const key = (calls.find((c) => c.path === '/console/raffles/3/fund')?.body as { key?: string } | undefined)?.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    await user.click(screen.getByRole('button', { name: 'Draws' }));
    const draws = await screen.findByRole('dialog', { name: 'Draws of event #3' });
    expect(await within(draws).findByText('demo_player')).toBeInTheDocument();
    await user.click(within(draws).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'New event' }));
    const form = await screen.findByRole('dialog', { name: 'New red envelope or wheel' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'wheel');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText(/Give the event a title/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/console/brands/LUMEN/raffles')).toBe(false);
    await user.type(within(form).getByLabelText('Title (PT)'), 'Roda');
    await user.click(within(form).getByRole('button', { name: 'Add prize' }));
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/console/brands/LUMEN/raffles')).toBe(true),
    );
    const body = calls.find((c) => c.method === 'POST' && c.path === '/console/brands/LUMEN/raffles')?.body as {
      texts: unknown;
      rules: { kind: string; prizes: unknown[] };
    };
    expect(body.texts).toEqual({ pt: { title: 'Roda' } });
    expect(body.rules.kind).toBe('wheel');
    expect(body.rules.prizes).toHaveLength(5);
  }, 20_000);

  it('shows support the list without the admin buttons', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/raffles');
    expect(await screen.findByText('Envelope da sorte')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fund' })).toBeNull();
  });
});
