import { DEFAULT_THEME } from '@portal/contracts/brand-launch';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const names = (n: string) => ({ pt: n, en: n, cn: n, id: n, th: n, vi: n });
const levels = [
  { rankLevel: 1, labelName: names('Bronze'), color: '#ffffff', color2: '#a0612d', minDeposit: 10_000 },
  { rankLevel: 2, labelName: names('Silver'), color: '#ffffff', color2: '#66758a', minDeposit: 50_000 },
];
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/brands/:code/settings': () => ({
    value: {
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
        register: {},
        resources: [],
        customerService: [],
        socialLinks: [],
      },
    },
  }),
  'GET /console/brands/:code/general': () => ({
    value: {
      code: 'LUMEN',
      currencyLocked: true,
      general: {
        name: 'Lumen',
        currency: 'BRL',
        timeZone: 'America/Sao_Paulo',
        theme: DEFAULT_THEME,
        licence: {},
        freePlayAmount: 0,
        agentOnly: false,
        loginedToHomePage: true,
        memberCentreAvailable: true,
        withdrawal: { min: 2_000, max: 5_000_000, dailyCount: 3 },
      },
    },
  }),
  'GET /console/brands/:code/vip-levels': () => ({ value: { levels } }),
  'PUT /console/brands/:code/vip-levels': (c: Call) => ({ value: c.body }),
  ...pending,
});

describe('a brand’s VIP club', () => {
  it('edits levels in the brand’s money, refuses what the portal could not show, and saves them in order', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/brand?code=LUMEN');
    await user.click(await screen.findByRole('tab', { name: 'VIP club' }));
    const second = await screen.findByRole('group', { name: /Level 2/ });
    const threshold = within(second).getByLabelText('From lifetime deposits of');
    expect(threshold).toHaveValue('500');

    // Below the level before: refused, nothing sent.
    await user.clear(threshold);
    await user.type(threshold, '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(second).findByText('Must be above the level before.')).toBeInTheDocument();
    // An unreadable label says so as it is picked.
    fireEvent.input(within(second).getByLabelText('Background'), { target: { value: '#eeeeee' } });
    expect(within(second).getByText(/is below 4.5:1/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.input(within(second).getByLabelText('Background'), { target: { value: '#5b3fd1' } });
    await user.clear(threshold);
    await user.type(threshold, '1,000.50');
    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    const third = screen.getByRole('group', { name: /Level 3/ });
    await user.clear(within(third).getByLabelText('Name (English)'));
    await user.type(within(third).getByLabelText('Name (English)'), 'Gold');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as { levels: Array<Record<string, unknown>> };
    expect(body.levels.map((l) => [l.rankLevel, l.minDeposit])).toEqual([
      [1, 10_000],
      [2, 100_050],
      [3, 200_100],
    ]);
    expect(body.levels[2]).toMatchObject({ labelName: { en: 'Gold' }, color2: '#5b3fd1' });
  });
});
