import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/index.ts';
import { ModalHost, registerModal } from '../src/app/modals.tsx';
import { confirm, DialogHost, warn } from '../src/shared/ui/dialogs.tsx';
import { Modal } from '../src/shared/ui/Modal.tsx';
import { useUi } from '../src/shared/ui/store.ts';

function Sample() {
  return (
    <Modal title="Sample" onClose={() => useUi.getState().hide('download')}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </Modal>
  );
}

describe('modal system', () => {
  beforeEach(() => {
    useUi.setState({ modals: {} });
    registerModal('download', Sample);
  });

  it('shows, hides and toggles modals by name, locking page scroll while open', async () => {
    render(<ModalHost />);
    act(() => useUi.getState().show('download'));
    expect(await screen.findByRole('dialog', { name: 'Sample' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    act(() => useUi.getState().toggle('download'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    act(() => useUi.getState().toggle('download'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => useUi.getState().hide('download'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, on the close button and on a click outside, and keeps focus inside', async () => {
    render(<ModalHost />);
    act(() => useUi.getState().show('download'));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useUi.getState().show('download'));
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useUi.getState().show('download'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useUi.getState().show('download'));
    await screen.findByRole('dialog');
    screen.getByRole('button', { name: 'Last' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });

  it('resolves confirm dialogs and can close warnings on a timer or not on the cover', async () => {
    render(<DialogHost />);
    let answer: boolean | undefined;
    act(() => {
      void confirm('Sure?').then((v) => {
        answer = v;
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await act(async () => {});
    expect(answer).toBe(true);
    act(() => {
      void warn('Stays', { closeOnCover: false });
    });
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    act(() => {
      void warn('Goes', { autoCloseMs: 30 });
    });
    await screen.findByRole('alertdialog');
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a popup whose script did not load as a reload message of its own; the page and other popups stay', async () => {
    function Missing(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/LoginModal-x.js');
    }
    registerModal('login', Missing);
    // React reports the caught error on the console; the assertions below are what matters.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <main>Page</main>
        <ModalHost />
      </>,
    );
    act(() => {
      useUi.getState().show('download');
      useUi.getState().show('login');
    });
    const failed = await screen.findByRole('alertdialog', {
      name: 'A página demorou demais para carregar. Verifique sua conexão.',
    });
    expect(screen.getByRole('dialog', { name: 'Sample' })).toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Atualizar' })).toHaveFocus();
    await userEvent.click(within(failed).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useUi.getState().modals.login).toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Sample' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
