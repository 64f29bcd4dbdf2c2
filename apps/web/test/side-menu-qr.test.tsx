import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, permission, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

const ANDROID = { resourceType: 'ANDROID', url: '/downloads/android', labelNameEn: 'Android' };
const IOS = { resourceType: 'IOS', url: '/downloads/lumen.mobileconfig', labelNameEn: 'iOS' };

function brandWith(resources: unknown[]) {
  const p = permission();
  p.info.resources = resources as typeof p.info.resources;
  return {
    ...shellRoutes(p),
  };
}
const menu = () => screen.findByRole('navigation', { name: 'Menu principal' });

describe('side menu app download (spec section 2)', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false, menuOpen: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Android and iOS QR codes of the download links', async () => {
    fakeApi(brandWith([ANDROID, IOS]));
    renderPortal('/');
    const nav = await menu();
    expect(within(nav).queryByTitle('Código QR para Android')).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Escanear QR' }));
    expect(await within(nav).findByTitle('Código QR para Android')).toBeInTheDocument();
    expect(within(nav).getByTitle('Código QR para iOS')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Escanear QR' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: 'Como instalar' }));
    expect(useUi.getState().modals.download).toEqual({});
  });

  it('shows only the QR codes whose resource exists, and none without resources', async () => {
    fakeApi(brandWith([IOS]));
    const first = renderPortal('/');
    let nav = await menu();
    await userEvent.click(within(nav).getByRole('button', { name: 'Escanear QR' }));
    expect(await within(nav).findByTitle('Código QR para iOS')).toBeInTheDocument();
    expect(within(nav).queryByTitle('Código QR para Android')).toBeNull();
    first.unmount();

    fakeApi(brandWith([]));
    renderPortal('/');
    nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Baixar app' })).toHaveAttribute('href', '/down');
    expect(within(nav).queryByRole('button', { name: 'Escanear QR' })).toBeNull();
  });

  it('flies the QR codes out beside the collapsed rail on hover and focus', async () => {
    useUi.setState({ menuCollapsed: true });
    fakeApi(brandWith([ANDROID, IOS]));
    renderPortal('/');
    const nav = await menu();
    const link = within(nav).getByRole('link', { name: 'Baixar app' });
    fireEvent.pointerEnter(link.closest('li') as HTMLElement);
    expect(await within(nav).findByTitle('Código QR para Android')).toBeInTheDocument();
    fireEvent.pointerLeave(link.closest('li') as HTMLElement);
    await vi.waitFor(() => expect(within(nav).queryByTitle('Código QR para Android')).toBeNull());

    link.focus();
    expect(await within(nav).findByTitle('Código QR para iOS')).toBeInTheDocument();
  });
});
