import type { TConsoleAgentRow, TConsoleDownline } from '@portal/contracts/console-agents';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const agent: TConsoleAgentRow = {
  id: 2,
  merchant: 'LUMEN',
  username: 'demo_agent',
  nickname: 'Demo Agent',
  agentType: 1,
  upline: null,
  directCount: 2,
  mainBalance: '100.00',
  locked: false,
  createdAt: '2026-10-01T10:00:00.000Z',
};
const node = (id: number, username: string, agentType: number, downlineCount: number): TConsoleDownline => ({
  id,
  username,
  nickname: '',
  agentType,
  registeredAt: '2026-10-02T10:00:00.000Z',
  lastLoginAt: null,
  mainBalance: '10.00',
  downlineCount,
});
const tree: Record<string, TConsoleDownline[]> = {
  '2': [node(5, 'demo_subagent', 1, 1), node(3, 'demo_down1', 0, 0)],
  '5': [node(6, 'demo_subagent2', 1, 0)],
};

describe('agents', () => {
  it('picks an agent, shows its figures and opens its tree a level at a time, by keyboard', async () => {
    signedInAs('support');
    const calls = fakeApi({
      'GET /console/agents': () => page([agent]),
      'GET /console/agents/:id/figures': () => ({
        value: {
          id: 2,
          username: 'demo_agent',
          agentType: 1,
          affiliateCode: 'DEMO',
          directCount: 2,
          teamSize: 3,
          newToday: 0,
          newThisMonth: 3,
          teamMainBalance: '30.00',
        },
      }),
      'GET /console/agents/:id/downlines': (c) => page(tree[c.path.split('/')[3] ?? ''] ?? []),
      ...pending,
    });
    renderConsole('/agents');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'demo_agent' }));
    expect(await screen.findByText('Team of demo_agent')).toBeInTheDocument();
    expect(await screen.findByText('demo_down1')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/console/agents/5/downlines')).toBe(false);
    const open = screen.getByRole('button', { name: 'Open the downlines of demo_subagent' });
    open.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('demo_subagent2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the downlines of demo_subagent' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByText('demo_subagent2')).not.toBeInTheDocument();
  });
});
