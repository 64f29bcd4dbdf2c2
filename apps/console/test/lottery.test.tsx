import type { TLotteryTerms, TVnAwaitingDraw } from '@portal/contracts/console-lottery';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

/** A southern draw due for its result, with operator A's first entry (its numbers are never sent). */
const draw: TVnAwaitingDraw = {
  drawId: 41,
  gameCode: 'VNMN',
  gameName: 'Lumen VN Lotto · South',
  region: 'south',
  numero: '20261126',
  status: 'closed',
  drawsAt: '2026-11-26T09:15:00.000Z',
  due: true,
  deadline: '2026-11-26T15:15:00.000Z',
  round: 1,
  entries: [{ operator: 'desk.a', at: '2026-11-26T09:20:00.000Z' }],
  mismatched: false,
  layout: [
    { prize: 'special', digits: 6, count: 1 },
    { prize: 'first', digits: 5, count: 1 },
    { prize: 'second', digits: 5, count: 1 },
    { prize: 'third', digits: 5, count: 2 },
    { prize: 'fourth', digits: 5, count: 7 },
    { prize: 'fifth', digits: 4, count: 1 },
    { prize: 'sixth', digits: 4, count: 3 },
    { prize: 'seventh', digits: 3, count: 1 },
    { prize: 'eighth', digits: 2, count: 1 },
  ],
};
const terms: TLotteryTerms = {
  gameCode: 'VNMN',
  gameName: 'Lumen VN Lotto · South',
  family: 'vn',
  rtp: '96.00',
  minBet: '1.00',
  maxBet: '10000.00',
  payoutCap: null,
  vnOdds: [{ betType: 'de', odds: '96.00', minBet: '1.00', maxBet: '10000.00', rtp: '96.00' }],
};
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/lottery/vn/draws': () => ({ value: [draw] }),
  'POST /console/lottery/vn/draws/:id/result': () => ({ value: { drawId: 41, outcome: 'confirmed', round: 1 } }),
  'GET /console/brands/:code/lottery': () => ({ value: [terms] }),
  'PUT /console/brands/:code/lottery/:game': () => ({ value: terms }),
  ...pending,
});

describe('lottery desk', () => {
  it('confirms a result row by row, refusing a short number without calling the server', async () => {
    signedInAs('support');
    const calls = fakeApi(routes());
    renderConsole('/lottery');
    const user = userEvent.setup();
    expect(await screen.findByText('Entered by desk.a')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel draw' })).toBeNull(); // support does not cancel
    await user.click(screen.getByRole('button', { name: 'Confirm result' }));
    const numbers: Array<[string, string[]]> = [
      ['Special', ['987654']],
      ['First', ['12345']],
      ['Second', ['67845']],
      ['Third', ['11111', '22256']],
      ['Fourth', ['33333', '44454', '55555', '66666', '77745', '88888', '99999']],
      ['Fifth', ['1234']],
      ['Sixth', ['5678', '9054', '3210']],
      ['Seventh', ['654']],
      ['Eighth', ['5']],
    ];
    for (const [prize, list] of numbers)
      for (const [i, n] of list.entries()) await user.type(screen.getByLabelText(`${prize} ${i + 1}`), n);
    const submit = screen.getAllByRole('button', { name: 'Confirm result' }).at(-1) as HTMLElement;
    await user.click(submit);
    expect(await screen.findByText('Fill every number with its count of digits.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Eighth 1'), '4');
    await user.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe('/console/lottery/vn/draws/41/result'),
    );
    const body = calls.find((c) => c.method === 'POST')?.body as { prizes: Record<string, string[]> };
    expect(body.prizes.fourth).toHaveLength(7);
    expect(body.prizes.eighth).toEqual(['54']);
    // The odds editor shows to support without a save button.
    expect(await screen.findByText('Đề')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  }, 20_000);
});
