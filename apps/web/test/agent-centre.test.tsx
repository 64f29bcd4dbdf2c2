import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AgentCentreModal from '../src/features/agent-centre/AgentCentreModal.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { Failure, fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const overview = {
  affiliateCode: 'DEMOAGENT',
  referralLink: 'http://localhost/register?referralCode=DEMOAGENT',
  directCount: 2,
  teamSize: 3,
  newToday: 1,
  newThisMonth: 2,
  teamMainBalance: '2000.00',
};
const downline = (i: number) => ({
  username: `demo_down${i}`,
  nickname: `Downline ${i}`,
  agentType: 0,
  registeredAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: i === 1 ? '2026-11-20T10:00:00.000Z' : null,
  mainBalance: '1000.00',
  initialPasswordPending: i === 2,
  contracts: [] as Array<{ kind: 'dividend' | 'daily' | 'hourly' | 'realtime'; status: 'approved' | 'in_process' }>,
});
const switches = (on: boolean) => ({
  dailysalreqtype: on,
  divtypereq: on,
  contracthoursalreq: false,
  realtimesalreqtype: false,
});

function routes(extra: Record<string, unknown> = {}) {
  return {
    '/wps/system/settings/consolidated': switches(false),
    '/wps/relay/AGENT_teamOverview': overview,
    '/wps/relay/AGENT_downlineList': (url: URL) => {
      const prefix = url.searchParams.get('username') ?? '';
      const page = Number(url.searchParams.get('page'));
      const all = Array.from({ length: 12 }, (_, i) => downline(i + 1)).filter((d) => d.username.startsWith(prefix));
      return { list: all.slice((page - 1) * 10, page * 10), total: all.length, page, pageSize: 10 };
    },
    ...extra,
  };
}
const open = (page?: string) =>
  renderWithPortal(
    <>
      <AgentCentreModal {...(page ? { page } : {})} />
      <DialogHost />
    </>,
    {
      data: [[['system', 'permission'], permission()]],
    },
  );

describe('agent centre modal', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec entries in order, every one with a screen, contract pages only with their switch', async () => {
    fakeApi(routes());
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    const nav = within(dialog).getByRole('navigation', { name: 'Agent centre' });
    await waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(8));
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Announcements',
      'Team overview',
      'Register account',
      'Team management',
      'Team betting',
      'User loss',
      'My income',
      'Account details',
    ]);
    expect(within(nav).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Announcements' })).toBeEnabled();
    for (const entry of within(nav).getAllByRole('button')) expect(entry).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('adds bonus/dividend and daily wages when the brand switches them on', async () => {
    fakeApi(routes({ '/wps/system/settings/consolidated': switches(true) }));
    open();
    const nav = await screen.findByRole('navigation', { name: 'Agent centre' });
    expect(await within(nav).findByRole('button', { name: 'Bonus / dividend' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Daily wages' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Hourly salary' })).toBeNull();
  });

  it('shows the team figures and copies the referral link', async () => {
    fakeApi(routes());
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    expect(await screen.findByText(overview.referralLink)).toBeInTheDocument();
    expect(screen.getByText('DEMOAGENT')).toBeInTheDocument();
    expect(screen.getByText('Team size (all levels)').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Team main-wallet balance').nextSibling).toHaveTextContent('$2,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Copy referral link' }));
    expect(writeText).toHaveBeenCalledWith(overview.referralLink);
    expect(await screen.findByText('Copy success')).toBeInTheDocument();
  });

  it('lists downlines with paging and search, and says when none match', async () => {
    const { calls } = fakeApi(routes());
    open('downlineManagmentView');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('rowheader', { name: 'demo_down1' })).toBeInTheDocument();
    expect(within(table).getAllByText('Never').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'demo_down12');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(calls.some((c) => c.includes('username=demo_down12') && c.includes('page=1'))).toBe(true);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No downline username starts with zzz')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'a b');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('issues a new initial password to a downline still on its first one, after the agent confirms, shown once', async () => {
    const sent: unknown[] = [];
    fakeApi(
      routes({
        'POST /wps/relay/AGENT_newInitialPassword': (_url: URL, init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return { username: 'demo_down2', accountType: 'player', initialPassword: 'Hk7#mPq2Rs9v', validDays: 7 };
        },
      }),
    );
    open('downlineManagmentView');
    const table = await screen.findByRole('table');
    // Only the member still on its initial password offers it.
    expect(within(table).queryByRole('button', { name: 'New initial password for demo_down1' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'New initial password for demo_down2' }));
    const ask = await screen.findByRole('alertdialog', { name: 'New initial password' });
    expect(ask).toHaveTextContent('The current one stops working');
    await userEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Initial password' });
    expect(shown).toHaveTextContent('New initial password for demo_down2: Hk7#mPq2Rs9v');
    expect(shown).toHaveTextContent('It works for 7 days unused');
    expect(sent).toEqual([{ username: 'demo_down2' }]);
  });

  it('says so when the account is not an agent', async () => {
    fakeApi(routes({ '/wps/relay/AGENT_teamOverview': new Failure('error_not_agent', null, 403) }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only agents can log in');
  });
});
