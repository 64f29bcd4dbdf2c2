import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { genericPatternIds, genericPatterns } from '@portal/contracts/field-pattern';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../src/features/auth/rules.ts';
import { LANGUAGES } from '../src/shared/i18n/index.ts';

const rulesOf = (lang: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, `../src/shared/i18n/locales/${lang}.json`), 'utf8')) as {
      rules: Record<string, string>;
    }
  ).rules;

describe('field rule messages (spec section 5)', () => {
  it('have a message of their own for every generic rule in every shipped language', () => {
    for (const lang of LANGUAGES) {
      const rules = rulesOf(lang);
      for (const id of genericPatternIds) expect(rules[id], `${lang} rules.${id}`).toBeTruthy();
    }
  });

  it('say which rule a value broke, with the configured lengths', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'en', resources: { en: { translation: { rules: rulesOf('en') } } } });
    const setting = (patternId: keyof typeof genericPatterns, minLength = 2, maxLength = 8) => ({
      enabled: true,
      required: true,
      patternId,
      acceptedPattern: genericPatterns[patternId],
      minLength,
      maxLength,
    });
    expect(fieldError(t.t, setting('uppercase'), 'Abc')).toBe('Capital letters only (2-8)');
    expect(fieldError(t.t, setting('uppercase'), 'ABC')).toBeUndefined();
    expect(fieldError(t.t, setting('date_ymd', 10, 10), '31-05-1990')).toBe('A date as yyyy-MM-dd, e.g. 1990-05-31');
    expect(fieldError(t.t, setting('strong_password', 8, 32), 'password1')).toBe(
      '8-32 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    );
    expect(fieldError(t.t, setting('real_name', 2, 40), 'Ana 2')).toBe('Your real name as on your ID: letters only');
  });
});
