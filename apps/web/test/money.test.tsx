import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { formatMoney, setBrandCurrency } from '../src/shared/money.ts';
import { Amount, formatAmount } from '../src/shared/ui/Amount.tsx';
import { permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const NBSP = '\u00a0';

describe('one money formatter: Intl for the brand currency and the portal language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage('pt'));
  });

  it.each([
    ['pt', `R$${NBSP}1.100,00`, `-R$${NBSP}1,00`],
    ['en', 'R$1,100.00', '-R$1.00'],
    ['cn', 'R$1,100.00', '-R$1.00'],
    ['id', 'R$1.100,00', '-R$1,00'],
    ['th', 'R$1,100.00', '-R$1.00'],
    ['vi', `1.100,00${NBSP}R$`, `-1,00${NBSP}R$`],
  ])('formats BRL in %s as %s, a negative as %s', (lang, positive, negative) => {
    expect(formatMoney('1100.00', 'BRL', lang)).toBe(positive);
    expect(formatMoney('-1.00', 'BRL', lang)).toBe(negative);
  });

  it('keeps the decimal strings of the API exact, two places, and never prints NaN', () => {
    expect(formatMoney('12345678901.99', 'BRL', 'en')).toBe('R$12,345,678,901.99');
    expect(formatMoney('0.1', 'BRL', 'en')).toBe('R$0.10');
    expect(formatMoney('abc', 'BRL', 'en')).toBe('R$0.00');
    expect(formatMoney('1000', 'USD', 'en')).toBe('$1,000.00');
  });

  it('shows amounts in the brand currency as the language changes, and *** when hidden', async () => {
    // The permission call tells the portal its brand's currency.
    setBrandCurrency(permission().info.brand.currency);
    renderWithPortal(
      <p>
        <Amount value="1100" /> <Amount value="-1" signed /> <Amount value="5" hidden />
      </p>,
    );
    expect(screen.getByText('R$ 1.100,00')).toBeInTheDocument();
    expect(screen.getByText('-R$ 1,00')).toHaveClass('loss');
    expect(screen.getByText('***')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('R$1,100.00')).toBeInTheDocument();
    // Outside React (an option's text) the same rule applies.
    expect(formatAmount('50')).toBe('R$50.00');
  });
});
