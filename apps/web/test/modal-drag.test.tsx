import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/index.ts';
import { Modal } from '../src/shared/ui/Modal.tsx';

function renderModal(onClose = vi.fn(), closeOnCover?: boolean) {
  render(
    <Modal title="Drag me" onClose={onClose} closeOnCover={closeOnCover}>
      <p>Body</p>
    </Modal>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Drag me' });
  return { dialog, head: screen.getByRole('heading', { name: 'Drag me' }).parentElement as HTMLElement, onClose };
}

describe('modal wrapper (spec section 2)', () => {
  const width = window.innerWidth;
  afterEach(() => {
    window.innerWidth = width;
  });

  it('is dragged by its title bar, and each drag goes on from where the last one ended', () => {
    const { dialog, head } = renderModal();
    fireEvent.pointerDown(head, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 130, clientY: 140 });
    fireEvent.pointerUp(window);
    expect(dialog.style.translate).toBe('30px 40px');
    fireEvent.pointerMove(window, { clientX: 500, clientY: 500 });
    expect(dialog.style.translate).toBe('30px 40px');
    fireEvent.pointerDown(head, { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: -10, clientY: 5 });
    fireEvent.pointerUp(window);
    expect(dialog.style.translate).toBe('20px 45px');
  });

  it('is not dragged from its close button, nor on a phone (a full-screen sheet)', () => {
    const { dialog, head } = renderModal();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fechar' }), { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { clientX: 60, clientY: 60 });
    expect(dialog.style.translate).toBe('');
    window.innerWidth = 390;
    fireEvent.pointerDown(head, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { clientX: 60, clientY: 60 });
    expect(dialog.style.translate).toBe('');
  });

  it('closes on a click outside and on Escape, but not on a click inside', () => {
    const { dialog, onClose } = renderModal();
    fireEvent.mouseDown(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on a click outside when that is turned off', () => {
    const { dialog, onClose } = renderModal(vi.fn(), false);
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });
});
