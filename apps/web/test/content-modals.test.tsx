import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import AnnouncementModal from '../src/features/content/AnnouncementModal.tsx';
import DownloadModal from '../src/features/content/DownloadModal.tsx';
import { useSession } from '../src/shared/session/store.ts';
import { permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const notice = (id: number, content = `<p>Notice ${id} text</p>`) => ({
  id,
  type: 'B',
  title: `Notice ${id}`,
  content,
  imageUrl: null,
  promotionId: null,
  timestamp: 1_760_000_000_000 + id,
});
const announcements = (player: unknown[]) => ({ player, banners: [], popup: [], promotion: [], help: [] });

describe('announcement modal (spec section 2)', () => {
  beforeEach(() => useSession.setState({ language: '' }));

  it('lists 9 notices a page on the left and shows the selected one on the right', async () => {
    const notices = Array.from({ length: 12 }, (_, i) => notice(i + 1));
    renderWithPortal(<AnnouncementModal />, { data: [[['content', 'announcements', ''], announcements(notices)]] });
    const dialog = screen.getByRole('dialog', { name: 'Avisos' });
    const list = () => within(dialog).getAllByRole('listitem');
    expect(list()).toHaveLength(9);
    expect(within(dialog).getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Notice 4/ }));
    expect(within(dialog).getByRole('heading', { name: 'Notice 4' })).toBeInTheDocument();
    expect(within(dialog).getByText('Notice 4 text')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Próxima página' }));
    expect(list()).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: /Notice 10/ })).toBeInTheDocument();
  });

  it('sanitises the brand’s HTML: no scripts, no event handlers, no javascript: links', () => {
    const html =
      '<p onclick="steal()">Hello <b>players</b><script>steal()</script><img src="x" onerror="steal()">' +
      '<a href="javascript:steal()">link</a><iframe src="https://evil.example"></iframe></p>';
    renderWithPortal(<AnnouncementModal />, {
      data: [[['content', 'announcements', ''], announcements([notice(1, html)])]],
    });
    const body = screen.getByRole('heading', { name: 'Notice 1' }).parentElement as HTMLElement;
    expect(within(body).getByText('players').tagName).toBe('B');
    expect(body.querySelector('script, iframe')).toBeNull();
    for (const el of body.querySelectorAll('*'))
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/);
  });

  it('says when there is nothing to read', () => {
    renderWithPortal(<AnnouncementModal />, { data: [[['content', 'announcements', ''], announcements([])]] });
    expect(screen.getByText('Nenhum aviso no momento')).toBeInTheDocument();
  });
});

describe('download modal (spec section 2)', () => {
  const withResources = (resources: unknown[]) => {
    const p = permission();
    p.info.resources = resources as typeof p.info.resources;
    return { data: [[['system', 'permission'], p]] as Array<[string[], unknown]> };
  };

  it('shows a QR code of size 100 for the Android link, and for the iOS profile on its tab', async () => {
    renderWithPortal(
      <DownloadModal />,
      withResources([
        { resourceType: 'ANDROID', url: '/downloads/android', labelNameEn: 'Android' },
        { resourceType: 'IOS', url: '/downloads/lumen.mobileconfig', labelNameEn: 'iOS' },
      ]),
    );
    const dialog = screen.getByRole('dialog', { name: 'Baixar o aplicativo' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    const qr = within(dialog).getByTitle('Código QR para Android').closest('svg');
    expect(qr).toHaveAttribute('width', '100');
    expect(qr).toHaveAttribute('height', '100');
    expect(within(dialog).getByRole('link', { name: 'Ou toque aqui para baixar' })).toHaveAttribute(
      'href',
      `${window.location.origin}/downloads/android`,
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'iOS' }));
    expect(within(dialog).getByTitle('Código QR para iOS').closest('svg')).toHaveAttribute('width', '100');
  });

  it('shows the steps without a QR code when the resource is missing', async () => {
    renderWithPortal(
      <DownloadModal />,
      withResources([{ resourceType: 'IOS', url: '/downloads/lumen.mobileconfig', labelNameEn: 'iOS' }]),
    );
    const dialog = screen.getByRole('dialog', { name: 'Baixar o aplicativo' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(dialog.querySelector('svg title')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Ou toque aqui para baixar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'iOS' }));
    expect(dialog.querySelector('svg title')).not.toBeNull();
  });
});
