import { PROMOTION_PATHS as P } from '@portal/contracts/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PromotionsPage from '../src/features/content/PromotionsPage.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { useSession } from '../src/shared/session/store.ts';
import { ToastHost } from '../src/shared/ui/toast.tsx';
import { Failure, fakeApi, permission } from './fake-api.ts';
import { card, categories, detail, page } from './promotion-fixtures.ts';
import { renderWithPortal } from './render.tsx';

const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const MB = 1024 * 1024;

/** The promotions page with one `applying` card; the form opens from its Apply button. */
async function openForm(apply: unknown = detail({ status: 'in_process' })) {
  const sent: Array<{ promotionId: number; comment: string; images: string[] }> = [];
  const api = fakeApi({
    [P.categories]: categories,
    [P.available]: page([
      card(7, 'applying', {
        title: 'Lucky screenshot',
        mechanism: { kind: 'application', maxAmount: '100.00', repeat: 'once' },
      }),
    ]),
    [`POST ${P.apply}`]: (_u: URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return typeof apply === 'function' ? apply() : apply;
    },
  });
  renderWithPortal(
    <>
      <PromotionsPage />
      <ToastHost />
    </>,
    { path: '/promotions', data: [[['system', 'permission'], permission()]] },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply: Lucky screenshot' });
  return { ...api, sent, dialog, files: within(dialog).getByLabelText('Add images') };
}

describe('the application form', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  beforeEach(() =>
    useSession.setState({
      token: 'tok',
      member: { account: 'p1', nickname: '', isAgent: 0, toUpline: false },
      language: '',
    }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('counts the comment live and refuses 141 characters before sending', async () => {
    const { dialog, sent } = await openForm();
    const comment = within(dialog).getByLabelText('Comment');
    expect(comment).toHaveFocus();
    expect(comment).toHaveAccessibleDescription('0 / 140 characters');
    await userEvent.type(comment, 'a'.repeat(141));
    expect(within(dialog).getByText('141 / 140 characters')).toHaveClass('promo-over');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The comment can have at most 140 characters.');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('asks for a comment', async () => {
    const { dialog, sent } = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a short comment.');
    expect(sent).toHaveLength(0);
  });

  it('takes at most 3 images, each a png or jpg of at most 5 MB', async () => {
    const { dialog, files } = await openForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(files, [png('a.png'), png('b.png')]);
    expect(await within(dialog).findByRole('img', { name: 'Image 2' })).toBeInTheDocument();

    // A third and fourth at once: over the limit, nothing is added.
    await user.upload(within(dialog).getByLabelText('Add images'), [png('c.png'), png('d.png')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At most 3 images: remove one before adding another.');
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);

    await user.upload(within(dialog).getByLabelText('Add images'), png('big.png', 6 * MB));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('“big.png” is larger than 5 MB.');

    await user.upload(
      within(dialog).getByLabelText('Add images'),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('“anim.gif” is not a PNG or JPG image.');

    await user.upload(within(dialog).getByLabelText('Add images'), png('c.png'));
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(3));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // Three held: the add button goes away until one is removed.
    expect(within(dialog).queryByLabelText('Add images')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Add images')).toBeInTheDocument();
  });

  it('sends the comment and images, toasts and closes', async () => {
    const { dialog, files, sent, calls } = await openForm();
    await userEvent.type(within(dialog).getByLabelText('Comment'), '  I won big on Lumen Slots  ');
    await userEvent.upload(files, png('proof.png'));
    await within(dialog).findByRole('img', { name: 'Image 1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.promotionId).toBe(7);
    expect(sent[0]?.comment).toBe('I won big on Lumen Slots');
    expect(sent[0]?.images).toHaveLength(1);
    expect(sent[0]?.images[0]).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(calls.filter((c) => c.startsWith(`GET ${P.available}`)).length).toBe(2));
  });

  it('shows the server’s refusal in the player’s language', async () => {
    const { dialog } = await openForm(() => new Failure('promotion_already_applied', null, 409));
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied for this promotion.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the Apply button', async () => {
    await openForm();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
  });
});
