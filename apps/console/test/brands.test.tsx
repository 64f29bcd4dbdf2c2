import {
  DEFAULT_THEME,
  type TBrandGeneral,
  type TBrandGeneralView,
  type TBrandRow,
} from '@portal/contracts/brand-launch';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeEditor } from '../src/features/brand/ThemeEditor.tsx';
import i18n from '../src/shared/i18n/index.ts';
import { fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const lumen: TBrandRow = {
  code: 'LUMEN',
  name: 'Lumen',
  currency: 'BRL',
  defaultLang: 'pt',
  languages: ['pt', 'en'],
  hosts: ['lumen.localhost'],
  isDefault: true,
  maintenance: false,
  vendors: 12,
  members: 1520,
};
const aurora: TBrandRow = {
  ...lumen,
  code: 'AURORA',
  name: 'Aurora',
  currency: 'USD',
  defaultLang: 'en',
  languages: ['en'],
  hosts: [],
  isDefault: false,
  maintenance: true,
  vendors: 3,
  members: 0,
};
const general = (currencyLocked: boolean): TBrandGeneralView => ({
  code: 'LUMEN',
  currencyLocked,
  general: {
    name: 'Lumen',
    currency: 'BRL',
    timeZone: 'America/Sao_Paulo',
    theme: DEFAULT_THEME,
    licence: { pt: 'Licença 1' },
    freePlayAmount: 100_000,
    agentOnly: false,
    loginedToHomePage: true,
    memberCentreAvailable: true,
    withdrawal: { min: 2_000, max: 5_000_000, dailyCount: 3 },
  },
});
const settingsView = {
  code: 'LUMEN',
  name: 'Lumen',
  hosts: ['lumen.localhost'],
  maintenance: false,
  regionRestriction: [],
  updatedAt: '2026-01-01T00:00:00Z',
  settings: {
    languages: ['pt', 'en'],
    defaultLang: 'pt',
    whitelabel: [],
    register: {},
    resources: [],
    customerService: [],
    socialLinks: [],
  },
};

const routes = (over: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) => ({
  'GET /merchants': () => ({ value: [lumen, aurora].map(({ code, name }) => ({ code, name })) }),
  'GET /console/brands': () => ({ value: [lumen, aurora] }),
  'POST /console/brands': () => ({ value: { approval: { id: 41, status: 'pending' } } }),
  'GET /console/brands/:code/settings': () => ({ value: settingsView }),
  'GET /console/brands/:code/general': () => ({ value: general(true) }),
  'PUT /console/brands/:code/general': (c: { body: unknown }) => ({
    value: { ...general(true), general: c.body },
  }),
  ...pending,
  ...over,
});

describe('the brand list', () => {
  it('shows each brand with its money, languages, hosts, counts and badges, each a link to its settings', async () => {
    signedInAs('admin');
    fakeApi(routes());
    renderConsole('/brands');
    const row = (await screen.findByRole('link', { name: 'Settings of Lumen' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Settings of Lumen' })).toHaveAttribute('href', '/brand?code=LUMEN');
    expect(within(row).getByText('BRL')).toBeInTheDocument();
    expect(within(row).getByText('Português, English')).toBeInTheDocument();
    expect(within(row).getByText('lumen.localhost')).toBeInTheDocument();
    expect(within(row).getByText('1,520')).toBeInTheDocument();
    expect(within(row).getByText('Default')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Settings of Aurora' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Maintenance')).toBeInTheDocument();
    expect(within(other).queryByText('Default')).toBeNull();
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Brand settings' })).not.toHaveAttribute('aria-current');
  });

  it('is not in the menu of a support operator', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/members');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Brands' })).toBeNull();
  });
});

