import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const messages = [
  {
    channel: 'sms',
    to: '+5511999990001',
    text: 'Your Lumen Play code is 482913',
    code: '482913',
    time: '2026-12-01T10:05:00.000Z',
  },
  {
    channel: 'sms',
    to: '+5511999990001',
    text: 'Welcome to Lumen Play',
    code: null,
    time: '2026-12-01T10:00:00.000Z',
  },
];

describe('the outbox screen', () => {
  it('searches a phone and lists its messages with their codes, newest first', async () => {
    signedInAs('support');
    const calls = fakeApi({ 'GET /console/outbox': () => ({ value: messages }), ...pending });
    renderConsole('/outbox');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(screen.getByText(/Enter a member’s phone/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/console/outbox')).toBe(false);
    await user.type(screen.getByLabelText('Phone or email'), '+5511999990001');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const code = await screen.findByText('482913');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('482913')).toBe(code);
    expect(within(rows[2] as HTMLElement).getByText('Welcome to Lumen Play')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/console/outbox')?.query.get('to')).toBe('+5511999990001');
  });

  it('says when a phone or email has no messages, and shows a refusal', async () => {
    signedInAs('admin');
    let answer: { value?: unknown; status?: number; error?: string } = { value: [] };
    fakeApi({ 'GET /console/outbox': () => answer, ...pending });
    renderConsole('/outbox');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone or email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No messages to this phone or email.')).toBeInTheDocument();
    answer = { status: 403, error: 'operator_role_required' };
    await user.clear(screen.getByLabelText('Phone or email'));
    await user.type(screen.getByLabelText('Phone or email'), '+5511900000000');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  });

  it('is in the menu of support and admin, not of finance', async () => {
    signedInAs('finance');
    fakeApi({ ...pending });
    renderConsole('/outbox');
    expect(await screen.findByText('Your role cannot open this screen.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Outbox/ })).not.toBeInTheDocument();
  });
});
