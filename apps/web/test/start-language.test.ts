import { afterEach, describe, expect, it, vi } from 'vitest';

/** The i18n module reads the start language once, at load: each case loads it afresh. */
const load = async () => {
  vi.resetModules();
  return (await import('../src/shared/i18n/index.ts')).startLanguage;
};

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.lang;
});

describe('the language the portal starts in', () => {
  it('is the brand default the server wrote into the document when the visitor saved none', async () => {
    document.documentElement.dataset.lang = 'en';
    expect(await load()).toBe('en');
  });

  it('is the visitor’s saved language before the brand’s', async () => {
    document.documentElement.dataset.lang = 'en';
    localStorage.setItem('lang', 'th');
    expect(await load()).toBe('th');
  });

  it('is PT when the document names no language the portal ships', async () => {
    document.documentElement.dataset.lang = 'xx';
    expect(await load()).toBe('pt');
    delete document.documentElement.dataset.lang;
    expect(await load()).toBe('pt');
  });
});
