import { act, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from 'shared-ui';
import { renderWithProviders } from '@/testing/render';
import { RequireAuth } from '../require-auth';

function Guarded() {
  return (
    <RequireAuth>
      <p>Mis seguros</p>
    </RequireAuth>
  );
}

describe('RequireAuth', () => {
  it('shows a full-screen spinner while the session is checked', () => {
    const { auth } = renderWithProviders(<Guarded />, { route: '/app', auth: { status: 'checking' } });
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryByText('Mis seguros')).not.toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('starts sign-in once, returning to the same address with its query', async () => {
    const { auth } = renderWithProviders(<Guarded />, {
      route: '/policy/7/emission?paso=2',
      auth: { status: 'not-authenticated' },
    });
    await waitFor(() => expect(auth.login).toHaveBeenCalledTimes(1));
    expect(auth.login).toHaveBeenCalledWith({ returnTo: '/policy/7/emission?paso=2' });
    expect(screen.getByRole('status', { name: 'Te llevamos a iniciar sesión…' })).toBeInTheDocument();
  });

  it('starts sign-in when the check ends without a session', async () => {
    const { auth } = renderWithProviders(<Guarded />, { route: '/profile', auth: { status: 'checking' } });
    act(() => useAuthStore.getState().setNotAuthenticated(null));
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith({ returnTo: '/profile' }));
  });

  it('renders the screen for a signed-in person', () => {
    const { auth } = renderWithProviders(<Guarded />, { route: '/app', auth: { status: 'authenticated' } });
    expect(screen.getByText('Mis seguros')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('offers a retry when sign-in cannot start', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const login = jest.fn().mockRejectedValueOnce(new Error('red')).mockResolvedValueOnce(undefined);
    renderWithProviders(<Guarded />, { route: '/app', auth: { status: 'not-authenticated', login } });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No pudimos iniciar sesión.')).toBeInTheDocument();
    act(() => retry.click());
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
  });
});
