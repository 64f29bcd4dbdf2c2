import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../src/features/auth/LoginForm.tsx';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const countries = [
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'XX', countryDialingCode: '999', name: 'Testland' },
];
const seeded = (mods = ['MOBILEVERCODELOGIN3']) => ({
  data: [
    [['system', 'permission'], permission({ mods })],
    [['system', 'countries'], countries],
  ] as Array<[string[], unknown]>,
});

describe('login form', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    useUi.setState({ modals: {} });
    fakeApi({});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('switches to mobile + SMS code through the login-type list', async () => {
    renderWithPortal(<LoginForm />, seeded());
    expect(screen.getByLabelText('Usuário')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Forma de entrar/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Celular e código' }));
    expect(screen.getByLabelText('Número de celular')).toBeInTheDocument();
    expect(screen.getByLabelText('Código SMS')).toBeInTheDocument();
    expect(screen.queryByLabelText('Usuário')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Forma de entrar' })).toBeNull();
  });

  it('offers registration and free play only on a site open to players, not on an agent-only one', () => {
    const mods = ['DIRECTREG3', 'FREEPLAY3'];
    const open = renderWithPortal(<LoginForm />, { data: [[['system', 'permission'], permission({ mods })]] });
    expect(screen.getByRole('button', { name: 'Jogar grátis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    open.unmount();
    renderWithPortal(<LoginForm />, { data: [[['system', 'permission'], permission({ mods, agentOnly: true })]] });
    expect(screen.queryByRole('button', { name: 'Jogar grátis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('has no login-type switch when SMS login is off', () => {
    renderWithPortal(<LoginForm />, seeded([]));
    expect(screen.queryByRole('button', { name: /Forma de entrar/ })).toBeNull();
  });

  it('closes the login-type list 200 ms after focus leaves it, so a click in that time still lands', () => {
    vi.useFakeTimers();
    renderWithPortal(<LoginForm />, seeded());
    const trigger = screen.getByRole('button', { name: /Forma de entrar/ });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(screen.getByRole('list', { name: 'Forma de entrar' })).toBeInTheDocument();

    act(() => trigger.blur());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('list', { name: 'Forma de entrar' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('list', { name: 'Forma de entrar' })).toBeNull();

    // Focus moving from the trigger into the list keeps it open; a click 150 ms after a blur still switches.
    fireEvent.click(trigger);
    const sms = screen.getByRole('button', { name: 'Celular e código' });
    act(() => sms.focus());
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('list', { name: 'Forma de entrar' })).toBeInTheDocument();
    act(() => sms.blur());
    act(() => vi.advanceTimersByTime(150));
    fireEvent.click(sms);
    expect(screen.getByLabelText('Número de celular')).toBeInTheDocument();
  });
});

describe('country dialing-code dropdown', () => {
  beforeEach(() => fakeApi({}));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens on focus with flags and closes 200 ms after blur', () => {
    vi.useFakeTimers();
    renderWithPortal(<LoginForm />, seeded());
    fireEvent.click(screen.getByRole('button', { name: /Forma de entrar/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Celular e código' }));
    const picker = screen.getByRole('button', { name: 'Código do país' });
    expect(picker).toHaveTextContent('BR +55');
    expect(screen.queryByRole('list', { name: 'Código do país' })).toBeNull();

    act(() => picker.focus());
    const list = screen.getByRole('list', { name: 'Código do país' });
    // In the portal's language, whatever the server's list says.
    expect(list).toHaveTextContent('🇻🇳 Vietnã +84');
    expect(list).toHaveTextContent('🇧🇷 Brasil +55');
    // A region the browser does not know keeps the server's name.
    expect(list).toHaveTextContent('Testland +999');

    act(() => picker.blur());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('list', { name: 'Código do país' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('list', { name: 'Código do país' })).toBeNull();
  });

  it('takes the chosen country’s code', () => {
    renderWithPortal(<LoginForm />, seeded());
    fireEvent.click(screen.getByRole('button', { name: /Forma de entrar/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Celular e código' }));
    act(() => screen.getByRole('button', { name: 'Código do país' }).focus());
    fireEvent.click(screen.getByRole('button', { name: /Vietnã/ }));
    expect(screen.getByRole('button', { name: 'Código do país' })).toHaveTextContent('VN +84');
    expect(screen.queryByRole('list', { name: 'Código do país' })).toBeNull();
  });
});
