import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import Toaster from '../src/shared/ui/Toaster.tsx';

/**
 * Where the toasts are: over the header they covered the phone's balance (the figure a money toast is about) and the
 * member centre's close button on a desktop; at the bottom a full-screen sheet's main button on a phone. Just below
 * the header, centred, they cover neither, and a screen reader hears them from a polite live region.
 */
describe('the toaster', () => {
  it('puts toasts below the header, centred, in a named polite live region', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Depósito creditado');
    });
    expect(await screen.findByText('Depósito creditado')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
    // Below the header on a desktop and on a phone, never over it.
    const style = (list as HTMLElement).style;
    expect(style.getPropertyValue('--offset-top')).toBe('calc(var(--header-h, 64px) + 8px)');
    // On a phone, below a sheet's top row when it is a control (useToastsBelow), else below the header.
    expect(style.getPropertyValue('--mobile-offset-top')).toBe('var(--toast-top, calc(var(--header-h, 64px) + 8px))');
    const region = list?.closest('section');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-label');
  });
});
