import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { dayText, dayTimeText, parseDay, parseDayTime } from '../src/shared/format.ts';
import i18n from '../src/shared/i18n/index.ts';
import { DateInput } from '../src/shared/ui/DateInput.tsx';

/** A period form as the dashboard, reports and audit log have it. */
function Period({ onShow }: { onShow: (v: { from: string }) => void }) {
  const form = useForm<{ from: string }>({ defaultValues: { from: '2026-12-03' } });
  return (
    <form onSubmit={form.handleSubmit(onShow)}>
      <DateInput aria-label="From" {...form.register('from')} />
      <button type="submit">Show</button>
    </form>
  );
}

describe('day fields in the operator’s language', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('writes and reads days in the language’s order', async () => {
    await i18n.changeLanguage('pt');
    expect(dayText('2026-12-03')).toBe('03/12/2026');
    expect(parseDay('25/12/2026')).toBe('2026-12-25');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('')).toBe('');
    await i18n.changeLanguage('zh');
    expect(dayText('2026-12-03')).toBe('2026/12/03');
    expect(parseDay('2026-12-25')).toBe('2026-12-25');
    await i18n.changeLanguage('en');
    expect(parseDay('25.12.2026')).toBe('2026-12-25');
  });

  it('shows the form’s day as a Portuguese operator writes it and sends what they type as YYYY-MM-DD', async () => {
    await act(() => i18n.changeLanguage('pt'));
    const shown: string[] = [];
    render(<Period onShow={(v) => shown.push(v.from)} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await waitFor(() => expect(field).toHaveValue('03/12/2026'));
    await userEvent.clear(field);
    await userEvent.type(field, '25/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(shown).toEqual(['2026-12-25']));
    expect(screen.getByRole('button', { name: 'Escolher data: From' })).toBeInTheDocument();
    // Its placeholder shows the shape to type in the language.
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  });

  it('follows the language when it changes (Chinese puts the year first)', async () => {
    render(<Period onShow={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await waitFor(() => expect(field).toHaveValue('03/12/2026'));
    await act(() => i18n.changeLanguage('zh'));
    await waitFor(() => expect(field).toHaveValue('2026/12/03'));
    expect(field).toHaveAttribute('placeholder', '年/月/日');
  });

  it('writes and reads a date and time the same way, for a promotion’s or a raffle’s start', async () => {
    await act(() => i18n.changeLanguage('pt'));
    expect(dayTimeText('2026-12-03T14:30')).toBe('03/12/2026 14:30');
    expect(parseDayTime('25/12/2026 08:05')).toBe('2026-12-25T08:05');
    expect(parseDayTime('25/12/2026 25:00')).toBeNull();
    const seen: string[] = [];
    function Starts() {
      const [v, setV] = useState('2026-12-03T14:30');
      seen.push(v);
      return <DateInput aria-label="Starts" withTime value={v} onChange={(e) => setV(e.target.value)} />;
    }
    render(<Starts />);
    const field = screen.getByRole('textbox', { name: 'Starts' });
    await waitFor(() => expect(field).toHaveValue('03/12/2026 14:30'));
    await userEvent.clear(field);
    await userEvent.type(field, '25/12/2026 08:05');
    await waitFor(() => expect(seen.at(-1)).toBe('2026-12-25T08:05'));
    expect(field).toHaveValue('25/12/2026 08:05');
  });
});
