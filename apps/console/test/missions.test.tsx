import type { TConsoleMission } from '@portal/contracts/missions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const mission: TConsoleMission = {
  id: 4,
  merchantCode: 'LUMEN',
  kind: 'bet',
  period: 'weekly',
  name: 'Live week',
  target: '200.00',
  category: 'LIVE',
  multiple: null,
  rewardPoints: 150,
  rewardBonus: '5.00',
  score: 30,
  active: true,
  claimed: 12,
  texts: {
    pt: { name: 'Semana ao vivo', description: 'Aposte R$ 200 nas mesas ao vivo' },
    en: { name: 'Live week', description: 'Bet R$ 200 on live tables' },
  },
};
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /missions': () => ({ value: { rows: [mission], languages: ['pt', 'en', 'cn'] } }),
  'POST /missions': () => ({ value: { id: 5 } }),
  'PATCH /missions/:id': () => ({ value: null }),
  ...pending,
});

describe('missions', () => {
  it('lists a brand’s missions in its languages, switches one off and creates one', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/missions');
    const user = userEvent.setup();
    expect(await screen.findByText('Semana ao vivo')).toBeInTheDocument();
    expect(screen.getByText('Live week')).toBeInTheDocument();
    expect(screen.getByText('150 pts + 5.00 bonus')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/missions')?.query.get('merchantCode')).toBe('LUMEN');

    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }));
    expect(calls.find((c) => c.method === 'PATCH')?.path).toBe('/missions/4');

    await user.click(screen.getByRole('button', { name: 'New mission' }));
    expect(await screen.findByLabelText('Mission (CN)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Give the mission a name in at least one language')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Target'), '300');
    await user.type(screen.getByLabelText('Game category'), 'slot');
    await user.type(screen.getByLabelText('Reward points'), '80');
    await user.type(screen.getByLabelText('Mission (PT)'), 'Semana dos slots');
    await user.type(screen.getByLabelText('Mission (EN)'), 'Slots week');
    await user.type(screen.getByLabelText('Description (EN)'), 'Bet R$ 300 on slots');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        merchantCode: 'LUMEN',
        kind: 'bet',
        period: 'daily',
        target: '300',
        category: 'SLOT',
        rewardPoints: 80,
        score: 10,
        texts: {
          pt: { name: 'Semana dos slots', description: '' },
          en: { name: 'Slots week', description: 'Bet R$ 300 on slots' },
        },
      }),
    );
  });

  it('shows support the list without the admin buttons', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/missions');
    expect(await screen.findByText('Semana ao vivo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New mission' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch off' })).toBeNull();
  });
});