describe('the "New brand" wizard', () => {
  it('checks each step with the contract before the next and sends the brand for a second admin', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/brands');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    const next = () => user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 6: Identity' })).toHaveFocus();

    // Identity: a code with a space and no name stay on the step, each said under its field.
    await user.type(within(dialog).getByLabelText('Code'), 'nova bet');
    await next();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Use capitals, digits and underscores, 2 to 16, starting with a letter.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'nova');
    await user.type(within(dialog).getByLabelText('Name'), 'Nova Bet');
    await next();

    // Money and languages: an unknown currency, then a default language that is not offered.
    expect(within(dialog).getByRole('heading', { name: 'Step 2 of 6: Money and languages' })).toHaveFocus();
    const currency = within(dialog).getByLabelText('Currency');
    await user.type(currency, 'ABC');
    await next();
    expect(within(dialog).getByText('Pick an ISO 4217 currency from the list.')).toBeInTheDocument();
    // Searched by name, picked from the matches.
    await user.clear(currency);
    await user.type(currency, 'dollar');
    const matches = within(dialog).getByRole('listbox', { name: 'Currencies matching “dollar”' });
    expect(within(matches).getByRole('option', { name: 'AUD · Australian Dollar' })).toBeInTheDocument();
    await user.selectOptions(matches, 'USD');
    expect(currency).toHaveValue('USD');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(within(dialog).getByText('US Dollar: US$12,345.67')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Português/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Default language: Português' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Português/ }));
    await next();
    expect(within(dialog).getByText('The default language must be one of the offered languages.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Default language: English' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Português/ }));
    await next();

    // Hosts: a URL is not a host name; the same host twice is refused.
    await user.type(within(dialog).getByLabelText('Host 1'), 'https://nova.example.com');
    await next();
    expect(within(dialog).getByText('Write a host name such as bet.example.com.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Host 1'));
    await user.type(within(dialog).getByLabelText('Host 1'), 'nova.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add a host' }));
    await user.type(within(dialog).getByLabelText('Host 2'), 'nova.example.com');
    await next();
    expect(within(dialog).getByText('Each may appear only once.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Host 2'));
    await user.type(within(dialog).getByLabelText('Host 2'), 'www.nova.example.com');
    await next();

    // Template: the brands of the installation, the default one first picked.
    expect(within(dialog).getByLabelText('Template brand')).toHaveValue('LUMEN');
    await next();

    // Colours: a brand colour white text cannot be read on is refused next to it.
    const lightBrand = within(dialog).getByLabelText('Brand colour', { selector: '#nb-theme-light-brand' });
    await user.clear(lightBrand);
    await user.type(lightBrand, '#ffe600');
    expect(within(dialog).getByText(/fails WCAG AA/)).toBeInTheDocument();
    await next();
    expect(
      within(dialog).getByText('White text on this colour is below 4.5:1: choose a darker colour.'),
    ).toBeInTheDocument();
    await user.clear(lightBrand);
    await user.type(lightBrand, '#0b5fff');
    await next();

    // Review, then the request: it waits for a second admin in Approvals.
    expect(within(dialog).getByRole('heading', { name: 'Step 6 of 6: Review' })).toBeInTheDocument();
    expect(within(dialog).getByText('nova.example.com, www.nova.example.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(dialog).findByRole('heading', { name: 'NOVA is waiting for approval' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Request #41 is in Approvals. A second admin must approve it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open Approvals' })).toHaveAttribute('href', '/approvals');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'NOVA',
      name: 'Nova Bet',
      currency: 'USD',
      defaultLang: 'en',
      languages: ['en', 'pt'],
      hosts: ['nova.example.com', 'www.nova.example.com'],
      template: 'LUMEN',
      theme: { light: { brand: '#0b5fff', accent: '#ff8a1f' }, dark: DEFAULT_THEME.dark },
    });
  });

  it('takes the operator back to the step a refusal is about: a taken code, a host another brand answers on', async () => {
    signedInAs('admin');
    let refusal = 'brand_exists';
    const calls = fakeApi(routes({ 'POST /console/brands': () => ({ status: 409, error: refusal }) }));
    renderConsole('/brands');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    const next = () => user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Code'), 'LUMEN2');
    await user.type(within(dialog).getByLabelText('Name'), 'Lumen Two');
    await next();
    await user.type(within(dialog).getByLabelText('Currency'), 'BRL');
    await next();
    await user.type(within(dialog).getByLabelText('Host 1'), 'lumen.localhost');
    for (let i = 0; i < 3; i++) await next();
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(dialog).findByRole('heading', { name: 'Step 1 of 6: Identity' })).toBeInTheDocument();
    expect(within(dialog).getByText('A brand with this code exists or is waiting for approval.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('theme');

    refusal = 'host_taken';
    for (let i = 0; i < 5; i++) await next();
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(dialog).findByRole('heading', { name: 'Step 3 of 6: Hosts' })).toBeInTheDocument();
    expect(within(dialog).getByText('Another brand already answers on one of these hosts.')).toBeInTheDocument();
  });
});

