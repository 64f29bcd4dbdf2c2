import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import Toaster from '../src/shared/ui/Toaster.tsx';

/**
 * Where the toasts are: at the top they covered the phone's header (its balance, the figure a money toast is about)
 * and the member centre's close button on a desktop for their five seconds. At the bottom (bottom left on a desktop,
 * above the tab bar on a phone) they cover no control of the header or of a dialog's head, and a screen reader hears
 * them from a polite live region.
 */
describe('the toaster', () => {
  it('puts toasts at the bottom left, in a named polite live region', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Depósito creditado');
    });
    expect(await screen.findByText('Depósito creditado')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'left');
    const region = list?.closest('section');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-label');
  });
});
