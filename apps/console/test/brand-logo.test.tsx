import { DEFAULT_THEME } from '@portal/contracts/brand-launch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80"><rect width="320" height="80"/></svg>';
const generated = { logo: { kind: 'logo', url: '/art/logo.svg?v=gabc', uploaded: null } };
const uploaded = {
  logo: { kind: 'logo', url: '/art/logo.svg?v=u7', uploaded: { mime: 'image/svg+xml', width: 320, height: 80 } },
};
const icon = { icon: { kind: 'icon', url: '/art/logo-mark.svg?v=gdef', uploaded: null } };
const routes = (marks: Record<string, unknown>, upload: (c: Call) => { value?: unknown; error?: string }) => ({
  'GET /merchants': () => ({ value: [{ code: 'NOVA', name: 'Nova Bet' }] }),
  'GET /console/brands/:code/settings': () => ({
    value: {
      code: 'NOVA',
      name: 'Nova Bet',
      hosts: ['nova.localhost'],
      maintenance: false,
      regionRestriction: [],
      updatedAt: '2026-01-01T00:00:00Z',
      settings: {
        languages: ['en'],
        defaultLang: 'en',
        whitelabel: [],
        register: {},
        resources: [],
        customerService: [],
        socialLinks: [],
      },
    },
  }),
  'GET /console/brands/:code/general': () => ({
    value: {
      code: 'NOVA',
      currencyLocked: false,
      general: {
        name: 'Nova Bet',
        currency: 'USD',
        timeZone: 'UTC',
        theme: DEFAULT_THEME,
        licence: {},
        freePlayAmount: 0,
        agentOnly: false,
        loginedToHomePage: false,
        memberCentreAvailable: true,
        withdrawal: { min: 1_000, max: 5_000_000, dailyCount: 3 },
      },
    },
  }),
  'GET /console/brands/:code/marks': () => ({ value: { code: 'NOVA', ...marks } }),
  'GET /console/brands/:code/marks/:kind/preview': (c: Call) => ({
    value: { kind: 'logo', image: `data:image/svg+xml;base64,${btoa(c.path.includes('icon') ? 'icon' : 'logo')}` },
  }),
  'PUT /console/brands/:code/marks/:kind': upload,
  'DELETE /console/brands/:code/marks/:kind': () => ({ value: { code: 'NOVA', ...generated, ...icon } }),
  ...pending,
});
const svgFile = (text: string, name = 'nova.svg', type = 'image/svg+xml') => new File([text], name, { type });

describe('a brand’s logo and icon in the General tab', () => {
  it('uploads a logo, shows it on the light and dark headers, and goes back to the generated one', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes({ ...generated, ...icon }, () => ({ value: { code: 'NOVA', ...uploaded, ...icon } })));
    const user = userEvent.setup();
    renderConsole('/brand?code=NOVA');
    const input = await screen.findByLabelText('Logo');
    expect(await screen.findByRole('img', { name: 'Logo on the Light header' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByRole('img', { name: 'Logo on the Dark header' })).toBeInTheDocument();
    expect(screen.getAllByText('Generated from the brand’s name and colours')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Use the generated image' })[0]).toBeDisabled();

    await user.upload(input, svgFile(LOGO));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/console/brands/NOVA/marks/logo');
    const sent = (put?.body as { image: string } | undefined)?.image ?? '';
    expect(sent.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(sent.split(',')[1] ?? '')).toBe(LOGO);
    expect(await screen.findByText('Uploaded SVG, 320 × 80')).toBeInTheDocument();

    const [reset] = screen.getAllByRole('button', { name: 'Use the generated image' });
    expect(reset).toBeEnabled();
    await user.click(reset as HTMLElement);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/console/brands/NOVA/marks/logo' }),
    );
    expect(await screen.findByText('The generated image is back.')).toBeInTheDocument();
  });

  it('says why the server refused a file, and refuses another type before sending', async () => {
    signedInAs('admin');
    const calls = fakeApi(
      routes({ ...generated, ...icon }, () => ({ status: 400, error: 'bad_request', value: { reason: 'svg_script' } })),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderConsole('/brand?code=NOVA');
    const input = await screen.findByLabelText('Logo');
    await user.upload(input, svgFile('GIF89a', 'nova.gif', 'image/gif'));
    expect(await screen.findByText('Choose an SVG or PNG file.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.upload(input, svgFile('<svg><script>1</script></svg>'));
    expect(await screen.findByText('SVG files with scripts are refused.')).toBeInTheDocument();
  });
});

describe('the New brand wizard’s logo', () => {
  it('takes an optional logo on the look step, previews it and sends it with the request', async () => {
    signedInAs('admin');
    const row = { code: 'LUMEN', name: 'Lumen', currency: 'BRL', defaultLang: 'pt', languages: ['pt'], hosts: [] };
    const calls = fakeApi({
      'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
      'GET /console/brands': () => ({
        value: [{ ...row, isDefault: true, maintenance: false, vendors: 1, members: 0 }],
      }),
      'POST /console/brands': () => ({ value: { approval: { id: 9, status: 'pending' } } }),
      ...pending,
    });
    renderConsole('/brands');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    const next = () => user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Code'), 'NOVA');
    await user.type(within(dialog).getByLabelText('Name'), 'Nova Bet');
    await next();
    await user.type(within(dialog).getByLabelText('Currency'), 'USD');
    await next();
    await user.type(within(dialog).getByLabelText('Host 1'), 'nova.example.com');
    await next();
    await next();
    expect(within(dialog).queryByRole('img', { name: 'Logo on the Light header' })).toBeNull();
    await user.upload(within(dialog).getByLabelText('Logo'), svgFile(LOGO));
    expect(await within(dialog).findByRole('img', { name: 'Logo on the Dark header' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    await next();
    expect(within(dialog).getByText('Logo: own file · Icon (favicon): drawn')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    await within(dialog).findByRole('heading', { name: 'NOVA is waiting for approval' });
    const body = calls.find((c) => c.method === 'POST')?.body as { marks?: { logo?: string; icon?: string } };
    expect(atob(body.marks?.logo?.split(',')[1] ?? '')).toBe(LOGO);
    expect(body.marks?.icon).toBeUndefined();
  });
});
