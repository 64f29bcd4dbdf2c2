import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZAdjustBalance } from '@portal/contracts/payments';
import { describe, expect, it } from 'vitest';
import { toBody as missionBody } from '../src/features/missions/CreateMissionDialog.tsx';
import { formOf, toBody as raffleBody } from '../src/features/raffle/form.ts';
import { compact, decimal, money, parseAmount, percent, withAmounts } from '../src/shared/format.ts';
import i18n, { LANGUAGES } from '../src/shared/i18n/index.ts';
import { pageItems } from '../src/shared/ui/TableParts.tsx';

const flatten = (o: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  );
const load = (lang: string) =>
  flatten(JSON.parse(readFileSync(join(import.meta.dirname, `../src/shared/i18n/locales/${lang}.json`), 'utf8')));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('console texts', () => {
  const en = load('en');
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key, no other, with the same placeholders',
    (lang) => {
      const texts = load(lang);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(texts)) {
        expect(v.trim(), k).not.toBe('');
        expect(placeholders(v), k).toEqual(placeholders(en[k] ?? ''));
      }
    },
  );
});

describe('amounts and pages', () => {
  it('groups amounts for the operator’s language without a float', async () => {
    expect(money('1234567.5')).toBe('1,234,567.50');
    expect(money('-12.05')).toBe('-12.05');
    expect(money('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
    await i18n.changeLanguage('pt');
    expect(money('1234567.50')).toBe('1.234.567,50');
    await i18n.changeLanguage('en');
  });

  it('reads a typed amount as the operator’s language writes it, decimal comma and grouping included', async () => {
    await i18n.changeLanguage('pt');
    try {
      expect(parseAmount('25,50')).toBe('25.50');
      expect(parseAmount('1.234,5')).toBe('1234.5');
      expect(parseAmount('1.234')).toBe('1234');
      expect(parseAmount('25.50')).toBe('25.50');
      expect(parseAmount('-112,81', true)).toBe('-112.81');
      expect(parseAmount('-112,81')).toBeNull();
      expect(parseAmount('12,3,4')).toBeNull();
      expect(parseAmount('abc')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(parseAmount('1,234.50')).toBe('1234.50');
    expect(parseAmount('25,5')).toBe('25.5');
  });

  it('lets an amount form take "25,50" in Portuguese (the balance adjustment shows 112,81 beside it)', async () => {
    const schema = ZAdjustBalance.pick({ amount: true, reason: true });
    const resolve = withAmounts(zodResolver(schema), ['amount'], ['amount']);
    const run = (amount: string) =>
      resolve({ amount, reason: 'goodwill' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    // Without it the schema refuses the decimal comma.
    const plain = await zodResolver(schema)({ amount: '25,50', reason: 'goodwill' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(plain.errors.amount).toBeDefined();
    await i18n.changeLanguage('pt');
    try {
      expect(await run('25,50')).toEqual({ values: { amount: '25.50', reason: 'goodwill' }, errors: {} });
      expect(await run('-1.025,5')).toEqual({ values: { amount: '-1025.5', reason: 'goodwill' }, errors: {} });
      expect((await run('25;50')).errors.amount).toBeDefined();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('writes rates and figures with the operator language’s decimal mark (12,34 %, not 12.34 %)', async () => {
    expect(percent(1234)).toBe('12.34');
    expect(percent(5)).toBe('0.05');
    await i18n.changeLanguage('pt');
    try {
      expect(percent(1234)).toBe('12,34');
      expect(percent(-150)).toBe('-1,50');
      expect(decimal(4.5172)).toBe('4,52');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends a raffle’s and a mission’s amounts typed with a Portuguese decimal comma as the API writes them', async () => {
    await i18n.changeLanguage('pt');
    try {
      const wheel = { ...formOf(null), kind: 'wheel' as const, depositPerTicket: '1.000,00', betPerTicket: '2,5' };
      wheel.prizes = [{ amount: '8,88', weight: '1' }];
      const body = raffleBody(wheel);
      expect(body.rules).toMatchObject({
        depositPerTicket: '1000.00',
        betPerTicket: '2.5',
        prizes: [{ amount: '8.88' }],
      });
      // The form shows its amounts as a Portuguese operator writes them, and sends them back as the API does.
      expect(formOf(null)).toMatchObject({ min: '1,00', max: '8,88', depositPerTicket: '100,00' });
      expect(raffleBody(formOf(null)).rules).toEqual({ kind: 'red_envelope', min: '1.00', max: '8.88' });
      const envelope = raffleBody({ ...formOf(null), kind: 'red_envelope', min: '0,50', max: '2,00' });
      expect(envelope.rules).toEqual({ kind: 'red_envelope', min: '0.50', max: '2.00' });
      const mission = missionBody(
        {
          kind: 'deposit',
          period: 'daily',
          target: '1.500,00',
          category: '',
          multiple: '',
          rewardPoints: '',
          rewardBonus: '12,50',
          score: '',
          texts: {},
        } as unknown as Parameters<typeof missionBody>[0],
        'LUMEN',
      );
      expect(mission).toMatchObject({ target: '1500.00', rewardBonus: '12.50' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('labels chart axes in the console’s language, not the browser’s', async () => {
    expect(compact(1500)).toBe('1.5k');
    await i18n.changeLanguage('zh');
    try {
      expect(compact(15000)).toBe('1.5万');
    } finally {
      await i18n.changeLanguage('pt');
    }
    expect(compact(1500)).toBe('1,5\u00a0mil');
    await i18n.changeLanguage('en');
  });

  it('lists pages with a range of 3 and a margin of 1', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    expect(pageItems(5, 12)).toEqual([0, 'gap', 4, 5, 6, 'gap', 11]);
    expect(pageItems(1, 4)).toEqual([0, 1, 2, 3]);
  });
});
