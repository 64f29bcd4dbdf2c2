import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import {
  formatBasisPoints,
  formatCount,
  formatDecimal,
  formatMoney,
  formatMultiplier,
  formatPercent,
  setBrandCurrency,
} from '../src/shared/money.ts';
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

describe('one number formatter for counts, percentages and multipliers', () => {
  it.each([
    ['pt', '12.345', '0,60%', '97,00%', '×3,55', '8,88'],
    ['en', '12,345', '0.60%', '97.00%', '×3.55', '8.88'],
    ['cn', '12,345', '0.60%', '97.00%', '×3.55', '8.88'],
    ['vi', '12.345', '0,60%', '97,00%', '×3,55', '8,88'],
  ])('writes them in %s as the language does', (lang, count, rate, rtp, times, decimal) => {
    expect(formatCount(12345, lang)).toBe(count);
    expect(formatBasisPoints(60, lang)).toBe(rate);
    expect(formatPercent('97.00', lang)).toBe(rtp);
    expect(formatMultiplier('3.55', lang)).toBe(times);
    expect(formatDecimal('8.88', lang)).toBe(decimal);
  });

  it('groups a four-digit count in Portuguese (1.234 points, not 1234) and leaves what is not a number alone', () => {
    expect(formatCount(1234, 'pt')).toBe('1.234');
    expect(formatCount('abc', 'pt')).toBe('abc');
    expect(formatMultiplier('', 'pt')).toBe('×');
  });
});
