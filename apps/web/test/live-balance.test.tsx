import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, memberInfo, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

/** The browser's EventSource, driven by the test: `emit` delivers an event, `fail` drops the connection. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly url: string;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.();
  }
}

const balance = (sum: string, movements: unknown[] = []) => ({
  sumBalance: sum,
  main: sum,
  bonus: '0.00',
  held: '0.00',
  vendors: [],
  movements,
});

describe('live header balance and money toasts', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    useSession.setState({ token: 'tok', member: null, language: '' });
    useUi.setState({ modals: {}, balanceHidden: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the stream without a reload, toasts a deposit credited, and reconnects with a new ticket', async () => {
    let tickets = 0;
    const { calls } = fakeApi({
      ...shellRoutes(),
      '/wps/member/info': memberInfo('p1'),
      '/wps/v2/wallets/balance': balance('1000.00'),
      'POST /wps/v2/wallets/balance/stream-ticket': () => ({ ticket: `ticket-${++tickets}`, expiresIn: 30 }),
    });
    renderPortal('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('R$ 1.000,00')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const first = FakeEventSource.all[0] as FakeEventSource;
    expect(first.url).toBe('/wps/v2/wallets/balance/stream?ticket=ticket-1');

    // The opening event: a bet placed before the page opened is no news.
    act(() => first.emit('balance', balance('997.50', [{ id: 5, kind: 'bet', amount: '2.50', net: '-2.50' }])));
    expect(await within(header).findByText('R$ 997,50')).toBeInTheDocument();

    act(() =>
      first.emit(
        'balance',
        balance('1123.00', [
          { id: 6, kind: 'deposit', amount: '125.50', net: '125.50' },
          { id: 5, kind: 'bet', amount: '2.50', net: '-2.50' },
        ]),
      ),
    );
    expect(await within(header).findByText('R$ 1.123,00')).toBeInTheDocument();
    expect(await screen.findByText('Depósito de R$ 125,50 creditado')).toBeInTheDocument();
    // Just below the header, clear of it and its balance (Toaster.tsx): at the top, offset by the header's height.
    const toasts = screen.getByRole('region', { name: /Notificações/ }).querySelector('[data-sonner-toaster]');
    expect(toasts?.getAttribute('data-y-position')).toBe('top');
    expect(toasts?.getAttribute('style')).toContain('--header-h');
    expect(screen.queryByText(/R\$ 2,50/)).toBeNull();
    expect(calls.filter((c) => c === 'GET /wps/v2/wallets/balance')).toHaveLength(1);

    // A dropped stream closes (its ticket is spent) and comes back with a fresh ticket.
    act(() => first.fail());
    expect(first.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2), { timeout: 3000 });
    expect((FakeEventSource.all[1] as FakeEventSource).url).toContain('ticket-2');
  });
});
