import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../src/shared/i18n/index.ts';
import { useGuard } from '../src/shared/session/guard.ts';
import { useSession } from '../src/shared/session/store.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { useUi } from '../src/shared/ui/store.ts';

function Protected({ onRun }: { onRun(): void }) {
  const guard = useGuard();
  return (
    <>
      <button type="button" onClick={() => guard() && onRun()}>
        Play
      </button>
      <DialogHost />
    </>
  );
}

const trial = { account: 'guest1', nickname: '', isAgent: 4, toUpline: false };

describe('action guard (spec section 5)', () => {
  beforeEach(() => useUi.setState({ modals: {} }));

  it('opens the login popup and stops when there is no token', async () => {
    useSession.setState({ token: null, member: null });
    let ran = false;
    render(<Protected onRun={() => (ran = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(ran).toBe(false);
    expect(useUi.getState().modals.login).toEqual({ tab: 'login' });
  });

  it.each([
    ['with member info', () => useSession.setState({ token: 't', member: { ...trial } })],
    [
      'after a reload, before member info is back (the tab’s saved isAgent)',
      () => {
        sessionStorage.setItem('isAgent', '4');
        useSession.setState({ token: 't', member: null });
      },
    ],
  ])('asks a trial account to register first, offers the form there, and stops: %s', async (_when, arrange) => {
    arrange();
    let ran = false;
    render(<Protected onRun={() => (ran = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(ran).toBe(false);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Por favor, registre uma conta primeiro');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useUi.getState().modals.login).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cadastrar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useUi.getState().modals.login).toEqual({ tab: 'register' });
    expect(ran).toBe(false);
    sessionStorage.removeItem('isAgent');
  });

  it('lets a real member through', async () => {
    useSession.setState({ token: 't', member: { account: 'p1', nickname: '', isAgent: 0, toUpline: false } });
    let ran = false;
    render(<Protected onRun={() => (ran = true)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(ran).toBe(true);
  });

  it('warns instead of opening the member centre when the brand has closed it', async () => {
    useSession.setState({
      token: 't',
      member: { account: 'p1', nickname: '', isAgent: 0, toUpline: false },
      memberCentreClosed: true,
    });
    function Centre() {
      const guard = useGuard();
      return (
        <>
          <button type="button" onClick={() => guard({ memberCentre: true })}>
            Deposit
          </button>
          <DialogHost />
        </>
      );
    }
    render(<Centre />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('temporariamente indisponível');
    useSession.setState({ memberCentreClosed: false });
  });
});