describe('the colour editor', () => {
  it('shows the contrast of white text on the brand colour against AA as it changes, with a preview per theme', async () => {
    let theme = DEFAULT_THEME;
    const { rerender } = render(
      <ThemeEditor
        value={theme}
        onChange={(v) => {
          theme = v;
        }}
      />,
    );
    expect(screen.getAllByText(/passes WCAG AA/)).toHaveLength(2);
    expect(screen.getAllByText('6.91:1')).toHaveLength(2);
    theme = { ...theme, dark: { brand: '#ffe600', accent: '#000000' } };
    rerender(<ThemeEditor value={theme} onChange={() => {}} />);
    expect(screen.getByText('1.27:1')).toBeInTheDocument();
    expect(screen.getByText(/fails WCAG AA/)).toBeInTheDocument();
    const dark = screen.getByRole('figure', { name: 'Preview, Dark theme' });
    expect(within(dark).getByText('Deposit')).toHaveStyle({ background: '#000000', color: '#ffffff' });
    expect(within(dark).getByText('Play now')).toHaveStyle({ background: '#ffe600' });
  });
});

describe('the General tab', () => {
  it('is the first tab; saves the name, licence and amounts in minor units, with a toast', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes({ 'GET /console/brands/:code/general': () => ({ value: general(false) }) }));
    renderConsole('/brand?code=LUMEN');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Free-play amount')).toHaveValue('1000');
    expect(screen.getByLabelText('Currency')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Lumen Casino');
    await user.type(screen.getByLabelText('Licence text (English)'), 'Licence 2');
    await user.clear(screen.getByLabelText('Smallest withdrawal'));
    await user.type(screen.getByLabelText('Smallest withdrawal'), '25,5');
    await user.click(screen.getByRole('switch', { name: 'Agent-only site' }));
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Sao_Paulo');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The portal shows it on its next load.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/console/brands/LUMEN/general');
    expect(put?.body).toEqual({
      ...general(false).general,
      name: 'Lumen Casino',
      licence: { pt: 'Licença 1', en: 'Licence 2' },
      agentOnly: true,
      timeZone: 'America/New_York',
      withdrawal: { min: 2_550, max: 5_000_000, dailyCount: 3 },
    });
  });

  it('refuses amounts with too many decimals and a minimum above the maximum before sending', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes({ 'GET /console/brands/:code/general': () => ({ value: general(false) }) }));
    renderConsole('/brand?code=LUMEN');
    const user = userEvent.setup();
    const min = await screen.findByLabelText('Smallest withdrawal');
    await user.clear(min);
    await user.type(min, '1.234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Write an amount with at most 2 decimals.')).toBeInTheDocument();
    await user.clear(min);
    await user.type(min, '60000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('The minimum is above the maximum.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('reads amounts as the operator’s language writes them (Portuguese: 1.234,5)', async () => {
    await i18n.changeLanguage('pt');
    try {
      signedInAs('admin');
      const calls = fakeApi(routes({ 'GET /console/brands/:code/general': () => ({ value: general(false) }) }));
      renderConsole('/brand?code=LUMEN');
      const user = userEvent.setup();
      const max = await screen.findByLabelText('Maior saque');
      expect(max).toHaveValue('50000');
      await user.clear(max);
      await user.type(max, '1.234,5');
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      await waitFor(() =>
        expect((calls.find((c) => c.method === 'PUT')?.body as TBrandGeneral | undefined)?.withdrawal.max).toBe(
          123_450,
        ),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the currency of a brand with members, and says why', async () => {
    signedInAs('admin');
    fakeApi(routes());
    renderConsole('/brand?code=LUMEN');
    const currency = await screen.findByLabelText('Currency');
    expect(currency).toBeDisabled();
    expect(currency).toHaveValue('BRL');
    expect(screen.getByText(/The brand has members, so its currency can no longer change/)).toBeInTheDocument();
  });

  it('says the server refused a currency change next to the currency', async () => {
    signedInAs('admin');
    fakeApi(
      routes({
        'GET /console/brands/:code/general': () => ({ value: general(false) }),
        'PUT /console/brands/:code/general': () => ({ status: 409, error: 'currency_locked' }),
      }),
    );
    renderConsole('/brand?code=LUMEN');
    const user = userEvent.setup();
    const currency = await screen.findByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByText('The brand has members: its currency can no longer change.')).toBeInTheDocument(),
    );
    expect(currency).toHaveAttribute('aria-invalid', 'true');
  });
});
